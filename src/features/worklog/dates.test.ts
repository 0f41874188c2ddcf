import { describe, expect, it } from 'vitest';
import { isoWeekOf, searchOfSelection, todayInFinland } from './dates.ts';
import { addDays, isoWeekRange, isoWeekday, monthRange, previousMonthRange, resolveRange, selectionFromSearch } from './ranges.ts';

describe('todayInFinland: the date in Finland, whatever the browser’s zone', () => {
  it('is already tomorrow in Finland late in the evening UTC', () => {
    // 22:30 UTC on 30 November = 00:30 on 1 December in Helsinki (winter, UTC+2)
    expect(todayInFinland(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(todayInFinland(new Date('2026-11-30T21:59:59Z'))).toBe('2026-11-30');
  });

  it('follows summer time (UTC+3)', () => {
    expect(todayInFinland(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(todayInFinland(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
  });

  it('gives the same answer for the same instant written in another offset', () => {
    expect(todayInFinland(new Date('2026-03-01T01:00:00+05:00'))).toBe(todayInFinland(new Date('2026-02-28T20:00:00Z')));
  });
});

describe('day arithmetic on YYYY-MM-DD', () => {
  it('crosses months, leap days and the days clocks change', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names weekdays Monday = 1 … Sunday = 7', () => {
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});

describe('ISO 8601 weeks', () => {
  it.each([
    ['2026-11-20', 2026, 47],
    ['2021-01-03', 2020, 53], // a Sunday still in the last week of 2020
    ['2024-12-30', 2025, 1], // a Monday already in week 1 of 2025
    ['2026-01-01', 2026, 1], // a Thursday
    ['2027-01-01', 2026, 53], // a Friday in the 53rd week of 2026
  ])('%s is in week %i/%i', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });

  it('runs from Monday to Sunday', () => {
    expect(isoWeekRange('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(isoWeekRange('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('month ranges', () => {
  it('covers every day of the month, February of a leap year too', () => {
    expect(monthRange('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes last month across a year', () => {
    expect(previousMonthRange('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonthRange('2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('the picker’s selection in the URL', () => {
  it('resolves presets against today', () => {
    expect(resolveRange({ preset: 'this-week' }, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(resolveRange({ preset: 'last-month' }, '2026-11-22')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveRange({ preset: 'custom', from: '2025-01-01', to: '2025-06-30' }, '2026-11-22')).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
    });
  });

  it('round-trips every selection through the query string', () => {
    for (const selection of [
      { preset: 'this-month' },
      { preset: 'last-month' },
      { preset: 'this-week' },
      { preset: 'custom', from: '2025-01-01', to: '2025-01-31' },
    ] as const) {
      expect(selectionFromSearch(searchOfSelection(selection))).toEqual(selection);
    }
    expect(searchOfSelection({ preset: 'this-month' }).toString()).toBe('');
  });

  it.each(['range=yesterday', 'from=2026-02-30&to=2026-03-01', 'from=2026-05-02&to=2026-05-01', 'from=2026-05-01'])(
    'falls back to this month for %s',
    (query) => {
      expect(selectionFromSearch(new URLSearchParams(query))).toEqual({ preset: 'this-month' });
    },
  );
});
