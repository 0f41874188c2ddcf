import { isUnreadable, type Read } from '../../api/reading.ts';
import type { Statement } from '../../api/schemas/books.ts';
import { formatDate } from '../../i18n/format.ts';
import { csvCents, csvDocument, csvField, csvText, filenamePart } from '../../ui/csv.ts';

const UNREADABLE = 'Riviä ei voitu lukea';

/**
 * The statement shown, as a CSV file for a Finnish spreadsheet: Finnish headers, a row for each line (its
 * Finnish label as the service wrote it) and under it a row for each account behind it (its code, its name), the period's figure,
 * the year before's and the change as numbers. Labels are written as text that never runs as a formula.
 */
export function statementCsv(statement: Read<Statement>): string {
  const compared = statement.compare !== null;
  const header = [
    'Rivi',
    'Tili',
    'Tilin nimi',
    `Tämä kausi ${span(statement, statement)}`,
    ...(statement.compare ? [`Vertailukausi ${span(statement, statement.compare)}`, 'Muutos'] : []),
  ].map(csvField);
  const figures = (amount: number | null, compare: number | null) => {
    const cents = (value: number | null) => (value === null ? '' : csvCents(value));
    if (!compared) return [cents(amount)];
    return [cents(amount), cents(compare), amount === null || compare === null ? '' : csvCents(amount - compare)];
  };
  const rows: string[][] = [header];
  for (const line of statement.lines) {
    if (isUnreadable(line)) {
      rows.push([csvText(UNREADABLE), '', '', ...figures(null, null)]);
      continue;
    }
    rows.push([csvText(line.label), '', '', ...figures(line.amount_cents, line.compare_cents)]);
    for (const account of line.accounts) {
      if (isUnreadable(account)) rows.push([csvText(line.label), '', csvText(UNREADABLE), ...figures(null, null)]);
      else rows.push([csvText(line.label), csvText(account.code), csvText(account.name), ...figures(account.amount_cents, account.compare_cents)]);
    }
  }
  return csvDocument(rows);
}

/** A period's days: a balance sheet is a position at its last day, a date; an income statement a span. */
const span = ({ kind }: { kind: string }, { from, to }: { from: string; to: string }) => (kind === 'balance_sheet' ? formatDate(to) : `${formatDate(from)}–${formatDate(to)}`);

/** `tuloslaskelma_cus_aurora_2026.csv`, `tase_cus_aurora_2026-10.csv`: what it is, whose, of when. */
export function statementFilename(customerId: string, statement: Pick<Read<Statement>, 'kind' | 'period'>): string {
  const name = statement.kind === 'income_statement' ? 'tuloslaskelma' : statement.kind === 'balance_sheet' ? 'tase' : 'laskelma';
  return `${name}_${filenamePart(customerId)}_${filenamePart(statement.period)}.csv`;
}
