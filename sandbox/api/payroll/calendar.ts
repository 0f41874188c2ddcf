import { firstDayOf, lastDayOf, periodOf, todayInFinland } from '../../../src/api/schemas/calendar.ts';

/**
 * Payroll's calendar on `YYYY-MM-DD` and `YYYY-MM` text. Paydays and "the past" are Finnish: today is
 * the date in Helsinki, whatever the server's own zone.
 */

export { firstDayOf, lastDayOf, periodOf, shiftPeriod, todayInFinland } from '../../../src/api/schemas/calendar.ts';

export interface Span {
  start: string;
  /** null: open-ended */
  end: string | null;
}

/** The days of `period` the span covers, as `start..end` text, or null when it covers none. */
export function overlapWithPeriod(span: Span, period: string): string | null {
  const from = span.start > firstDayOf(period) ? span.start : firstDayOf(period);
  const to = span.end !== null && span.end < lastDayOf(period) ? span.end : lastDayOf(period);
  return from <= to ? `${from}..${to}` : null;
}

/**
 * The period a result's workspace shows when the request names none: the current month in Finland,
 * moved into the employment when it starts later or ended earlier.
 */
export function nearestEmployedPeriod(span: Span, today: string = todayInFinland()): string {
  const current = periodOf(today);
  if (periodOf(span.start) > current) return periodOf(span.start);
  if (span.end !== null && periodOf(span.end) < current) return periodOf(span.end);
  return current;
}
