import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatWeekday } from './format-words.ts';

describe('a weekday, read from the calendar date alone', () => {
  it.each([
    ['fi', 'pe'],
    ['sv', 'fre'],
    ['en', 'Fri'],
  ] as const)('says a Friday in %s as "%s", whatever the zone', (language, expected) => {
    expect(formatWeekday('2026-11-20', language)).toBe(expected);
  });

  it('names each day of a week, Monday to Sunday, across a month and a year', () => {
    const week = ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'];
    expect(week.map((date) => formatWeekday(date, 'fi'))).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']);
    expect(week.map((date) => formatWeekday(date, 'en'))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('gives back what is not a date as it came, never a failure', () => {
    expect(formatWeekday('not-a-date', 'fi')).toBe('not-a-date');
  });
});

describe('last used, said relatively', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [ago(10), 'fi', 'nyt'],
    [ago(59 * 60), 'fi', '59 minuuttia sitten'],
    [ago(3 * 3600 + 59 * 60), 'fi', '3 tuntia sitten'],
    // a number, never "yesterday": 26 hours ago may have been the day before yesterday
    [ago(26 * 3600), 'fi', '1 päivä sitten'],
    [ago(26 * 3600), 'en', '1 day ago'],
    [ago(3 * 24 * 3600), 'sv', 'för 3 dagar sedan'],
    [ago(4 * 24 * 3600 + 5 * 3600), 'fi', '4 päivää sitten'],
    [ago(40 * 24 * 3600), 'en', '1 month ago'],
    [ago(400 * 24 * 3600), 'en', '1 year ago'],
  ] as const)('%s in %s is "%s", counted down to whole units', (timestamp, language, expected) => {
    expect(formatRelativeTime(timestamp, now, language)).toBe(expected);
  });

  it('says "now" for a moment a little in the future rather than "in 5 seconds"', () => {
    expect(formatRelativeTime(new Date(now + 5000).toISOString(), now, 'en')).toBe('now');
  });

  it('shows a value it cannot read as it is', () => {
    expect(formatRelativeTime('not a time', now, 'fi')).toBe('not a time');
  });
});
