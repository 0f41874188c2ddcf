import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_PAGE_LIMIT, TransactionsQuery, type TransactionList } from '../../../src/api/schemas/books.ts';
import { badRequest } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { cursorOf, positionOf } from './cursor.ts';
import { daysOfRange } from './range.ts';
import { TRANSACTION_COLUMNS, TRANSACTION_JOINS, transactionOf, type TransactionRow } from './transaction-rows.ts';

/** Spec §8 `limit` as text: default 50, 0 unpaginated, at most 200. */
function pageSizeOf(limit: string | undefined): number | null {
  if (limit === undefined) return TRANSACTIONS_DEFAULT_LIMIT;
  const size = Number(limit);
  if (size > TRANSACTIONS_PAGE_LIMIT) {
    throw badRequest('limit_too_large', `A page has at most ${TRANSACTIONS_PAGE_LIMIT} rows (limit=${limit}); ask for 0 to get every row at once.`);
  }
  return size === 0 ? null : size;
}

/** `\`, `%` and `_` typed by the reader are matched as themselves, not as LIKE wildcards. */
const likePatternOf = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * GET /lens/transactions (docs/decisions/0014; spec §1 Lens, §8): the company's ledger rows newest
 * first by (date, seq), filtered by account, range, source kind and words. A keyset page: the next page
 * starts strictly after the last row's (date, seq), never at an offset, so rows booked between two reads
 * neither push a row onto the next page twice nor hide one; and as a new row always gets a higher seq, the
 * later pages leave out what was booked after the first read (see KeysetPosition). The cursor is bound to
 * the filters it was made with.
 */
export const listLensTransactions: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const query = inputOf(TransactionsQuery, ctx.query);
  const pageSize = pageSizeOf(query.limit);
  const days = daysOfRange(query.period ?? 'all', todayInFinland());
  // the company too: a cursor read for another company is not this window's
  const filters = JSON.stringify([customer_id, query.account ?? null, days?.from ?? null, days?.to ?? null, query.source ?? null, query.q ?? null]);
  const after = query.cursor === undefined ? null : positionOf(query.cursor, filters);
  if (query.cursor !== undefined && after === null) {
    throw badRequest('invalid_cursor', 'This cursor was not made by this service for these filters: read the first page again without a cursor.');
  }

  const values: unknown[] = [customer_id];
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // Only the filters given become conditions, so that the planner sees the plain keyset over the window's index.
  const conditions = ['r.customer_id = $1'];
  if (query.account !== undefined) conditions.push(`r.account_code = ${parameter(query.account)}`);
  if (days) conditions.push(`r.entry_date between ${parameter(days.from)}::date and ${parameter(days.to)}::date`);
  if (query.source !== undefined) conditions.push(`e.source_kind = ${parameter(query.source)}`);
  if (query.q !== undefined) {
    const words = parameter(likePatternOf(query.q));
    conditions.push(`(r.description ilike ${words} or r.counterparty ilike ${words})`);
  }
  if (after) {
    conditions.push(`(r.entry_date, r.seq) < (${parameter(after.date)}::date, ${parameter(after.seq)}::bigint)`);
    conditions.push(`r.seq <= ${parameter(after.highWater)}::bigint`);
  }
  // the first page reads the company's highest seq in the same statement (one snapshot) for the cursor
  const highWater = after ? `${parameter(after.highWater)}::bigint` : '(select max(m.seq) from ledger_rows m where m.customer_id = $1)';
  // one row more than the page tells whether another page follows
  const limit = pageSize === null ? '' : `limit ${parameter(pageSize + 1)}`;

  const found = await ctx.db.query<TransactionRow & { high_water: number }>(
    `select ${TRANSACTION_COLUMNS}, ${highWater} as high_water from ledger_rows r ${TRANSACTION_JOINS}
     where ${conditions.join(' and ')}
     order by r.entry_date desc, r.seq desc
     ${limit}`,
    values,
  );
  const page = pageSize === null ? found.rows : found.rows.slice(0, pageSize);
  const last = page.at(-1);
  const more = pageSize !== null && found.rows.length > pageSize && last !== undefined;
  const body: TransactionList = {
    customer_id,
    transactions: page.map(transactionOf),
    next_cursor: more ? cursorOf({ date: last.date, seq: last.seq, highWater: last.high_water }, filters) : null,
  };
  return { status: 200, body };
};
