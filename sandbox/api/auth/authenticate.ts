import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';
import type { ApiKeyScope } from '../../../src/api/schemas/api-key-scope.ts';
import type { Database } from '../../db/database.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { unauthorized } from '../errors.ts';
import { refuseEndedSession } from './ended-sessions.ts';
import { acceptInvitations } from '../../members/invitations.ts';
import { DIGEST_LOOKUP_HEX_CHARS, digestLookupOf, isApiKeyToken, secretMatchesStoredDigest } from './api-key-secret.ts';
import type { ApiKeyPrincipal, InteractivePrincipal, Principal } from './principal.ts';

/** Spec §5 names no leeway; one minute absorbs clock skew between the provider, service and browser. */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface TokenVerification {
  issuer: string;
  audience: string;
  /** The identity provider's public signing keys. */
  jwks: JSONWebKeySet;
  /**
   * How long the provider's ID tokens live (`exp − iat`, seconds): the provider's own setting, passed in
   * by whoever starts both. A token signed to live longer was not issued by the provider as configured.
   */
  idTokenLifetimeSeconds: number;
}

const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

/** The public half of a key set, which is all a verifier may hold. */
export function publicKeySet(keys: readonly JWK[]): JSONWebKeySet {
  return {
    keys: keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_JWK_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}

export function createAuthenticator(db: Database, verification: TokenVerification) {
  const keySet = createLocalJWKSet(verification.jwks);

  async function fromIdToken(token: string): Promise<InteractivePrincipal> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: verification.issuer,
        audience: verification.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw unauthorized('invalid_token', `The ID token was refused: ${describeJoseError(error)}.`);
    }
    const refusedClaim = claimNotForThisClient(payload, verification.audience);
    if (refusedClaim) throw unauthorized('invalid_token', `The ID token was refused: claim ${refusedClaim} is not acceptable.`);
    await refuseEndedSession(db, payload);
    const refusedAge = ageNotAsIssued(payload, verification.idTokenLifetimeSeconds, Date.now() / 1000);
    if (refusedAge) throw unauthorized('invalid_token', `The ID token was refused: ${refusedAge}.`);
    const subject = String(payload.sub);
    const person = await db.query<{ email: string; name: string; staff: boolean }>(
      'select email, name, staff from people where subject = $1 and removed_at is null',
      [subject],
    );
    const row = person.rows[0];
    if (!row) throw unauthorized('invalid_token', 'The person of this token no longer has access.');
    // an invitation of their address takes effect now, so that this very request acts with its roles (docs/decisions/0017)
    await acceptInvitations(db, { subject, email: row.email, name: row.name });
    const memberships = await db.query<{ customer_id: string; roles: CompanyRole[] }>(
      'select customer_id, roles from memberships where subject = $1 order by customer_id',
      [subject],
    );
    return {
      kind: 'interactive',
      subject,
      email: row.email,
      name: row.name,
      staff: row.staff,
      memberships: new Map(memberships.rows.map((m) => [m.customer_id, m.roles])),
    };
  }

  async function fromApiKey(secret: string): Promise<ApiKeyPrincipal> {
    // Found by the first part of the digest (which reveals nothing of the secret), then decided by a
    // constant-time comparison of the whole presented digest with the whole stored one.
    const candidates = await db.query<{
      id: string;
      name: string;
      scope: ApiKeyScope;
      customer_id: string;
      secret_sha256: string;
      revoked_at: Date | null;
    }>('select id, name, scope, customer_id, secret_sha256, revoked_at from api_keys where left(secret_sha256, $2) = $1', [
      digestLookupOf(secret),
      DIGEST_LOOKUP_HEX_CHARS,
    ]);
    const key = candidates.rows.find((row) => secretMatchesStoredDigest(secret, row.secret_sha256));
    if (!key) throw unauthorized('invalid_token', 'The API key is not known.');
    if (key.revoked_at) throw unauthorized('invalid_token', 'The API key has been revoked.');
    await db.query('update api_keys set last_used_at = now() where id = $1', [key.id]);
    return { kind: 'api_key', keyId: key.id, name: key.name, scope: key.scope, customerId: key.customer_id };
  }

  /** Spec §5: every request carries `Authorization: Bearer <token>`, an API key or an ID token. */
  return async function authenticate(authorization: string | undefined): Promise<Principal> {
    if (!authorization) throw unauthorized('missing_token', 'The request carries no Authorization: Bearer token.');
    const match = /^Bearer +(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) throw unauthorized('invalid_token', 'The Authorization header is not of the form "Bearer <token>".');
    const token = match[1];
    return isApiKeyToken(token) ? fromApiKey(token) : fromIdToken(token);
  };
}

/**
 * jwtVerify accepts an `aud` array that merely contains the portal's client id. A token issued to several
 * audiences, or authorized for another party (`azp`), was not issued to the portal alone, so it is refused:
 * `aud` must be exactly the client id (a string, or an array of that one element), and `azp`, when
 * present, the client id too (OpenID Connect Core 1.0 §3.1.3.7, items 3–5). Returns the refused claim.
 */
function claimNotForThisClient(payload: JWTPayload, clientId: string): 'aud' | 'azp' | undefined {
  const { aud } = payload;
  const audienceExact = aud === clientId || (Array.isArray(aud) && aud.length === 1 && aud[0] === clientId);
  if (!audienceExact) return 'aud';
  if (payload.azp !== undefined && payload.azp !== clientId) return 'azp';
  return undefined;
}

/**
 * jwtVerify bounds a token's end (`exp`, with the leeway) but not its age. A token issued in the future
 * (`iat` more than the leeway ahead of the service's clock) or signed to live longer than the provider
 * issues ID tokens (`exp − iat` over its lifetime, with no leeway: both come from the provider's one
 * clock) is not one the provider issued as configured, however it was signed. Both claims are required
 * numbers by then. Returns why the token is refused.
 */
export function ageNotAsIssued(payload: JWTPayload, lifetimeSeconds: number, nowSeconds: number): string | undefined {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'it carries no iat or exp';
  if (iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) return 'it was issued in the future (claim iat)';
  if (exp - iat > lifetimeSeconds) return `it lives longer than the identity provider issues ID tokens (${lifetimeSeconds} seconds)`;
  return undefined;
}

function describeJoseError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    switch (error.code) {
      case 'ERR_JWT_EXPIRED':
        return 'it has expired';
      case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
        return `claim ${'claim' in error ? String(error.claim) : ''} is not acceptable`.replace('  ', ' ');
      case 'ERR_JOSE_ALG_NOT_ALLOWED':
        return 'its signing algorithm is not accepted';
      case 'ERR_JWKS_NO_MATCHING_KEY':
      case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
        return 'it is not signed by the identity provider';
      default:
        return 'it is malformed';
    }
  }
  return 'it is malformed';
}
