import { describe, expect, it } from 'vitest';
import { claimsOf, expiresAtOf, storedIdToken, userStorageKey } from './oidc-storage.ts';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${part({ alg: 'RS256' })}.${part(claims)}.c2ln`;
const config = { authority: 'https://idp.example/idp', clientId: 'customer-portal' };
const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

/** docs/decisions/0022: the boot reads the tab's session and a token's expiry without the sign-in library or a schema. */
describe('the session stored in the tab', () => {
  it('reads a JWT’s claims, UTF-8 included, and refuses anything that is not one', () => {
    expect(claimsOf(jwt({ sub: 's', name: 'Äänekoski', exp: 10 }))).toEqual({ sub: 's', name: 'Äänekoski', exp: 10 });
    expect(claimsOf('a.b')).toBeNull();
    expect(claimsOf(`${part({})}.${part([1])}.x`)).toBeNull();
    expect(claimsOf(`${part({})}.not*base64.x`)).toBeNull();
    expect(expiresAtOf(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000);
    expect(expiresAtOf(jwt({ sub: 's' }))).toBeNull();
  });

  it('finds the ID token oidc-client-ts keeps for this provider and client, and nothing else', () => {
    const key = userStorageKey(config);
    expect(key).toBe('oidc.user:https://idp.example/idp:customer-portal');
    expect(storedIdToken(config, storage({ [key]: JSON.stringify({ id_token: 'abc', profile: { sub: 's' } }) }))).toBe('abc');
    expect(storedIdToken(config, storage({ [key]: JSON.stringify({ profile: { sub: 's' } }) }))).toBeNull();
    expect(storedIdToken(config, storage({ [key]: '{not json' }))).toBeNull();
    expect(storedIdToken(config, storage({ 'oidc.user:https://other.example:customer-portal': JSON.stringify({ id_token: 'x' }) }))).toBeNull();
  });
});
