import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { identityProviderEnv } from '../config.ts';
import { OidcTestClient, locationOf } from '../testing/oidc-client.ts';

const verifier = () => randomBytes(32).toString('base64url');

describe('identity provider', () => {
  it('advertises authorization code with PKCE S256 as its only flow', async () => {
    const client = new OidcTestClient();
    const discovery = (await (await client.request('/idp/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(inject('sandboxIssuer'));
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('serves its endpoints where the portal’s runtime configuration names them, so no discovery precedes a sign-in (docs/decisions/0022)', async () => {
    const client = new OidcTestClient();
    const discovery = (await (await client.request('/idp/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    const env = identityProviderEnv(inject('sandboxIssuer'));
    // the discovery document names the host it was asked on (127.0.0.1 here): the paths are what must agree
    const pathOf = (url: unknown) => new URL(String(url)).pathname;
    expect(pathOf(env.PORTAL_OIDC_AUTHORIZATION_ENDPOINT)).toBe(pathOf(discovery.authorization_endpoint));
    expect(pathOf(env.PORTAL_OIDC_TOKEN_ENDPOINT)).toBe(pathOf(discovery.token_endpoint));
    expect(pathOf(env.PORTAL_OIDC_END_SESSION_ENDPOINT)).toBe(pathOf(discovery.end_session_endpoint));
    expect(pathOf(env.PORTAL_OIDC_REVOCATION_ENDPOINT)).toBe(pathOf(discovery.revocation_endpoint));
    expect(new URL(String(env.PORTAL_OIDC_TOKEN_ENDPOINT)).origin).toBe(new URL(inject('sandboxIssuer')).origin);
  });

  it('signs a demo person in through the login page and issues an ID token for the portal', async () => {
    const tokens = await new OidcTestClient().signIn('admin@aurora.example');
    const claims = decodeJwt(tokens.id_token);
    expect(claims.iss).toBe(inject('sandboxIssuer'));
    expect(claims.aud).toBe(inject('sandboxClientId'));
    expect(claims.sub).toBe('person_admin');
    expect(claims.email).toBe('admin@aurora.example');
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('renders a plain, labelled login page with no script', async () => {
    const client = new OidcTestClient();
    const page = await client.request(locationOf(await client.authorize(verifier(), { ui_locales: 'en' })));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).not.toContain('<script');
  });

  it('lets the one script it writes itself run under its CSP: the sign-out that confirms itself without a session (the back button)', async () => {
    const page = await new OidcTestClient().request('/idp/session/end');
    const html = await page.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('submit()');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // and nothing inline beyond that one hash
    expect(csp).not.toContain('unsafe-inline');
  });

  it('refuses a wrong password with a message and keeps the email typed', async () => {
    const client = new OidcTestClient();
    const interaction = locationOf(await client.authorize(verifier()));
    await client.request(interaction);
    const answer = await client.submitLogin(interaction, 'operator@aurora.example', 'wrong');
    const html = await answer.text();
    expect(answer.status).toBe(401);
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="operator@aurora.example"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('does not let a person who has left sign in', async () => {
    const client = new OidcTestClient();
    const interaction = locationOf(await client.authorize(verifier()));
    await client.request(interaction);
    const answer = await client.submitLogin(interaction, 'former@aurora.example', 'portal-demo');
    expect(answer.status).toBe(401);
  });

  it.each([
    ['no code_challenge', { code_challenge: null, code_challenge_method: null }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['the implicit flow', { response_type: 'id_token' }],
    ['a redirect URI that is not registered exactly', { redirect_uri: 'http://localhost:5173/auth/callback/' }],
    ['a redirect URI on another origin', { redirect_uri: 'http://evil.localhost:5173/auth/callback' }],
  ])('refuses an authorization request with %s', async (_name, overrides) => {
    const client = new OidcTestClient();
    const answer = await client.authorize(verifier(), overrides);
    if (answer.status === 303 || answer.status === 302) {
      // A refusal the provider may send back to a registered redirect URI carries an error, never a login.
      const location = new URL(locationOf(answer), inject('sandboxUrl'));
      expect(location.pathname).not.toContain('/interaction/');
      // the implicit flow would answer in the fragment, the code flow in the query
      const answerParams = new URLSearchParams(location.hash.slice(1) || location.search);
      expect(answerParams.get('error')).toBeTruthy();
    } else {
      expect(answer.status).toBe(400);
    }
  });

  it('refuses the code exchange without the right PKCE verifier', async () => {
    const client = new OidcTestClient();
    const rightVerifier = verifier();
    const interaction = locationOf(await client.authorize(rightVerifier));
    await client.request(interaction);
    let next = locationOf(await client.submitLogin(interaction, 'claimant@aurora.example', 'portal-demo'));
    while (!next.startsWith(client.redirectUri)) next = locationOf(await client.request(next));
    const code = new URL(next).searchParams.get('code') ?? '';
    const wrong = await client.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.clientId,
      code_verifier: verifier(),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('rotates the refresh token on every use and refuses the used one', async () => {
    const client = new OidcTestClient();
    const first = await client.signIn('approver@aurora.example');
    const refresh = (token: string) =>
      client.tokenRequest({ grant_type: 'refresh_token', refresh_token: token, client_id: client.clientId });
    const renewed = await refresh(first.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as { refresh_token: string; id_token: string };
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.id_token).sub).toBe('person_approver');
    const reused = await refresh(first.refresh_token ?? '');
    expect(reused.status).toBe(400);
  });
});
