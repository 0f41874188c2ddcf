import { addDays } from '../../src/api/schemas/calendar.ts';
import Holidays from 'date-holidays';

/**
 * Banking days in Finland, for the due dates of filings. A statutory deadline that falls on a Saturday, a
 * Sunday, a public holiday (pyhäpäivä), Independence Day, May Day, Midsummer Eve or Christmas Eve moves to
 * the next working day (Laki säädettyjen määräaikain laskemisesta 150/1930, 5 §); banks are closed on exactly
 * those days, so the next banking day is the day the law gives. The holidays come from `date-holidays`
 * (country FI), never from a list kept here.
 */

export const DEADLINES_ACT_URL = 'https://www.finlex.fi/fi/laki/ajantasa/1930/19300150';

/**
 * date-holidays marks three FI days `bank` (not `public`). Each is named here by the library's rule, so that
 * a new `bank` day in an upgrade is noticed (an error) instead of silently moving or not moving due dates.
 * - Midsummer Eve and Christmas Eve: named in 150/1930 § 5, and banks are closed: a due date moves.
 * - New Year's Eve: a working day and a banking day in Finland (not in § 5): a due date stays.
 */
const BANK_DAYS_CLOSED: ReadonlySet<string> = new Set(['friday after 06-19', '12-24']);
const BANK_DAYS_OPEN: ReadonlySet<string> = new Set(['12-31']);

const finland = new Holidays('FI');
const closedByYear = new Map<number, ReadonlySet<string>>();

/** The days of a year on which banks are closed (besides weekends), as `YYYY-MM-DD`. */
export function holidaysOf(year: number): ReadonlySet<string> {
  const known = closedByYear.get(year);
  if (known) return known;
  const closed = new Set<string>();
  for (const holiday of finland.getHolidays(year)) {
    // `date` is the local calendar day as text ("2026-12-24 00:00:00"): read as text, it passes no time zone
    const day = holiday.date.slice(0, 10);
    if (holiday.type === 'public') closed.add(day);
    else if (holiday.type === 'bank') {
      if (BANK_DAYS_CLOSED.has(holiday.rule)) closed.add(day);
      else if (!BANK_DAYS_OPEN.has(holiday.rule)) {
        throw new Error(`date-holidays marks ${day} (${holiday.name}, rule "${holiday.rule}") a bank holiday in Finland: decide in banking-days.ts whether banks close then`);
      }
    }
  }
  closedByYear.set(year, closed);
  return closed;
}

/** 0 Sunday … 6 Saturday, of a `YYYY-MM-DD` date: the day counted in UTC, so no time zone moves it. */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isBankingDay(isoDate: string): boolean {
  const weekday = weekdayOf(isoDate);
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The date itself when it is a banking day, else the next banking day. */
export function nextBankingDay(isoDate: string): string {
  let day = isoDate;
  while (!isBankingDay(day)) day = addDays(day, 1);
  return day;
}
