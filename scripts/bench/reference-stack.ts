import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, INSTALL_NGINX, findNginx, localWorkerUser } from '../../deploy/nginx/render.ts';
import { startKept, type Kept } from './child.ts';
import type { PreparedReference } from './reference-app.ts';
import { renderReferenceNginxConfig } from './reference-nginx.ts';
import { referenceEnv, type ReferencePorts } from './reference-source.ts';

/**
 * The reference app running: its build on nginx and its mock API exactly as its own e2e set-up starts it
 * (`vite-node mock-server.ts`: express with @mswjs/http-middleware and its handlers, which wait 300–1000 ms
 * before each answer), on an empty database (its `mocked-db.json`, deleted first). `stop` ends both.
 */
export interface ReferenceStack {
  app: string;
  api: string;
  stop(): Promise<void>;
}

async function answers(url: string, timeoutMs: number, name: string, watched: Kept): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (watched.child.exitCode !== null) throw new Error(`the reference's ${name} stopped:\n${watched.said()}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the reference's ${name} did not answer ${url} within ${timeoutMs} ms:\n${watched.said()}`);
}

export async function startReference(prepared: PreparedReference, ports: ReferencePorts): Promise<ReferenceStack> {
  const nginx = findNginx();
  if (nginx === undefined) throw new Error(INSTALL_NGINX);
  const runDir = path.join(tmpdir(), `bench-reference-nginx-${ports.app}`);
  await mkdir(runDir, { recursive: true });
  const configFile = path.join(runDir, 'nginx.conf');
  const user = localWorkerUser();
  await writeFile(
    configFile,
    renderReferenceNginxConfig({
      port: ports.app,
      root: prepared.distDir,
      runDir,
      ...(existsSync(BROTLI_STATIC_MODULE) ? { brotliStaticModule: BROTLI_STATIC_MODULE } : {}),
      ...(user ? { user } : {}),
    }),
  );
  await rm(path.join(prepared.appDir, 'mocked-db.json'), { force: true });

  const running: Kept[] = [];
  const stop = async () => {
    await Promise.all(running.map((each) => each.stop()));
  };
  try {
    const mock = startKept(path.join(prepared.appDir, 'node_modules', '.bin', 'vite-node'), ['mock-server.ts'], prepared.appDir, referenceEnv(ports));
    running.push(mock);
    const server = startKept(nginx, ['-e', 'stderr', '-p', runDir, '-c', configFile], runDir, {});
    running.push(server);
    const app = `http://localhost:${ports.app}`;
    const api = `http://localhost:${ports.api}/api`;
    await answers(`${app}/index.html`, 30_000, 'nginx', server);
    await answers(`${api}/healthcheck`, 60_000, 'mock API', mock);
    return { app, api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
