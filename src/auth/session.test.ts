import type { OidcClient, StoredUser as User } from './oidc-client.ts';
import { describe, expect, it, vi } from 'vitest';
import { sentAsItIsAt } from './oidc-storage.ts';
import { ARRIVAL_KEY, Session } from './session.ts';
import { sessionTabs, type SessionTabs } from './session-tabs.ts';

const ISSUER = 'http://localhost:4000/idp';
const CLIENT = 'customer-portal';
const NOW = 1_800_000_000;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function idToken(claims: Record<string, unknown> = {}): string {
  const payload = encode({ iss: ISSUER, aud: CLIENT, sub: 'person_admin', iat: NOW, exp: NOW + 600, ...claims });
  // a signature of its own per token, as real ones have
  return `${encode({ alg: 'RS256' })}.${payload}.${[...payload].reverse().join('').slice(0, 16)}`;
}
const signatureOf = (token: string) => token.split('.')[2];
function user(token = idToken(), extra: Partial<User> = {}): User {
  return { id_token: token, refresh_token: 'rt', profile: { sub: 'person_admin' }, state: undefined, ...extra } as unknown as User;
}

function setup(overrides: Partial<Record<keyof OidcClient, unknown>> = {}, arrival?: { token: string; at: number }, tabs?: SessionTabs) {
  const timers: { ms: number; run: () => void }[] = [];
  const stored = new Map<string, string>(arrival ? [[ARRIVAL_KEY, JSON.stringify({ token: signatureOf(arrival.token), at: arrival.at })]] : []);
  const arrivals = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const manager = {
    getUser: vi.fn(async () => null),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => user(idToken(), { state: { returnTo: '/cus_aurora/overview' } } as Partial<User>)),
    signinSilent: vi.fn(async () => user(idToken({ iat: NOW + 540, exp: NOW + 1140 }))),
    endSession: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    ...overrides,
  };
  const onForget = vi.fn();
  const onSignOut = vi.fn();
  const session = new Session(manager as unknown as OidcClient, {
    issuer: ISSUER,
    clientId: CLIENT,
    now: () => NOW,
    onForget,
    onSignOut,
    setTimer: (run, ms) => timers.push({ ms, run }),
    clearTimer: () => undefined,
    arrivals,
    tabs,
  });
  return { session, manager, onForget, onSignOut, timers, stored };
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

  it.each([
    ['audience', { aud: 'another-app' }],
    ['issuer', { iss: 'http://evil.example/idp' }],
    ['expired', { exp: NOW - 3600 }],
  ])('checks a renewed ID token too: one with a wrong %s ends the session and is never sent', async (_problem, claims) => {
    const { session, onForget } = setup({ signinSilent: vi.fn(async () => user(idToken({ iat: NOW + 540, ...claims }))) });
    await session.completeSignIn('http://x/auth/callback');
    const before = session.getIdToken();
    expect(before).not.toBeNull();
    expect(await session.renew()).toBe(false);
    expect(session.getState()).toEqual({ status: 'ended', why: 'not_continued' });
    expect(session.getIdToken()).toBeNull();
    expect(onForget).toHaveBeenCalled();
  });

  it('shares one renewal among everyone who asks at once', async () => {
    const { session, manager } = setup();
    await session.completeSignIn('http://x/auth/callback');
    const results = await Promise.all([session.renew(), session.renew(), session.renew()]);
    expect(results).toEqual([true, true, true]);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('ends the session visibly when the renewal fails', async () => {
    const { session, onForget, onSignOut } = setup({ signinSilent: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) });
    await session.completeSignIn('http://x/auth/callback');
    expect(await session.renew()).toBe(false);
    expect(session.getState()).toEqual({ status: 'ended', why: 'not_continued' });
    expect(onForget).toHaveBeenCalled();
    // the person did not sign out: what they were writing waits for them to sign in again
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('ends the session when the service refuses even a renewed token', async () => {
    const { session, onForget } = setup();
    await session.completeSignIn('http://x/auth/callback');
    session.end();
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'ended', why: 'not_continued' }));
    expect(session.getIdToken()).toBeNull();
    expect(onForget).toHaveBeenCalled();
  });

  it('renews at boot a stored session whose ID token is spent', async () => {
    const { session, manager } = setup({ getUser: vi.fn(async () => user(idToken({ iat: NOW - 4000, exp: NOW - 3400 }))) });
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe('signed_in');
  });

  it('after a reload, times the renewal by what is left of the stored token since it arrived', async () => {
    // issued by a provider whose clock is 200 s behind this browser's; it arrived here 200 s ago
    const token = idToken({ iat: NOW - 400, exp: NOW + 200 });
    const { session, manager, timers } = setup({ getUser: vi.fn(async () => user(token)) }, { token, at: NOW - 200 });
    await session.start();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(session.getIdToken()).toBe(token);
    // 600 s of life, renewed 60 s before its end: 540 - 200 = 340 s from now
    expect(timers.at(-1)?.ms).toBe(340_000);
  });

  it('after a reload, renews before sending a stored token with less than a minute left', async () => {
    const token = idToken();
    const { session, manager } = setup({ getUser: vi.fn(async () => user(token)) }, { token, at: NOW - 560 });
    const bearers: (string | null)[] = [];
    session.subscribe(() => bearers.push(session.getIdToken()));
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(bearers).not.toContain(token);
    expect(session.getState().status).toBe('signed_in');
  });

  // docs/decisions/0022: the boot sent nothing early with a token of less than 120 s left, while the session used it until
  // 60 s were left: for that minute of every token's life, /me and the page's reads all waited for the portal's code.
  it.each([
    [100, true],
    [70, true],
    [40, false],
  ])('after a reload, a token with %i s left is sent early by the boot exactly when the session sends it as it is', async (left, asItIs) => {
    const token = idToken({ iat: NOW - (600 - left), exp: NOW + left });
    const { session, manager } = setup({ getUser: vi.fn(async () => user(token)) }, { token, at: NOW - (600 - left) });
    await session.start();
    expect(session.getIdToken() === token).toBe(asItIs);
    expect(manager.signinSilent).toHaveBeenCalledTimes(asItIs ? 0 : 1);
    expect(sentAsItIsAt(token, NOW)).toBe(asItIs);
  });

  it('after a reload without a note of arrival, a token expired by this clock is renewed, not sent', async () => {
    // 240 s past exp: within the leeway that a fresh token's check allows, but spent all the same
    const token = idToken({ iat: NOW - 840, exp: NOW - 240 });
    const { session, manager } = setup({ getUser: vi.fn(async () => user(token)) });
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(session.getIdToken()).not.toBe(token);
  });

  it('notes when a token arrived and forgets the note with the session', async () => {
    const { session, stored } = setup();
    await session.completeSignIn('http://x/auth/callback');
    const bearer = session.getIdToken() ?? '';
    expect(JSON.parse(stored.get(ARRIVAL_KEY) ?? '{}')).toEqual({ token: signatureOf(bearer), at: NOW });
    session.end();
    await vi.waitFor(() => expect(stored.has(ARRIVAL_KEY)).toBe(false));
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
    const { session, manager, onForget, onSignOut } = setup({ getUser: vi.fn(async () => stored) });
    await session.start();
    await session.signOut();
    expect(manager.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(onForget).toHaveBeenCalled();
    // what is kept only until signing out (unsent drafts) goes too
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(manager.endSession).toHaveBeenCalledWith({ idTokenHint: stored.id_token, uiLocales: 'fi' });
    expect(session.getIdToken()).toBeNull();
    // not 'signed_out', which would send the browser to sign in while it leaves to sign out
    expect(session.getState()).toEqual({ status: 'signing_out' });
  });

  it('tells the portal’s other tabs when it signs out', async () => {
    const announceSignOut = vi.fn();
    const { session } = setup({ getUser: vi.fn(async () => user()) }, undefined, { announceSignOut, onSignOut: () => undefined });
    await session.start();
    await session.signOut();
    expect(announceSignOut).toHaveBeenCalledTimes(1);
  });

  it('ends at once, forgetting everything, when another tab signs out', async () => {
    let signedOutElsewhere: () => void = () => undefined;
    const tabs: SessionTabs = { announceSignOut: () => undefined, onSignOut: (listener) => (signedOutElsewhere = listener) };
    const { session, manager, onForget, onSignOut } = setup({ getUser: vi.fn(async () => user()) }, undefined, tabs);
    await session.start();
    expect(session.getState().status).toBe('signed_in');
    signedOutElsewhere();
    // the person signed out: the tab says so, not that the session could not be continued (docs/decisions/0020)
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'ended', why: 'signed_out_elsewhere' }));
    expect(session.getIdToken()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(onForget).toHaveBeenCalled();
    // the tab that signed out forgot the drafts of the storage both share: this one has nothing more to do
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('a tab without a session stays signed out when another tab signs out', async () => {
    let signedOutElsewhere: () => void = () => undefined;
    const tabs: SessionTabs = { announceSignOut: () => undefined, onSignOut: (listener) => (signedOutElsewhere = listener) };
    const { session } = setup({}, undefined, tabs);
    await session.start();
    signedOutElsewhere();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.getState()).toEqual({ status: 'signed_out' });
  });

  it('the tabs of one browser hear each other’s sign-out over a BroadcastChannel, and nothing else', async () => {
    const name = `portal.session.test.${Math.random()}`;
    const first = sessionTabs(name);
    const second = sessionTabs(name);
    if (!first || !second) throw new Error('this runtime has no BroadcastChannel');
    const heard = vi.fn();
    second.onSignOut(heard);
    new BroadcastChannel(name).postMessage('something else');
    first.announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });
});
