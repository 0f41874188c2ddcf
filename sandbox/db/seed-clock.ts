import { addDays, daysInMonth, finnishWallClock, lastDayOf, shiftPeriod, todayInFinland } from '../../src/api/schemas/calendar.ts';
import { nextBankingDay } from '../filings/banking-days.ts';

/**
 * The seed's clock (docs/decisions/0001-seed-lives-in-the-present.md). The seed tells its story as of one
 * authored day; every date in it is written as it reads on that day and moved here to the day the sandbox
 * is seeded, by one of two rules:
 * - what happened or falls due at a moment (an upload, a message, a bill's dates, a decision, an
 *   authorization's end) moves by whole days, so it stays as many days before or after today;
 * - what belongs to the books' calendar (a month, quarter or year, a month's last day, a month's state)
 *   moves by whole periods of its kind, so last month stays last month and a month-end a month-end.
 * A due date that lands on a weekend or a holiday moves on to the next banking day, as the bank would.
 */

/** Thursday 26 November 2026: the day the seed's story is written as of. */
export const AUTHORED_DAY = '2026-11-26';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

export interface SeedClock {
  /** The seeding day, Finland's date `YYYY-MM-DD`. */
  readonly today: string;
  /** Whole days from the authored day to today. */
  readonly days: number;
  /** Whole months from the authored day's month to today's. */
  readonly months: number;
  /** An authored day `YYYY-MM-DD`, as many days from today as it was from the authored day. */
  date(authored: string): string;
  /** An authored due date or payment day: moved as `date`, then on to the next banking day. */
  dueDate(authored: string): string;
  /**
   * An authored moment (`2026-11-20T09:14:00+02:00`, any offset): the same wall-clock time in Finland on the
   * moved day, with Finland's offset of that day.
   */
  instant(authored: string): string;
  /** An authored period, `YYYY-MM`, `YYYY-Qn` or `YYYY`, moved by whole periods of its kind. */
  period(authored: string): string;
  /** An authored day of the books' calendar: its month moved by whole months; a month's last day stays its last. */
  monthDate(authored: string): string;
}

/** Finland's offset `+02:00` or `+03:00` at a wall-clock time there (the earlier one when a time is met twice). */
export function finnishOffsetAt(isoDate: string, time: string): string {
  for (const offset of ['+02:00', '+03:00']) {
    const wall = finnishWallClock(new Date(`${isoDate}T${time}${offset}`));
    if (wall.date === isoDate && `${wall.hour}:${wall.minute}` === time.slice(0, 5)) return offset;
  }
  // the hour skipped when the clocks go forward: read as winter time, which lands an hour later
  return '+02:00';
}

/** `2026-11-20T09:14:00+02:00` → the day and the `HH:MM:SS` on the wall clock in Finland. */
function finnishParts(instant: string): { date: string; time: string } {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new Error(`seed clock: not an instant: ${instant}`);
  const wall = finnishWallClock(at);
  const seconds = String(at.getUTCSeconds()).padStart(2, '0');
  return { date: wall.date, time: `${wall.hour}:${wall.minute}:${seconds}` };
}

export function seedClockOf(today: string = todayInFinland()): SeedClock {
  const days = dayNumber(today) - dayNumber(AUTHORED_DAY);
  const months = monthIndex(today) - monthIndex(AUTHORED_DAY);
  const quarters = Math.floor(monthIndex(today) / 3) - Math.floor(monthIndex(AUTHORED_DAY) / 3);
  const years = Number(today.slice(0, 4)) - Number(AUTHORED_DAY.slice(0, 4));
  const date = (authored: string) => addDays(authored, days);
  return {
    today,
    days,
    months,
    date,
    dueDate: (authored) => nextBankingDay(date(authored)),
    instant(authored) {
      const parts = finnishParts(authored);
      const moved = date(parts.date);
      return `${moved}T${parts.time}${finnishOffsetAt(moved, parts.time)}`;
    },
    period(authored) {
      const quarter = /^(\d{4})-Q([1-4])$/.exec(authored);
      if (quarter) {
        const index = Number(quarter[1]) * 4 + Number(quarter[2]) - 1 + quarters;
        return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
      }
      if (/^\d{4}$/.test(authored)) return String(Number(authored) + years);
      if (/^\d{4}-\d{2}$/.test(authored)) return shiftPeriod(authored, months);
      throw new Error(`seed clock: not a period: ${authored}`);
    },
    monthDate(authored) {
      const period = shiftPeriod(authored.slice(0, 7), months);
      const day = Number(authored.slice(8, 10));
      const wasLast = authored === lastDayOf(authored.slice(0, 7));
      if (wasLast) return lastDayOf(period);
      const last = daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
      return `${period}-${String(Math.min(day, last)).padStart(2, '0')}`;
    },
  };
}

/** `2026-11-03` → `3.11.2026`, as a Finnish text or document writes a day. */
export function finnishDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

/** `2026-10` → `10/2026`, as a Finnish text names a month. */
export function finnishMonth(period: string): string {
  return `${Number(period.slice(5, 7))}/${period.slice(0, 4)}`;
}

const MONTH_NAMES = ['tammikuu', 'helmikuu', 'maaliskuu', 'huhtikuu', 'toukokuu', 'kesäkuu', 'heinäkuu', 'elokuu', 'syyskuu', 'lokakuu', 'marraskuu', 'joulukuu'] as const;

/** A month's Finnish name in the nominative, `2026-10` → `lokakuu`. */
export function finnishMonthName(period: string): string {
  return MONTH_NAMES[Number(period.slice(5, 7)) - 1] ?? period;
}
