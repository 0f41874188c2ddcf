import { describe, expect, it } from 'vitest';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { partitionKeys, relativeTime } from './key-list.ts';

const key = (id: string, revoked_at?: string): ApiKeyMetadata => ({
  id,
  name: id,
  scope: 'read',
  created_by: 'admin@aurora.example',
  created_at: '2026-01-01T00:00:00.000Z',
  ...(revoked_at ? { revoked_at } : {}),
});

describe('revoked keys are listed apart from the working ones', () => {
  it('keeps the service’s newest-first order for working keys and puts the latest revoked first', () => {
    const { active, revoked } = partitionKeys([
      key('new'),
      key('revoked-early', '2026-03-01T00:00:00.000Z'),
      key('old'),
      key('revoked-late', '2026-09-01T00:00:00.000Z'),
    ]);
    expect(active.map((k) => k.id)).toEqual(['new', 'old']);
    expect(revoked.map((k) => k.id)).toEqual(['revoked-late', 'revoked-early']);
  });
});

describe('last used, said relatively', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [ago(10), 'fi', 'nyt'],
    [ago(59 * 60), 'fi', '59 minuuttia sitten'],
    [ago(3 * 3600 + 59 * 60), 'fi', '3 tuntia sitten'],
    [ago(26 * 3600), 'fi', 'eilen'],
    [ago(26 * 3600), 'en', 'yesterday'],
    [ago(3 * 24 * 3600), 'sv', 'för 3 dagar sedan'],
    [ago(40 * 24 * 3600), 'en', 'last month'],
    [ago(400 * 24 * 3600), 'en', 'last year'],
  ] as const)('%s in %s is "%s", counted down to whole units', (timestamp, language, expected) => {
    expect(relativeTime(timestamp, now, language)).toBe(expected);
  });

  it('says "now" for a moment a little in the future rather than "in 5 seconds"', () => {
    expect(relativeTime(new Date(now + 5000).toISOString(), now, 'en')).toBe('now');
  });

  it('shows a value it cannot read as it is', () => {
    expect(relativeTime('not a time', now, 'fi')).toBe('not a time');
  });
});
