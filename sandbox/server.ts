import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { BACKCHANNEL_LOGOUT_PATH, IDP_BASE_PATH, SERVICE_BASE_PATH, issuerOf, type SandboxConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { isEmpty, seed, seededClock } from './db/seed.ts';
import { createServiceApp } from './api/app.ts';
import { createAuthenticator, publicKeySet } from './api/auth/authenticate.ts';
import { createBackchannelLogoutHandler } from './api/auth/backchannel-logout.ts';
import { pruneEndedSessions } from './api/auth/ended-sessions.ts';
import { createInteractionHandler } from './idp/interactions.ts';
import { loadOrCreateIdpSecrets } from './idp/keys.ts';
import { LOGIN_CSS } from './idp/login-page.ts';
import { LoginThrottle, type ThrottleClock } from './idp/login-throttle.ts';
import { END_SESSION_PATH, SIGN_OUT_SCRIPT, SIGN_OUT_SCRIPT_PATH, endSessionPostAsParameters } from './idp/sign-out.ts';
import { TOKEN_LIFETIMES, createIdentityProvider } from './idp/provider.ts';
import { pageSecurityHeaders } from './http/send.ts';
import { createStorefrontAppHome } from './api/connections/storefront-app-home.ts';
import path from 'node:path';
import { AUTHORED_DAY, type SeedClock } from './db/seed-clock.ts';

/** The sandbox's own answer of the day it was seeded (not an endpoint of the spec). */
export const SEED_PATH = '/seed';

export interface RunningSandbox {
  config: SandboxConfig;
  url: string;
  issuer: string;
  db: Database;
  /** The day the data was seeded and how the seed's dates moved to it. */
  clock: SeedClock;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** The clock of the login's slow-down; tests move it instead of waiting. */
  loginClock?: ThrottleClock;
}

/**
 * Starts the identity provider (under /idp) and the accounting service (under /portal) on one
 * HTTP server, over the database in `config.dataDir`, seeding it when the folder is new.
 */
export async function startSandbox(requested: SandboxConfig, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const db = await openDatabase(path.join(requested.dataDir, 'pg'));
  if (await isEmpty(db)) await seed(db, requested.seedDay);
  const clock = await seededClock(db);
  const secrets = await loadOrCreateIdpSecrets(requested.dataDir);

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested.port, requested.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Port 0 asks for any free port: the public origin and issuer can only be known now.
  const config: SandboxConfig =
    requested.port === 0 ? { ...requested, port, publicOrigin: `http://localhost:${port}` } : requested;

  const provider = createIdentityProvider(config, db, secrets);
  const idpCallback = provider.callback();
  const portalUrl = `${config.portalOrigins[0] ?? ''}/`;
  const handleInteraction = createInteractionHandler(provider, db, portalUrl, { throttle: new LoginThrottle(options.loginClock) });
  const authenticate = createAuthenticator(db, {
    issuer: issuerOf(config),
    audience: config.clientId,
    jwks: publicKeySet(secrets.jwks.keys),
    idTokenLifetimeSeconds: TOKEN_LIFETIMES.IdToken,
  });
  const service = getRequestListener(createServiceApp({ db, config, authenticate }).fetch);
  await pruneEndedSessions(db, new Date());
  const backchannelLogout = createBackchannelLogoutHandler(db, {
    issuer: issuerOf(config),
    audience: config.clientId,
    jwks: publicKeySet(secrets.jwks.keys),
    idTokenLifetimeSeconds: TOKEN_LIFETIMES.IdToken,
  });
  const pageHeaders = pageSecurityHeaders(config.portalOrigins);
  const storefrontAppHome = createStorefrontAppHome(db, config);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const fail = (error: unknown) => {
      console.error('[sandbox] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'internal_error', detail: 'The sandbox failed unexpectedly; see its log.' }));
    };
    // the provider's back-channel logout to the service: outside the spec's routes (docs/sandbox.md, "Sign-out")
    if (pathname === BACKCHANNEL_LOGOUT_PATH) {
      backchannelLogout(req, res).catch(fail);
      return;
    }
    if (pathname === SERVICE_BASE_PATH || pathname.startsWith(`${SERVICE_BASE_PATH}/`)) {
      Promise.resolve(service(req, res)).catch(fail);
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    // the day the data was seeded, for journeys that reckon from it (docs/sandbox.md, "Seed"); outside the spec
    if (pathname === SEED_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ seeded_on: clock.today, authored_day: AUTHORED_DAY }));
      return;
    }
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
      return;
    }
    if (pathname.startsWith(`${IDP_BASE_PATH}/`)) {
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
      if (pathname === `${IDP_BASE_PATH}/assets/login.css`) {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
        res.end(LOGIN_CSS);
        return;
      }
      if (pathname === SIGN_OUT_SCRIPT_PATH) {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        res.end(SIGN_OUT_SCRIPT);
        return;
      }
      if (pathname.startsWith(`${IDP_BASE_PATH}/interaction/`)) {
        handleInteraction(req, res, pathname).catch(fail);
        return;
      }
      const toProvider = () => {
        // oidc-provider finds its mount path from originalUrl, as when mounted in a framework.
        Object.assign(req, { originalUrl: req.url });
        req.url = (req.url ?? '/').slice(IDP_BASE_PATH.length) || '/';
        return idpCallback(req, res);
      };
      if (pathname === END_SESSION_PATH && req.method === 'POST') {
        endSessionPostAsParameters(req, res, portalUrl)
          .then((forward) => (forward ? toProvider() : undefined))
          .catch(fail);
        return;
      }
      Promise.resolve(toProvider()).catch(fail);
      return;
    }
    // The installed storefront app home (spec §2.9 authorization_url), under the sandbox's own origin.
    if (pathname.startsWith('/storefront/')) {
      storefrontAppHome(req, res, pathname).catch(fail);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'not_found', detail: `No such route: ${req.method} ${pathname}.` }));
  });

  return {
    config,
    url: config.publicOrigin,
    issuer: issuerOf(config),
    db,
    clock,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
