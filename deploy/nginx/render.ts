import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runtimeConfigFromEnv } from '../../src/runtime-config-env.ts';
import { originsOf, securityHeaders } from '../../src/security-headers.ts';
import { renderNginxConfig } from './nginx-config.ts';

/** Where Debian's package (libnginx-mod-http-brotli-static) puts the module that serves .br files as stored. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface PreparedNginx {
  configFile: string;
  runDir: string;
}

/**
 * Writes nginx's configuration and the runtime configuration it serves into `runDir`, both from the
 * environment as the dev server reads it (PORTAL_SERVICE_URL, PORTAL_OIDC_AUTHORITY, PORTAL_OIDC_CLIENT_ID,
 * PORTAL_FIRM_*, the firm's reply time PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS included), with the security headers
 * for `portalOrigin`.
 */
export async function prepareNginx(options: {
  port: number;
  distDir: string;
  runDir: string;
  portalOrigin: string;
  serviceUpstream?: string;
  env: Record<string, string | undefined>;
  /** Whom the workers run as when nginx is started as root (see `localWorkerUser`). */
  user?: string | undefined;
}): Promise<PreparedNginx> {
  const runtimeConfig = runtimeConfigFromEnv(options.env);
  await mkdir(options.runDir, { recursive: true });
  const runtimeConfigFile = path.join(options.runDir, 'runtime-config.json');
  await writeFile(runtimeConfigFile, JSON.stringify(runtimeConfig));
  const headers = securityHeaders({ connectOrigins: originsOf([runtimeConfig.serviceUrl, runtimeConfig.authority], options.portalOrigin) });
  const configFile = path.join(options.runDir, 'nginx.conf');
  await writeFile(
    configFile,
    renderNginxConfig({
      port: options.port,
      root: path.resolve(options.distDir),
      runDir: options.runDir,
      runtimeConfigFile,
      headers,
      ...(options.serviceUpstream ? { serviceUpstream: options.serviceUpstream } : {}),
      ...(existsSync(BROTLI_STATIC_MODULE) ? { brotliStaticModule: BROTLI_STATIC_MODULE } : {}),
      ...(options.user ? { user: options.user } : {}),
    }),
  );
  return { configFile, runDir: options.runDir };
}

/**
 * For a local serve (`npm run start:production`, the production journeys, the bench): started as root, nginx
 * would run its workers as `nobody`, who cannot read a checkout in a private folder (a clone in `mktemp -d`,
 * a home directory); they run as root then, like the rest of that run. A deployment renders with the CLI
 * below and chooses its own user.
 */
export function localWorkerUser(uid: number | undefined = process.getuid?.()): string | undefined {
  return uid === 0 ? 'root' : undefined;
}

/** The nginx binary on this machine, or undefined. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')), '/usr/sbin/nginx'];
  return candidates.find((candidate): candidate is string => candidate !== undefined && candidate !== '' && existsSync(candidate));
}

export const INSTALL_NGINX = 'nginx is not installed. On Debian: sudo apt-get install -y nginx libnginx-mod-http-brotli-static';

// `npx tsx deploy/nginx/render.ts <dist> <run dir> [port]`: renders for a deployment, PORTAL_ORIGIN naming the
// portal's public origin and PORTAL_SERVICE_UPSTREAM, when the service is proxied under /portal, its address.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir = 'dist', runDir = 'nginx-run', port = '8080'] = process.argv.slice(2);
  const prepared = await prepareNginx({
    port: Number(port),
    distDir,
    runDir: path.resolve(runDir),
    portalOrigin: process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`,
    ...(process.env.PORTAL_SERVICE_UPSTREAM ? { serviceUpstream: process.env.PORTAL_SERVICE_UPSTREAM } : {}),
    env: process.env,
  });
  console.log(`wrote ${prepared.configFile}; run: nginx -e stderr -p ${prepared.runDir} -c ${prepared.configFile}`);
}
