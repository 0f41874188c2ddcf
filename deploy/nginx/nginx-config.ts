/**
 * The portal's production web server: nginx, configured from the same runtime configuration and the same
 * security headers the dev server uses (src/runtime-config-env.ts, src/security-headers.ts), so that there is
 * one source of truth for both. `npm run start:production` renders it and runs it; a deployment renders it
 * once (`npx tsx deploy/nginx/render.ts`) and runs nginx with it (README, "Production serving").
 *
 * What it serves (docs/decisions/0021, principle 11):
 * - /assets/*: hashed by the build, so `public, max-age=31536000, immutable`, precompressed at build time
 *   (brotli `.br` where the module is installed, gzip `.gz` always) and served as stored; a missing one is
 *   a 404, never the app's HTML (a stale tab after a deploy then fails clearly).
 * - index.html: `no-cache` (revalidated every time, so a deploy is seen at once); every other path that is
 *   not a file answers it (deep links), or `index.signed-in.html` (the same page naming the portal's code up
 *   front) to a browser that sends the signed-in hint cookie (src/auth/signed-in-hint.ts), with `Vary: Cookie`.
 * - /runtime-config.json: `no-store`, written beside the configuration, not into the build.
 * - never a source map or the build manifest (they stay beside the build for support).
 * - /portal/: proxied to the accounting service when one is named (development and the journeys).
 * Every response of the portal's own carries the security headers (the service's carry its own): nginx drops
 * a server's add_header in any location with add_header of its own, so each location repeats them.
 */

import { SIGNED_IN_PAGE } from '../../scripts/build/signed-in-page.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../src/auth/signed-in-hint.ts';

export interface NginxConfigInput {
  /** Where nginx listens (all interfaces). */
  port: number;
  /** The built portal (dist/). */
  root: string;
  /** nginx's own folder: its pid, temporary files and the runtime configuration file. */
  runDir: string;
  /** The file answered as /runtime-config.json. */
  runtimeConfigFile: string;
  /** The security headers of every response (securityHeaders()). */
  headers: Readonly<Record<string, string>>;
  /** The accounting service that /portal/ is proxied to, when it shares the portal's origin. */
  serviceUpstream?: string;
  /** The brotli_static module's file, when installed: precompressed .br files are then served too. */
  brotliStaticModule?: string;
  /** Whom nginx's workers run as, when its master runs as root (nginx's own default: nobody). */
  user?: string;
}

/** A value in double quotes, as nginx reads it. */
export function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The part of the configuration before the server block: the modules, the process, the temporary files and
 * compression on the way. Shared with the bench's serve of the reference app (scripts/bench/reference-nginx.ts),
 * so that both are served alike.
 */
export function nginxHead(input: Pick<NginxConfigInput, 'runDir' | 'brotliStaticModule' | 'user'>): string[] {
  return [
    ...(input.brotliStaticModule ? [`load_module ${quoted(input.brotliStaticModule)};`] : []),
    ...(input.user ? [`user ${quoted(input.user)};`] : []),
    'worker_processes auto;',
    `pid ${quoted(`${input.runDir}/nginx.pid`)};`,
    'error_log stderr warn;',
    'daemon off;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  server_tokens off;',
    '  sendfile on;',
    '  etag on;',
    `  client_body_temp_path ${quoted(`${input.runDir}/client_body`)};`,
    `  proxy_temp_path ${quoted(`${input.runDir}/proxy`)};`,
    `  fastcgi_temp_path ${quoted(`${input.runDir}/fastcgi`)};`,
    `  uwsgi_temp_path ${quoted(`${input.runDir}/uwsgi`)};`,
    `  scgi_temp_path ${quoted(`${input.runDir}/scgi`)};`,
    '  # what was not precompressed (the small and the rare) is compressed on the way',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_types application/javascript text/css application/json image/svg+xml;',
  ];
}

export function renderNginxConfig(input: NginxConfigInput): string {
  const security = Object.entries(input.headers).map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`);
  const headers = (cacheControl: string) => [...security, `      add_header Cache-Control ${quoted(cacheControl)} always;`].join('\n');
  // a page answers by the signed-in hint: whatever keeps a copy (a CDN) keeps one per cookie, and revalidates it
  const pageHeaders = [headers('no-cache'), '      add_header Vary Cookie always;'].join('\n');
  const precompressed = ['      gzip_static on;', ...(input.brotliStaticModule ? ['      brotli_static on;'] : [])].join('\n');
  const lines = [
    '# Rendered by deploy/nginx/nginx-config.ts: edit that, not this.',
    ...nginxHead(input),
    '  # a browser that holds a session gets the page that names the portal\'s code up front',
    `  map $cookie_${SIGNED_IN_HINT_COOKIE} $portal_page {`,
    '    default /index.html;',
    `    1 /${SIGNED_IN_PAGE};`,
    '  }',
    '  server {',
    `    listen ${input.port};`,
    `    root ${quoted(input.root)};`,
    '    # source maps and the build manifest stay beside the build, for support only',
    '    location ~ (\\.map$|^/\\.vite/) {',
    headers('no-store'),
    '      return 404;',
    '    }',
    '    location /assets/ {',
    headers(IMMUTABLE),
    precompressed,
    '      try_files $uri @missing;',
    '    }',
    '    # a missing asset (a stale tab after a deploy): a plain 404 that nothing keeps',
    '    location @missing {',
    headers('no-store'),
    '      return 404;',
    '    }',
    '    location = /runtime-config.json {',
    headers('no-store'),
    `      alias ${quoted(input.runtimeConfigFile)};`,
    '      default_type application/json;',
    '    }',
    '    location = /index.html {',
    pageHeaders,
    precompressed,
    '    }',
    `    location = /${SIGNED_IN_PAGE} {`,
    pageHeaders,
    precompressed,
    '    }',
    ...(input.serviceUpstream
      ? [
          '    location /portal/ {',
          `      proxy_pass ${input.serviceUpstream.replace(/\/+$/, '')};`,
          '      proxy_http_version 1.1;',
          '      proxy_set_header Host $http_host;',
          '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          '      proxy_set_header X-Forwarded-Proto $scheme;',
          '      proxy_request_buffering off;',
          '      client_max_body_size 30m;',
          '    }',
        ]
      : []),
    '    location / {',
    headers('no-cache'),
    precompressed,
    '      try_files $uri $portal_page;',
    '    }',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}
