/**
 * Durations as people type them in the work log, to whole minutes: `1:30` (hours:minutes), `1,5 h` or
 * `1.5 h` (decimal hours), `90` or `90 min` (minutes), `1 h 30 min`. Pure, so that every accepted and
 * refused form is tested; the view turns an error code into a sentence in the person's language.
 */

export { decimalHours, formatDuration } from '../../i18n/durations.ts';

export const MIN_MINUTES = 1;
export const MAX_MINUTES = 1440;

export type DurationError =
  /** nothing typed */
  | 'empty'
  /** not one of the accepted forms */
  | 'unrecognised'
  /** `1,5` or `1.30` without a unit: hours or minutes? */
  | 'ambiguousDecimal'
  /** `1:75`: the minutes of `h:mm` go up to 59 */
  | 'minutesOver59'
  /** `0,33 h` is 19.8 minutes: the log keeps whole minutes */
  | 'notWholeMinutes'
  /** under one minute */
  | 'tooShort'
  /** over 24 hours: one entry is at most a day */
  | 'tooLong';

export type DurationResult = { ok: true; minutes: number } | { ok: false; error: DurationError };

const HOUR_UNITS = '(?:h|t|tunti|tuntia|tim|timme|timmar|hr|hrs|hour|hours)';
const MINUTE_UNITS = '(?:min|mins|m|minuutti|minuuttia|minut|minuter|minute|minutes)';

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const MINUTES = new RegExp(`^(\\d{1,4})(?:\\s*${MINUTE_UNITS})?$`);
const HOURS = new RegExp(`^(\\d{1,2})(?:[.,](\\d{1,4}))?\\s*${HOUR_UNITS}$`);
const HOURS_AND_MINUTES = new RegExp(`^(\\d{1,2})\\s*${HOUR_UNITS}\\s*(\\d{1,2})(?:\\s*${MINUTE_UNITS})?$`);
const BARE_DECIMAL = /^\d+[.,]\d+$/;

export function parseDuration(input: string): DurationResult {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, error: 'empty' };

  let minutes: number;
  const clock = CLOCK.exec(text);
  const plainMinutes = MINUTES.exec(text);
  const hours = HOURS.exec(text);
  const hoursAndMinutes = HOURS_AND_MINUTES.exec(text);
  if (clock) {
    const [, h = '0', m = '0'] = clock;
    if (Number(m) > 59) return { ok: false, error: 'minutesOver59' };
    minutes = Number(h) * 60 + Number(m);
  } else if (plainMinutes) {
    minutes = Number(plainMinutes[1]);
  } else if (hours) {
    const [, whole = '0', fraction = ''] = hours;
    // exact: 1,5 h = 1 h + 5/10 × 60 min; refuse what is not a whole minute instead of rounding silently
    const scale = 10 ** fraction.length;
    const fractionMinutes = (Number(fraction || '0') * 60) / scale;
    if (!Number.isInteger(fractionMinutes)) return { ok: false, error: 'notWholeMinutes' };
    minutes = Number(whole) * 60 + fractionMinutes;
  } else if (hoursAndMinutes) {
    const [, h = '0', m = '0'] = hoursAndMinutes;
    if (Number(m) > 59) return { ok: false, error: 'minutesOver59' };
    minutes = Number(h) * 60 + Number(m);
  } else {
    return { ok: false, error: BARE_DECIMAL.test(text) ? 'ambiguousDecimal' : 'unrecognised' };
  }

  if (minutes < MIN_MINUTES) return { ok: false, error: 'tooShort' };
  if (minutes > MAX_MINUTES) return { ok: false, error: 'tooLong' };
  return { ok: true, minutes };
}
