import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../src/api/schemas/books.ts';
import { scratchDatabase } from '../testing/scratch-database.ts';
import type { Database } from '../db/database.ts';
import { CHART } from './chart.ts';
import { booksMonths } from './months.ts';
import { postEntries, type EntryLine } from './post-entry.ts';
import { statementOf } from './statement.ts';

/**
 * The statements and the months from a handful of entries whose figures are worked out by hand below
 * (cents): the statutory lines, their sums, the accounts behind them, the previous year's same period,
 * the earlier year's result carried into equity, and the months' figures equal to the statements'.
 */

const COMPANY = 'cus_birch';
const TODAY = '2026-04-15';
let db: Database;

const d = (account_code: string, cents: number): EntryLine => ({ account_code, description: account_code, debit_cents: cents });
const c = (account_code: string, cents: number): EntryLine => ({ account_code, description: account_code, credit_cents: cents });

beforeAll(async () => {
  db = await scratchDatabase();
  for (const account of CHART) {
    await db.query('insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ($1, $2, $3, $4, $5)', [COMPANY, account.code, account.name, account.kind, account.statement_line]);
  }
  const entries: [string, string, EntryLine[], string?][] = [
    ['2025-01-01', 'opening', [d('1910', 1_000_000), c('2000', 250_000), c('2250', 750_000)]],
    ['2025-03-10', 'sale-2025', [d('1700', 125_500), c('3000', 100_000), c('2939', 25_500)]],
    ['2025-03-20', 'wages-2025', [d('5000', 40_000), c('1910', 40_000)]],
    ['2026-03-05', 'sale-2026', [d('1910', 251_000), c('3000', 200_000), c('2939', 51_000)]],
    ['2026-03-15', 'purchase-2026', [d('4000', 60_000), d('1763', 15_300), c('1910', 75_300)]],
    ['2026-03-25', 'interest-2026', [d('9000', 1_000), c('1910', 1_000)]],
    ['2026-03-31', 'accrual-after-closing', [d('7000', 2_000), c('2950', 2_000)], '2026-04-10T09:00:00Z'],
    ['2026-04-02', 'deposit-interest', [d('1910', 500), c('8500', 500)]],
  ];
  await db.transaction((tx) =>
    postEntries(
      tx,
      entries.map(([date, id, lines, bookedAt]) => ({
        customer_id: COMPANY,
        id,
        date,
        description: id,
        source: { kind: 'manual', id: null, label: id },
        booked_at: bookedAt ?? `${date}T10:00:00Z`,
        booked_by: 'Sari Laine',
        lines,
      })),
    ),
  );
  await db.query(`insert into books_months (customer_id, period, state, closed_at) values ($1, '2026-03', 'closed', '2026-04-08T12:00:00Z'), ($1, '2026-04', 'in_progress', null)`, [COMPANY]);
});
afterAll(async () => db.close());

const figure = (statement: Statement, key: string) => {
  const line = statement.lines.find((candidate) => candidate.key === key);
  if (!line) throw new Error(`no line ${key}`);
  return [line.amount_cents, line.compare_cents];
};

describe('the income statement', () => {
  it('sums the month by the statutory lines, income positive and expenses negative, beside the same month a year earlier', async () => {
    const statement = await statementOf(db, COMPANY, { kind: 'income_statement', period: '2026-03', compare: true }, TODAY);
    expect(statement).toMatchObject({ from: '2026-03-01', to: '2026-03-31', compare: { period: '2025-03', from: '2025-03-01', to: '2025-03-31' }, months_in_progress: [] });
    expect(figure(statement, 'revenue')).toEqual([200_000, 100_000]);
    expect(figure(statement, 'materials')).toEqual([-60_000, 0]);
    expect(figure(statement, 'materials_and_services')).toEqual([-60_000, 0]);
    expect(figure(statement, 'wages_and_salaries')).toEqual([0, -40_000]);
    expect(figure(statement, 'personnel_expenses')).toEqual([0, -40_000]);
    expect(figure(statement, 'other_operating_expenses')).toEqual([-2_000, 0]);
    // 200 000 − 60 000 − 2 000 | 100 000 − 40 000
    expect(figure(statement, 'operating_profit')).toEqual([138_000, 60_000]);
    expect(figure(statement, 'financial_income_and_expenses')).toEqual([-1_000, 0]);
    expect(figure(statement, 'result_for_period')).toEqual([137_000, 60_000]);
    expect(statement.lines.find((line) => line.key === 'personnel_expenses_heading')).toMatchObject({ kind: 'heading', amount_cents: null, compare_cents: null });
    expect(statement.lines.find((line) => line.key === 'revenue')?.accounts).toEqual([{ code: '3000', name: 'Myynti', amount_cents: 200_000, compare_cents: 100_000 }]);
  });

  it('answers a quarter with the months of it not closed, and no comparison unless asked', async () => {
    const statement = await statementOf(db, COMPANY, { kind: 'income_statement', period: '2026-Q1', compare: false }, TODAY);
    expect(statement).toMatchObject({ from: '2026-01-01', to: '2026-03-31', compare: null, months_in_progress: ['2026-01', '2026-02'] });
    expect(figure(statement, 'result_for_period')).toEqual([137_000, null]);
  });
});

