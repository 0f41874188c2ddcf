import { describe, expect, it } from 'vitest';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { partitionKeys } from './key-list.ts';

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
