/**
 * Calendar arithmetic on the parts of a date. Dates in this contract are plain `YYYY-MM-DD` strings and
 * never pass through `Date`, so that no timezone can move a day (DESIGN.md, principle 2).
 */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * True when year-month-day names a day of the proleptic Gregorian calendar in the years 1–9999. There is
 * no year 0 (1 BC is followed by AD 1), and PostgreSQL refuses `0000-01-01`, so neither does the contract.
 */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a `YYYY-MM-DD` string that names a real day (`2024-02-29` yes, `2026-02-29` and `0000-06-01` no). */
export function isIsoDate(value: string): boolean {
  const parts = isoDatePattern.exec(value);
  if (!parts) return false;
  return isRealDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}
