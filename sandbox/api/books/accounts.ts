import type { AccountList } from '../../../src/api/schemas/books.ts';
import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/** GET /books/accounts (docs/decisions/0014): the company's chart of accounts, by code. */
export const listBooksAccounts: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const accounts = (
    await ctx.db.query<AccountList['accounts'][number]>(
      'select code, name, kind, statement_line from ledger_accounts where customer_id = $1 order by code',
      [customer_id],
    )
  ).rows;
  const body: AccountList = { customer_id, accounts };
  return { status: 200, body };
};
