import { claimsOf } from './oidc-storage.ts';

/**
 * oidc-client-ts checks only `sub`, `nonce` and `azp` of an ID token. The portal sends the ID token
 * as its bearer (spec §5), so it checks the rest itself before the token is used even once.
 * The signature is the service's to verify; here a token meant for someone else is stopped early.
 */
export type IdTokenProblem = 'malformed' | 'issuer' | 'audience' | 'expired' | 'nonce';

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** Seconds since the epoch, the browser's clock. */
  now: number;
  /** The nonce the sign-in request carried, when the token answers one. */
  nonce?: string;
  /** Clock skew tolerated on `exp`, as the service tolerates it. */
  leewaySeconds?: number;
}

export interface IdTokenFacts {
  subject: string;
  expiresAt: number;
  issuedAt?: number;
}

export type IdTokenCheck = { ok: true; facts: IdTokenFacts } | { ok: false; problem: IdTokenProblem };

export function checkIdToken(idToken: string, expected: IdTokenExpectations): IdTokenCheck {
  const claims = claimsOf(idToken);
  if (claims === null) return { ok: false, problem: 'malformed' };
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return { ok: false, problem: 'malformed' };
  if (claims.iss !== expected.issuer) return { ok: false, problem: 'issuer' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) return { ok: false, problem: 'audience' };
  if (audiences.length > 1 && claims.azp !== expected.clientId) return { ok: false, problem: 'audience' };
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) return { ok: false, problem: 'nonce' };
  if (claims.exp + (expected.leewaySeconds ?? 0) <= expected.now) return { ok: false, problem: 'expired' };
  return {
    ok: true,
    facts: { subject: claims.sub, expiresAt: claims.exp, ...(typeof claims.iat === 'number' ? { issuedAt: claims.iat } : {}) },
  };
}
