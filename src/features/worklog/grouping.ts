import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { isoWeekOf } from './dates.ts';
import { isoWeekRange, type DateRange } from './ranges.ts';

export interface DayGroup {
  date: string;
  minutes: number;
  entries: WorklogEntry[];
  /** The oldest day of a list cut at the cap: its earlier entries may be missing, so its total is of those shown. */
  cut: boolean;
}

export interface WeekGroup {
  /** `2026-W47` */
  key: string;
  year: number;
  week: number;
  /** Monday and Sunday of the week, or of its part inside the range looked at. */
  from: string;
  to: string;
  /** The range looked at starts or ends inside this week: its total is of that part only. */
  partial: boolean;
  /** The oldest week of a list cut at the cap: `from` is its oldest day shown, and that day may lack entries. */
  cut: boolean;
  minutes: number;
  days: DayGroup[];
}

export interface Grouped {
  weeks: WeekGroup[];
  minutes: number;
  count: number;
}

/**
 * Entries by ISO week and day, newest first, with the minutes of each day, week and the whole list.
 * Entries keep their order within a day (the service's: newest first); days and weeks are sorted
 * so that the grouping never depends on the order it was given. A week the range cuts is given the
 * dates of its part inside the range, so that its total never passes for the whole week's. When the
 * list was cut at the service's cap (`truncated`), its oldest day and week are marked cut for the same
 * reason: the entries before the cut, of that very day too, are not in the list.
 */
export function groupByWeekAndDay(entries: readonly WorklogEntry[], range?: DateRange, truncated = false): Grouped {
  const weeks = new Map<string, WeekGroup>();
  const days = new Map<string, { day: DayGroup; week: WeekGroup }>();
  let total = 0;
  for (const entry of entries) {
    let found = days.get(entry.entry_date);
    if (!found) {
      const { year, week } = isoWeekOf(entry.entry_date);
      const key = `${year}-W${String(week).padStart(2, '0')}`;
      let weekGroup = weeks.get(key);
      if (!weekGroup) {
        const whole = isoWeekRange(entry.entry_date);
        const from = range && range.from > whole.from ? range.from : whole.from;
        const to = range && range.to < whole.to ? range.to : whole.to;
        weekGroup = { key, year, week, from, to, partial: from !== whole.from || to !== whole.to, cut: false, minutes: 0, days: [] };
        weeks.set(key, weekGroup);
      }
      const day: DayGroup = { date: entry.entry_date, minutes: 0, entries: [], cut: false };
      weekGroup.days.push(day);
      found = { day, week: weekGroup };
      days.set(entry.entry_date, found);
    }
    found.day.entries.push(entry);
    found.day.minutes += entry.minutes;
    found.week.minutes += entry.minutes;
    total += entry.minutes;
  }
  const sorted = [...weeks.values()].sort((a, b) => (a.from < b.from ? 1 : -1));
  for (const week of sorted) week.days.sort((a, b) => (a.date < b.date ? 1 : -1));
  const oldestWeek = sorted.at(-1);
  const oldestDay = oldestWeek?.days.at(-1);
  if (truncated && oldestWeek && oldestDay) {
    oldestWeek.cut = true;
    oldestWeek.partial = true;
    oldestWeek.from = oldestDay.date;
    oldestDay.cut = true;
  }
  return { weeks: sorted, minutes: total, count: entries.length };
}

/**
 * How many weeks, from the newest, hold the first `entries` entries: whole weeks only, at least one,
 * so that a list rendered in parts never shows half a week or half a day.
 */
export function weeksHolding(weeks: readonly WeekGroup[], entries: number): number {
  let count = 0;
  let held = 0;
  for (const week of weeks) {
    if (count > 0 && held >= entries) break;
    held += week.days.reduce((sum, day) => sum + day.entries.length, 0);
    count += 1;
  }
  return count;
}
