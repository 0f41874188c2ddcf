import path from 'node:path';

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
  /** Folder outside git holding the database and the identity provider's keys. */
  dataDir: string;
}

export const SERVICE_BASE_PATH = '/portal';
export const IDP_BASE_PATH = '/idp';
export const PORTAL_CLIENT_ID = 'customer-portal';
export const DEFAULT_SANDBOX_PORT = 4000;
export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';

export function issuerOf(config: Pick<SandboxConfig, 'publicOrigin'>): string {
  return `${config.publicOrigin}${IDP_BASE_PATH}`;
}

export function redirectUrisOf(config: Pick<SandboxConfig, 'portalOrigins'>): string[] {
  return config.portalOrigins.map((origin) => `${origin}/auth/callback`);
}

export function postLogoutRedirectUrisOf(config: Pick<SandboxConfig, 'portalOrigins'>): string[] {
  return config.portalOrigins.map((origin) => `${origin}/signed-out`);
}

export function defaultDataDir(name = 'default'): string {
  return path.resolve(import.meta.dirname, '..', '.sandbox-data', name);
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
    dataDir: env.SANDBOX_DATA_DIR ? path.resolve(env.SANDBOX_DATA_DIR) : defaultDataDir(),
  };
}
