import type { BooksMonthList } from '../../../src/api/schemas/books.ts';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { booksMonths } from '../../books/months.ts';
import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/** GET /books/months (docs/decisions/0014): each month's state, figures and changes after closing, newest first. */
export const listBooksMonths: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const body: BooksMonthList = { customer_id, months: await booksMonths(ctx.db, customer_id, todayInFinland()) };
  return { status: 200, body };
};
