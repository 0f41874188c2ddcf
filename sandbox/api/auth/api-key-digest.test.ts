import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { scratchDatabase } from '../../testing/scratch-database.ts';
import { ApiError } from '../errors.ts';
import { DIGEST_LOOKUP_HEX_CHARS, digestApiKeySecret, secretMatchesStoredDigest } from './api-key-secret.ts';
import { TOKEN_LIFETIMES } from '../../idp/provider.ts';
import { createAuthenticator } from './authenticate.ts';

/**
 * Spec §5 / docs/sandbox.md, Service: keys are stored only as SHA-256 digests and compared in constant time. The stored
 * row is found by the first part of the digest, so the constant-time comparison of the whole digests is
 * what decides — these tests store digests that differ from the right one by a single byte.
 */

/** The hex digest with the byte at `index` (0–31) changed. */
function flipByte(digestHex: string, index: number): string {
  const bytes = Buffer.from(digestHex, 'hex');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('hex');
}

const GOOD = 'svc_sk_test_digest_good';
const TAMPERED_LAST = 'svc_sk_test_digest_tampered_last';
const TAMPERED_AFTER_LOOKUP = 'svc_sk_test_digest_tampered_after_lookup';
const REVOKED = 'svc_sk_test_digest_revoked';

let db: Database;
let authenticate: ReturnType<typeof createAuthenticator>;

async function storeKey(id: string, storedDigest: string, revoked = false) {
  await db.query(
    `insert into api_keys (id, customer_id, name, scope, secret_sha256, created_by, created_at, revoked_at)
     values ($1, 'cus_aurora', $1, 'read', $2, 'admin@aurora.example', now(), $3)`,
    [id, storedDigest, revoked ? new Date() : null],
  );
}

async function refusal(secret: string): Promise<ApiError> {
  const error: unknown = await authenticate(`Bearer ${secret}`).then(
    () => undefined,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  db = await scratchDatabase();
  authenticate = createAuthenticator(db, { issuer: 'http://localhost:0/idp', audience: 'customer-portal', jwks: { keys: [] }, idTokenLifetimeSeconds: TOKEN_LIFETIMES.IdToken });
  await storeKey('key_digest_good', digestApiKeySecret(GOOD));
  await storeKey('key_digest_tampered_last', flipByte(digestApiKeySecret(TAMPERED_LAST), 31));
  // the first byte after the part the row is found by: found, then refused by the comparison
  await storeKey('key_digest_tampered_after_lookup', flipByte(digestApiKeySecret(TAMPERED_AFTER_LOOKUP), DIGEST_LOOKUP_HEX_CHARS / 2));
  await storeKey('key_digest_revoked', digestApiKeySecret(REVOKED), true);
});

afterAll(async () => {
  await db.close();
});

describe('API keys are compared in constant time with the stored digest', () => {
  it('constant-time compare: matches a secret only with its own stored digest, byte for byte', () => {
    const digest = digestApiKeySecret(GOOD);
    expect(secretMatchesStoredDigest(GOOD, digest)).toBe(true);
    for (const index of [0, DIGEST_LOOKUP_HEX_CHARS / 2, 31]) {
      expect(secretMatchesStoredDigest(GOOD, flipByte(digest, index)), `byte ${index}`).toBe(false);
    }
    expect(secretMatchesStoredDigest(`${GOOD}x`, digest)).toBe(false);
  });

  it('constant-time compare: a stored value that is not a whole SHA-256 hex digest matches nothing, without throwing', () => {
    const digest = digestApiKeySecret(GOOD);
    for (const stored of ['', digest.slice(0, 62), `${digest}00`, digest.toUpperCase(), `${digest.slice(0, 63)}g`]) {
      expect(secretMatchesStoredDigest(GOOD, stored), stored).toBe(false);
    }
  });

  it('constant-time compare: accepts the key whose stored digest is its own', async () => {
    const principal = await authenticate(`Bearer ${GOOD}`);
    expect(principal).toEqual({ kind: 'api_key', keyId: 'key_digest_good', name: 'key_digest_good', scope: 'read', customerId: 'cus_aurora' });
  });

  it.each([
    ['in its last byte', TAMPERED_LAST],
    ['in the first byte after the part the row is found by', TAMPERED_AFTER_LOOKUP],
  ])('constant-time compare: refuses (401) a key whose stored digest differs by one byte %s', async (_where, secret) => {
    const error = await refusal(secret);
    expect(error.status).toBe(401);
    expect(error.envelope).toEqual({ error: 'invalid_token', detail: 'The API key is not known.' });
  });

  it('a revoked key gets 401 (its digest still matches)', async () => {
    const error = await refusal(REVOKED);
    expect(error.status).toBe(401);
    expect(error.envelope).toEqual({ error: 'invalid_token', detail: 'The API key has been revoked.' });
  });

  it('an unknown key gets 401', async () => {
    const error = await refusal('svc_sk_test_digest_unknown');
    expect(error.status).toBe(401);
    expect(error.error).toBe('invalid_token');
  });
});
