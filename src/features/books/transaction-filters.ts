import type { TransactionFilters } from '../../api/queries/books.ts';
import { RANGE_PATTERN } from '../../api/schemas/books.ts';

export type { TransactionFilters };

/**
 * The transactions window's filters live in the page's address (`?account=&period=&source=&q=`, the names the
 * statements link with), so that a filtered window can be linked, bookmarked and gone back to. What the
 * address holds is read tolerantly: a value the service would refuse (a period of another shape, a text too
 * long) is left out rather than turned into a failed page.
 */
export const FILTER_NAMES = ['account', 'period', 'source', 'q'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/** The longest value of each filter the contract (TransactionsQuery) takes. */
const MAX_LENGTH: Record<FilterName, number> = { account: 20, period: 20, source: 40, q: 200 };

export function filtersOf(search: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name)?.trim() ?? '';
    if (value === '' || value.length > MAX_LENGTH[name]) continue;
    if (name === 'period' && !RANGE_PATTERN.test(value)) continue;
    // `all` is the service's default: the address says nothing rather than two ways of saying the same
    if (name === 'period' && value === 'all') continue;
    filters[name] = value;
  }
  return filters;
}

/** The address's query for these filters, in a fixed order, without the ones not set. */
export function searchOf(filters: TransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value !== undefined && value !== '' && !(name === 'period' && value === 'all')) search.set(name, value);
  }
  return search;
}

export type PeriodChoice =
  | { kind: 'named'; value: 'all' | 'this_month' | 'last_6_months' }
  | { kind: 'year'; value: string; year: string }
  | { kind: 'quarter'; value: string; year: string; quarter: number }
  | { kind: 'month'; value: string };

export interface PeriodGroups {
  named: PeriodChoice[];
  years: PeriodChoice[];
  quarters: PeriodChoice[];
  months: PeriodChoice[];
}

/** How many years back the period list offers (the books keep at least the current and two earlier years). */
const YEARS_BACK = 3;
/** Months offered one by one: two years of them, newest first. */
const MONTHS_BACK = 24;

/**
 * The ranges a person picks from (spec §1, Ranges), newest first: the named ones, the years, the quarters and
 * the months up to today's. `chosen`, when it is a range of the address that the list does not hold (an older
 * month, say), is offered too, so that the form always shows what the window shows.
 */
export function periodChoices(today: string, chosen?: string): PeriodGroups {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const years = Array.from({ length: YEARS_BACK }, (_, index) => String(year - index));
  const groups: PeriodGroups = {
    named: [
      { kind: 'named', value: 'all' },
      { kind: 'named', value: 'this_month' },
      { kind: 'named', value: 'last_6_months' },
    ],
    years: years.map((value) => ({ kind: 'year', value, year: value })),
    quarters: [],
    months: [],
  };
  const currentQuarter = Math.ceil(month / 3);
  for (const [index, quarterYear] of years.slice(0, 2).entries()) {
    for (let quarter = index === 0 ? currentQuarter : 4; quarter >= 1; quarter -= 1) {
      groups.quarters.push({ kind: 'quarter', value: `${quarterYear}-Q${quarter}`, year: quarterYear, quarter });
    }
  }
  for (let back = 0; back < MONTHS_BACK; back += 1) {
    const total = year * 12 + (month - 1) - back;
    const value = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
    groups.months.push({ kind: 'month', value });
  }
  if (chosen !== undefined && RANGE_PATTERN.test(chosen)) {
    const all = [...groups.named, ...groups.years, ...groups.quarters, ...groups.months];
    if (!all.some((choice) => choice.value === chosen)) {
      const quarter = /^(\d{4})-Q([1-4])$/.exec(chosen);
      if (quarter?.[1] && quarter[2]) groups.quarters.push({ kind: 'quarter', value: chosen, year: quarter[1], quarter: Number(quarter[2]) });
      else if (/^\d{4}$/.test(chosen)) groups.years.push({ kind: 'year', value: chosen, year: chosen });
      else groups.months.push({ kind: 'month', value: chosen });
    }
  }
  return groups;
}
