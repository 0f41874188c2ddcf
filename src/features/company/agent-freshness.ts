/**
 * How old the agent's status is, and whether "working" can still be believed (issue 15 §4). Time comes in
 * as `now` (milliseconds), so that every rule here is tested without a clock.
 */

/**
 * A status that says "working" and has not been updated for an hour is shown as possibly out of date
 * instead of as "working". A working agent updates its status with every step it takes (the sandbox's every
 * few seconds, the overview asks every five); a long step, such as reading a year of bank statements or
 * waiting for a provider, may keep it quiet for some minutes, but an hour of silence is beyond any step,
 * so the agent has most likely stopped without saying so. An hour rather than minutes, so that a slow
 * step never cries wolf. "Idle" is a resting state that stays true until work arrives: it is never stale.
 */
export const STALE_WORKING_MS = 60 * 60 * 1000;

/** Milliseconds since `updatedAt` at `now`; 0 for a time in the future (a clock a little ahead) or one that cannot be read. */
export function ageOf(updatedAt: string, now: number): number {
  // Math.max of NaN is NaN, which `|| 0` turns into 0
  return Math.max(0, now - Date.parse(updatedAt)) || 0;
}

/** Whether a status of this state and age can no longer be taken at its word: only "working" goes stale, after STALE_WORKING_MS. */
export function isStale(state: string, ageMs: number): boolean {
  return state === 'working' && ageMs > STALE_WORKING_MS;
}

/** The units an age is said in, largest first, with their length in milliseconds. */
const UNITS = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
] as const;

/**
 * An age in the largest whole unit it reaches, as Intl.RelativeTimeFormat takes it (negative: in the past).
 * Under a minute it is "now": seconds would be false precision for a status asked for every few seconds.
 */
export function relativeAge(ageMs: number): { value: number; unit: 'second' | (typeof UNITS)[number][0] } {
  for (const [unit, length] of UNITS) if (ageMs >= length) return { value: -Math.floor(ageMs / length), unit };
  return { value: 0, unit: 'second' };
}

/** "4 päivää sitten", "för 4 dagar sedan", "4 days ago" — in the locale given (LOCALE_OF of the person's language). */
export function formatAge(ageMs: number, locale: string): string {
  const { value, unit } = relativeAge(ageMs);
  // "now" under a minute; otherwise always a number: "eilen" for 25 hours ago could name the wrong day
  return new Intl.RelativeTimeFormat(locale, { numeric: value === 0 ? 'auto' : 'always' }).format(value, unit);
}
