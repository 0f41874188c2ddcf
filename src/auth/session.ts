import type { OidcClient, StoredUser } from './oidc-client.ts';
import { checkIdToken, type IdTokenProblem } from './id-token.ts';
import { safeReturnPath } from './return-path.ts';
import { signInRequest, type SignInState } from './sign-in-request.ts';
import { type SessionTabs } from './session-tabs.ts';
import { lifeOf, signatureOf } from './token-life.ts';

/**
 * The person's session in this tab, as a small state machine the views subscribe to.
 * The ID token is the bearer (spec §5): it is checked on arrival, renewed before its own exp
 * with the refresh token, and a failed renewal ends the session visibly rather than silently.
 */
export type SessionState =
  | { status: 'starting' }
  | { status: 'signed_out' }
  | { status: 'signing_out' }
  | { status: 'signed_in'; idToken: string; subject: string }
  | { status: 'ended'; why: SessionEndReason }
  | { status: 'refused'; problem: IdTokenProblem | 'sign_in_failed' };

/**
 * Why a session ended: the person signed out in another tab of the portal (they did it, the tab says so
 * plainly), or it could not be continued (a failed renewal, a token the service no longer accepts).
 */
export type SessionEndReason = 'signed_out_elsewhere' | 'not_continued';

export interface SessionOptions {
  issuer: string;
  clientId: string;
  /** Seconds since the epoch. */
  now?: () => number;
  /** Things to forget on sign-out and when the session ends: the query cache, above all. */
  onForget?: () => void;
  language?: () => string;
  /** Removes whatever else the sign-in library left in this tab's storage. */
  clearStorage?: () => void;
  /**
   * What the person leaves behind only until they sign out (unsent message drafts): kept through an ended
   * session, which they continue by signing in again, and forgotten when they sign out in this tab.
   */
  onSignOut?: () => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Where this tab notes when its ID token arrived (sessionStorage), so that after a reload the
   * renewal is timed by the token's remaining life, not its whole one.
   */
  arrivals?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * How the portal's tabs tell each other of a sign-out (a BroadcastChannel): every other tab of the
   * browser ends its session too, at once, rather than at its next renewal.
   */
  tabs?: SessionTabs;
}

/** The key of the arrival note: the ID token's signature (which names it) and the local time it came. */
export const ARRIVAL_KEY = 'portal.session.arrival';

/** Tokens may look this stale to a browser whose clock runs ahead; the service itself allows 60 s. */
export const EXPIRY_LEEWAY_SECONDS = 300;

export type { SignInState } from './sign-in-request.ts';

export class Session {
  private state: SessionState = { status: 'starting' };
  private readonly listeners = new Set<() => void>();
  private renewal: Promise<boolean> | null = null;
  private callback: Promise<string> | null = null;
  private redirecting: Promise<void> | null = null;
  private timer: unknown = null;
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly arrivals: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

  constructor(
    private readonly userManager: OidcClient,
    private readonly options: SessionOptions,
  ) {
    this.now = options.now ?? (() => Date.now() / 1000);
    this.setTimer = options.setTimer ?? ((callback, ms) => window.setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => window.clearTimeout(handle as number));
    this.arrivals = options.arrivals ?? (typeof sessionStorage === 'undefined' ? null : sessionStorage);
    options.tabs?.onSignOut(() => void this.endedElsewhere());
  }

