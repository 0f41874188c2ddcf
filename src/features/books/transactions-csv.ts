import type { Transaction } from '../../api/schemas/books.ts';
import { formatDate } from '../../i18n/format.ts';
import { csvCents, csvDocument, csvField, csvText, filenamePart } from '../../ui/csv.ts';
import type { TransactionFilters } from './transaction-filters.ts';

/**
 * The transactions window as a CSV file (src/ui/csv.ts) for a Finnish spreadsheet: Finnish headers whatever
 * the page's language (the firm's and the authorities' tools read them), dates as `d.m.yyyy`, amounts as
 * numbers with a decimal comma (debit positive, credit negative as the ledger keeps them), the source in
 * words, and the row's and the entry's IDs last so that a row can be found again.
 */
export const TRANSACTIONS_CSV_HEADER = [
  'Päivämäärä',
  'Tili',
  'Tilin nimi',
  'Kuvaus',
  'Vastapuoli',
  'Summa (EUR)',
  'Lähde',
  'Lähteen nimi',
  'Rivin tunniste',
  'Kirjauksen tunniste',
] as const;

/** `sourceWords` names a source kind in Finnish, or gives it back as it came when the portal does not know it. */
export function transactionsCsv(rows: readonly Transaction[], sourceWords: (kind: string) => string): string {
  const lines = rows.map((row) => [
    formatDate(row.date, 'fi'),
    csvText(row.account_code),
    csvText(row.account_name),
    csvText(row.description),
    csvText(row.counterparty ?? ''),
    csvCents(row.amount_cents),
    csvText(sourceWords(row.source.kind)),
    csvText(row.source.label),
    csvField(row.row_id),
    csvField(row.entry_id),
  ]);
  return csvDocument([[...TRANSACTIONS_CSV_HEADER], ...lines]);
}

/** `tapahtumat_cus_aurora_3000_2026.csv`: the company and the filters that are set, safe as a file name. */
export function transactionsCsvFilename(customerId: string, filters: TransactionFilters): string {
  const parts = [customerId, filters.account, filters.period, filters.source, filters.q].filter((part): part is string => part !== undefined && part !== '');
  return `tapahtumat_${parts.map(filenamePart).join('_')}.csv`;
}
