import { finnishWallClock, type FinnishOffsetSpan } from './calendar.ts';

/**
 * Finland's offset from UTC, read from the browser's own time-zone data (never a hand-kept rule), and how long it
 * holds: the boot dates its first reads with it without making a date format of its own, whose first one costs a
 * slow phone's main thread well over 50 ms (docs/decisions/0023). It is read in a worker (src/portal/finnish-time-worker.ts),
 * which loads the browser's date data off the main thread for every format the page makes after it.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Finland's offset at the minute of `instant`. */
export function finnishOffsetAt(instant: number): number {
  const minute = Math.floor(instant / MINUTE) * MINUTE;
  const { date, hour, minute: minutes } = finnishWallClock(new Date(minute));
  const [year, month, day] = date.split('-').map(Number);
  return Math.round((Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, Number(hour), Number(minutes)) - minute) / MINUTE);
}

/**
 * The offset at `at` and the first minute after it with another offset (a change to or from summer time), looked
 * for day by day and then to the minute; without a change within `horizonDays`, it holds until then.
 */
export function finnishOffsetSpan(at: number, horizonDays = 400): FinnishOffsetSpan {
  const offsetMinutes = finnishOffsetAt(at);
  let before = at;
  for (let day = 1; day <= horizonDays; day++) {
    const after = at + day * DAY;
    if (finnishOffsetAt(after) === offsetMinutes) {
      before = after;
      continue;
    }
    let [low, high] = [Math.floor(before / MINUTE), Math.floor(after / MINUTE)];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (finnishOffsetAt(middle * MINUTE) === offsetMinutes) low = middle;
      else high = middle;
    }
    return { offsetMinutes, from: at, until: high * MINUTE };
  }
  return { offsetMinutes, from: at, until: at + horizonDays * DAY };
}
