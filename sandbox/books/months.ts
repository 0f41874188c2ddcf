import type { BooksMonth } from '../../src/api/schemas/books.ts';
import { periodOf, shiftPeriod } from '../../src/api/schemas/calendar.ts';
import type { ChartAccount } from './chart.ts';
import { EXPENSE_LINES_BEFORE_TAXES, INCOME_STATEMENT } from './layout.ts';
import { monthStates, stateOf } from './month-states.ts';
import { incomeFigures, statementLines } from './statement-lines.ts';
import type { Queryable } from '../db/database.ts';


/** Spec §8 (a connection's months) and the contract: at most this many months, newest first. */
export const MONTHS_LISTED = 36;

interface MonthAccountSums extends ChartAccount {
  period: string;
  net_credit: number;
  net_debit: number;
}

interface ChangeRow {
  period: string;
  at: Date;
  entry_id: string;
  description: string;
  amount_cents: number;
  name: string;
}

/**
 * The company's months up to today's (docs/decisions/0014), from the first month its books hold,
 * newest first. A month's figures are its income statement's and its balance sheet's `cash_and_bank`, from
 * the same line rules as the statements (statement-lines.ts), over each account's sums per month, aggregated
 * in the database.
 */
export async function booksMonths(db: Queryable, customerId: string, today: string): Promise<BooksMonth[]> {
  const current = periodOf(today);
  const sums = (
    await db.query<MonthAccountSums>(
      `select to_char(r.entry_date, 'YYYY-MM') as period, a.code, a.name, a.kind, a.statement_line,
         sum(r.credit_cents - r.debit_cents)::float8 as net_credit, sum(r.debit_cents - r.credit_cents)::float8 as net_debit
       from ledger_rows r join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code
       where r.customer_id = $1 and to_char(r.entry_date, 'YYYY-MM') <= $2
       group by 1, a.code, a.name, a.kind, a.statement_line
       order by 1, a.code`,
      [customerId, current],
    )
  ).rows;
  const changes = (
    await db.query<ChangeRow>(
      `select m.period, e.booked_at as at, e.id as entry_id, e.description, e.booked_by as name,
         (select sum(r.debit_cents) from ledger_rows r where r.customer_id = e.customer_id and r.entry_id = e.id)::float8 as amount_cents
       from books_months m
       join journal_entries e on e.customer_id = m.customer_id and to_char(e.entry_date, 'YYYY-MM') = m.period and e.booked_at > m.closed_at
       where m.customer_id = $1 and m.closed_at is not null
       order by e.booked_at, e.id`,
      [customerId],
    )
  ).rows;
  const states = await monthStates(db, customerId);

  const recorded = [...sums.map((row) => row.period), ...states.keys()].filter((period) => period <= current).sort();
  const oldestListed = shiftPeriod(current, -(MONTHS_LISTED - 1));
  const first = recorded[0] ?? current;
  const earliest = first > oldestListed ? first : oldestListed;

  const months: BooksMonth[] = [];
  let cash = sums.filter((row) => row.period < earliest && row.statement_line === 'cash_and_bank').reduce((total, row) => total + row.net_debit, 0);
  for (let period = earliest; period <= current; period = shiftPeriod(period, 1)) {
    const ofMonth = sums.filter((row) => row.period === period);
    const lines = new Map(statementLines(INCOME_STATEMENT, incomeFigures(ofMonth), null).map((line) => [line.key, line.amount_cents ?? 0]));
    cash += ofMonth.filter((row) => row.statement_line === 'cash_and_bank').reduce((total, row) => total + row.net_debit, 0);
    const { state, closed_at } = stateOf(states, period);
    months.push({
      period,
      state,
      closed_at: closed_at?.toISOString() ?? null,
      figures: {
        revenue_cents: lines.get('revenue') ?? 0,
        expenses_cents: EXPENSE_LINES_BEFORE_TAXES.reduce((total, key) => total - (lines.get(key) ?? 0), 0),
        result_cents: lines.get('result_for_period') ?? 0,
        cash_cents: cash,
      },
      changes_after_closing: changes
        .filter((change) => change.period === period)
        .map((change) => ({ at: change.at.toISOString(), entry_id: change.entry_id, description: change.description, amount_cents: change.amount_cents, name: change.name })),
    });
  }
  return months.reverse();
}
