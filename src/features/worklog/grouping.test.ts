import { describe, expect, it } from 'vitest';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { groupByWeekAndDay, weeksHolding } from './grouping.ts';

let sequence = 0;
const entry = (entry_date: string, minutes: number): WorklogEntry => ({
  id: `wl_${(sequence += 1)}`,
  author_email: 'a@example.test',
  author_name: 'A',
  entry_date,
  minutes,
  note: 'n',
  created_at: `${entry_date}T14:00:00Z`,
});

describe('groupByWeekAndDay', () => {
  it('totals each day, each ISO week and the whole list', () => {
    const grouped = groupByWeekAndDay([
      entry('2026-11-20', 90),
      entry('2026-11-20', 30),
      entry('2026-11-16', 450),
      entry('2026-11-15', 60), // Sunday: the week before
    ]);
    expect(grouped.minutes).toBe(630);
    expect(grouped.count).toBe(4);
    expect(grouped.weeks.map((w) => [w.key, w.from, w.to, w.partial, w.minutes])).toEqual([
      ['2026-W47', '2026-11-16', '2026-11-22', false, 570],
      ['2026-W46', '2026-11-09', '2026-11-15', false, 60],
    ]);
    expect(grouped.weeks[0]?.days.map((d) => [d.date, d.minutes, d.entries.length])).toEqual([
      ['2026-11-20', 120, 2],
      ['2026-11-16', 450, 1],
    ]);
  });

  it('puts the turn of the year in one week 53 (Monday 28 Dec 2026 to Sunday 3 Jan 2027)', () => {
    const grouped = groupByWeekAndDay([entry('2027-01-02', 60), entry('2026-12-28', 30)]);
    expect(grouped.weeks).toHaveLength(1);
    expect(grouped.weeks[0]).toMatchObject({ key: '2026-W53', year: 2026, week: 53, minutes: 90 });
  });

  it('sorts days and weeks newest first whatever order it is given, keeping entry order within a day', () => {
    const first = entry('2026-11-20', 10);
    const second = entry('2026-11-20', 20);
    const grouped = groupByWeekAndDay([entry('2026-11-02', 5), first, entry('2026-11-10', 5), second]);
    expect(grouped.weeks.map((w) => w.key)).toEqual(['2026-W47', '2026-W46', '2026-W45']);
    expect(grouped.weeks[0]?.days[0]?.entries).toEqual([first, second]);
  });

  it('gives a week the range cuts the dates of its part in the range, so its total is not taken for the whole week', () => {
    const november = { from: '2026-11-01', to: '2026-11-30' };
    const grouped = groupByWeekAndDay([entry('2026-11-30', 60), entry('2026-11-20', 30), entry('2026-11-01', 15)], november);
    expect(grouped.weeks.map((w) => [w.key, w.from, w.to, w.partial, w.minutes])).toEqual([
      // Monday 30.11 of week 49 (30.11–6.12)
      ['2026-W49', '2026-11-30', '2026-11-30', true, 60],
      ['2026-W47', '2026-11-16', '2026-11-22', false, 30],
      // Sunday 1.11 of week 44 (26.10–1.11)
      ['2026-W44', '2026-11-01', '2026-11-01', true, 15],
    ]);
  });

  it('marks the oldest day and week of a list cut at the cap as cut, the week shown from its oldest day only', () => {
    const range = { from: '2026-01-01', to: '2026-11-30' };
    const entries = [entry('2026-11-20', 30), entry('2026-11-12', 60), entry('2026-11-11', 45)];
    const cut = groupByWeekAndDay(entries, range, true);
    expect(cut.weeks.map((w) => [w.key, w.from, w.to, w.partial, w.cut])).toEqual([
      ['2026-W47', '2026-11-16', '2026-11-22', false, false],
      // Wednesday 11.11 is the oldest day shown: the cut, not the range, removed what came before it
      ['2026-W46', '2026-11-11', '2026-11-15', true, true],
    ]);
    expect(cut.weeks[1]?.days.map((d) => [d.date, d.cut])).toEqual([
      ['2026-11-12', false],
      ['2026-11-11', true],
    ]);
    // the same entries in a list that was not cut are whole weeks and days
    const whole = groupByWeekAndDay(entries, range);
    expect(whole.weeks.map((w) => [w.from, w.partial, w.cut])).toEqual([
      ['2026-11-16', false, false],
      ['2026-11-09', false, false],
    ]);
    expect(whole.weeks.flatMap((w) => w.days).some((d) => d.cut)).toBe(false);
  });

  it('gives no weeks for no entries', () => {
    expect(groupByWeekAndDay([])).toEqual({ weeks: [], minutes: 0, count: 0 });
  });
});

describe('weeksHolding: rendering a long list in whole weeks', () => {
  const weeks = groupByWeekAndDay([
    entry('2026-11-20', 60),
    entry('2026-11-19', 60),
    entry('2026-11-12', 60),
    entry('2026-11-05', 60),
    entry('2026-11-04', 60),
  ]).weeks;

  it('takes whole weeks until they hold the budget', () => {
    expect(weeksHolding(weeks, 1)).toBe(1);
    expect(weeksHolding(weeks, 2)).toBe(1);
    expect(weeksHolding(weeks, 3)).toBe(2);
    expect(weeksHolding(weeks, 4)).toBe(3);
    expect(weeksHolding(weeks, 100)).toBe(3);
  });

  it('always takes at least one week, and none of nothing', () => {
    expect(weeksHolding(weeks, 0)).toBe(1);
    expect(weeksHolding([], 10)).toBe(0);
  });
});
