/**
 * Calendar arithmetic on the parts of a date. Dates in this contract are plain `YYYY-MM-DD` strings and
 * never pass through `Date`, so that no timezone can move a day (docs/decisions/0021, principle 2).
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

// --- Today in Finland ----------------------------------------------------------------------------

export const FINNISH_TIME_ZONE = 'Europe/Helsinki';

let helsinkiParts: Intl.DateTimeFormat | undefined;

/**
 * The first date a browser reads in a time zone loads its zone data: some 25–110 ms of the main thread in
 * Chromium, several times that on a slow phone. So the format is made when first asked for, not when this
 * module loads, and the boot asks for it in a task of its own once its requests are on their way (docs/decisions/0023).
 */
function helsinkiFormat(): Intl.DateTimeFormat {
  helsinkiParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FINNISH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return helsinkiParts;
}

/** The wall-clock parts of an instant in Finland, whatever the zone of the browser or the server. */
export function finnishWallClock(instant: Date): { date: string; hour: string; minute: string } {
  const parts = Object.fromEntries(helsinkiFormat().formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: parts.hour ?? '00', minute: parts.minute ?? '00' };
}

/** Finland's offset from UTC over a span of time (src/api/schemas/finnish-offset.ts reads one). */
export interface FinnishOffsetSpan {
  /** Minutes ahead of UTC: 120 in winter, 180 in summer. */
  offsetMinutes: number;
  /** The instant (ms since the epoch) it was read at, and the first instant it no longer holds. */
  from: number;
  until: number;
}

/** The calendar date `YYYY-MM-DD` in Finland at `now` by a span read earlier; null when the span does not hold then. */
export function finnishDateBy(span: FinnishOffsetSpan, now: number): string | null {
  if (now < span.from || now >= span.until) return null;
  return new Date(now + span.offsetMinutes * 60_000).toISOString().slice(0, 10);
}

let assumedOffset: FinnishOffsetSpan | undefined;

/**
 * Takes Finland's offset as the tab read it earlier (src/portal/finnish-time-hint.ts): while it holds, today's
 * date is reckoned from it, and the page's main thread makes no date format for it (docs/decisions/0023).
 */
export function assumeFinnishOffset(span: FinnishOffsetSpan | undefined): void {
  assumedOffset = span;
}

/**
 * The calendar date `YYYY-MM-DD` in Finland at `now`: the day against which a birth date, a payday or a
 * work-log range is in the past or the future, for the portal and the sandbox alike.
 */
export function todayInFinland(now: Date = new Date()): string {
  return (assumedOffset && finnishDateBy(assumedOffset, now.getTime())) ?? finnishWallClock(now).date;
}

/** A period `YYYY-MM` of the years 0001–9999 (the contract's Period, src/api/schemas/common.ts). */
export const PERIOD_PATTERN = /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Two dates `YYYY-MM-DD` (or periods `YYYY-MM`) in calendar order, which is their characters' order: no
 * collation (a locale's first `localeCompare` loads its collation data, about 10 ms of the main thread).
 */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The period of a date: `2026-11-25` → `2026-11`. */
export function periodOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** A period's first day: `2026-11` → `2026-11-01`. */
export function firstDayOf(period: string): string {
  return `${period}-01`;
}

/** A period's last day: `2028-02` → `2028-02-29`. */
export function lastDayOf(period: string): string {
  const days = daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
  return `${period}-${String(days).padStart(2, '0')}`;
}

/** `2026-12` + 1 → `2027-01`; the year keeps its four digits (`0001-01`, not `1-01`). */
export function shiftPeriod(period: string, months: number): string {
  const index = Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The calendar day `days` after (or before, negative) a `YYYY-MM-DD` date, on the calendar alone: no time zone moves it. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999
  return new Date(new Date(0).setUTCFullYear(year, month - 1, day + days)).toISOString().slice(0, 10);
}
