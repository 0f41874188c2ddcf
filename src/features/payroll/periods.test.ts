import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employedIn, lastDayOf, periodFromSearch, periodOf, shiftPeriod, suggestedPayday, todayInFinland } from './periods.ts';

describe('payroll periods', () => {
  it('counts today in Finland, not in the browser’s zone', () => {
    // 22:30 UTC on 21 November is already 22 November in Helsinki (UTC+2)
    expect(todayInFinland(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(todayInFinland(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
  });

  it('knows the last day of each month, leap years included', () => {
    expect(lastDayOf('2026-11')).toBe('2026-11-30');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
  });

  it('moves across year ends, and moving back undoes moving forward', () => {
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2027-01', -1)).toBe('2026-12');
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -600, max: 600 }), (year, month, by) => {
        const period = `${year}-${String(month).padStart(2, '0')}`;
        expect(shiftPeriod(shiftPeriod(period, by), -by)).toBe(period);
        expect(shiftPeriod(period, by)).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      }),
    );
  });

  it('reads the period of a URL, falling back to the current month for a missing or invalid one', () => {
    expect(periodFromSearch('2026-03', '2026-11-22')).toBe('2026-03');
    expect(periodFromSearch('2026-13', '2026-11-22')).toBe('2026-11');
    expect(periodFromSearch(null, '2026-11-22')).toBe('2026-11');
    expect(periodOf('2026-11-22')).toBe('2026-11');
  });
});

describe('the payday suggested for a tax-card fetch', () => {
  const runs = [
    { id: 'a', status: 'voided', payment_date: '2026-11-25' },
    { id: 'b', status: 'draft', payment_date: '2026-11-30' },
  ];

  it('is the first payday of a draft run that is not in the past', () => {
    expect(suggestedPayday({ period: '2026-11', draft_runs: runs }, '2026-11-22')).toBe('2026-11-30');
  });

  it('is the period’s last day when no draft run has a payday ahead', () => {
    expect(suggestedPayday({ period: '2026-12', draft_runs: [] }, '2026-11-22')).toBe('2026-12-31');
  });

  it('is today for a period that is over, so the suggestion is never refused as past', () => {
    expect(suggestedPayday({ period: '2026-09', draft_runs: [] }, '2026-11-22')).toBe('2026-11-22');
  });
});

describe('whether an employment reaches a period', () => {
  it('counts a single day at either end, and an open end as reaching every later period', () => {
    expect(employedIn('2026-11', '2026-11-30', null)).toBe(true);
    expect(employedIn('2026-11', '2021-03-01', '2026-11-01')).toBe(true);
    expect(employedIn('2026-11', '2026-12-01', null)).toBe(false);
    expect(employedIn('2026-11', '2018-01-01', '2026-10-31')).toBe(false);
    expect(employedIn('2031-05', '2021-03-01', null)).toBe(true);
  });
});
