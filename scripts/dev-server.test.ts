import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { namesSandboxData } from './dev-server-guard.ts';

/**
 * docs/decisions/0028: nothing secret is reachable from the portal's web servers. The dev server (what `npm start`
 * serves) and Vite's preview server (`vite preview`) are started from the project's own
 * vite.config.ts over a scratch root that holds sandbox data folders — an old `.sandbox-data/` under the
 * root, a SANDBOX_DATA_DIR inside the root, the folder of data folders under XDG_STATE_HOME — and must
 * answer none of their files, however the path is written, and no Access-Control-Allow-Origin to an
 * origin other than the portal's.
 */

const configFile = path.resolve(import.meta.dirname, '..', 'vite.config.ts');
const SECRET = 'PRIVATE-KEY-MATERIAL-d-p-q';
const PORTAL_ORIGIN = 'http://localhost:5173';

let scratch = '';
let root = '';
let stateHome = '';
let dataInsideRoot = '';
let dev: ViteDevServer;
let devServer: http.Server;
let devBase = '';
let previewServer: PreviewServer;
let previewBase = '';
const savedEnv = { ...process.env };

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** A request with its path exactly as written (fetch would normalise `..` and escapes away). */
function get(base: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'portal-dev-server-'));
  root = path.join(scratch, 'root');
  stateHome = path.join(scratch, 'state');
  dataInsideRoot = path.join(root, 'kept-here');
  const secrets = JSON.stringify({ jwks: { keys: [{ d: SECRET }] } });
  await put(path.join(root, 'index.html'), '<!doctype html><title>portal</title>');
  await put(path.join(root, 'hello.txt'), 'hello');
  await put(path.join(root, '.sandbox-data', 'default', 'idp-secrets.json'), secrets);
  await put(path.join(dataInsideRoot, 'idp-secrets.json'), secrets);
  await put(path.join(stateHome, 'customer-portal-sandbox', 'default', 'idp-secrets.json'), secrets);
  await put(path.join(root, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
  await put(path.join(root, 'dist', 'hello.txt'), 'hello');
  await put(path.join(root, 'dist', '.sandbox-data', 'default', 'idp-secrets.json'), secrets);
  await put(path.join(root, 'dist', 'kept-here', 'idp-secrets.json'), secrets);

  // what scripts/start.ts hands the portal's server
  process.env.PORTAL_ORIGINS = PORTAL_ORIGIN;
  process.env.SANDBOX_DATA_DIR = dataInsideRoot;
  process.env.XDG_STATE_HOME = stateHome;

  dev = await createServer({
    configFile,
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    optimizeDeps: { noDiscovery: true },
  });
  devServer = http.createServer(dev.middlewares);
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', () => resolve()));
  devBase = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;

  previewServer = await preview({ configFile, root, logLevel: 'silent', preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
  previewBase = `http://127.0.0.1:${(previewServer.httpServer.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await dev?.close();
  await new Promise((resolve) => devServer?.close(resolve));
  await previewServer?.close();
  process.env = savedEnv;
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const underRoot = [
  '/.sandbox-data/default/idp-secrets.json',
  '/.SANDBOX-DATA/default/idp-secrets.json',
  '/%2esandbox-data/default/idp-secrets.json',
  '/%252esandbox-data%252fdefault%252fidp-secrets.json',
  '/.sandbox-data/default/idp-secrets.json?import',
  '/.sandbox-data/default/idp-secrets.json?raw',
  '/.sandbox-data/default/idp-secrets.json?url',
  '/hello/../.sandbox-data/default/idp-secrets.json',
  '//.sandbox-data/default/idp-secrets.json',
  '/kept-here/idp-secrets.json',
  '/KEPT-HERE/idp-secrets.json',
  '/%6bept-here/idp-secrets.json',
  '/hello/../kept-here/idp-secrets.json?raw',
];

describe('the dev server (npm start) answers no file of the sandbox’s data folder', () => {
  it('serves the root’s own files (the check below is not vacuous)', async () => {
    const answer = await get(devBase, '/hello.txt');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('hello');
  });

  it.each(underRoot)('GET %s → 404, nothing of the folder', async (rawPath) => {
    const answer = await get(devBase, rawPath);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
  });

  it('answers none through Vite’s /@fs/ paths either: under the root, the configured folder, the folder of data folders', async () => {
    for (const file of [
      path.join(root, '.sandbox-data', 'default', 'idp-secrets.json'),
      path.join(dataInsideRoot, 'idp-secrets.json'),
      path.join(stateHome, 'customer-portal-sandbox', 'default', 'idp-secrets.json'),
    ]) {
      for (const rawPath of [`/@fs${file}`, `/@fs${file}?raw`, `/@fs${encodeURI(file).replace(/\//g, '%2F')}`]) {
        const answer = await get(devBase, rawPath);
        expect(answer.status, rawPath).toBe(404);
        expect(answer.body).not.toContain(SECRET);
      }
    }
  });
});

describe('the preview server (vite preview) answers none either', () => {
  it('serves the build’s own files', async () => {
    expect((await get(previewBase, '/hello.txt')).status).toBe(200);
  });

  it.each(underRoot)('GET %s → 404', async (rawPath) => {
    const answer = await get(previewBase, rawPath);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
  });
});

describe('cross-origin reads: only the portal’s configured origins', () => {
  const foreign = ['http://localhost:9999', 'http://127.0.0.1:5173', 'http://localhost:4000', 'http://evil.localhost:5173', 'https://evil.example', 'null'];

  it.each(foreign)('no Access-Control-Allow-Origin for %s, from either server', async (origin) => {
    for (const base of [devBase, previewBase]) {
      const simple = await get(base, '/hello.txt', { Origin: origin });
      expect(simple.headers['access-control-allow-origin'], base).toBeUndefined();
      const preflight = await get(base, '/hello.txt', { Origin: origin, 'Access-Control-Request-Method': 'GET' }, 'OPTIONS');
      expect(preflight.headers['access-control-allow-origin'], base).toBeUndefined();
    }
  });

  it('allows the configured portal origin', async () => {
    for (const base of [devBase, previewBase]) {
      const answer = await get(base, '/hello.txt', { Origin: PORTAL_ORIGIN });
      expect(answer.headers['access-control-allow-origin'], base).toBe(PORTAL_ORIGIN);
    }
  });
});

describe('namesSandboxData', () => {
  const folders = ['/home/someone/.local/state/customer-portal-sandbox/default', '/work/portal/.sandbox-data', '/srv/data/sandbox'];

  it.each([
    '/.sandbox-data/x',
    '/assets/%2Esandbox-data/x',
    '/@fs/home/someone/.local/state/customer-portal-sandbox/default/pg/base',
    '/@fs/srv/data/sandbox/idp-secrets.json',
    '/@fs//srv/data/../data/sandbox/connections-vault.key',
    '/customer-portal-sandbox',
    '/a%5c.sandbox-data%5cx',
    '/%ff%2esandbox-data',
  ])('names it: %s', (url) => {
    expect(namesSandboxData(url, '/work/portal', folders)).toBe(true);
  });

  it.each(['/', '/src/main.tsx', '/@fs/srv/data/sandboxes/x', '/runtime-config.json', '/assets/index-abc.js?v=1', '/portal/worklog?note=.sandbox'])(
    'lets %s through',
    (url) => {
      expect(namesSandboxData(url, '/work/portal', folders)).toBe(false);
    },
  );
});
