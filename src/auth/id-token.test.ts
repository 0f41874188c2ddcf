import { describe, expect, it } from 'vitest';
import { checkIdToken } from './id-token.ts';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims: object) => `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;

const expected = { issuer: 'http://localhost:4000/idp', clientId: 'customer-portal', now: 1_800_000_000, nonce: 'n-1' };
const good = { iss: expected.issuer, aud: 'customer-portal', sub: 'person_admin', exp: expected.now + 600, iat: expected.now, nonce: 'n-1' };

describe('the portal checks iss, aud, exp and nonce of every ID token (spec §5: it is the bearer)', () => {
  it('accepts a token meant for the portal from its issuer', () => {
    expect(checkIdToken(token(good), expected)).toEqual({ ok: true, facts: { subject: 'person_admin', expiresAt: good.exp, issuedAt: good.iat } });
  });

  it.each([
    ['issuer', { iss: 'http://localhost:4000/idp/' }],
    ['audience', { aud: 'another-app' }],
    ['audience', { aud: ['customer-portal', 'another-app'] }],
    ['expired', { exp: expected.now - 1 }],
    ['nonce', { nonce: 'other' }],
    ['malformed', { sub: undefined }],
  ] as const)('refuses a token with a wrong %s', (problem, override) => {
    expect(checkIdToken(token({ ...good, ...override }), expected)).toEqual({ ok: false, problem });
  });

  it('accepts several audiences only when the portal is the authorized party', () => {
    const claims = { ...good, aud: ['customer-portal', 'another-app'], azp: 'customer-portal' };
    expect(checkIdToken(token(claims), expected).ok).toBe(true);
  });

  it('refuses what is not a JWT at all', () => {
    expect(checkIdToken('garbage', expected)).toEqual({ ok: false, problem: 'malformed' });
  });
});
