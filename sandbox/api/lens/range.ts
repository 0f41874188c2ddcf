import { firstDayOf, lastDayOf, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';

/** The inclusive days a range covers; null for `all`. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days of a range of spec §1 (wire conventions, Ranges), `today` being the day in Finland:
 * `YYYY-MM` a month, `YYYY-Qn` a calendar quarter, `YYYY` a calendar year (the company's financial year),
 * `this_month` the current month, `last_6_months` the current month and the five before it (whole months,
 * as the books are kept by month), `all` no bound. The contract's pattern (RANGE_PATTERN) has already
 * refused anything else.
 */
export function daysOfRange(range: string, today: string): DayRange | null {
  if (range === 'all') return null;
  const current = periodOf(today);
  if (range === 'this_month') return monthsFrom(current, current);
  if (range === 'last_6_months') return monthsFrom(shiftPeriod(current, -5), current);
  const quarter = /^(\d{4})-Q([1-4])$/.exec(range);
  if (quarter) {
    const first = `${quarter[1]}-${String(Number(quarter[2]) * 3 - 2).padStart(2, '0')}`;
    return monthsFrom(first, shiftPeriod(first, 2));
  }
  if (/^\d{4}$/.test(range)) return monthsFrom(`${range}-01`, `${range}-12`);
  if (/^\d{4}-\d{2}$/.test(range)) return monthsFrom(range, range);
  throw new Error(`not a range of spec §1: ${range}`);
}

const monthsFrom = (first: string, last: string): DayRange => ({ from: firstDayOf(first), to: lastDayOf(last) });
