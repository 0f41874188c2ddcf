import { describe, expect, it } from 'vitest';
import { AccountList } from '../../../src/api/schemas/books.ts';
import { booksGet } from '../../testing/ledger-fixtures.ts';

/** GET /books/accounts (docs/decisions/0014): the company's chart of accounts, by code, each account with its statement line. */

describe('GET /books/accounts', () => {
  it('answers the chart by code, with the bank, the suspense account and sales', async () => {
    const answer = await booksGet('/books/accounts', 'operator');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { customer_id, accounts } = AccountList.parse(answer.body);
    expect(customer_id).toBe('cus_aurora');
    expect(accounts.map((account) => account.code)).toEqual(accounts.map((account) => account.code).sort());
    expect(accounts).toEqual(
      expect.arrayContaining([
        { code: '1910', name: 'Pankkitili', kind: 'asset', statement_line: 'cash_and_bank' },
        { code: '1999', name: 'Selvittelytili', kind: 'asset', statement_line: 'receivables' },
        { code: '3000', name: 'Myynti', kind: 'revenue', statement_line: 'revenue' },
      ]),
    );
  });

  it('answers a key of the company without customer_id, and the firm’s staff for the customer they select', async () => {
    const byKey = await booksGet('/books/accounts', 'readKey');
    expect(byKey.status).toBe(200);
    expect(AccountList.parse(byKey.body).customer_id).toBe('cus_aurora');
    const byStaff = await booksGet('/books/accounts', 'staff', 'cus_birch');
    expect(byStaff.status).toBe(200);
    expect(AccountList.parse(byStaff.body).customer_id).toBe('cus_birch');
  });

  it('refuses a claimant, who sees their own claims and not the company’s books (403)', async () => {
    expect((await booksGet('/books/accounts', 'claimant')).status).toBe(403);
  });
});
