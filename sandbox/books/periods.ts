import { firstDayOf, lastDayOf, shiftPeriod } from '../../src/api/schemas/calendar.ts';

/** A statement's period (spec §1 Ranges): its months, first and last day. */
export interface StatementPeriod {
  period: string;
  /** The months `YYYY-MM` the period spans, in order. */
  months: string[];
  from: string;
  to: string;
}

/** `2026-11`, `2026-Q4` or `2026` (the financial year is the calendar year); the contract has checked the form. */
export function statementPeriodOf(period: string): StatementPeriod {
  const year = period.slice(0, 4);
  let first: string;
  let count: number;
  if (period.length === 4) {
    first = `${year}-01`;
    count = 12;
  } else if (period[5] === 'Q') {
    first = `${year}-${String((Number(period[6]) - 1) * 3 + 1).padStart(2, '0')}`;
    count = 3;
  } else {
    first = period;
    count = 1;
  }
  const months = Array.from({ length: count }, (_v, index) => shiftPeriod(first, index));
  return { period, months, from: firstDayOf(first), to: lastDayOf(months[months.length - 1] ?? first) };
}

/**
 * The same period of the previous year: `2026-Q4` → `2025-Q4`; null for the year 0001, the contract's first
 * (there is no year 0000), whose statement then has no comparison (docs/sandbox.md, the books).
 */
export function previousYearOf(period: string): string | null {
  const year = Number(period.slice(0, 4)) - 1;
  return year < 1 ? null : `${String(year).padStart(4, '0')}${period.slice(4)}`;
}

/** The first day of the financial year a date falls in. */
export const financialYearStartOf = (isoDate: string) => `${isoDate.slice(0, 4)}-01-01`;