  /** Another tab signed out: this one forgets everything and says so, whatever it was doing. */
  private async endedElsewhere(): Promise<void> {
    if (this.state.status === 'signed_out' || this.state.status === 'signing_out') return;
    const hadSession = this.state.status !== 'starting' || (await this.userManager.getUser()) !== null;
    await this.forget();
    this.set(hadSession ? { status: 'ended', why: 'signed_out_elsewhere' } : { status: 'signed_out' });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  /** The bearer for the next request, or null when there is no usable session. */
  getIdToken = (): string | null => (this.state.status === 'signed_in' ? this.state.idToken : null);

  /**
   * At boot: the session this tab already has. Its ID token is used only while it has more than the
   * renewal margin left — counted from when it arrived in this tab, so that a reload neither sends a
   * spent token nor postpones the renewal past its exp; otherwise it is renewed before anything is sent.
   */
  async start(): Promise<void> {
    const user = await this.userManager.getUser();
    if (!user?.id_token) {
      this.set({ status: 'signed_out' });
      return;
    }
    const check = this.check(user.id_token);
    if (check.ok) {
      // without a note of its arrival (another tab's storage, say) the token is taken as issued by this clock
      const arrivedAt = this.arrivalOf(user.id_token) ?? check.issuedAt ?? this.now();
      const life = lifeOf(check.expiresAt, check.issuedAt, arrivedAt);
      const elapsed = this.now() - arrivedAt;
      if (elapsed < life.renewAfter) {
        this.accept(user, check.expiresAt, check.issuedAt, arrivedAt);
        return;
      }
      if (!user.refresh_token && elapsed < life.lifetime) {
        this.accept(user, check.expiresAt, check.issuedAt, arrivedAt);
        return;
      }
    }
    if ((check.ok || check.problem === 'expired') && user.refresh_token) {
      await this.renew();
      return;
    }
    await this.forget();
    this.set({ status: 'signed_out' });
  }

  /**
   * Sends the browser to the identity provider; afterwards it comes back to `returnTo`. Asked twice
   * (StrictMode, a double click) it still starts one sign-in, so the page is not navigated twice.
   */
  signIn(returnTo: string): Promise<void> {
    this.redirecting ??= this.userManager.signinRedirect(signInRequest(returnTo, this.options.language?.())).catch((error: unknown) => {
      this.redirecting = null;
      throw error;
    });
    return this.redirecting;
  }

  /**
   * Handles the identity provider's redirect once, however often it is called (React StrictMode
   * runs effects twice): the code can be exchanged only once. Resolves to where the person was going.
   */
  completeSignIn(url: string): Promise<string> {
    this.callback ??= this.runCallback(url);
    return this.callback;
  }

  private async runCallback(url: string): Promise<string> {
    let user: StoredUser;
    try {
      user = await this.userManager.signinRedirectCallback(url);
    } catch (error) {
      await this.forget();
      const message = error instanceof Error ? error.message : '';
      this.set({ status: 'refused', problem: /nonce/i.test(message) ? 'nonce' : 'sign_in_failed' });
      throw error;
    }
    const check = this.check(user.id_token ?? '');
    if (!check.ok) {
      await this.forget();
      this.set({ status: 'refused', problem: check.problem });
      throw new Error(`ID token refused: ${check.problem}`);
    }
    this.accept(user, check.expiresAt, check.issuedAt);
    const state = user.state as Partial<SignInState> | undefined;
    return safeReturnPath(state?.returnTo);
  }

  /** One silent renewal with the refresh token, shared by everyone who asks at the same time. */
  renew = (): Promise<boolean> => {
    this.renewal ??= this.runRenewal().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  };

  private async runRenewal(): Promise<boolean> {
    try {
      const user = await this.userManager.signinSilent();
      const check = this.check(user?.id_token ?? '');
      if (!user || !check.ok) throw new Error('renewal brought no acceptable ID token');
      this.accept(user, check.expiresAt, check.issuedAt);
      return true;
    } catch {
      await this.forget();
      this.set({ status: 'ended', why: 'not_continued' });
      return false;
    }
  }

  /** The service will not accept this person even with a fresh token: the session ends, visibly. */
  end = (): void => {
    void this.forget().then(() => this.set({ status: 'ended', why: 'not_continued' }));
  };

  /**
   * Forgets everything in this tab, tells the portal's other tabs to do the same, then ends the identity
   * provider's session: with the ID token as the hint (in a POST body, never a URL) it ends at once, and
   * the provider tells the service, which from then on refuses every ID token of that session.
   */
  async signOut(): Promise<void> {
    const user = await this.userManager.getUser();
    // The refresh token dies now, not only when the provider's session ends.
    await this.userManager.revokeTokens(['refresh_token']).catch(() => undefined);
    await this.forget();
    this.options.onSignOut?.();
    this.options.tabs?.announceSignOut();
    // not 'signed_out': that would start a new sign-in while the browser leaves for the provider
    this.set({ status: 'signing_out' });
    await this.userManager.endSession({ idTokenHint: user?.id_token, uiLocales: this.options.language?.() ?? 'fi' });
  }

  /** Back from the identity provider's sign-out: whatever sign-in state the library kept in this tab is removed. */
  async completeSignOut(): Promise<void> {
    await this.forget();
    if (this.state.status !== 'signed_out') this.set({ status: 'signed_out' });
  }

  private check(idToken: string) {
    const result = checkIdToken(idToken, {
      issuer: this.options.issuer,
      clientId: this.options.clientId,
      now: this.now(),
      leewaySeconds: EXPIRY_LEEWAY_SECONDS,
    });
    if (!result.ok) return result;
    return { ok: true as const, expiresAt: result.facts.expiresAt, issuedAt: result.facts.issuedAt };
  }

  /**
   * The token becomes the bearer. Its renewal is timed by its own lifetime, measured from its arrival
   * in this tab, so that a browser clock that runs ahead or behind the provider's neither renews in a
   * loop nor too late. A token that has just come from the provider arrives now.
   */
  private accept(user: StoredUser, expiresAt: number, issuedAt: number | undefined, arrivedAt = this.now()): void {
    const idToken = user.id_token ?? '';
    this.set({ status: 'signed_in', idToken, subject: user.profile.sub });
    this.noteArrival(idToken, arrivedAt);
    const { renewAfter } = lifeOf(expiresAt, issuedAt, arrivedAt);
    const delaySeconds = Math.max(renewAfter - (this.now() - arrivedAt), 0);
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => void this.renew(), delaySeconds * 1000);
  }

  /** When this tab received the token, by its own clock; null when it has no note of this token. */
  private arrivalOf(idToken: string): number | null {
    let note: unknown;
    try {
      note = JSON.parse(this.arrivals?.getItem(ARRIVAL_KEY) ?? 'null');
    } catch {
      return null;
    }
    if (typeof note !== 'object' || note === null || !('token' in note) || !('at' in note)) return null;
    const { token, at } = note;
    return token === signatureOf(idToken) && typeof at === 'number' && Number.isFinite(at) ? at : null;
  }

  private noteArrival(idToken: string, at: number): void {
    try {
      this.arrivals?.setItem(ARRIVAL_KEY, JSON.stringify({ token: signatureOf(idToken), at }));
    } catch {
      // storage refused (private mode, quota): after a reload the token is timed by this clock instead
    }
  }

  private async forget(): Promise<void> {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.arrivals?.removeItem(ARRIVAL_KEY);
    this.options.onForget?.();
    await this.userManager.removeUser();
    await this.userManager.clearStaleState();
    this.options.clearStorage?.();
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
