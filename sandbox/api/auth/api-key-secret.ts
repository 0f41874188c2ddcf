import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'svc_sk_';

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** A new secret: the prefix and 32 random bytes. It is shown once and then only its digest exists. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Secrets carry 256 bits of randomness, so an unsalted SHA-256 digest is enough to make the stored value useless. */
export function digestApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * How many leading hex characters of the stored digest find a key's row. Finding the row by a part of
 * the digest, not by all of it, leaves the decision to `secretMatchesStoredDigest`: the database's own
 * comparison, which stops at the first differing character, never decides whether a secret is right.
 * 64 bits of the digest single out one key among all stored ones and reveal nothing of the secret.
 */
export const DIGEST_LOOKUP_HEX_CHARS = 16;

/** The part of a secret's digest its stored row is looked up by (see DIGEST_LOOKUP_HEX_CHARS). */
export function digestLookupOf(secret: string): string {
  return digestApiKeySecret(secret).slice(0, DIGEST_LOOKUP_HEX_CHARS);
}

const STORED_DIGEST = /^[0-9a-f]{64}$/;

/**
 * Whether a presented secret is the one whose digest was stored: its SHA-256 digest compared with the
 * stored digest in constant time, as 32 bytes each. A stored value that is not a SHA-256 hex digest
 * matches nothing (and is not decoded, which would silently shorten it).
 */
export function secretMatchesStoredDigest(secret: string, storedDigestHex: string): boolean {
  if (!STORED_DIGEST.test(storedDigestHex)) return false;
  const presented = createHash('sha256').update(secret, 'utf8').digest();
  const stored = Buffer.from(storedDigestHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
