import { describe, expect, inject, it } from 'vitest';
import { callService } from '../../testing/service-client.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { signWithForeignKey, signWithProviderKey, unsignedToken, validClaims } from '../../testing/forge-token.ts';
import { TOKEN_LIFETIMES } from '../../idp/provider.ts';
import { CLOCK_TOLERANCE_SECONDS, ageNotAsIssued } from './authenticate.ts';

const now = () => Math.floor(Date.now() / 1000);

function expectEnvelope(body: unknown, error?: string) {
  expect(body).toEqual({ error: expect.any(String), detail: expect.any(String) });
  if (error) expect((body as { error: string }).error).toBe(error);
}

describe('spec §5: the two bearer kinds', () => {
  it('accepts the ID token of a signed-in person', async () => {
    const answer = await callService('GET', '/me', { bearer: await idTokenOf('operator@aurora.example') });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ principal: { kind: 'interactive', email: 'operator@aurora.example', staff: false } });
  });

  it('accepts a token signed by the provider that expired less than 60 seconds ago (clock leeway)', async () => {
    const token = await signWithProviderKey(validClaims('person_operator', { iat: now() - 30 - TOKEN_LIFETIMES.IdToken, exp: now() - 30 }));
    expect((await callService('GET', '/me', { bearer: token })).status).toBe(200);
  });

  it('aud = the client id: accepts an aud array of exactly the portal’s client id', async () => {
    const token = await signWithProviderKey(validClaims('person_operator', { aud: [inject('sandboxClientId')] }));
    const answer = await callService('GET', '/me', { bearer: token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ principal: { kind: 'interactive', subject: 'person_operator' } });
  });

  it('azp = the client id: accepts a token whose azp names the portal’s client', async () => {
    const token = await signWithProviderKey(validClaims('person_operator', { azp: inject('sandboxClientId') }));
    expect((await callService('GET', '/me', { bearer: token })).status).toBe(200);
  });

  it('accepts a seeded API key and names its one company', async () => {
    const answer = await callService('GET', '/me', { bearer: 'svc_sk_sandbox_aurora_read' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      principal: { kind: 'api_key' },
      companies: [{ customer_id: 'cus_aurora' }],
      api_key: { id: 'key_aurora_read', scope: 'read' },
    });
  });

  it('keeps a key working after the person who created it has left (spec §2.2)', async () => {
    // svc_sk_sandbox_aurora_write was created by former@aurora.example, who has left Aurora
    const answer = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_write' });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no Authorization header', async () => undefined, 'missing_token'],
    ['an empty bearer', async () => '', 'invalid_token'],
    ['a token that is not a JWT', async () => 'not-a-token', 'invalid_token'],
    ['alg: none', async () => unsignedToken(validClaims('person_admin')), 'invalid_token'],
    ['a key the provider never had', async () => signWithForeignKey(validClaims('person_admin')), 'invalid_token'],
    ['a wrong audience', async () => signWithProviderKey(validClaims('person_admin', { aud: 'another-app' })), 'invalid_token'],
    [
      'aud = the client id: an aud array naming the client id among other audiences',
      async () => signWithProviderKey(validClaims('person_admin', { aud: [inject('sandboxClientId'), 'another-app'] })),
      'invalid_token',
    ],
    [
      'aud = the client id: an aud array naming the client id twice',
      async () => signWithProviderKey(validClaims('person_admin', { aud: [inject('sandboxClientId'), inject('sandboxClientId')] })),
      'invalid_token',
    ],
    ['aud = the client id: an empty aud array', async () => signWithProviderKey(validClaims('person_admin', { aud: [] })), 'invalid_token'],
    [
      'azp = the client id: an azp naming another client',
      async () => signWithProviderKey(validClaims('person_admin', { azp: 'another-app' })),
      'invalid_token',
    ],
    ['a wrong issuer', async () => signWithProviderKey(validClaims('person_admin', { iss: 'http://localhost:9/idp' })), 'invalid_token'],
    [
      'a token expired more than 60 seconds ago',
      async () => signWithProviderKey(validClaims('person_admin', { iat: now() - 90 - TOKEN_LIFETIMES.IdToken, exp: now() - 90 })),
      'invalid_token',
    ],
    ['no exp', async () => signWithProviderKey(validClaims('person_admin', { exp: undefined })), 'invalid_token'],
    ['a person who has left', async () => signWithProviderKey(validClaims('person_former')), 'invalid_token'],
    ['an unknown API key', async () => 'svc_sk_sandbox_guessed', 'invalid_token'],
    ['a revoked API key', async () => 'svc_sk_sandbox_aurora_revoked', 'invalid_token'],
  ])('answers 401 with the envelope for %s', async (_case, token, error) => {
    const bearer = await token();
    const answer =
      bearer === undefined
        ? await callService('GET', '/me')
        : await callService('GET', '/me', { headers: { Authorization: `Bearer ${bearer}`.trimEnd() } });
    expect(answer.status).toBe(401);
    expectEnvelope(answer.body, error);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 401 for an Authorization header of another scheme', async () => {
    const answer = await callService('GET', '/me', { headers: { Authorization: 'Basic YWRtaW46cG9ydGFsLWRlbW8=' } });
    expect(answer.status).toBe(401);
    expectEnvelope(answer.body, 'invalid_token');
  });
});

