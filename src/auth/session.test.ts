import type { OidcClient, StoredUser as User } from './oidc-client.ts';
import { describe, expect, it, vi } from 'vitest';
import { Session } from './session.ts';

const ISSUER = 'http://localhost:4000/idp';
const CLIENT = 'customer-portal';
const NOW = 1_800_000_000;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function idToken(claims: Record<string, unknown> = {}): string {
  return `${encode({ alg: 'RS256' })}.${encode({ iss: ISSUER, aud: CLIENT, sub: 'person_admin', iat: NOW, exp: NOW + 600, ...claims })}.sig`;
}
function user(token = idToken(), extra: Partial<User> = {}): User {
  return { id_token: token, refresh_token: 'rt', profile: { sub: 'person_admin' }, state: undefined, ...extra } as unknown as User;
}

function setup(overrides: Partial<Record<keyof OidcClient, unknown>> = {}) {
  const timers: { ms: number; run: () => void }[] = [];
  const manager = {
    getUser: vi.fn(async () => null),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => user(idToken(), { state: { returnTo: '/cus_aurora/overview' } } as Partial<User>)),
    signinSilent: vi.fn(async () => user(idToken({ iat: NOW + 540, exp: NOW + 1140 }))),
    signoutRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    ...overrides,
  };
  const onForget = vi.fn();
  const session = new Session(manager as unknown as OidcClient, {
    issuer: ISSUER,
    clientId: CLIENT,
    now: () => NOW,
    onForget,
    setTimer: (run, ms) => timers.push({ ms, run }),
    clearTimer: () => undefined,
  });
  return { session, manager, onForget, timers };
}

describe('the session in this tab', () => {
  it('exchanges the code once even when the callback runs twice (StrictMode)', async () => {
    const { session, manager } = setup();
    const [first, second] = await Promise.all([session.completeSignIn('http://x/auth/callback?code=1'), session.completeSignIn('http://x/auth/callback?code=1')]);
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(first).toBe('/cus_aurora/overview');
    expect(second).toBe(first);
    expect(session.getState()).toMatchObject({ status: 'signed_in', subject: 'person_admin' });
  });

  it('returns only to a relative path of the portal', async () => {
    const { session } = setup({
      signinRedirectCallback: vi.fn(async () => user(idToken(), { state: { returnTo: 'https://evil.example/' } } as Partial<User>)),
    });
    expect(await session.completeSignIn('http://x/auth/callback')).toBe('/');
  });

  it.each([
    ['audience', { aud: 'another-app' }],
    ['issuer', { iss: 'http://evil.example/idp' }],
    ['expired', { exp: NOW - 3600 }],
  ])('refuses an ID token with a wrong %s, forgets it and never offers it as a bearer', async (problem, claims) => {
    const { session, manager, onForget } = setup({ signinRedirectCallback: vi.fn(async () => user(idToken(claims))) });
    await expect(session.completeSignIn('http://x/auth/callback')).rejects.toThrow();
    expect(session.getState()).toEqual({ status: 'refused', problem });
    expect(session.getIdToken()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(onForget).toHaveBeenCalled();
  });

  it('reports a nonce mismatch found by the library as a refused nonce', async () => {
    const { session } = setup({ signinRedirectCallback: vi.fn(async () => Promise.reject(new Error('nonce mismatch'))) });
    await expect(session.completeSignIn('http://x/auth/callback')).rejects.toThrow();
    expect(session.getState()).toEqual({ status: 'refused', problem: 'nonce' });
  });

  it('schedules the renewal a minute before the ID token’s own exp', async () => {
    const { session, timers } = setup();
    await session.completeSignIn('http://x/auth/callback');
    expect(timers.at(-1)?.ms).toBe(540_000);
  });

  it('renews with the refresh token when the timer fires, and uses the new ID token', async () => {
    const { session, timers, manager } = setup();
    await session.completeSignIn('http://x/auth/callback');
    const before = session.getIdToken();
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(session.getIdToken()).not.toBe(before));
    expect(session.getState().status).toBe('signed_in');
  });

  it('shares one renewal among everyone who asks at once', async () => {
    const { session, manager } = setup();
    await session.completeSignIn('http://x/auth/callback');
    const results = await Promise.all([session.renew(), session.renew(), session.renew()]);
    expect(results).toEqual([true, true, true]);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('ends the session visibly when the renewal fails', async () => {
    const { session, onForget } = setup({ signinSilent: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) });
    await session.completeSignIn('http://x/auth/callback');
    expect(await session.renew()).toBe(false);
    expect(session.getState()).toEqual({ status: 'ended' });
    expect(onForget).toHaveBeenCalled();
  });

  it('ends the session when the service refuses even a renewed token', async () => {
    const { session, onForget } = setup();
    await session.completeSignIn('http://x/auth/callback');
    session.end();
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'ended' }));
    expect(session.getIdToken()).toBeNull();
    expect(onForget).toHaveBeenCalled();
  });

  it('renews at boot a stored session whose ID token is spent', async () => {
    const { session, manager } = setup({ getUser: vi.fn(async () => user(idToken({ iat: NOW - 4000, exp: NOW - 3400 }))) });
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe('signed_in');
  });

  it('starts one sign-in however often it is asked (StrictMode runs the effect twice)', async () => {
    const { session, manager } = setup();
    await Promise.all([session.signIn('/a'), session.signIn('/a')]);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    // with a nonce of its own, which the library then checks in the ID token
    expect(manager.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ nonce: expect.stringMatching(/^[\w-]{32}$/) }));
  });

  it('starts signed out when this tab has no session', async () => {
    const { session } = setup();
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed_out' });
  });

  it('signs out by revoking the refresh token, forgetting everything, then ending the provider session', async () => {
    const stored = user();
    const { session, manager, onForget } = setup({ getUser: vi.fn(async () => stored) });
    await session.start();
    await session.signOut();
    expect(manager.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(onForget).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ id_token_hint: stored.id_token }));
    expect(session.getIdToken()).toBeNull();
    // not 'signed_out', which would send the browser to sign in while it leaves to sign out
    expect(session.getState()).toEqual({ status: 'signing_out' });
  });
});
