import { describe, expect, it } from 'vitest';
import { ageOf, isStale, STALE_WORKING_MS } from './agent-freshness.ts';

/** How old the agent's status is and when "working" is no longer believed (docs/decisions/0025). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UPDATED = '2026-11-20T09:14:00+02:00';
const at = (ms: number) => Date.parse(UPDATED) + ms;

describe('the age of a status', () => {
  it('is the time since updated_at', () => {
    expect(ageOf(UPDATED, at(4 * DAY))).toBe(4 * DAY);
  });

  it('is never negative: an updated_at a little ahead of this clock is "now", not "in 2 minutes"', () => {
    expect(ageOf(UPDATED, at(-2 * MINUTE))).toBe(0);
  });

  it('is 0 for an updated_at that cannot be read, rather than NaN in a sentence', () => {
    expect(ageOf('not a time', at(DAY))).toBe(0);
  });
});

describe('when a status is stale', () => {
  it('is after an hour without an update, for "working" only', () => {
    expect(STALE_WORKING_MS).toBe(HOUR);
    expect(isStale('working', HOUR)).toBe(false);
    expect(isStale('working', HOUR + 1)).toBe(true);
    expect(isStale('working', 4 * DAY)).toBe(true);
  });

  it('is never for "idle": a resting state stays true until work arrives', () => {
    expect(isStale('idle', 30 * DAY)).toBe(false);
  });

  it('is never claimed for a state the portal does not know: it is shown as it came, with its age', () => {
    expect(isStale('resting', 30 * DAY)).toBe(false);
  });
});
