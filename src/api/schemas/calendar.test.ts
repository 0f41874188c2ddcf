import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('today in Finland', () => {
  // docs/decisions/0023: the first time-zone format loads the browser's zone data (25–110 ms of Chromium's main thread, ×4
  // on a slow phone). The boot imports this module: loading it must not cost that, only the first question.
  it('loads no time-zone data until a date in Finnish time is first asked for, and makes its format once', async () => {
    vi.resetModules();
    const RealFormat = Intl.DateTimeFormat;
    // the real format, counted (a constructor that returns an object gives that object to `new`)
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof RealFormat>) {
      return new RealFormat(...args);
    } as typeof RealFormat);
    const { todayInFinland, finnishWallClock } = await import('./calendar.ts');
    expect(made).not.toHaveBeenCalled();
    // 00:30 UTC on the day summer time starts is 02:30 in Finland; 22:30 UTC in November is already tomorrow
    expect(todayInFinland(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(todayInFinland(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    expect(finnishWallClock(new Date('2026-07-01T21:05:00Z'))).toEqual({ date: '2026-07-02', hour: '00', minute: '05' });
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('dates in calendar order', () => {
  // docs/decisions/0023: sorting by dates never loads a locale's collation data (localeCompare's first call, ~10 ms).
  it('orders dates and periods as the calendar does, without a collator', async () => {
    const collator = vi.spyOn(String.prototype, 'localeCompare');
    const { compareDates } = await import('./calendar.ts');
    expect(['2026-11-02', '2025-12-31', '2026-10-30', '2026-11-02'].sort(compareDates)).toEqual(['2025-12-31', '2026-10-30', '2026-11-02', '2026-11-02']);
    expect(['2026-11', '2026-02', '2027-01'].sort((a, b) => compareDates(b, a))).toEqual(['2027-01', '2026-11', '2026-02']);
    expect(compareDates('2026-11-02', '2026-11-02')).toBe(0);
    expect(collator).not.toHaveBeenCalled();
  });
});

describe('years below 1000', () => {
  // The contract's dates and periods run over the years 0001–9999 (isRealDate): month and day arithmetic keeps
  // their four digits, or a statement of `0001-01` asked the database for the day `1-01-31` (a 500).
  it('shifts periods and adds days with the year written in four digits', async () => {
    const { addDays, shiftPeriod } = await import('./calendar.ts');
    expect(shiftPeriod('0001-01', 0)).toBe('0001-01');
    expect(shiftPeriod('0001-12', 1)).toBe('0002-01');
    expect(shiftPeriod('0999-03', 12)).toBe('1000-03');
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(addDays('0001-01-01', 30)).toBe('0001-01-31');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
