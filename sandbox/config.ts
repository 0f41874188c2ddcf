import os from 'node:os';
import path from 'node:path';
import { isIsoDate } from '../src/api/schemas/calendar.ts';

/** Everything that differs between a developer's sandbox, a test run's sandbox and CI's. */
export interface SandboxConfig {
  /** Port the one HTTP server listens on; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** Origin the browser and tests reach the sandbox at; the issuer and every absolute URL derive from it. */
  publicOrigin: string;
  /** The portal's OpenID client id: the `aud` of every ID token the service accepts. */
  clientId: string;
  /** Origins the portal is served from: redirect URIs and CORS derive from them. */
  portalOrigins: string[];
  /**
   * Folder holding the database, the identity provider's private keys and the vault key: outside the
   * project, so that no web server serving the project (Vite's dev and preview servers) can reach it.
   */
  dataDir: string;
  /**
   * The day a new seed is written as of (`SANDBOX_SEED_DAY`, `YYYY-MM-DD`); Finland's date today when absent.
   * A test run names the day it began, so that its journeys and its sandbox reckon from one day.
   */
  seedDay?: string;
}

export const SERVICE_BASE_PATH = '/portal';
export const IDP_BASE_PATH = '/idp';
export const PORTAL_CLIENT_ID = 'customer-portal';
export const DEFAULT_SANDBOX_PORT = 4000;
export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';

export function issuerOf(config: Pick<SandboxConfig, 'publicOrigin'>): string {
  return `${config.publicOrigin}${IDP_BASE_PATH}`;
}

/** The identity provider's routes under its issuer, set on the provider itself (sandbox/idp/provider.ts). */
export const IDP_ROUTES = {
  authorization: '/auth',
  token: '/token',
  end_session: '/session/end',
  revocation: '/token/revocation',
} as const;

/**
 * The portal's environment naming the sandbox provider's endpoints (src/runtime-config-env.ts), so that a
 * signed-out browser leaves for the provider without reading its discovery document first.
 */
export function identityProviderEnv(issuer: string): Record<string, string> {
  return {
    PORTAL_OIDC_AUTHORIZATION_ENDPOINT: `${issuer}${IDP_ROUTES.authorization}`,
    PORTAL_OIDC_TOKEN_ENDPOINT: `${issuer}${IDP_ROUTES.token}`,
    PORTAL_OIDC_END_SESSION_ENDPOINT: `${issuer}${IDP_ROUTES.end_session}`,
    PORTAL_OIDC_REVOCATION_ENDPOINT: `${issuer}${IDP_ROUTES.revocation}`,
  };
}

export function redirectUrisOf(config: Pick<SandboxConfig, 'portalOrigins'>): string[] {
  return config.portalOrigins.map((origin) => `${origin}/auth/callback`);
}

export function postLogoutRedirectUrisOf(config: Pick<SandboxConfig, 'portalOrigins'>): string[] {
  return config.portalOrigins.map((origin) => `${origin}/signed-out`);
}

/**
 * Where the identity provider posts its OpenID Back-Channel Logout tokens: a link between the provider and
 * the service, outside the spec's endpoints (docs/sandbox.md, "Sign-out").
 */
export const BACKCHANNEL_LOGOUT_PATH = `${SERVICE_BASE_PATH}/backchannel-logout`;

export function backchannelLogoutUriOf(config: Pick<SandboxConfig, 'publicOrigin'>): string {
  return `${config.publicOrigin}${BACKCHANNEL_LOGOUT_PATH}`;
}

/** The name of the sandbox's folder of data folders; the portal's dev and preview servers refuse any path naming it. */
export const SANDBOX_STATE_FOLDER = 'customer-portal-sandbox';
/** Where the data used to live, under the project root; the dev and preview servers refuse any path naming it too. */
export const LEGACY_DATA_FOLDER = '.sandbox-data';

/**
 * Where the sandbox keeps its data folders: `$XDG_STATE_HOME/customer-portal-sandbox`, else
 * `~/.local/state/customer-portal-sandbox` — never under the project root, which Vite serves.
 */
export function sandboxStateDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_STATE_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(os.homedir(), '.local', 'state');
  return path.join(base, SANDBOX_STATE_FOLDER);
}

/** A named data folder: `default` for `npm start`, `e2e-<port>` and `bench-<port>` for the test and bench runs. */
export function defaultDataDir(name = 'default', env: NodeJS.ProcessEnv = process.env): string {
  return path.join(sandboxStateDir(env), name);
}

/** Reads the sandbox's settings from the environment, with the defaults `npm start` documents. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT is not a port: ${env.SANDBOX_PORT}`);
  const portalOrigins = (env.PORTAL_ORIGINS ?? DEFAULT_PORTAL_ORIGIN)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    publicOrigin: env.SANDBOX_PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    clientId: env.PORTAL_CLIENT_ID ?? PORTAL_CLIENT_ID,
    portalOrigins,
    dataDir: env.SANDBOX_DATA_DIR ? path.resolve(env.SANDBOX_DATA_DIR) : defaultDataDir('default', env),
    ...(env.SANDBOX_SEED_DAY ? { seedDay: seedDayOf(env.SANDBOX_SEED_DAY) } : {}),
  };
}

function seedDayOf(value: string): string {
  if (!isIsoDate(value)) throw new Error(`SANDBOX_SEED_DAY is not a date YYYY-MM-DD: ${value}`);
  return value;
}
