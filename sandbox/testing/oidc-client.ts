import { createHash, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../idp/demo-people.ts';
import { CookieJar } from './cookie-jar.ts';

export interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
}

export interface AuthorizationRequest {
  email: string;
  password?: string;
  /** Overrides of the authorization request's parameters; `null` leaves one out. */
  params?: Record<string, string | null>;
}

/**
 * Signs in through the identity provider over plain HTTP, as a browser would: the authorization
 * request, the login page's form, the redirect back with a code, and the code exchange with PKCE.
 */
export class OidcTestClient {
  readonly jar = new CookieJar();
  readonly sandboxUrl: string;
  readonly issuer: string;
  readonly clientId = inject('sandboxClientId');
  readonly redirectUri = inject('sandboxRedirectUri');

  /** The run's shared sandbox, unless a test started one of its own (with the same client and portal origin). */
  constructor(target: { sandboxUrl: string; issuer: string } = { sandboxUrl: inject('sandboxUrl'), issuer: inject('sandboxIssuer') }) {
    this.sandboxUrl = target.sandboxUrl;
    this.issuer = target.issuer;
  }

  /** Requests relative to the issuer go to the sandbox's listening address (the issuer host may differ). */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = url.startsWith('/') ? `${this.sandboxUrl}${url}` : url.replace(new URL(this.issuer).origin, this.sandboxUrl);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), Cookie: this.jar.header() },
    });
    this.jar.store(response);
    return response;
  }

  authorizationParams(verifier: string, overrides: Record<string, string | null> = {}): URLSearchParams {
    const params: Record<string, string | null> = {
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      ...overrides,
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== null) search.set(key, value);
    return search;
  }

  /** Starts an authorization request and returns where the provider sent the browser. */
  async authorize(verifier: string, overrides: Record<string, string | null> = {}): Promise<Response> {
    return this.request(`/idp/auth?${this.authorizationParams(verifier, overrides)}`);
  }

  async submitLogin(interactionPath: string, email: string, password: string): Promise<Response> {
    return this.request(`${interactionPath}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  }

  /** The whole code flow; returns the token endpoint's answer. */
  async signIn(email: string, password = DEMO_PASSWORD, overrides: Record<string, string | null> = {}): Promise<TokenSet> {
    const verifier = randomBytes(32).toString('base64url');
    const start = await this.authorize(verifier, overrides);
    const interaction = locationOf(start);
    const page = await this.request(interaction);
    if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
    const login = await this.submitLogin(interaction, email, password);
    if (login.status !== 303) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    let next = locationOf(login);
    // Follow the provider's own redirects until it sends the browser back to the portal.
    for (let hop = 0; hop < 5 && !next.startsWith(this.redirectUri); hop += 1) {
      next = locationOf(await this.request(next));
    }
    const callback = new URL(next);
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`no code in the callback: ${next}`);
    return this.exchangeCode(code, verifier);
  }

  async exchangeCode(code: string, verifier: string, redirectUri = this.redirectUri): Promise<TokenSet> {
    const response = await this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.clientId,
      code_verifier: verifier,
    });
    if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as TokenSet;
  }

  async tokenRequest(form: Record<string, string>): Promise<Response> {
    return fetch(`${this.sandboxUrl}/idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return location;
}

const tokenCache = new Map<string, Promise<TokenSet>>();

/** An ID token of a demo person, signed in once per test file. */
export async function idTokenOf(email: string): Promise<string> {
  let tokens = tokenCache.get(email);
  if (!tokens) {
    tokens = new OidcTestClient().signIn(email);
    tokenCache.set(email, tokens);
  }
  return (await tokens).id_token;
}
