import { describe, expect, it } from 'vitest';
import { LOCALE_OF } from '../../i18n/format.ts';
import { ageOf, formatAge, isStale, relativeAge, STALE_WORKING_MS } from './agent-freshness.ts';

/** How old the agent's status is and when "working" is no longer believed (issue 15 §4). */

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

describe('the age in words', () => {
  it('takes the largest whole unit: minutes, hours, days', () => {
    expect(relativeAge(59_999)).toEqual({ value: 0, unit: 'second' });
    expect(relativeAge(MINUTE)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeAge(59 * MINUTE + 59_999)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeAge(HOUR)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeAge(DAY - 1)).toEqual({ value: -23, unit: 'hour' });
    expect(relativeAge(4 * DAY + 5 * HOUR)).toEqual({ value: -4, unit: 'day' });
  });

  it('is said in the person’s language', () => {
    expect(formatAge(4 * DAY, LOCALE_OF.fi)).toBe('4 päivää sitten');
    expect(formatAge(4 * DAY, LOCALE_OF.sv)).toBe('för 4 dagar sedan');
    expect(formatAge(4 * DAY, LOCALE_OF.en)).toBe('4 days ago');
    expect(formatAge(5 * MINUTE, LOCALE_OF.fi)).toBe('5 minuuttia sitten');
    expect(formatAge(3 * HOUR, LOCALE_OF.en)).toBe('3 hours ago');
  });

  it('says "now" under a minute, and a number of days otherwise: "yesterday" for 25 hours could name the wrong day', () => {
    expect(formatAge(10_000, LOCALE_OF.fi)).toBe('nyt');
    expect(formatAge(10_000, LOCALE_OF.en)).toBe('now');
    expect(formatAge(25 * HOUR, LOCALE_OF.fi)).toBe('1 päivä sitten');
  });
});
