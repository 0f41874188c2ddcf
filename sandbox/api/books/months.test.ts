import { describe, expect, inject, it } from 'vitest';
import { periodOf, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { seedClockOf } from '../../db/seed-clock.ts';
import { figureOf, months, statement } from '../../testing/ledger-fixtures.ts';

/**
 * GET /books/months (docs/decisions/0014): each month's state, its figures (the statements' own) and its
 * changes after closing, newest first. The handler lists the months up to its own today (the real one); the
 * seeded months are named through the clock of the day the sandbox was seeded (seed-clock.ts).
 */

const seed = seedClockOf(inject('sandboxSeededOn'));

describe('GET /books/months', () => {
  it('lists at most 36 months up to this one, newest first, closed ones with the time they were closed', async () => {
    const list = await months('approver');
    expect(list.length).toBeLessThanOrEqual(36);
    expect(list[0]?.period).toBe(todayInFinland().slice(0, 7));
    expect(list.map((month) => month.period)).toEqual(list.map((month) => month.period).sort().reverse());
    for (const month of list) expect(month.closed_at === null, month.period).toBe(month.state !== 'closed');
    // the seed's last closed month (September 2026 as authored) and last month, being booked
    expect(list.find((month) => month.period === seed.period('2026-09'))?.state).toBe('closed');
    expect(list.find((month) => month.period === seed.period('2026-10'))?.state).toBe('in_progress');
  });

  it('shows the entry booked into a closed month (August 2026 as authored) after it was closed', async () => {
    const august = (await months('readKey')).find((month) => month.period === periodOf(seed.monthDate('2026-08-31')));
    expect(august?.changes_after_closing).toEqual([{ at: expect.any(String), entry_id: expect.any(String), description: expect.any(String), amount_cents: expect.any(Number), name: expect.any(String) }]);
    expect(Date.parse(august?.changes_after_closing[0]?.at ?? '')).toBeGreaterThan(Date.parse(august?.closed_at ?? ''));
  });

  it('gives a month the figures its statements give', async () => {
    const list = await months('staff', 'cus_birch');
    for (const period of ['2025-07', '2026-02', '2026-09'].map((authored) => seed.period(authored))) {
      const month = list.find((candidate) => candidate.period === period);
      const income = await statement(`kind=income_statement&period=${period}`, 'staff', 'cus_birch');
      const balance = await statement(`kind=balance_sheet&period=${period}`, 'staff', 'cus_birch');
      expect(month?.figures.revenue_cents, period).toBe(figureOf(income, 'revenue')[0]);
      expect(month?.figures.result_cents, period).toBe(figureOf(income, 'result_for_period')[0]);
      expect(month?.figures.cash_cents, period).toBe(figureOf(balance, 'cash_and_bank')[0]);
      expect(month?.figures.expenses_cents, period).toBeGreaterThan(0);
    }
  });
});
