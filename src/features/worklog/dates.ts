import { addDays } from '../../api/schemas/calendar.ts';
import { dayNumberOf, DEFAULT_RANGE, isoWeekday, type RangeSelection } from './ranges.ts';

export { FINNISH_TIME_ZONE, finnishWallClock, todayInFinland } from '../../api/schemas/calendar.ts';

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings for the work log's own chunk: ISO weeks, and a selection written
 * back to the URL. The ranges and their reading from the URL are in ./ranges.ts, which the boot also uses.
 */

/** The ISO 8601 week of a date: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(iso: string): { year: number; week: number } {
  const thursday = addDays(iso, 4 - isoWeekday(iso));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumberOf(thursday) - dayNumberOf(`${year}-01-01`)) / 7) + 1;
  return { year, week };
}

export function searchOfSelection(selection: RangeSelection): URLSearchParams {
  if (selection.preset === 'custom') return new URLSearchParams({ from: selection.from, to: selection.to });
  return new URLSearchParams(selection.preset === DEFAULT_RANGE.preset ? {} : { range: selection.preset });
}
