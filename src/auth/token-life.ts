/** The life of a session's ID token as the portal counts it: when it is renewed, and what names it. */
import { RENEW_BEFORE_SECONDS } from './oidc-storage.ts';

/**
 * How long a token lives and when, counted from its arrival, it is renewed: a minute before its exp,
 * but never in the first half of a short life or within five seconds (no renewal loop).
 */
export function lifeOf(expiresAt: number, issuedAt: number | undefined, arrivedAt: number): { lifetime: number; renewAfter: number } {
  const lifetime = issuedAt !== undefined && expiresAt > issuedAt ? expiresAt - issuedAt : expiresAt - arrivedAt;
  return { lifetime, renewAfter: Math.max(lifetime - RENEW_BEFORE_SECONDS, lifetime / 2, 5) };
}

/** A JWT's signature names it without keeping the token itself a second time. */
export const signatureOf = (jwt: string): string => jwt.slice(jwt.lastIndexOf('.') + 1);
