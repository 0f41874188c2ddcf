import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { signWithProviderKey } from '../testing/forge-token.ts';
import { callService } from '../testing/service-client.ts';
import { OidcTestClient, locationOf, type TokenSet } from '../testing/oidc-client.ts';
import { endSession, logoutFormOf, submitLogoutForm } from '../testing/sign-out.ts';
import { SIGN_OUT_SCRIPT_PATH } from './sign-out.ts';

/** docs/decisions/0020: the portal's sign-out with the hint of its session ends that session at once. */

const portalOrigin = new URL(inject('sandboxRedirectUri')).origin;
const signedOutUri = `${portalOrigin}/signed-out`;

async function signedIn(email: string, overrides: Record<string, string | null> = {}) {
  const client = new OidcTestClient();
  const tokens = await client.signIn(email, undefined, overrides);
  return { client, tokens };
}

function hintParams(client: OidcTestClient, tokens: TokenSet, extra: Record<string, string> = {}) {
  return {
    id_token_hint: tokens.id_token,
    client_id: client.clientId,
    post_logout_redirect_uri: signedOutUri,
    ui_locales: 'fi',
    ...extra,
  };
}

async function expectRefreshRefused(client: OidcTestClient, tokens: TokenSet) {
  const refreshed = await client.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: client.clientId });
  expect(refreshed.status).toBe(400);
  expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
}

/** A new sign-in in the same browser asks for the password again: the provider session is gone. */
async function expectLoginPageAgain(client: OidcTestClient) {
  const start = await client.authorize(randomBytes(32).toString('base64url'));
  const interaction = locationOf(start);
  expect(interaction).toContain('/idp/interaction/');
  const page = await client.request(interaction);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('type="password"');
}

describe('sign-out with the hint of this session (docs/decisions/0020)', () => {
  it.each(['POST', 'GET'] as const)(
    '%s: ends the session without asking, back to /signed-out; the old ID token then gets 401 and the refresh token is dead',
    async (method) => {
      const { client, tokens } = await signedIn('operator@aurora.example');
      expect(typeof decodeJwt(tokens.id_token).sid).toBe('string');
      expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(200);

      const page = await endSession(client, hintParams(client, tokens, { state: 'st-1' }), method);
      expect(page.status).toBe(200);
      const html = await page.text();
      // no question: a page that submits the provider's form itself, with a button only for a browser without script
      expect(html).not.toContain('Haluatko kirjautua ulos');
      expect(html).toContain(`<script src="${SIGN_OUT_SCRIPT_PATH}" defer></script>`);
      expect(html).not.toMatch(/<script>/);
      const { fields } = logoutFormOf(html);
      expect(fields.getAll('logout')).toEqual(['yes']);
      expect(fields.get('xsrf')).toBeTruthy();
      // the fallback button adds no second `logout` (oidc-provider refuses a repeated parameter)
      expect(html).toMatch(/<button type="submit" form="op\.logoutForm">Kirjaudu ulos<\/button>/);

      const confirmed = await submitLogoutForm(client, html);
      expect(confirmed.status).toBe(303);
      expect(locationOf(confirmed)).toBe(`${signedOutUri}?state=st-1`);

      const refused = await callService('GET', '/me', { bearer: tokens.id_token });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'invalid_token', detail: expect.stringContaining('signed out') });
      expect((await callService('GET', '/payroll/workspace?customer_id=cus_aurora', { bearer: tokens.id_token })).status).toBe(401);
      await expectRefreshRefused(client, tokens);
      await expectLoginPageAgain(client);
    },
  );

  it('an ID token renewed by refresh carries the same sid and ends with the session', async () => {
    const { client, tokens } = await signedIn('approver@aurora.example');
    const renewed = await client.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: client.clientId });
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as TokenSet;
    expect(decodeJwt(second.id_token).sid).toBe(decodeJwt(tokens.id_token).sid);

    const page = await endSession(client, hintParams(client, second));
    await submitLogoutForm(client, await page.text());
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(401);
    expect((await callService('GET', '/me', { bearer: second.id_token })).status).toBe(401);
    await expectRefreshRefused(client, second);
  });

  it('an expired ID token of this session still serves as the hint (a sign-out after the tab slept)', async () => {
    const { client, tokens } = await signedIn('operator@aurora.example');
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signWithProviderKey({ ...decodeJwt(tokens.id_token), iat: issuedAt, exp: issuedAt + 600 });
    const html = await (await endSession(client, hintParams(client, tokens, { id_token_hint: expired }))).text();
    expect(html).toContain(`<script src="${SIGN_OUT_SCRIPT_PATH}" defer></script>`);
    expect(locationOf(await submitLogoutForm(client, html))).toBe(signedOutUri);
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(401);
  });

  it('another person’s session is untouched by a sign-out', async () => {
    const other = await signedIn('admin@aurora.example');
    const { client, tokens } = await signedIn('claimant@aurora.example');
    await submitLogoutForm(client, await (await endSession(client, hintParams(client, tokens))).text());
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(401);
    expect((await callService('GET', '/me', { bearer: other.tokens.id_token })).status).toBe(200);
  });

  it('serves the sign-out script from the provider’s own origin, as JavaScript', async () => {
    const script = await new OidcTestClient().request(SIGN_OUT_SCRIPT_PATH);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toContain("getElementById('op.logoutForm')");
  });
});

describe('sign-out without a valid hint of this session still asks', () => {
  it('no hint: the question, with a button that ends the session, and no script', async () => {
    const { client, tokens } = await signedIn('operator@aurora.example');
    const page = await endSession(client, { client_id: client.clientId, post_logout_redirect_uri: signedOutUri, ui_locales: 'en' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out of the customer portal?');
    expect(html).not.toContain('<script');
    expect(logoutFormOf(html).fields.has('logout')).toBe(false);
    // nothing has ended yet
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(200);

    // the person answers yes: the session ends and the service is told
    const confirmed = await submitLogoutForm(client, html, { logout: 'yes' });
    expect(locationOf(confirmed)).toBe(signedOutUri);
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(401);
  });

  it('a hint of another session (an earlier sign-in of the same person) asks', async () => {
    const earlier = await signedIn('operator@aurora.example');
    const { client, tokens } = await signedIn('operator@aurora.example');
    const page = await endSession(client, hintParams(client, earlier.tokens, { ui_locales: 'sv' }));
    const html = await page.text();
    expect(html).toContain('Vill du logga ut från kundportalen?');
    expect(html).not.toContain('<script');
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(200);
  });

  it('a hint of another person asks', async () => {
    const someoneElse = await signedIn('admin@aurora.example');
    const { client } = await signedIn('operator@aurora.example');
    const html = await (await endSession(client, hintParams(client, someoneElse.tokens))).text();
    expect(html).toContain('Haluatko kirjautua ulos asiakasportaalista?');
  });

  it('a hint the provider did not sign is refused with a plain-words page, nothing ended', async () => {
    const { client, tokens } = await signedIn('operator@aurora.example');
    const [header, payload] = tokens.id_token.split('.');
    const tampered = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const page = await endSession(client, hintParams(client, tokens, { id_token_hint: tampered, ui_locales: 'en' }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('<h1>Signing out did not succeed</h1>');
    expect((await callService('GET', '/me', { bearer: tokens.id_token })).status).toBe(200);
  });
});
