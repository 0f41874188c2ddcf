import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { callService } from '../testing/service-client.ts';
import { OidcTestClient, locationOf, type TokenSet } from '../testing/oidc-client.ts';

/**
 * docs/decisions/0028: a refresh token used twice means someone holds a copy. oidc-provider revokes the token's family;
 * the service must refuse that family's ID tokens at once too, as after a sign-out, not until they expire.
 */

async function refresh(client: OidcTestClient, refreshToken: string) {
  return client.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId });
}

describe('a refresh token’s replay ends its family for the service at once', () => {
  it('refuses every ID token of the family (before and after rotation) with 401 as soon as the replay is answered, and asks for the password again', async () => {
    const client = new OidcTestClient();
    const first = await client.signIn('operator@aurora.example');
    const rotated = await refresh(client, first.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as TokenSet;
    expect(decodeJwt(second.id_token).sid).toBe(decodeJwt(first.id_token).sid);
    expect((await callService('GET', '/me', { bearer: first.id_token })).status).toBe(200);
    expect((await callService('GET', '/me', { bearer: second.id_token })).status).toBe(200);

    const replay = await refresh(client, first.refresh_token ?? '');
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');

    for (const idToken of [first.id_token, second.id_token]) {
      const refused = await callService('GET', '/me', { bearer: idToken });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: 'invalid_token' });
    }
    expect((await refresh(client, second.refresh_token ?? '')).status).toBe(400);

    // the provider session is gone with the family: a new sign-in asks for the password, and gets a new session
    const start = await client.authorize(randomBytes(32).toString('base64url'));
    const page = await client.request(locationOf(start));
    expect(await page.text()).toContain('type="password"');
  });

  it('leaves another session of the same person alone', async () => {
    const mine = new OidcTestClient();
    const other = new OidcTestClient();
    const stolen = await mine.signIn('approver@aurora.example');
    const elsewhere = await other.signIn('approver@aurora.example');
    expect((await refresh(mine, stolen.refresh_token ?? '')).status).toBe(200);
    expect((await refresh(mine, stolen.refresh_token ?? '')).status).toBe(400);
    expect((await callService('GET', '/me', { bearer: stolen.id_token })).status).toBe(401);
    expect((await callService('GET', '/me', { bearer: elsewhere.id_token })).status).toBe(200);
  });
});
