/**
 * Formatters whose result is words rather than figures: a weekday, how long ago. Kept apart from format.ts,
 * which the first page carries, since only the views that show them need them; every formatter of the portal
 * lives in src/i18n (format.test.ts checks that no other module formats by hand).
 */
import { LOCALE_OF, type Language } from './format.ts';

const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/** `pe` for a Friday in Finnish: read from the calendar date alone, in UTC, so that no zone moves it. */
export function formatWeekday(isoDate: string, language: Language): string {
  let weekday = weekdayFormats.get(language);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat(LOCALE_OF[language], { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(language, weekday);
  }
  return weekday.format(new Date(`${isoDate}T12:00:00Z`));
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * How long ago `timestamp` was, in the person's language ("3 tuntia sitten", "eilen"). Counted down to
 * whole units, so that a key used 59 minutes ago is not said to have been used an hour ago. A moment in
 * the future (a clock a little ahead of the browser's) is "now".
 */
export function formatRelativeTime(timestamp: string, now: number, language: Language): string {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return timestamp;
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_OF[language], { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
