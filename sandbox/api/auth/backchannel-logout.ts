import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../../db/database.ts';
import { readBody } from '../../http/read-body.ts';
import { CLOCK_TOLERANCE_SECONDS, type TokenVerification } from './authenticate.ts';
import { pruneEndedSessions, recordEndedSession } from './ended-sessions.ts';

/**
 * The service's receiver of OpenID Back-Channel Logout 1.0 (docs/decisions/0020): the identity provider
 * posts a logout token here when a person's session ends, and the service then refuses every ID token of
 * that session (`sid`). A link between the provider and the service, not an endpoint of the spec: it is in
 * no route table and no OpenAPI document.
 */

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** The provider issues logout tokens valid for 120 s; one older than that (beyond the leeway) is refused. */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 120;
const MAX_BODY_BYTES = 16 * 1024;

export class LogoutTokenRefused extends Error {}

export interface VerifiedLogout {
  sid: string;
  subject: string | undefined;
  issuedAt: Date;
}

/** What a logout token is checked against: the ID tokens' issuer, audience and keys, and their lifetime. */
export type LogoutVerification = Pick<TokenVerification, 'issuer' | 'audience' | 'jwks'> & {
  /** How long the provider's ID tokens live (`TOKEN_LIFETIMES.IdToken`), seconds. */
  idTokenLifetimeSeconds: number;
};

export interface BackchannelLogoutOptions {
  /** The service's clock; tests move it. */
  now?: () => Date;
}

/** OpenID Back-Channel Logout 1.0 §2.6: a logout token is validated like an ID token, and then some. */
export function createLogoutTokenVerifier(verification: LogoutVerification) {
  const keySet = createLocalJWKSet(verification.jwks);
  return async function verifyLogoutToken(token: string, now: Date): Promise<VerifiedLogout> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: verification.issuer,
        audience: verification.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        // explicit typing keeps an ID token from passing for a logout token (§2.4)
        typ: 'logout+jwt',
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
        currentDate: now,
        requiredClaims: ['iat', 'exp', 'jti', 'events', 'sid'],
      }));
    } catch (error) {
      throw new LogoutTokenRefused(`the logout token was refused (${error instanceof Error ? error.message : 'malformed'})`);
    }
    const { aud } = payload;
    if (!(aud === verification.audience || (Array.isArray(aud) && aud.length === 1 && aud[0] === verification.audience))) {
      throw new LogoutTokenRefused('the logout token is not for this client alone');
    }
    const events = payload.events;
    const event = events && typeof events === 'object' && !Array.isArray(events) ? (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] : undefined;
    if (!event || typeof event !== 'object' || Array.isArray(event)) {
      throw new LogoutTokenRefused(`the logout token's events claim does not name ${BACKCHANNEL_LOGOUT_EVENT}`);
    }
    if ('nonce' in payload) throw new LogoutTokenRefused('a logout token must not carry a nonce');
    if (typeof payload.sid !== 'string' || payload.sid === '') throw new LogoutTokenRefused('the logout token names no session (sid)');
    if (payload.sub !== undefined && typeof payload.sub !== 'string') throw new LogoutTokenRefused('the logout token’s sub is not a string');
    return { sid: payload.sid, subject: payload.sub, issuedAt: new Date(Number(payload.iat) * 1000) };
  };
}

/** When every ID token of a session ended at `issuedAt` would have expired anyway, leeway included. */
export function tokensOfSessionExpireBy(issuedAt: Date, idTokenLifetimeSeconds: number): Date {
  return new Date(issuedAt.getTime() + (idTokenLifetimeSeconds + CLOCK_TOLERANCE_SECONDS) * 1000);
}

export function createBackchannelLogoutHandler(db: Database, verification: LogoutVerification, options: BackchannelLogoutOptions = {}) {
  const verify = createLogoutTokenVerifier(verification);
  const now = options.now ?? (() => new Date());

  return async function handleBackchannelLogout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request', error_description: 'The back-channel logout endpoint takes POST only.' }));
      return;
    }
    const refuse = (description: string) => {
      // §2.8: 400 with an OAuth 2.0 error response
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request', error_description: description }));
    };
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded') {
      refuse('The logout token is posted as application/x-www-form-urlencoded.');
      return;
    }
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBody(req, MAX_BODY_BYTES));
    } catch {
      refuse(`The request body is over ${MAX_BODY_BYTES} bytes.`);
      return;
    }
    const tokens = form.getAll('logout_token');
    if (tokens.length !== 1 || !tokens[0]) {
      refuse('The request carries no single logout_token.');
      return;
    }
    const at = now();
    let logout: VerifiedLogout;
    try {
      logout = await verify(tokens[0], at);
    } catch (error) {
      if (!(error instanceof LogoutTokenRefused)) throw error;
      refuse(`${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
      return;
    }
    await recordEndedSession(db, {
      sid: logout.sid,
      subject: logout.subject,
      endedAt: at,
      tokensExpireBy: tokensOfSessionExpireBy(logout.issuedAt, verification.idTokenLifetimeSeconds),
    });
    await pruneEndedSessions(db, at);
    res.writeHead(200);
    res.end();
  };
}
