import { IMMUTABLE, nginxHead, quoted } from '../../deploy/nginx/nginx-config.ts';

/**
 * nginx's configuration for the reference app's build, served the way deploy/nginx serves the portal's:
 * the same process and compression settings (nginxHead), the same precompressed files served as stored
 * (gzip_static, brotli_static where the module is installed), hashed assets immutable, the page `no-cache`,
 * and every path that is not a file answering index.html (its deep links). Only the portal's own parts (runtime configuration, signed-in
 * page, security headers, the service's proxy) are left out: the reference has none of them.
 */
export interface ReferenceNginxInput {
  port: number;
  /** Its build (dist/). */
  root: string;
  /** nginx's own folder: its pid and temporary files. */
  runDir: string;
  brotliStaticModule?: string;
  /** Whom nginx's workers run as, when its master runs as root. */
  user?: string;
}

export function renderReferenceNginxConfig(input: ReferenceNginxInput): string {
  const precompressed = ['      gzip_static on;', ...(input.brotliStaticModule ? ['      brotli_static on;'] : [])];
  const cacheControl = (value: string) => `      add_header Cache-Control ${quoted(value)} always;`;
  return [
    '# Rendered by scripts/bench/reference-nginx.ts for the side-by-side bench.',
    ...nginxHead(input),
    '  server {',
    `    listen ${input.port};`,
    `    root ${quoted(input.root)};`,
    '    location /assets/ {',
    cacheControl(IMMUTABLE),
    ...precompressed,
    '      try_files $uri =404;',
    '    }',
    '    location = /index.html {',
    cacheControl('no-cache'),
    ...precompressed,
    '    }',
    '    location / {',
    cacheControl('no-cache'),
    ...precompressed,
    '      try_files $uri /index.html;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
