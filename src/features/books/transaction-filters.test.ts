import { describe, expect, it } from 'vitest';
import { filtersOf, periodChoices, searchOf } from './transaction-filters.ts';

describe('the transactions window’s filters in the address', () => {
  it('reads the names the statements link with, and writes them back in one order', () => {
    const filters = filtersOf(new URLSearchParams('q=lyreco&period=2026&account=3000&source=sales'));
    expect(filters).toEqual({ account: '3000', period: '2026', source: 'sales', q: 'lyreco' });
    expect(searchOf(filters).toString()).toBe('account=3000&period=2026&source=sales&q=lyreco');
  });

  it('leaves out what the service would refuse, rather than failing the page', () => {
    expect(filtersOf(new URLSearchParams('period=last_week&account=&q=%20%20'))).toEqual({});
    expect(filtersOf(new URLSearchParams(`account=${'1'.repeat(21)}`))).toEqual({});
    expect(filtersOf(new URLSearchParams('period=2026-13'))).toEqual({});
  });

  it('takes `all` as no period at all: one address for one window', () => {
    expect(filtersOf(new URLSearchParams('period=all'))).toEqual({});
    expect(searchOf({ period: 'all', account: '1910' }).toString()).toBe('account=1910');
  });
});

describe('the periods offered', () => {
  it('are the named ranges, the years, the quarters and the months up to today, newest first', () => {
    const groups = periodChoices('2026-11-27');
    expect(groups.named.map((choice) => choice.value)).toEqual(['all', 'this_month', 'last_6_months']);
    expect(groups.years.map((choice) => choice.value)).toEqual(['2026', '2025', '2024']);
    expect(groups.quarters.map((choice) => choice.value)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1']);
    expect(groups.months[0]?.value).toBe('2026-11');
    expect(groups.months[11]?.value).toBe('2025-12');
    expect(groups.months).toHaveLength(24);
  });

  it('offer the address’s own period when the list does not hold it, so the form shows what the window shows', () => {
    expect(periodChoices('2026-11-27', '2019-03').months.at(-1)?.value).toBe('2019-03');
    expect(periodChoices('2026-11-27', '2020').years.at(-1)?.value).toBe('2020');
    expect(periodChoices('2026-11-27', '2026-05').months.filter((choice) => choice.value === '2026-05')).toHaveLength(1);
  });
});
