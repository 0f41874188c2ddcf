import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKCHANNEL_LOGOUT_PATH } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { IDP_SECRETS_FILE, type IdpSecrets } from '../../idp/keys.ts';
import { TOKEN_LIFETIMES } from '../../idp/provider.ts';
import { signWithProviderKey, validClaims } from '../../testing/forge-token.ts';
import { callService } from '../../testing/service-client.ts';
import { scratchDatabase } from '../../testing/scratch-database.ts';
import { BACKCHANNEL_LOGOUT_EVENT, tokensOfSessionExpireBy } from './backchannel-logout.ts';
import { CLOCK_TOLERANCE_SECONDS } from './authenticate.ts';
import { isSessionEnded, pruneEndedSessions, recordEndedSession, refuseEndedSession } from './ended-sessions.ts';

/**
 * The service's side of OpenID Back-Channel Logout 1.0 (docs/decisions/0020): a logout token from the
 * provider ends its session (`sid`) at the service; anything else that comes is refused with 400.
 */

const now = () => Math.floor(Date.now() / 1000);
const newSid = () => `sid-${randomBytes(8).toString('hex')}`;

async function providerJwk(): Promise<JWK> {
  const secrets = JSON.parse(await readFile(path.join(inject('sandboxDataDir'), IDP_SECRETS_FILE), 'utf8')) as IdpSecrets;
  return secrets.jwks.keys[0] as JWK;
}

function logoutClaims(sid: string, overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: inject('sandboxIssuer'),
    aud: inject('sandboxClientId'),
    sub: 'person_operator',
    iat: now(),
    exp: now() + 120,
    jti: randomBytes(8).toString('hex'),
    sid,
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    ...overrides,
  };
}

async function signLogoutToken(claims: JWTPayload, options: { typ?: string; foreignKey?: boolean } = {}): Promise<string> {
  const jwk = await providerJwk();
  const key = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: String(jwk.kid), typ: options.typ ?? 'logout+jwt' }).sign(key);
}

