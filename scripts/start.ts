import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_DATA_FOLDER, configFromEnv, identityProviderEnv, issuerOf } from '../sandbox/config.ts';
import { describeDemoData } from '../sandbox/describe.ts';
import { resetSandboxData } from '../sandbox/reset.ts';
import { INSTALL_NGINX, findNginx, localWorkerUser, prepareNginx } from '../deploy/nginx/render.ts';
import { precompress } from './precompress.ts';
import { tmpdir } from 'node:os';

/**
 * `npm start`: the sandbox (identity provider + accounting service) and the portal's dev server,
 * which proxies /portal to the sandbox so that the portal and the service share an origin.
 * `npm run start:production` (PORTAL_SERVE=production): the same with the production build, precompressed and
 * served by nginx with the configuration of deploy/nginx (the production headers, caching, /portal proxied).
 */
const root = path.resolve(import.meta.dirname, '..');
const sandboxConfig = configFromEnv();
const sandboxUrl = `http://127.0.0.1:${sandboxConfig.port}`;
const production = process.env.PORTAL_SERVE === 'production';
const portalPort = process.env.PORTAL_PORT ?? (production ? '4173' : '5173');
const vite = path.join('node_modules', 'vite', 'bin', 'vite.js');
// The sandbox and the portal's server agree on the portal's origins: redirect URIs and CORS on one side,
// the only origins the dev or preview server lets read cross-origin on the other.
const portalOrigins = process.env.PORTAL_ORIGINS ?? `http://localhost:${portalPort}`;

console.log(`[start] sandbox data in ${sandboxConfig.dataDir}`);
if (existsSync(path.join(root, LEGACY_DATA_FOLDER))) {
  console.warn(
    `[start] ${LEGACY_DATA_FOLDER}/ under the project root is no longer used (the data lives outside the project now); delete it.`,
  );
}

if (process.env.SANDBOX_RESET === '1') {
  await resetSandboxData(sandboxConfig.dataDir, sandboxConfig.seedDay);
  console.log(`[start] sandbox data reset to the seed in ${sandboxConfig.dataDir}`);
}

const nginx = production ? findNginx() : undefined;
if (production && nginx === undefined) {
  console.error(`[start] ${INSTALL_NGINX}`);
  process.exit(1);
}

const children: ChildProcess[] = [];
function run(name: string, args: string[], env: NodeJS.ProcessEnv, command = process.execPath): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything`);
    void stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code: number): Promise<void> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// the identity provider accepts the redirect URIs of the portal started here, unless told otherwise
run('sandbox', ['--import', 'tsx', 'sandbox/main.ts'], {
  SANDBOX_QUIET: '1',
  PORTAL_ORIGINS: portalOrigins,
  SANDBOX_DATA_DIR: sandboxConfig.dataDir,
});
await waitFor(`${sandboxUrl}/healthz`, 60_000);
const authority = process.env.PORTAL_OIDC_AUTHORITY ?? issuerOf(sandboxConfig);
const portalEnv = {
  SANDBOX_URL: sandboxUrl,
  PORTAL_ORIGINS: portalOrigins,
  // named so that the portal's server refuses every path naming it, wherever it is
  SANDBOX_DATA_DIR: sandboxConfig.dataDir,
  PORTAL_OIDC_AUTHORITY: authority,
  PORTAL_OIDC_CLIENT_ID: process.env.PORTAL_OIDC_CLIENT_ID ?? sandboxConfig.clientId,
  // the sandbox's provider: its endpoints go into the runtime configuration (no discovery before a sign-in)
  ...(authority === issuerOf(sandboxConfig) ? identityProviderEnv(authority) : {}),
};
if (production) {
  // one build for every environment: the configuration is read at run time from /runtime-config.json
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) await stop(build.status ?? 1);
  const distDir = path.join(root, 'dist');
  await precompress(distDir);
  const prepared = await prepareNginx({
    port: Number(portalPort),
    distDir,
    runDir: path.join(tmpdir(), `customer-portal-nginx-${portalPort}`),
    portalOrigin: portalOrigins.split(',')[0]?.trim() || `http://localhost:${portalPort}`,
    serviceUpstream: sandboxUrl,
    env: { ...process.env, ...portalEnv },
    user: localWorkerUser(),
  });
  run('nginx', ['-e', 'stderr', '-p', prepared.runDir, '-c', prepared.configFile], {}, nginx);
} else {
  run('portal dev server', [vite, '--port', portalPort, '--strictPort'], portalEnv);
}
await waitFor(`http://127.0.0.1:${portalPort}/`, 60_000);
console.log(`\nThe portal is on http://localhost:${portalPort}  (service ${sandboxConfig.publicOrigin}/portal, identity provider ${sandboxConfig.publicOrigin}/idp)`);
console.log(describeDemoData());

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
