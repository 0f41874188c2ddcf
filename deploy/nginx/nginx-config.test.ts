import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/security-headers.ts';
import { IMMUTABLE, renderNginxConfig } from './nginx-config.ts';
import { localWorkerUser } from './render.ts';

/** The production server's configuration, rendered from the portal's one set of security headers (docs/decisions/0022). */
describe('renderNginxConfig', () => {
  const headers = securityHeaders({ connectOrigins: ['https://service.example', 'https://idp.example'] });
  const config = renderNginxConfig({
    port: 4173,
    root: '/srv/portal/dist',
    runDir: '/run/portal',
    runtimeConfigFile: '/run/portal/runtime-config.json',
    headers,
    serviceUpstream: 'http://127.0.0.1:4000/',
    brotliStaticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  });
  const locations = config.split(/\n(?= {4}location )/).slice(1);
  const block = (start: string) => locations.find((location) => location.startsWith(`    location ${start}`)) ?? '';

  it('puts every security header, exactly as the dev server sends it, on every location of the portal’s own', () => {
    const own = locations.filter((location) => !location.startsWith('    location /portal/'));
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const location of own) {
      for (const [name, value] of Object.entries(headers)) expect(location).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('caches hashed assets for a year as immutable and serves them precompressed; a missing one is a 404 nothing keeps', () => {
    expect(block('/assets/')).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(block('/assets/')).toContain('gzip_static on;');
    expect(block('/assets/')).toContain('brotli_static on;');
    expect(block('/assets/')).toContain('try_files $uri @missing;');
    expect(block('@missing')).toContain('add_header Cache-Control "no-store" always;');
    expect(block('@missing')).toContain('return 404;');
    expect(config).toContain('load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";');
  });

  it('revalidates index.html every time, never stores the runtime configuration, and answers deep links with index.html', () => {
    expect(block('= /index.html')).toContain('add_header Cache-Control "no-cache" always;');
    expect(block('= /runtime-config.json')).toContain('add_header Cache-Control "no-store" always;');
    expect(block('= /runtime-config.json')).toContain('alias "/run/portal/runtime-config.json";');
    expect(block('/ ')).toContain('try_files $uri $portal_page;');
    expect(config).toMatch(/map \$cookie_portal_signed_in \$portal_page \{\s+default \/index\.html;\s+1 \/index\.signed-in\.html;\s+\}/);
  });

  it('answers a browser that holds a session the page naming the portal’s code, revalidated and kept apart by the cookie', () => {
    for (const page of ['= /index.html', '= /index.signed-in.html']) {
      expect(block(page)).toContain('add_header Cache-Control "no-cache" always;');
      expect(block(page)).toContain('add_header Vary Cookie always;');
      expect(block(page)).toContain('gzip_static on;');
    }
  });

  it('serves no source map and no build manifest', () => {
    expect(block('~ (\\.map$|^/\\.vite/)')).toContain('return 404;');
  });

  it('proxies /portal/ to the service when one is named, streaming uploads within their limit, and not otherwise', () => {
    expect(block('/portal/')).toContain('proxy_pass http://127.0.0.1:4000;');
    expect(block('/portal/')).toContain('proxy_request_buffering off;');
    const alone = renderNginxConfig({ port: 80, root: '/srv', runDir: '/run', runtimeConfigFile: '/run/c.json', headers });
    expect(alone).not.toContain('location /portal/');
    expect(alone).not.toContain('brotli');
  });

  it('runs its workers as the user named (a local serve started as root), and as nginx chooses otherwise', () => {
    const local = renderNginxConfig({ port: 80, root: '/srv', runDir: '/run', runtimeConfigFile: '/run/c.json', headers, user: 'root' });
    expect(local).toMatch(/^user "root";$/m);
    expect(config).not.toMatch(/^user /m);
    expect(localWorkerUser(0)).toBe('root');
    expect(localWorkerUser(1000)).toBeUndefined();
  });
});