async function postLogout(body: string, contentType = 'application/x-www-form-urlencoded', method = 'POST') {
  const response = await fetch(`${inject('sandboxUrl')}${BACKCHANNEL_LOGOUT_PATH}`, {
    method,
    headers: { 'Content-Type': contentType },
    body: method === 'GET' ? undefined : body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const logoutForm = (token: string) => new URLSearchParams({ logout_token: token }).toString();

describe('the back-channel logout endpoint', () => {
  it('takes a logout token of the provider (200, no-store) and from then on refuses every ID token of that sid with 401', async () => {
    const sid = newSid();
    const idToken = await signWithProviderKey(validClaims('person_operator', { sid }));
    const sameSessionLater = await signWithProviderKey(validClaims('person_operator', { sid, iat: now() + 5, exp: now() + 5 + TOKEN_LIFETIMES.IdToken }));
    const otherSession = await signWithProviderKey(validClaims('person_operator', { sid: newSid() }));
    expect((await callService('GET', '/me', { bearer: idToken })).status).toBe(200);

    const answer = await postLogout(logoutForm(await signLogoutToken(logoutClaims(sid))));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    for (const token of [idToken, sameSessionLater]) {
      const refused = await callService('GET', '/me', { bearer: token });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'invalid_token', detail: expect.stringContaining('session has ended') });
    }
    expect((await callService('GET', '/me', { bearer: otherSession })).status).toBe(200);
    // the same logout told twice is still a success
    expect((await postLogout(logoutForm(await signLogoutToken(logoutClaims(sid))))).status).toBe(200);
  });

  it('a logout token is no bearer: the service refuses it as an ID token', async () => {
    const token = await signLogoutToken(logoutClaims(newSid(), { exp: now() + 600 }), { typ: 'JWT' });
    const answer = await callService('GET', '/me', { bearer: token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'invalid_token', detail: expect.stringContaining('logout token') });
  });

  it.each<[string, () => Promise<string>]>([
    ['a bad signature', async () => logoutForm(await signLogoutToken(logoutClaims(newSid()), { foreignKey: true }))],
    ['no events claim', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { events: undefined })))],
    ['events without the back-channel logout event', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { events: { 'http://example.com/other': {} } })))],
    ['the event not an object', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { events: { [BACKCHANNEL_LOGOUT_EVENT]: 'yes' } })))],
    ['a nonce', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { nonce: 'n-1' })))],
    ['no sid', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { sid: undefined })))],
    ['another issuer', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { iss: 'http://evil.example/idp' })))],
    ['another audience', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { aud: 'another-app' })))],
    ['several audiences', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { aud: [inject('sandboxClientId'), 'another-app'] })))],
    ['no iat', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { iat: undefined })))],
    ['an iat an hour ahead', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { iat: now() + 3600, exp: now() + 3720 })))],
    ['an old token', async () => logoutForm(await signLogoutToken(logoutClaims(newSid(), { iat: now() - 3600, exp: now() - 3480 })))],
    ['an ID token (typ JWT) instead', async () => logoutForm(await signWithProviderKey(validClaims('person_operator', { sid: newSid() })))],
    ['no logout_token', async () => 'something=else'],
    ['two logout tokens', async () => {
      const token = await signLogoutToken(logoutClaims(newSid()));
      return `logout_token=${token}&logout_token=${token}`;
    }],
  ])('refuses %s with 400 and ends nothing', async (_name, body) => {
    const form = await body();
    const answer = await postLogout(form);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('refuses a body that is not a form (400) and any method but POST (405)', async () => {
    const token = await signLogoutToken(logoutClaims(newSid()));
    expect((await postLogout(JSON.stringify({ logout_token: token }), 'application/json')).status).toBe(400);
    const get = await postLogout('', '', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('keeps a refused ID token’s sid unended: a refused logout changes nothing', async () => {
    const sid = newSid();
    await postLogout(logoutForm(await signLogoutToken(logoutClaims(sid, { nonce: 'n' }))));
    expect((await callService('GET', '/me', { bearer: await signWithProviderKey(validClaims('person_operator', { sid })) })).status).toBe(200);
  });
});

describe('ended sessions in the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await scratchDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('are kept until every token of the session would have expired (ID token lifetime + leeway), then pruned', async () => {
    const endedAt = new Date('2026-11-20T10:00:00Z');
    const until = tokensOfSessionExpireBy(endedAt, TOKEN_LIFETIMES.IdToken);
    expect(until.getTime() - endedAt.getTime()).toBe((TOKEN_LIFETIMES.IdToken + CLOCK_TOLERANCE_SECONDS) * 1000);
    await recordEndedSession(db, { sid: 'sid-old', subject: 'person_admin', endedAt, tokensExpireBy: until });
    await recordEndedSession(db, { sid: 'sid-new', subject: 'person_admin', endedAt: until, tokensExpireBy: tokensOfSessionExpireBy(until, TOKEN_LIFETIMES.IdToken) });

    expect(await pruneEndedSessions(db, new Date(until.getTime() - 1000))).toBe(0);
    expect(await isSessionEnded(db, 'sid-old')).toBe(true);
    await expect(refuseEndedSession(db, { sid: 'sid-old' })).rejects.toMatchObject({ status: 401, error: 'invalid_token' });

    expect(await pruneEndedSessions(db, until)).toBe(1);
    expect(await isSessionEnded(db, 'sid-old')).toBe(false);
    expect(await isSessionEnded(db, 'sid-new')).toBe(true);
    await expect(refuseEndedSession(db, { sid: 'sid-old' })).resolves.toBeUndefined();
  });

  it('a session told ended twice keeps the later end of its tokens', async () => {
    const first = new Date('2026-11-20T10:00:00Z');
    const later = new Date('2026-11-20T10:05:00Z');
    await recordEndedSession(db, { sid: 'sid-twice', subject: undefined, endedAt: later, tokensExpireBy: later });
    await recordEndedSession(db, { sid: 'sid-twice', subject: undefined, endedAt: first, tokensExpireBy: first });
    expect(await pruneEndedSessions(db, new Date(later.getTime() - 1))).toBe(0);
    expect(await isSessionEnded(db, 'sid-twice')).toBe(true);
  });
});
