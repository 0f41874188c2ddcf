import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, periodOf, shiftPeriod, todayInFinland } from '../../src/api/schemas/calendar.ts';
import { readBasis, obligationsOf, readBooksFrom, readPaydays } from '../filings/obligations.ts';
import { filingOf, readStoredFilings } from '../filings/store.ts';
import { migrate, type Database } from './database.ts';
import { seed } from './seed.ts';
import { finnishOffsetAt } from './seed-clock.ts';

/**
 * The seed lives in the present (docs/decisions/0001-seed-lives-in-the-present.md): seeded as of any day —
 * today, a year end, the day before Midsummer Eve, 29 February, the first of a month — every situation the
 * README and docs/sandbox.md promise holds relative to that day, and nothing the story has already done
 * lies after it. Each day gets a database of its own, seeded as a fresh sandbox is.
 */

const DAYS = [todayInFinland(), '2027-01-21', '2027-03-01', '2027-06-24', '2027-12-31', '2028-02-29', '2028-10-01'];

/** The first instant after the seeding day in Finland: nothing that has happened may be at or after it. */
const endOf = (day: string) => `${addDays(day, 1)}T00:00:00${finnishOffsetAt(addDays(day, 1), '00:00')}`;

/** Moments that lie ahead by their nature (a ticket's or a token's end, a file's next step on its clock). */
const AHEAD_BY_NATURE = new Set(['expires_at', 'tokens_expire_by', 'settles_at', 'parsed_at', 'check_at', 'approve_at']);

