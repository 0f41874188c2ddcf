import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { OidcTestClient } from '../testing/oidc-client.ts';
import { endSession, submitLogoutForm } from '../testing/sign-out.ts';
import { PORTAL_SCOPES } from './provider.ts';

/**
 * docs/decisions/0028: the provider grants the portal only the scopes its client is registered for. A request for
 * more is not refused (OpenID Connect Core §3.1.2.1: scope values not understood are ignored) but comes
 * back without it, as the token response's `scope` says (RFC 6749 §3.3).
 */

const registered = PORTAL_SCOPES.split(' ').sort();
const scopesOf = (scope: string | undefined) => (scope ?? '').split(' ').filter(Boolean).sort();

describe('granted scopes', () => {
  it('the provider advertises no offline_access', async () => {
    const discovery = (await (await new OidcTestClient().request('/idp/.well-known/openid-configuration')).json()) as { scopes_supported: string[] };
    expect(discovery.scopes_supported.sort()).toEqual(registered);
  });

  it.each([
    'openid email profile offline_access',
    'openid offline_access email profile payroll:admin',
    'openid email profile address phone staff',
  ])('a crafted request for “%s” gets only openid email profile', async (scope) => {
    const client = new OidcTestClient();
    const tokens = await client.signIn('operator@aurora.example', undefined, { scope, prompt: 'consent' });
    expect(scopesOf(tokens.scope)).toEqual(registered);
    expect(decodeJwt(tokens.id_token).email).toBe('operator@aurora.example');

    const renewed = await client.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: client.clientId });
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as { scope: string; id_token: string; refresh_token: string };
    expect(scopesOf(second.scope)).toEqual(registered);

    // and offline_access did not make the refresh token outlive the session
    const page = await endSession(client, {
      id_token_hint: second.id_token,
      client_id: client.clientId,
      post_logout_redirect_uri: `${new URL(inject('sandboxRedirectUri')).origin}/signed-out`,
    });
    expect((await submitLogoutForm(client, await page.text())).status).toBe(303);
    const afterSignOut = await client.tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token, client_id: client.clientId });
    expect(afterSignOut.status).toBe(400);
  });
});
