import { describe, expect, it } from 'vitest';
import { changeOf, chartMonthsOf, glanceOf, isCompared, type BooksMonth } from './glance.ts';
import { defaultStatementPeriod, statementPeriodChoices, statementPeriodParts } from './periods.ts';

/** The home's sums and comparisons from `GET /books/months`, and the statements' periods (docs/decisions/0014). */

const month = (period: string, revenue: number, cash = 0): BooksMonth => ({
  period,
  state: 'closed',
  closed_at: null,
  figures: { revenue_cents: revenue, expenses_cents: 0, result_cents: revenue, cash_cents: cash },
  changes_after_closing: [],
});

describe('the books at a glance', () => {
  it('takes the newest month as this month and sums this year so far against the same months a year before', () => {
    // on 5 March 2026 the newest month, February, has ended and is closed: compared
    const glance = glanceOf([month('2025-01', 50), month('2025-02', 70, 9), month('2026-02', 200, 11), month('2026-01', 100)], '2026-03-05');
    expect(glance?.period).toBe('2026-02');
    expect(glance?.monthCompared).toBe(true);
    expect(glance?.monthFigures.revenue).toEqual({ now: 200, before: 70 });
    expect(glance?.monthFigures.cash).toEqual({ now: 11, before: 9 });
    expect(glance?.year).toMatchObject({ through: '2026-02', leftOut: [] });
    expect(glance?.year?.figures.revenue).toEqual({ now: 300, before: 120 });
  });

  it('has nothing to compare with when a month of the year before is not in the books', () => {
    const glance = glanceOf([month('2026-02', 200), month('2026-01', 100), month('2025-02', 70)], '2026-03-05');
    expect(glance?.monthFigures.revenue).toEqual({ now: 200, before: 70 });
    expect(glance?.year?.figures.revenue).toEqual({ now: 300, before: null });
    expect(glanceOf([], '2026-03-05')).toBeUndefined();
  });

  it('compares no month still running nor one nothing is booked of: this month is booked so far, and the year runs to the last month compared', () => {
    const months = [
      { ...month('2026-03', 3, 40), state: 'open' },
      { ...month('2026-02', 200), state: 'in_progress' },
      month('2026-01', 100),
      month('2025-03', 90, 55),
      month('2025-02', 70),
      month('2025-01', 50),
    ];
    // 7 March: March is running (and open) — no −97 % against last March, and its cash is not a month-end figure
    const glance = glanceOf(months, '2026-03-07');
    expect(glance?.period).toBe('2026-03');
    expect(glance?.monthCompared).toBe(false);
    expect(glance?.monthFigures.revenue).toEqual({ now: 3, before: null });
    expect(glance?.monthFigures.cash).toEqual({ now: 40, before: null });
    // the year: January–February (February being booked), against January–February a year before
    expect(glance?.year).toMatchObject({ through: '2026-02', leftOut: ['2026-03'] });
    expect(glance?.year?.figures.revenue).toEqual({ now: 300, before: 120 });
    expect(isCompared({ ...month('2026-02', 1), state: 'open' }, '2026-03')).toBe(false);
    expect(isCompared({ ...month('2026-02', 1), state: 'under_audit' }, '2026-03')).toBe(false);
    expect(isCompared(month('2026-03', 1), '2026-03')).toBe(false);
    // January still running: no month of the year to compare
    expect(glanceOf([{ ...month('2026-01', 3), state: 'open' }, month('2025-12', 90)], '2026-01-07')?.year).toBeNull();
  });

  it('adds up: revenue less expenses plus the rest (other income, financial items, taxes) is the result', () => {
    const figures = { revenue_cents: 1000, expenses_cents: 700, result_cents: 250, cash_cents: 0 };
    const glance = glanceOf([{ ...month('2026-02', 0), figures }, { ...month('2025-02', 0), figures: { ...figures, result_cents: 320 } }], '2026-03-01');
    const tile = glance?.monthFigures;
    expect(tile?.other).toEqual({ now: -50, before: 20 });
    expect((tile?.revenue.now ?? 0) - (tile?.expenses.now ?? 0) + (tile?.other.now ?? 0)).toBe(tile?.result.now);
  });

  it('says the change as a whole percentage of the year before’s size, or why there is none', () => {
    expect(changeOf({ now: 112, before: 100 })).toEqual({ kind: 'percent', percent: 12 });
    expect(changeOf({ now: -150, before: -100 })).toEqual({ kind: 'percent', percent: -50 });
    expect(changeOf({ now: 100, before: 100 })).toEqual({ kind: 'same' });
    expect(changeOf({ now: 1001, before: 1000 })).toEqual({ kind: 'same' });
    expect(changeOf({ now: 5, before: 0 })).toEqual({ kind: 'fromZero' });
    expect(changeOf({ now: 5, before: null })).toEqual({ kind: 'none' });
  });

  it('charts the 12 months up to the newest, oldest first, each beside the same month a year before', () => {
    const chart = chartMonthsOf([month('2026-03', 30), month('2025-03', 20), month('2025-12', 7)]);
    expect(chart).toHaveLength(12);
    expect(chart[0]).toEqual({ period: '2025-04', now: null, before: null });
    expect(chart[8]).toEqual({ period: '2025-12', now: 7, before: null });
    expect(chart[11]).toEqual({ period: '2026-03', now: 30, before: 20 });
  });
});

describe('the statements’ periods', () => {
  it('reads a year, a quarter and a month, and nothing else', () => {
    expect(statementPeriodParts('2026')).toEqual({ unit: 'year', year: 2026 });
    expect(statementPeriodParts('2026-Q3')).toEqual({ unit: 'quarter', year: 2026, quarter: 3 });
    expect(statementPeriodParts('2026-11')).toEqual({ unit: 'month', year: 2026, month: 11 });
    for (const wrong of ['2026-13', '2026-Q5', 'all', '26', '2026-1']) expect(statementPeriodParts(wrong)).toBeUndefined();
  });

  it('opens the income statement at this year so far and the balance sheet at the end of the last whole month', () => {
    expect(defaultStatementPeriod('income_statement', '2026-11-27')).toBe('2026');
    expect(defaultStatementPeriod('balance_sheet', '2026-11-27')).toBe('2026-10');
    expect(defaultStatementPeriod('balance_sheet', '2027-01-03')).toBe('2026-12');
  });

  it('offers no period that begins after today', () => {
    const choices = statementPeriodChoices('2026-11-27');
    expect(choices.years).toEqual(['2026', '2025', '2024']);
    expect(choices.quarters.slice(0, 5)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(choices.months[0]).toBe('2026-11');
    expect(choices.months.at(-1)).toBe('2024-12');
  });
});
