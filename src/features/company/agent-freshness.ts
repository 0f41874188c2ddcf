/**
 * How old the agent's status is, and whether "working" can still be believed (docs/decisions/0025). Time comes in
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
