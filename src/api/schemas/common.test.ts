import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './calendar.ts';
import { BasisPoints, Cents, CustomerId, IsoDate, Period, Timestamp } from './common.ts';

describe('IsoDate', () => {
  it('accepts 29 February in a leap year (2024-02-29)', () => {
    expect(IsoDate.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDate.safeParse('2000-02-29').success).toBe(true);
  });

  it('refuses 29 February outside a leap year (2026-02-29, 1900-02-29)', () => {
    expect(IsoDate.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDate.safeParse('1900-02-29').success).toBe(false);
  });

  it.each(['2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '20260101'])(
    'refuses %s, which is not a real YYYY-MM-DD date',
    (value) => {
      expect(IsoDate.safeParse(value).success).toBe(false);
    },
  );

  it('returns the string unchanged, never a Date moved by a timezone', () => {
    expect(IsoDate.parse('2026-11-21')).toBe('2026-11-21');
  });

  it('agrees with the UTC calendar on every day from year 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          // The oracle only: Date.UTC is used here as an independent calendar, never in the contract.
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
          return isIsoDate(value) === real;
        },
      ),
    );
  });
});

describe('Period', () => {
  it.each(['2026-01', '2026-12'])('accepts the month %s', (value) => {
    expect(Period.safeParse(value).success).toBe(true);
  });

  it.each(['2026-00', '2026-13', '2026-1', '2026-01-01', '202601'])('refuses %s: a period is YYYY-MM with month 01–12', (value) => {
    expect(Period.safeParse(value).success).toBe(false);
  });
});

describe('Timestamp', () => {
  it.each(['2026-10-06T12:00:00Z', '2026-10-06T12:00:00.123+03:00'])('accepts the date-time with offset %s', (value) => {
    expect(Timestamp.safeParse(value).success).toBe(true);
  });

  it.each(['2026-10-06T12:00:00', '2026-10-06', 'yesterday'])('refuses %s: a timestamp carries its offset', (value) => {
    expect(Timestamp.safeParse(value).success).toBe(false);
  });
});

describe('money and rates', () => {
  it('Cents accepts safe integers only, never fractions or unsafe integers', () => {
    expect(Cents.safeParse(-12345).success).toBe(true);
    expect(Cents.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(Cents.safeParse(12.5).success).toBe(false);
    expect(Cents.safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    expect(Cents.safeParse('100').success).toBe(false);
  });

  it('BasisPoints is an integer from 0 to 10000 (10000 = 100 %)', () => {
    expect(BasisPoints.safeParse(0).success).toBe(true);
    expect(BasisPoints.safeParse(2550).success).toBe(true);
    expect(BasisPoints.safeParse(10000).success).toBe(true);
    expect(BasisPoints.safeParse(10001).success).toBe(false);
    expect(BasisPoints.safeParse(-1).success).toBe(false);
    expect(BasisPoints.safeParse(25.5).success).toBe(false);
  });
});

describe('CustomerId', () => {
  it('refuses an empty customer_id', () => {
    expect(CustomerId.safeParse('').success).toBe(false);
    expect(CustomerId.safeParse('c_1').success).toBe(true);
  });
});
