import { StatementQuery, type StatementResponse } from '../../../src/api/schemas/books.ts';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { statementPeriodOf } from '../../books/periods.ts';
import { statementOf } from '../../books/statement.ts';
import { ApiError } from '../errors.ts';
import type { Handler } from '../handler.ts';
import { companyOf, inputOf } from '../handler.ts';

/**
 * GET /books/statements (docs/decisions/0014): the income statement or the balance sheet of a month,
 * quarter or year, computed from the ledger; 422 `period_in_future` for a period that begins after today
 * (Europe/Helsinki). A malformed period is the contract's 400.
 */
export const getBooksStatement: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const query = inputOf(StatementQuery, ctx.query);
  const today = todayInFinland();
  const { from } = statementPeriodOf(query.period);
  if (from > today) throw new ApiError(422, 'period_in_future', `The period ${query.period} begins on ${from}, after today (${today}): it has no books yet.`);
  const statement = await statementOf(ctx.db, customer_id, { kind: query.kind, period: query.period, compare: query.compare === 'previous_year' }, today);
  const body: StatementResponse = { customer_id, statement };
  return { status: 200, body };
};
