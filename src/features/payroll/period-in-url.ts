import { PERIOD_PATTERN, periodOf, todayInFinland } from '../../api/schemas/calendar.ts';

export { periodOf };

/**
 * The period a URL asks for, or the current month when it names none or nothing valid. Light (no schema
 * library): the boot reads it to ask for the workspace before the payroll view has arrived.
 */
export function periodFromSearch(value: string | null, today: string = todayInFinland()): string {
  return value !== null && PERIOD_PATTERN.test(value) ? value : periodOf(today);
}
