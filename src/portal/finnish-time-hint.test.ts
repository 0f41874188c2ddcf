import { describe, expect, it } from 'vitest';
import { FINNISH_TIME_KEY, finnishTodayByHint, rememberFinnishOffset } from './finnish-time-hint.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const at = (iso: string) => Date.parse(iso);

/** Issue 32: the boot dates its first reads by the offset a worker read earlier, only while it holds, and reads nothing else as one. */
describe('the tab’s note of Finland’s offset', () => {
  it('dates by what the worker read while it holds, and says nothing once it no longer does', () => {
    const storage = memoryStorage();
    rememberFinnishOffset({ offsetMinutes: 120, from: at('2026-11-28T06:00:00Z'), until: at('2027-03-28T01:00:00Z') }, storage);
    expect(finnishTodayByHint(at('2026-11-28T21:59:00Z'), storage)).toBe('2026-11-28');
    expect(finnishTodayByHint(at('2026-11-28T22:00:00Z'), storage)).toBe('2026-11-29');
    expect(finnishTodayByHint(at('2027-03-28T01:00:00Z'), storage)).toBeNull();
  });

  it('reads a strange message or a damaged note as none', () => {
    const storage = memoryStorage();
    const now = at('2026-11-28T06:00:00Z');
    for (const value of [null, 'x', { offsetMinutes: '120', from: 0, until: now * 2 }, { offsetMinutes: 120.5, from: 0, until: now * 2 }, { offsetMinutes: 120, from: 0 }]) {
      rememberFinnishOffset(value, storage);
      expect(finnishTodayByHint(now, storage), JSON.stringify(value)).toBeNull();
    }
    storage.setItem(FINNISH_TIME_KEY, '{not json');
    expect(finnishTodayByHint(at('2026-11-28T06:00:00Z'), storage)).toBeNull();
    expect(finnishTodayByHint(at('2026-11-28T06:00:00Z'), memoryStorage())).toBeNull();
  });
});
