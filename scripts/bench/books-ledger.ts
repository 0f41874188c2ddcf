import type { Database } from '../../sandbox/db/database.ts';

/** The accounts the bench's rows are booked on (the ledger's seed may have them already). */
const ACCOUNTS = [
  ['1910', 'Pankkitili', 'asset', 'cash_and_bank'],
  ['3000', 'Myynti', 'revenue', 'revenue'],
  ['4000', 'Ostot', 'expense', 'materials_and_services'],
  ['6800', 'Toimistotarvikkeet', 'expense', 'other_operating_expenses'],
] as const;

const COUNTERPARTIES = ['K-Market Kamppi', 'Lyreco Finland Oy', 'Motonet Espoo', 'Elisa Oyj', 'Asiakas Oy', 'Verkkokauppa.com', 'Clas Ohlson', 'Telia Finland', 'Neste Espoo', 'Posti Oy'];
const SOURCES = ['bank_row', 'sales', 'purchase_bill', 'acquirer_settlement', 'expense_claim'];

/**
 * Books `rows` ledger rows (two a journal entry) for a company, dated over the four years before `lastDay`,
 * in one statement each for entries and rows: the volume the figures are taken at. The entries are
 * balanced by construction; the balance trigger still checks every one at commit.
 */
export async function bookBenchRows(db: Database, customerId: string, rows: number, lastDay: string): Promise<void> {
  const entries = Math.ceil(rows / 2);
  await db.transaction(async (tx) => {
    for (const [code, name, kind, line] of ACCOUNTS) {
      await tx.query('insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ($1, $2, $3, $4, $5) on conflict do nothing', [customerId, code, name, kind, line]);
    }
    const entry = `with n as (select generate_series(1, $2::int) as n)
      select n, ($3::date - ((n * 1459) / $2::int)) as day, ($4::text[])[1 + n % ${COUNTERPARTIES.length}] as counterparty,
             ($5::text[])[1 + n % ${SOURCES.length}] as source, 100 + (n * 7919) % 250000 as cents from n`;
    const values = [customerId, entries, lastDay, COUNTERPARTIES, SOURCES];
    await tx.query(
      `insert into journal_entries (customer_id, id, entry_date, description, source_kind, source_id, source_label, booked_at, booked_by)
       select $1, 'bench-' || n, day, 'Tilisiirto ' || counterparty, source, null, 'Bench ' || n, day + time '12:00', 'Bench'
         from (${entry}) e order by day, n`,
      values,
    );
    // the rows in date order, as a ledger grows: the older a row, the lower its seq
    await tx.query(
      `insert into ledger_rows (customer_id, row_id, entry_id, entry_date, account_code, description, counterparty, debit_cents, credit_cents)
       select $1, 'bench-' || n || '-' || line, 'bench-' || n, day,
              case when line = 1 then '1910' when source = 'sales' then '3000' when n % 3 = 0 then '6800' else '4000' end,
              'Tilisiirto ' || counterparty, counterparty,
              case when (line = 1) = (source = 'sales') then cents else 0 end,
              case when (line = 1) = (source = 'sales') then 0 else cents end
         from (${entry}) e cross join (values (1), (2)) as l(line)
        order by day, n, line`,
      values,
    );
  });
  // PostgreSQL's autovacuum analyzes a table after a load like this one; PGlite has no autovacuum, and without
  // statistics the planner sorts the whole ledger instead of walking the window's index (EXPLAIN: 1.7 s against 1 ms)
  await db.exec('analyze ledger_rows, journal_entries, ledger_accounts');
}
