import type { ChartAccount } from './chart.ts';
import type { Queryable } from '../db/database.ts';


/** An account of the company's chart with its sums over one window of dates, computed by the database. */
export interface AccountSums extends ChartAccount {
  /** Credits less debits of the rows dated in [from, to]. */
  net_credit: number;
  /** Debits less credits of every row dated up to `to`: the account's balance at the end of `to`. */
  balance: number;
  /** Credits less debits of the rows dated before `yearStart`: a result account's part of earlier financial years. */
  before_year: number;
}

export interface Window {
  from: string;
  to: string;
  yearStart: string;
}

/**
 * Each account's sums over a window, aggregated in the database: one row per account, never the rows
 * themselves. Cents are summed as bigint and read as float8, exact far beyond any company's figures.
 */
export async function accountSums(db: Queryable, customerId: string, window: Window): Promise<AccountSums[]> {
  return (
    await db.query<AccountSums>(
      `select a.code, a.name, a.kind, a.statement_line,
         coalesce(sum(r.credit_cents - r.debit_cents) filter (where r.entry_date >= $2::date), 0)::float8 as net_credit,
         coalesce(sum(r.debit_cents - r.credit_cents), 0)::float8 as balance,
         coalesce(sum(r.credit_cents - r.debit_cents) filter (where r.entry_date < $4::date), 0)::float8 as before_year
       from ledger_accounts a
       left join ledger_rows r on r.customer_id = a.customer_id and r.account_code = a.code and r.entry_date <= $3::date
       where a.customer_id = $1
       group by a.code, a.name, a.kind, a.statement_line
       order by a.code`,
      [customerId, window.from, window.to, window.yearStart],
    )
  ).rows;
}
