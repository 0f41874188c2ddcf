import { afterEach, describe, expect, it, vi } from 'vitest';
import { assumeFinnishOffset, todayInFinland } from '../api/schemas/calendar.ts';
import { assumeKeptFinnishOffset, FINNISH_TIME_KEY, rememberFinnishOffset } from './finnish-time-hint.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const at = (iso: string) => Date.parse(iso);
const WINTER = { offsetMinutes: 120, from: at('2026-11-28T06:00:00Z'), until: at('2027-03-28T01:00:00Z') };
// an offset no zone data gives, so that a date reckoned by it shows that it was used
const MADE_UP = { offsetMinutes: 12 * 60, from: at('2026-11-28T06:00:00Z'), until: at('2026-11-29T06:00:00Z') };

afterEach(() => {
  assumeFinnishOffset(undefined);
  vi.useRealTimers();
});

/** docs/decisions/0023: the page dates by the offset a worker read earlier, only while it holds, and reads nothing else as one. */
describe('the tab’s note of Finland’s offset', () => {
  it('dates the page by what the worker read while it holds, and by the zone data once it no longer does', () => {
    const storage = memoryStorage();
    rememberFinnishOffset(WINTER, storage);
    expect(assumeKeptFinnishOffset(at('2026-11-28T21:59:00Z'), storage)).toBe(true);
    expect(todayInFinland(new Date('2026-11-28T21:59:00Z'))).toBe('2026-11-28');
    expect(todayInFinland(new Date('2026-11-28T22:00:00Z'))).toBe('2026-11-29');
    expect(assumeKeptFinnishOffset(at('2027-03-28T01:00:00Z'), storage)).toBe(false);
  });

  it('is what today’s date is reckoned from, and only while it holds', () => {
    const storage = memoryStorage();
    storage.setItem(FINNISH_TIME_KEY, JSON.stringify(MADE_UP));
    expect(assumeKeptFinnishOffset(at('2026-11-28T13:00:00Z'), storage)).toBe(true);
    expect(todayInFinland(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-29');
    // past its end the zone data says
    expect(todayInFinland(new Date('2026-11-29T13:00:00Z'))).toBe('2026-11-29');
    expect(todayInFinland(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
  });

  it('dates this page by what the worker sends, when it holds now', () => {
    vi.useFakeTimers({ now: at('2026-11-28T13:00:00Z'), toFake: ['Date'] });
    rememberFinnishOffset(MADE_UP, memoryStorage());
    expect(todayInFinland(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-29');
  });

  it('reads a strange message or a damaged note as none', () => {
    const storage = memoryStorage();
    const now = at('2026-11-28T06:00:00Z');
    for (const value of [null, 'x', { offsetMinutes: '120', from: 0, until: now * 2 }, { offsetMinutes: 120.5, from: 0, until: now * 2 }, { offsetMinutes: 120, from: 0 }]) {
      rememberFinnishOffset(value, storage);
      expect(assumeKeptFinnishOffset(now, storage), JSON.stringify(value)).toBe(false);
    }
    storage.setItem(FINNISH_TIME_KEY, '{not json');
    expect(assumeKeptFinnishOffset(now, storage)).toBe(false);
    expect(assumeKeptFinnishOffset(now, memoryStorage())).toBe(false);
    expect(todayInFinland(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-28');
  });
});
