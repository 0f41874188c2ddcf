import { IMMUTABLE } from '../../deploy/nginx/nginx-config.ts';

/**
 * nginx's configuration for the reference app's build, served the way deploy/nginx serves the portal's:
 * the same precompressed files served as stored (gzip_static, brotli_static where the module is installed)
 * and on-the-fly gzip for the rest, hashed assets immutable, the page `no-cache`, and every path that is not a
 * file answering index.html (its deep links). Only the portal's own parts (runtime configuration, signed-in
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
  const cacheControl = (value: string) => `      add_header Cache-Control "${value}" always;`;
  return [
    '# Rendered by scripts/bench/reference-nginx.ts for the side-by-side bench.',
    ...(input.brotliStaticModule ? [`load_module "${input.brotliStaticModule}";`] : []),
    ...(input.user ? [`user "${input.user}";`] : []),
    'worker_processes auto;',
    `pid "${input.runDir}/nginx.pid";`,
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
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path "${input.runDir}/${kind}";`),
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_types application/javascript text/css application/json image/svg+xml;',
    '  server {',
    `    listen ${input.port};`,
    `    root "${input.root}";`,
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
