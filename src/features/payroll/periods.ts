import { lastDayOf, shiftPeriod } from '../../api/schemas/calendar.ts';
import { todayInFinland } from '../../api/schemas/finnish-identifiers.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import { periodFromSearch, periodOf } from './period-in-url.ts';
import type { PayrollWorkspace } from '../../api/schemas/payroll.ts';

/**
 * Payroll periods and paydays as `YYYY-MM` / `YYYY-MM-DD` text. "Today" is the date in Finland, as the
 * service counts it when it refuses a payday in the past, and the same day the contract refuses a
 * birth date after: one function, the contract's.
 */

export { todayInFinland };

export { periodFromSearch, periodOf };

export { lastDayOf, shiftPeriod };

/**
 * The payday to suggest for a tax-card fetch in `period`: the first draft run's payday not in the past,
 * else the period's last day, else (a period already over) today.
 */
export function suggestedPayday(workspace: Pick<Read<PayrollWorkspace>, 'period' | 'draft_runs'>, today: string = todayInFinland()): string {
  // a run that could not be read has no payday to suggest
  const upcoming = readableItems(workspace.draft_runs)
    .filter((run) => run.status === 'draft' && run.payment_date >= today)
    .map((run) => run.payment_date)
    .sort();
  if (upcoming[0] !== undefined) return upcoming[0];
  const last = lastDayOf(workspace.period);
  return last >= today ? last : today;
}

/** Whether an employment from `start` to `end` (null: open-ended) has any day in `period`. */
export function employedIn(period: string, start: string | null, end: string | null): boolean {
  if (start === null) return false;
  return start <= lastDayOf(period) && (end === null || end >= `${period}-01`);
}

/**
 * The period the service answers an employee write with when the write names none (the person is not
 * employed in the month on screen): the month nearest today in which the employment from `start` to `end`
 * (null: open-ended) has a day. Used when that answer could not be read, to show the month the person is in.
 */
export function nearestEmployedPeriod(start: string, end: string | null, today: string = todayInFinland()): string {
  const current = periodOf(today);
  const first = periodOf(start);
  if (current < first) return first;
  if (end !== null && current > periodOf(end)) return periodOf(end);
  return current;
}
