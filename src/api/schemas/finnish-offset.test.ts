import { describe, expect, it } from 'vitest';
import { finnishDateBy, todayInFinland } from './calendar.ts';
import { finnishOffsetAt, finnishOffsetSpan } from './finnish-offset.ts';

const at = (iso: string) => Date.parse(iso);

/** docs/decisions/0023: the boot dates its first reads by Finland's offset read ahead, and must name the same day as the time-zone data. */
describe('Finland’s offset and how long it holds', () => {
  it('is two hours in winter and three in summer, by the browser’s own zone data', () => {
    expect(finnishOffsetAt(at('2026-01-15T12:00:00Z'))).toBe(120);
    expect(finnishOffsetAt(at('2026-07-15T12:00:00Z'))).toBe(180);
  });

  it('holds until the minute summer time ends (01:00 UTC on the last Sunday of October), and no longer', () => {
    const span = finnishOffsetSpan(at('2026-10-20T09:30:12Z'));
    expect(span).toEqual({ offsetMinutes: 180, from: at('2026-10-20T09:30:12Z'), until: at('2026-10-25T01:00:00Z') });
    expect(finnishDateBy(span, at('2026-10-25T00:59:59Z'))).toBe('2026-10-25');
    expect(finnishDateBy(span, at('2026-10-25T01:00:00Z'))).toBeNull();
  });

  it('holds in winter until summer time begins in March', () => {
    expect(finnishOffsetSpan(at('2026-11-28T06:00:00Z')).until).toBe(at('2027-03-28T01:00:00Z'));
  });

  it('names the same day as the time-zone data around midnight in Finland, in winter and in summer', () => {
    for (const iso of ['2026-11-27T21:59:59Z', '2026-11-27T22:00:00Z', '2026-06-30T20:59:00Z', '2026-06-30T21:00:00Z', '2026-12-31T22:00:00Z']) {
      const span = finnishOffsetSpan(at(iso) - 3_600_000);
      expect(finnishDateBy(span, at(iso)), iso).toBe(todayInFinland(new Date(iso)));
    }
  });

  it('says nothing for an instant before it was read (a clock set back)', () => {
    const span = finnishOffsetSpan(at('2026-11-28T06:00:00Z'));
    expect(finnishDateBy(span, at('2026-11-28T05:59:59Z'))).toBeNull();
  });

  it('holds to the horizon where the zone has no change within it', () => {
    const span = finnishOffsetSpan(at('2026-11-28T06:00:00Z'), 30);
    expect(span.until).toBe(at('2026-12-28T06:00:00Z'));
  });
});
