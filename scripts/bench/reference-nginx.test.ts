import { describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../deploy/nginx/nginx-config.ts';
import { renderReferenceNginxConfig } from './reference-nginx.ts';

/** The reference app is served as the portal is (deploy/nginx), so that the comparison is of the apps, not the servers. */
describe('renderReferenceNginxConfig', () => {
  const config = renderReferenceNginxConfig({
    port: 3000,
    root: '/cache/apps/react-vite/dist',
    runDir: '/tmp/run',
    brotliStaticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  });
  const block = (start: string) => config.split(/\n(?= {4}location )/).find((part) => part.startsWith(`    location ${start}`)) ?? '';

  it('serves hashed assets as immutable and precompressed (brotli and gzip, as stored), a missing one a 404', () => {
    expect(block('/assets/')).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(block('/assets/')).toContain('gzip_static on;');
    expect(block('/assets/')).toContain('brotli_static on;');
    expect(block('/assets/')).toContain('try_files $uri =404;');
    expect(config).toContain('load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";');
  });

  it('revalidates the page every time and answers every deep link with index.html', () => {
    expect(block('= /index.html')).toContain('add_header Cache-Control "no-cache" always;');
    expect(block('/ ')).toContain('add_header Cache-Control "no-cache" always;');
    expect(block('/ ')).toContain('try_files $uri /index.html;');
  });

  it('serves gzip only when the brotli module is not installed', () => {
    const plain = renderReferenceNginxConfig({ port: 3000, root: '/dist', runDir: '/tmp/run' });
    expect(plain).toContain('gzip_static on;');
    expect(plain).not.toContain('brotli');
  });
});
