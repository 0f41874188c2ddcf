/**
 * Formatters whose result is words rather than figures: a weekday, how long ago. Kept apart from format.ts,
 * which the first page carries, since only the views that show them need them; every formatter of the portal
 * lives in src/i18n (format.test.ts checks that no other module formats by hand).
 */
import { LOCALE_OF, type Language } from './format.ts';

/** The seven short weekday names of a language, Sunday first (as `getUTCDay` counts), made once. */
const weekdayNames = new Map<Language, readonly string[]>();

/**
 * `pe` for a Friday in Finnish: read from the calendar date alone, in UTC, so that no zone moves it. The
 * names come from Intl once per language; a list of a thousand days then formats no date (docs/decisions/0023).
 */
export function formatWeekday(isoDate: string, language: Language): string {
  let names = weekdayNames.get(language);
  if (!names) {
    const weekday = new Intl.DateTimeFormat(LOCALE_OF[language], { weekday: 'short', timeZone: 'UTC' });
    // 2026-11-01 was a Sunday
    names = Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2026, 10, 1 + day)));
    weekdayNames.set(language, names);
  }
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? isoDate : names[day]!;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: Language, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${language} ${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_OF[language], { numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

/**
 * How long ago `timestamp` was, in the person's language ("3 tuntia sitten", "1 päivä sitten"): the one way
 * the portal says an age (a key's last use, the agent's last update). Counted down to whole units, so that
 * a key used 59 minutes ago is not said to have been used an hour ago; always as a number, because
 * "yesterday" for 25 hours ago could name the wrong day. Under a minute, and for a moment in the future (a
 * clock a little ahead of the browser's), it is "now".
 */
export function formatRelativeTime(timestamp: string, now: number, language: Language): string {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return timestamp;
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relativeFormat(language, 'always').format(-Math.floor(seconds / size), unit);
  }
  return relativeFormat(language, 'auto').format(0, 'second');
}

const byteFormats = new Map<string, Intl.NumberFormat>();

/**
 * A file's size as people read it ("1,4 Mt", "1.4 MB", "820 kt"), counted in 1024s as the service's 25 MB
 * limit is (26 214 400 bytes), so that a file at the limit is said to be 25 MB, not 26.2.
 */
export function formatBytes(bytes: number, language: Language): string {
  const [unit, value] =
    bytes >= 1024 * 1024 ? (['megabyte', bytes / (1024 * 1024)] as const) : bytes >= 1024 ? (['kilobyte', bytes / 1024] as const) : (['byte', bytes] as const);
  const key = `${language} ${unit}`;
  let format = byteFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
    byteFormats.set(key, format);
  }
  return format.format(value);
}