describe.each(DAYS)('the seed written as of %s', (day) => {
  let db: Database;
  const lastMonth = shiftPeriod(periodOf(day), -1);

  beforeAll(async () => {
    db = await PGlite.create();
    await migrate(db);
    await seed(db, day);
  }, 120_000);
  afterAll(async () => db.close());

  const rows = async <T,>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  async function filingsOf(customerId: string) {
    const basis = await readBasis(db, customerId);
    const obligations = obligationsOf(basis, {
      from: `${Number(day.slice(0, 4)) - 3}-01-01`,
      to: `${Number(day.slice(0, 4)) + 1}-12-31`,
      paydays: await readPaydays(db, customerId),
      booksFrom: await readBooksFrom(db, customerId),
    });
    const stored = await readStoredFilings(db, customerId);
    return obligations.map((obligation) => filingOf(obligation, stored.get(obligation.id), day));
  }

  it('stores the day it was seeded as of', async () => {
    expect(await rows(`select to_char(seeded_on, 'YYYY-MM-DD') as seeded_on from seed_info`)).toEqual([{ seeded_on: day }]);
  });

  it('has nothing done after the seeding day: every moment of the story is before its end', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp with time zone' and table_name <> 'schema_migrations'`,
    );
    const late: string[] = [];
    for (const { table_name, column_name } of columns) {
      if (AHEAD_BY_NATURE.has(column_name)) continue;
      const found = await rows<{ n: number; latest: string }>(
        `select count(*)::int as n, max(${column_name})::text as latest from ${table_name} where ${column_name} >= $1::timestamptz`,
        [endOf(day)],
      );
      if ((found[0]?.n ?? 0) > 0) late.push(`${table_name}.${column_name}: ${found[0]?.n} (latest ${found[0]?.latest})`);
    }
    expect(late).toEqual([]);
  });

  it('has exactly one VAT return of Aurora awaiting the company’s approval, last month’s, due on or after the day; none of Aurora’s late', async () => {
    const filings = await filingsOf('cus_aurora');
    const awaiting = filings.filter((filing) => filing.state === 'awaiting_review');
    expect(awaiting.map((filing) => filing.id)).toEqual([`vat_return.${lastMonth}`]);
    expect((awaiting[0]?.due_date ?? '') >= day).toBe(true);
    expect(filings.filter((filing) => filing.state === 'late').map((filing) => filing.id)).toEqual([]);
  });

  it('keeps Birch’s one late quarter the only late filing of Birch', async () => {
    const late = (await filingsOf('cus_birch')).filter((filing) => filing.state === 'late');
    expect(late).toHaveLength(1);
    expect(late[0]?.kind).toBe('vat_return');
  });

  it('has Aurora’s tax authorization ending within the next 30–59 days', async () => {
    const [tax] = await rows<{ granted_at: string; valid_until: string }>(
      `select granted_at::text, valid_until::text from filing_authorizations where customer_id = 'cus_aurora' and kind = 'suomifi_tax'`,
    );
    const until = tax?.valid_until ?? '';
    expect((tax?.granted_at ?? '') < day).toBe(true);
    expect(until >= addDays(day, 30) && until <= addDays(day, 59), `valid until ${until}`).toBe(true);
  });

  it('has two years of books behind the day, last month booked with sales, and the months’ states in their order', async () => {
    const [span] = await rows<{ first: string; last: string }>(
      `select min(entry_date)::text as first, max(entry_date)::text as last from journal_entries where customer_id = 'cus_aurora'`,
    );
    expect((span?.first ?? '9999') <= `${shiftPeriod(periodOf(day), -23)}-01`, `first entry ${span?.first}`).toBe(true);
    expect((span?.last ?? '9999') <= day, `last entry ${span?.last}`).toBe(true);
    const [sales] = await rows<{ n: number }>(
      `select count(*)::int as n from ledger_rows r join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code
        where r.customer_id = 'cus_aurora' and a.kind = 'revenue' and r.credit_cents > 0 and to_char(r.entry_date, 'YYYY-MM') = $1`,
      [lastMonth],
    );
    expect(sales?.n).toBeGreaterThan(0);
    const months = await rows<{ period: string; state: string }>(
      `select period, state from books_months where customer_id = 'cus_aurora' order by period`,
    );
    // a month with no recorded state is open (sandbox/books/month-states.ts)
    const stateOf = (period: string) => months.find((month) => month.period === period)?.state ?? 'open';
    expect(stateOf(periodOf(day))).toBe('open');
    expect(stateOf(lastMonth)).toBe('in_progress');
    expect(stateOf(shiftPeriod(periodOf(day), -2))).toBe('closed');
    expect(months.filter((month) => month.period < shiftPeriod(periodOf(day), -2) && month.state !== 'closed')).toEqual([]);
  });

  it('has work-log entries of the last two weeks and none after the day', async () => {
    const [newest] = await rows<{ last: string }>(
      `select max(entry_date)::text as last from worklog_entries where customer_id = 'cus_aurora' and voided_at is null`,
    );
    const last = newest?.last ?? '';
    expect(last <= day && last >= addDays(day, -14), `newest entry ${last}`).toBe(true);
  });

  it('has open questions about rows of the last three months', async () => {
    const open = await rows<{ entry_date: string }>(
      `select r.entry_date::text from books_questions q join ledger_rows r on r.customer_id = q.customer_id and r.row_id = q.row_id
        where q.customer_id = 'cus_aurora'
          and not exists (select 1 from books_declarations d where d.customer_id = q.customer_id and d.row_id = q.row_id)`,
    );
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row.entry_date >= `${shiftPeriod(periodOf(day), -3)}-01` && row.entry_date <= day, `row of ${row.entry_date}`).toBe(true);
  });

  it('has messages of the last weeks', async () => {
    const [newest] = await rows<{ last: string }>(`select max(at)::text as last from message_events where customer_id = 'cus_aurora'`);
    expect((newest?.last ?? '') >= addDays(day, -21), `newest message ${newest?.last}`).toBe(true);
  });

  it('has bills waiting for their check and approval due after the day, and a purchase batch awaiting release dated ahead', async () => {
    const waiting = await rows<{ id: string; due_date: string }>(
      `select b.id, b.due_date::text from invoice_circulations c join purchase_bills b on b.customer_id = c.customer_id and b.id = c.bill_id
        where c.customer_id = 'cus_aurora' and c.state in ('waiting_for_check', 'waiting_for_approval')`,
    );
    expect(waiting.length).toBeGreaterThan(3);
    expect(waiting.filter((bill) => bill.due_date <= day)).toEqual([]);
    const batches = await rows<{ due_date: string }>(
      `select due_date::text from payment_batches where customer_id = 'cus_aurora' and kind = 'purchase' and released_at is null`,
    );
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(batch.due_date > day, `batch due ${batch.due_date}`).toBe(true);
  });

  it('has payroll drafts with their payday ahead', async () => {
    const drafts = await rows<{ payment_date: string }>(
      `select payment_date::text from payroll_draft_runs where customer_id = 'cus_aurora' and status = 'draft'`,
    );
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(draft.payment_date >= day, `payday ${draft.payment_date}`).toBe(true);
  });
});