describe('docs/decisions/0028: an ID token lives as the provider issues it, and no longer', () => {
  const lifetime = TOKEN_LIFETIMES.IdToken;
  const year5000 = Math.floor(Date.UTC(5000, 0, 1) / 1000);

  it('accepts a normal token of the provider: issued now, living exactly its lifetime', async () => {
    const token = await signWithProviderKey(validClaims('person_operator', { iat: now(), exp: now() + lifetime }));
    const answer = await callService('GET', '/me', { bearer: token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('accepts a token issued a little ahead of the service’s clock, within the leeway', async () => {
    const iat = now() + CLOCK_TOLERANCE_SECONDS - 5;
    const token = await signWithProviderKey(validClaims('person_operator', { iat, exp: iat + lifetime }));
    expect((await callService('GET', '/me', { bearer: token })).status).toBe(200);
  });

  it.each([
    ['issued an hour in the future', () => ({ iat: now() + 3600, exp: now() + 3600 + lifetime }), /issued in the future/],
    ['issued beyond the leeway ahead', () => ({ iat: now() + CLOCK_TOLERANCE_SECONDS + 30, exp: now() + CLOCK_TOLERANCE_SECONDS + 30 + lifetime }), /issued in the future/],
    ['expiring in the year 5000', () => ({ iat: now(), exp: year5000 }), /lives longer/],
    ['living one second longer than the provider issues them', () => ({ iat: now(), exp: now() + lifetime + 1 }), /lives longer/],
    ['issued long ago and expiring in the year 5000', () => ({ iat: now() - 86_400, exp: year5000 }), /lives longer/],
  ])('answers 401 with the envelope to a token signed by the provider’s own key but %s', async (_case, claims, why) => {
    const token = await signWithProviderKey(validClaims('person_staff', claims()));
    const answer = await callService('GET', '/me', { bearer: token });
    expect(answer.status).toBe(401);
    expectEnvelope(answer.body, 'invalid_token');
    expect((answer.body as { detail: string }).detail).toMatch(why);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('refuses such a token on a write too, before the body is looked at', async () => {
    const token = await signWithProviderKey(validClaims('person_admin', { iat: now(), exp: year5000 }));
    const answer = await callService('POST', '/worklog', { bearer: token, body: { entry_date: '2031-01-01', minutes: 1, note: 'x' } });
    expect(answer.status).toBe(401);
  });

  it('ageNotAsIssued: the bounds exactly (leeway for iat, none for the lifetime)', () => {
    const at = 1_800_000_000;
    expect(ageNotAsIssued({ iat: at + CLOCK_TOLERANCE_SECONDS, exp: at + CLOCK_TOLERANCE_SECONDS + lifetime }, lifetime, at)).toBeUndefined();
    expect(ageNotAsIssued({ iat: at + CLOCK_TOLERANCE_SECONDS + 1, exp: at + lifetime }, lifetime, at)).toMatch(/future/);
    expect(ageNotAsIssued({ iat: at, exp: at + lifetime }, lifetime, at)).toBeUndefined();
    expect(ageNotAsIssued({ iat: at, exp: at + lifetime + 1 }, lifetime, at)).toMatch(/lives longer/);
    expect(ageNotAsIssued({ exp: at + lifetime }, lifetime, at)).toMatch(/no iat/);
  });
});
