import { FilingsQuery, type FilingList, type FilingResult } from '../../../src/api/schemas/filings.ts';
import { addDays, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { obligationOfId, obligationsOf, readBasis, readBooksFrom, readPaydays, shownBasis } from '../../filings/obligations.ts';
import { filingOf, readStoredFilings } from '../../filings/store.ts';
import { ApiError, badRequest } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import type { Queryable } from '../../db/database.ts';

/** A year before and after today, the default window of due dates. */
const WINDOW_DAYS = 365;

export const filingNotFound = (filingId: string) => new ApiError(404, 'filing_not_found', `The company has no filing ${filingId}.`);

/**
 * GET /filings (docs/decisions/0015): the company's obligations whose due dates fall in the window,
 * each with what was done about it, earliest due first.
 */
export const listFilings: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const query = inputOf(FilingsQuery, ctx.query);
  const today = todayInFinland();
  const from = query.from ?? addDays(today, -WINDOW_DAYS);
  const to = query.to ?? addDays(today, WINDOW_DAYS);
  if (from > to) throw badRequest('invalid_range', `The range is empty: from (${from}) is after to (${to}).`);
  const basis = await readBasis(ctx.db, customer_id);
  const obligations = obligationsOf(basis, { from, to, paydays: await readPaydays(ctx.db, customer_id), booksFrom: await readBooksFrom(ctx.db, customer_id) });
  const stored = await readStoredFilings(ctx.db, customer_id, obligations.map((obligation) => obligation.id));
  const body: FilingList = { customer_id, basis: shownBasis(basis), filings: obligations.map((obligation) => filingOf(obligation, stored.get(obligation.id), today)) };
  return { status: 200, body };
};

/** One filing of the company by its id, as GET /filings/{filing_id} and the review answer show it; 404 when it names none. */
export async function readFiling(db: Queryable, customerId: string, filingId: string) {
  const basis = await readBasis(db, customerId);
  const obligation = obligationOfId(filingId, basis, await readPaydays(db, customerId));
  if (!obligation) throw filingNotFound(filingId);
  const stored = await readStoredFilings(db, customerId, [filingId]);
  return filingOf(obligation, stored.get(filingId), todayInFinland());
}

export const filingIdOf = (ctx: HandlerContext) => ctx.params.filing_id ?? '';

/** GET /filings/{filing_id}: one filing with its figures, review and documents. */
export const getFiling: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const body: FilingResult = { customer_id, filing: await readFiling(ctx.db, customer_id, filingIdOf(ctx)) };
  return { status: 200, body };
};
