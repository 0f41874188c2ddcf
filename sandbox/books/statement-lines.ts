import type { StatementLine } from '../../src/api/schemas/books.ts';
import type { ChartAccount } from './chart.ts';
import type { LayoutLine } from './layout.ts';

/** An account's share of a line. */
export interface AccountShare {
  code: string;
  name: string;
  amount: number;
}

/** The figure of each `line` of a layout, by key, with the accounts behind it. */
export type LineFigures = ReadonlyMap<string, { amount: number; accounts: readonly AccountShare[] }>;

type Sums = Pick<ChartAccount, 'code' | 'name' | 'kind' | 'statement_line'>;

function addShare(figures: Map<string, { amount: number; accounts: AccountShare[] }>, key: string, share: AccountShare | null, amount: number): void {
  const figure = figures.get(key) ?? { amount: 0, accounts: [] };
  figure.amount += amount;
  if (share) {
    const existing = figure.accounts.find((account) => account.code === share.code);
    if (existing) existing.amount += share.amount;
    else figure.accounts.push({ ...share });
  }
  figures.set(key, figure);
}

const isResultAccount = (account: Sums) => account.kind === 'revenue' || account.kind === 'expense';

/** The income statement's lines: income positive, expenses negative (credits less debits of the window). */
export function incomeFigures(sums: readonly (Sums & { net_credit: number })[]): LineFigures {
  const figures = new Map<string, { amount: number; accounts: AccountShare[] }>();
  for (const account of sums.filter(isResultAccount)) {
    addShare(figures, account.statement_line, { code: account.code, name: account.name, amount: account.net_credit }, account.net_credit);
  }
  return figures;
}

/**
 * Where an account's balance stands in the balance sheet: on its own line, except a receivable account with a
 * credit balance — a payment received before it is explained, parked on the suspense account 1999, or a
 * customer's prepayment — which is a debt on that day: shown among the current liabilities, never netted
 * against what others owe the company (docs/sandbox.md, "Books").
 */
function balanceLineOf(account: Sums, amount: number): { line: string; amount: number } {
  if (account.kind === 'asset' && account.statement_line === 'receivables' && amount < 0) return { line: 'current_liabilities', amount: -amount };
  return { line: account.statement_line, amount };
}

/**
 * The balance sheet's lines at the end of the window: assets as debit balances, equity and liabilities as
 * credit balances (a receivable's credit among the liabilities: `balanceLineOf`). The financial year's income
 * and expenses so far (`net_credit` of a window from the year's first day) are its `result_for_period`; those
 * of the earlier years are carried into the retained earnings' account, as the year-end transfer would.
 */
export function balanceFigures(sums: readonly (Sums & { net_credit: number; balance: number; before_year: number })[]): LineFigures {
  const figures = new Map<string, { amount: number; accounts: AccountShare[] }>();
  const earlierYears = sums.filter(isResultAccount).reduce((total, account) => total + account.before_year, 0);
  const yearResult = sums.filter(isResultAccount).reduce((total, account) => total + account.net_credit, 0);
  const retained = sums.find((account) => account.statement_line === 'retained_earnings');
  for (const account of sums) {
    if (isResultAccount(account)) continue;
    const shown = balanceLineOf(account, (account.kind === 'asset' ? 1 : -1) * account.balance + (account === retained ? earlierYears : 0));
    addShare(figures, shown.line, { code: account.code, name: account.name, amount: shown.amount }, shown.amount);
  }
  if (!retained) addShare(figures, 'retained_earnings', null, earlierYears);
  addShare(figures, 'result_for_period', null, yearResult);
  return figures;
}

/**
 * A layout's lines with their figures: a line from its accounts, a subtotal or total from the lines it
 * names, the comparison column the same way from the comparison's figures.
 */
export function statementLines(layout: readonly LayoutLine[], figures: LineFigures, compare: LineFigures | null): StatementLine[] {
  const amounts = new Map<string, number>();
  const compares = new Map<string, number>();
  return layout.map((line): StatementLine => {
    if (line.kind === 'heading') {
      return { key: line.key, label: line.label, level: line.level, kind: line.kind, amount_cents: null, compare_cents: null, accounts: [] };
    }
    let amount: number;
    let compareAmount: number;
    let accounts: StatementLine['accounts'] = [];
    if (line.kind === 'line') {
      const own = figures.get(line.key);
      const theirs = compare?.get(line.key);
      amount = own?.amount ?? 0;
      compareAmount = theirs?.amount ?? 0;
      const codes = [...new Set([...(own?.accounts ?? []), ...(theirs?.accounts ?? [])].map((account) => account.code))].sort();
      accounts = codes
        .map((code) => {
          const mine = own?.accounts.find((account) => account.code === code);
          const other = theirs?.accounts.find((account) => account.code === code);
          return { code, name: mine?.name ?? other?.name ?? code, amount_cents: mine?.amount ?? 0, compare_cents: compare ? (other?.amount ?? 0) : null };
        })
        .filter((account) => account.amount_cents !== 0 || (account.compare_cents ?? 0) !== 0);
    } else {
      amount = line.of.reduce((total, key) => total + (amounts.get(key) ?? 0), 0);
      compareAmount = line.of.reduce((total, key) => total + (compares.get(key) ?? 0), 0);
    }
    amounts.set(line.key, amount);
    compares.set(line.key, compareAmount);
    return { key: line.key, label: line.label, level: line.level, kind: line.kind, amount_cents: amount, compare_cents: compare ? compareAmount : null, accounts };
  });
}
