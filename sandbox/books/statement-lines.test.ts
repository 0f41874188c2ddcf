import { describe, expect, it } from 'vitest';
import type { ChartAccount } from './chart.ts';
import { balanceFigures } from './statement-lines.ts';

/**
 * The balance sheet's lines from accounts' balances (docs/sandbox.md, "Books"): a receivable account whose
 * balance is a credit — a payment received before it is explained, parked on the suspense account, or a
 * customer's prepayment — is a debt on that day, shown among the current liabilities and never netted against
 * what others owe the company, so that `receivables` is never negative.
 */

const account = (code: string, name: string, kind: ChartAccount['kind'], statement_line: string, balance: number) => ({ code, name, kind, statement_line, balance, net_credit: 0, before_year: 0 });

describe('the balance sheet’s receivables', () => {
  it('shows a receivable account’s credit balance among the current liabilities, the totals still equal', () => {
    const figures = balanceFigures([
      account('1700', 'Myyntisaamiset', 'asset', 'receivables', 2_000_000),
      account('1763', 'Arvonlisäverosaamiset', 'asset', 'receivables', 750_000),
      // 12 400 € received and not explained yet: a credit of the suspense account
      account('1999', 'Selvittelytili', 'asset', 'receivables', -1_240_000),
      account('1910', 'Pankkitili', 'asset', 'cash_and_bank', 5_000_000),
      account('2871', 'Ostovelat', 'liability', 'current_liabilities', -800_000),
      account('2000', 'Osakepääoma', 'equity', 'share_capital', -250_000),
      account('2250', 'Edellisten tilikausien voitto', 'equity', 'retained_earnings', -5_460_000),
    ]);
    expect(figures.get('receivables')).toEqual({
      amount: 2_750_000,
      accounts: [
        { code: '1700', name: 'Myyntisaamiset', amount: 2_000_000 },
        { code: '1763', name: 'Arvonlisäverosaamiset', amount: 750_000 },
      ],
    });
    expect(figures.get('current_liabilities')).toEqual({
      amount: 2_040_000,
      accounts: [
        { code: '1999', name: 'Selvittelytili', amount: 1_240_000 },
        { code: '2871', name: 'Ostovelat', amount: 800_000 },
      ],
    });
    const sum = (keys: string[]) => keys.reduce((total, key) => total + (figures.get(key)?.amount ?? 0), 0);
    expect(sum(['receivables', 'cash_and_bank'])).toBe(sum(['current_liabilities', 'share_capital', 'retained_earnings', 'result_for_period']));
  });

  it('keeps a debit balance of the suspense account among the receivables', () => {
    const figures = balanceFigures([account('1999', 'Selvittelytili', 'asset', 'receivables', 45_000)]);
    expect(figures.get('receivables')?.amount).toBe(45_000);
    expect(figures.get('current_liabilities')).toBeUndefined();
  });
});
