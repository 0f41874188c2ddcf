import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';

export interface PartitionedKeys {
  /** Keys that work, in the service's order (newest first). */
  active: ApiKeyMetadata[];
  /** Revoked keys, most recently revoked first: what changed last is what a person looks for. */
  revoked: ApiKeyMetadata[];
}

export function partitionKeys(keys: readonly ApiKeyMetadata[]): PartitionedKeys {
  const active = keys.filter((key) => key.revoked_at === undefined);
  const revoked = keys
    .filter((key) => key.revoked_at !== undefined)
    .sort((a, b) => Date.parse(b.revoked_at ?? '') - Date.parse(a.revoked_at ?? ''));
  return { active, revoked };
}
