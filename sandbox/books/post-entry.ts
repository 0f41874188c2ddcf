import type { Queryable } from '../db/database.ts';

/** One line of a journal entry: a debit or a credit on one account. */
export interface EntryLine {
  account_code: string;
  description: string;
  counterparty?: string | null;
  /** The line's VAT treatment (`25.5`, `14`, `13.5`, `10`, `0`, `reverse_charge`), where it has one. */
  vat_code?: string | null;
  vat_cents?: number | null;
  debit_cents?: number;
  credit_cents?: number;
}

export interface NewEntry {
  customer_id: string;
  id: string;
  date: string;
  description: string;
  source: { kind: string; id: string | null; label: string };
  document_id?: string | null;
  booked_at: string;
  /** Who booked it: the firm's person or the agent, by name. */
  booked_by: string;
  lines: readonly EntryLine[];
}

/** The row ID of an entry's n-th line (1-based): stable, so that seeds and tests can name rows. */
export const rowIdOf = (entryId: string, line: number) => `${entryId}-${line}`;

/** Rows a statement inserts at most: well under the protocol's 65 535 parameters at 11 a row. */
const ROWS_A_STATEMENT = 1000;

function assertBalances(entry: NewEntry): void {
  const debits = entry.lines.reduce((sum, line) => sum + (line.debit_cents ?? 0), 0);
  const credits = entry.lines.reduce((sum, line) => sum + (line.credit_cents ?? 0), 0);
  if (entry.lines.length < 2 || debits !== credits) {
    throw new Error(`journal entry ${entry.id} does not balance: debits ${debits}, credits ${credits}`);
  }
}

async function insertMany(db: Queryable, head: string, tuples: readonly unknown[][]): Promise<void> {
  for (let start = 0; start < tuples.length; start += ROWS_A_STATEMENT) {
    const chunk = tuples.slice(start, start + ROWS_A_STATEMENT);
    const values: unknown[] = [];
    const placeholders = chunk.map((tuple) => {
      const at = values.length;
      values.push(...tuple);
      return `(${tuple.map((_v, k) => `$${at + k + 1}`).join(', ')})`;
    });
    await db.query(`${head} values ${placeholders.join(', ')}`, values);
  }
}

/**
 * Books journal entries with their lines, in the caller's transaction, in as few statements as their number
 * allows (the seed books two years at once). Refused before writing anything when any entry's debits and
 * credits differ (the database refuses it again at commit: migration 100). Returns each entry's row IDs.
 */
export async function postEntries(db: Queryable, entries: readonly NewEntry[]): Promise<string[][]> {
  entries.forEach(assertBalances);
  await insertMany(
    db,
    'insert into journal_entries (customer_id, id, entry_date, description, source_kind, source_id, source_label, document_id, booked_at, booked_by)',
    entries.map((entry) => [entry.customer_id, entry.id, entry.date, entry.description, entry.source.kind, entry.source.id, entry.source.label, entry.document_id ?? null, entry.booked_at, entry.booked_by]),
  );
  const rowIds = entries.map((entry) => entry.lines.map((_line, index) => rowIdOf(entry.id, index + 1)));
  await insertMany(
    db,
    'insert into ledger_rows (customer_id, row_id, entry_id, entry_date, account_code, description, counterparty, vat_code, vat_cents, debit_cents, credit_cents)',
    entries.flatMap((entry, entryIndex) =>
      entry.lines.map((line, index) => [
        entry.customer_id,
        rowIds[entryIndex]?.[index],
        entry.id,
        entry.date,
        line.account_code,
        line.description,
        line.counterparty ?? null,
        line.vat_code ?? null,
        line.vat_cents ?? null,
        line.debit_cents ?? 0,
        line.credit_cents ?? 0,
      ]),
    ),
  );
  return rowIds;
}

/**
 * Books one journal entry with its lines, in the caller's transaction. Refused before writing anything when
 * its debits and credits differ (the database refuses it again at commit: migration 100).
 */
export async function postEntry(db: Queryable, entry: NewEntry): Promise<string[]> {
  return (await postEntries(db, [entry]))[0] ?? [];
}
