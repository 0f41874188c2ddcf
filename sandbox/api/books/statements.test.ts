import { describe, expect, inject, it } from 'vitest';
import { firstDayOf, lastDayOf, shiftPeriod, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { StatementResponse } from '../../../src/api/schemas/books.ts';
import { previousYearOf, statementPeriodOf } from '../../books/periods.ts';
import { seedClockOf } from '../../db/seed-clock.ts';
import { booksGet, figureOf, statement } from '../../testing/ledger-fixtures.ts';

/**
 * GET /books/statements (docs/decisions/0014): the statutory short forms computed from the seeded
 * ledger. What this file asserts holds of the seed's closed months, which no journey changes; they are named
 * through the clock of the day the sandbox was seeded (seed-clock.ts). "Today" of the handler is its own.
 */

const seed = seedClockOf(inject('sandboxSeededOn'));

describe('GET /books/statements', () => {
  it('answers the income statement with its statutory lines, the sums adding up and the previous year’s same period beside', async () => {
    // the last quarter before this one (July–September 2026 as authored); its months not closed are the seed's last month at most
    const period = seed.period('2026-Q3');
    const days = statementPeriodOf(period);
    const before = statementPeriodOf(previousYearOf(period) ?? '');
    const quarter = await statement(`kind=income_statement&period=${period}&compare=previous_year`);
    expect(quarter).toMatchObject({
      kind: 'income_statement',
      period,
      from: days.from,
      to: days.to,
      compare: { period: before.period, from: before.from, to: before.to },
      months_in_progress: days.months.filter((month) => month > seed.period('2026-09')),
    });
    const keys = quarter.lines.map((line) => line.key);
    for (const key of ['revenue', 'materials_and_services', 'personnel_expenses', 'operating_profit', 'result_for_period']) expect(keys).toContain(key);
    const [operating] = figureOf(quarter, 'operating_profit');
    const parts = ['revenue', 'other_operating_income', 'materials_and_services', 'personnel_expenses', 'depreciation', 'other_operating_expenses'].map((key) => figureOf(quarter, key)[0] ?? 0);
    expect(operating).toBe(parts.reduce((total, part) => total + part, 0));
    for (const line of quarter.lines.filter((candidate) => candidate.kind === 'line')) {
      expect(line.accounts.reduce((total, account) => total + account.amount_cents, 0), line.key).toBe(line.amount_cents);
    }

    const lastYear = await statement(`kind=income_statement&period=${before.period}`);
    expect(lastYear.compare).toBeNull();
    expect(quarter.lines.map((line) => line.compare_cents)).toEqual(lastYear.lines.map((line) => line.amount_cents));
  });

  it('answers the balance sheet balanced at a month end, the read key without customer_id as the admin', async () => {
    // a closed month of the seed (June 2026 as authored): the balance sheet runs from its year's start
    const month = seed.period('2026-06');
    const monthBefore = shiftPeriod(month, -12);
    const byKey = await statement(`kind=balance_sheet&period=${month}&compare=previous_year`, 'readKey');
    const byAdmin = await statement(`kind=balance_sheet&period=${month}&compare=previous_year`, 'admin');
    expect(byKey).toEqual(byAdmin);
    expect(byKey).toMatchObject({
      from: firstDayOf(`${month.slice(0, 4)}-01`),
      to: lastDayOf(month),
      compare: { period: monthBefore, from: firstDayOf(`${monthBefore.slice(0, 4)}-01`), to: lastDayOf(monthBefore) },
    });
    expect(figureOf(byKey, 'assets_total')).toEqual(figureOf(byKey, 'equity_and_liabilities_total'));
    expect(figureOf(byKey, 'cash_and_bank')[0]).toBeGreaterThan(0);
  });

  it('names the months of the period that are not closed', async () => {
    const year = await statement(`kind=income_statement&period=${todayInFinland().slice(0, 4)}`, 'staff');
    expect(year.months_in_progress.length).toBeGreaterThan(0);
    expect(year.months_in_progress.every((month) => month <= todayInFinland().slice(0, 7))).toBe(true);
  });

  it('refuses a period that begins after today (422 period_in_future) and a malformed one (400)', async () => {
    const next = shiftPeriod(todayInFinland().slice(0, 7), 1);
    const future = await booksGet(`/books/statements?kind=balance_sheet&period=${next}`, 'admin');
    expect(future.status).toBe(422);
    expect(future.body).toEqual({ error: 'period_in_future', detail: expect.any(String) });
    for (const period of ['2026-13', '2026-Q5', '26', 'all']) {
      const answer = await booksGet(`/books/statements?kind=income_statement&period=${period}`, 'admin');
      expect(answer.status, period).toBe(400);
    }
    expect((await booksGet('/books/statements?kind=cash_flow&period=2026', 'admin')).status).toBe(400);
  });

  it('answers a period of the year 0001 like any other past period with nothing booked, its years written with four digits', async () => {
    // the contract's periods run over the years 0001–9999 (src/api/schemas/calendar.ts PERIOD_PATTERN): a year
    // below 1000 once lost its zeros in the month arithmetic ("1-01") and the database refused the date (500)
    for (const [kind, period, from, to] of [
      ['income_statement', '0001-01', '0001-01-01', '0001-01-31'],
      ['balance_sheet', '0001-01', '0001-01-01', '0001-01-31'],
      ['income_statement', '0001-Q4', '0001-10-01', '0001-12-31'],
      ['balance_sheet', '0999', '0999-01-01', '0999-12-31'],
    ] as const) {
      const answer = await booksGet(`/books/statements?kind=${kind}&period=${period}`, 'admin');
      expect(answer.status, `${kind} ${period}`).toBe(200);
      const body = StatementResponse.parse(answer.body);
      // nothing was ever booked then: its months are `open`, as any unbooked month's are, so not closed
      expect(body.statement).toMatchObject({ period, from, to, compare: null, months_in_progress: statementPeriodOf(period).months });
      expect(body.statement.lines.every((line) => line.amount_cents === null || line.amount_cents === 0), `${kind} ${period}`).toBe(true);
    }
    // a year before 1000 compares with the year before it, also written with four digits
    const compared = StatementResponse.parse((await booksGet('/books/statements?kind=income_statement&period=0999-02&compare=previous_year', 'admin')).body);
    expect(compared.statement.compare).toEqual({ period: '0998-02', from: '0998-02-01', to: '0998-02-28' });
    // the year 0001 has no year before it (there is no year 0000): the comparison is absent, as without `compare`
    const first = await booksGet('/books/statements?kind=balance_sheet&period=0001-01&compare=previous_year', 'admin');
    expect(first.status).toBe(200);
    const firstBody = StatementResponse.parse(first.body);
    expect(firstBody.statement.compare).toBeNull();
    expect(firstBody.statement.lines.every((line) => line.compare_cents === null)).toBe(true);
  });
});
