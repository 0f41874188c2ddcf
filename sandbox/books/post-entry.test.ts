import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../testing/scratch-database.ts';
import type { Database } from '../db/database.ts';
import { CHART } from './chart.ts';
import { postEntries, postEntry, rowIdOf, type NewEntry } from './post-entry.ts';

/**
 * Migration 100 and post-entry.ts: an entry's debits equal its credits or nothing of it is booked (checked
 * again by the database when the transaction commits), and the ledger is append-only.
 */

let db: Database;

beforeAll(async () => {
  db = await scratchDatabase();
  for (const account of CHART) {
    await db.query('insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ($1, $2, $3, $4, $5)', ['cus_aurora', account.code, account.name, account.kind, account.statement_line]);
  }
});
afterAll(async () => db.close());

const entry = (id: string, debitCents: number, creditCents: number): NewEntry => ({
  customer_id: 'cus_aurora',
  id,
  date: '2026-03-04',
  description: 'Testivienti',
  source: { kind: 'manual', id: null, label: 'Testi' },
  booked_at: '2026-03-05T08:00:00Z',
  booked_by: 'Sari Laine',
  lines: [
    { account_code: '1910', description: 'Pankki', debit_cents: debitCents },
    { account_code: '3000', description: 'Myynti', credit_cents: creditCents },
  ],
});

const count = async (table: 'journal_entries' | 'ledger_rows') => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

describe('booking an entry', () => {
  it('books a balanced entry with row IDs named by its lines', async () => {
    expect(await postEntry(db, entry('je-balanced', 1000, 1000))).toEqual([rowIdOf('je-balanced', 1), rowIdOf('je-balanced', 2)]);
    expect(await count('ledger_rows')).toBe(2);
  });

  it('refuses an unbalanced entry before writing anything, even among balanced ones', async () => {
    await expect(db.transaction((tx) => postEntries(tx, [entry('je-fine', 500, 500), entry('je-off', 500, 499)]))).rejects.toThrow(/je-off does not balance/);
    expect(await count('journal_entries')).toBe(1);
  });

  it('has the database refuse, at commit, an entry whose rows were written unbalanced past the helper', async () => {
    const commit = db.transaction(async (tx) => {
      await tx.query(`insert into journal_entries (customer_id, id, entry_date, description, source_kind, source_id, source_label, booked_at, booked_by)
        values ('cus_aurora', 'je-raw', '2026-03-04', 'Ohi apufunktion', 'manual', null, 'Testi', now(), 'Sari Laine')`);
      await tx.query(`insert into ledger_rows (customer_id, row_id, entry_id, entry_date, account_code, description, debit_cents) values ('cus_aurora', 'je-raw-1', 'je-raw', '2026-03-04', '1910', 'Pankki', 700)`);
      await tx.query(`insert into ledger_rows (customer_id, row_id, entry_id, entry_date, account_code, description, credit_cents) values ('cus_aurora', 'je-raw-2', 'je-raw', '2026-03-04', '3000', 'Myynti', 600)`);
    });
    await expect(commit).rejects.toThrow(/does not balance/);
    expect(await count('journal_entries')).toBe(1);
  });

  it('keeps the ledger append-only: no row or entry is updated, deleted or truncated', async () => {
    for (const statement of [
      `update ledger_rows set debit_cents = 2000 where row_id = 'je-balanced-1'`,
      `delete from ledger_rows where row_id = 'je-balanced-1'`,
      `update journal_entries set description = 'muutettu' where id = 'je-balanced'`,
      `delete from journal_entries where id = 'je-balanced'`,
      'truncate ledger_rows cascade',
    ]) {
      await expect(db.query(statement), statement).rejects.toThrow(/append-only/);
    }
    expect(await count('ledger_rows')).toBe(2);
  });
});