describe('the balance sheet', () => {
  it('balances at the month end, the earlier year’s result carried into retained earnings and this year’s shown as the period’s', async () => {
    const statement = await statementOf(db, COMPANY, { kind: 'balance_sheet', period: '2026-03', compare: true }, TODAY);
    expect(statement).toMatchObject({ from: '2026-01-01', to: '2026-03-31', compare: { period: '2025-03', from: '2025-01-01', to: '2025-03-31' } });
    // bank 1 000 000 − 40 000 + 251 000 − 75 300 − 1 000 | 1 000 000 − 40 000
    expect(figure(statement, 'cash_and_bank')).toEqual([1_134_700, 960_000]);
    // sales receivable 125 500 and VAT receivable 15 300 | the receivable alone
    expect(figure(statement, 'receivables')).toEqual([140_800, 125_500]);
    expect(figure(statement, 'assets_total')).toEqual([1_275_500, 1_085_500]);
    expect(figure(statement, 'share_capital')).toEqual([250_000, 250_000]);
    // 750 000 and 2025's result 60 000 | 750 000 (2025's result is still the period's)
    expect(figure(statement, 'retained_earnings')).toEqual([810_000, 750_000]);
    expect(statement.lines.find((line) => line.key === 'retained_earnings')?.accounts).toEqual([{ code: '2250', name: 'Edellisten tilikausien voitto', amount_cents: 810_000, compare_cents: 750_000 }]);
    expect(figure(statement, 'result_for_period')).toEqual([137_000, 60_000]);
    // VAT owed 25 500 + 51 000 and the accrual 2 000 | 25 500
    expect(figure(statement, 'current_liabilities')).toEqual([78_500, 25_500]);
    expect(figure(statement, 'equity_and_liabilities_total')).toEqual([1_275_500, 1_085_500]);
  });
});

describe('the months', () => {
  it('lists the months from the first booked up to today’s, newest first, with their state and the change booked after closing', async () => {
    const months = await booksMonths(db, COMPANY, TODAY);
    expect(months.map((month) => month.period)).toEqual(['2026-04', '2026-03', '2026-02', '2026-01', ...Array.from({ length: 12 }, (_v, index) => `2025-${String(12 - index).padStart(2, '0')}`)]);
    const [april, march] = months;
    expect(april).toMatchObject({ state: 'in_progress', closed_at: null, figures: { revenue_cents: 0, expenses_cents: 0, result_cents: 500, cash_cents: 1_135_200 }, changes_after_closing: [] });
    expect(march).toMatchObject({
      state: 'closed',
      closed_at: '2026-04-08T12:00:00.000Z',
      // expenses before taxes: 60 000 + 2 000 + 1 000
      figures: { revenue_cents: 200_000, expenses_cents: 63_000, result_cents: 137_000, cash_cents: 1_134_700 },
      changes_after_closing: [{ at: '2026-04-10T09:00:00.000Z', entry_id: 'accrual-after-closing', description: 'accrual-after-closing', amount_cents: 2_000, name: 'Sari Laine' }],
    });
  });

  it('lists at most 36 months, the oldest listed still with the cash booked before it', async () => {
    const later = await booksMonths(db, COMPANY, '2029-06-15');
    expect(later).toHaveLength(36);
    expect([later[0]?.period, later.at(-1)?.period]).toEqual(['2029-06', '2026-07']);
    expect(later.at(-1)?.figures).toEqual({ revenue_cents: 0, expenses_cents: 0, result_cents: 0, cash_cents: 1_135_200 });
  });

  it('gives each month the figures its statements give', async () => {
    for (const month of await booksMonths(db, COMPANY, TODAY)) {
      const income = await statementOf(db, COMPANY, { kind: 'income_statement', period: month.period, compare: false }, TODAY);
      const balance = await statementOf(db, COMPANY, { kind: 'balance_sheet', period: month.period, compare: false }, TODAY);
      expect(month.figures.revenue_cents, month.period).toBe(figure(income, 'revenue')[0]);
      expect(month.figures.result_cents, month.period).toBe(figure(income, 'result_for_period')[0]);
      expect(month.figures.cash_cents, month.period).toBe(figure(balance, 'cash_and_bank')[0]);
    }
  });
});
