import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, INSTALL_NGINX, findNginx, localWorkerUser } from '../../deploy/nginx/render.ts';
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

function started(name: string, command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    said: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(url: string, timeoutMs: number, watched: ReturnType<typeof started>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (watched.child.exitCode !== null) throw new Error(`the reference's ${watched.name} stopped:\n${watched.said()}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the reference's ${watched.name} did not answer ${url} within ${timeoutMs} ms:\n${watched.said()}`);
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

  const running: ReturnType<typeof started>[] = [];
  const stop = async () => {
    await Promise.all(running.map((each) => each.stop()));
  };
  try {
    const mock = started('mock API', path.join(prepared.appDir, 'node_modules', '.bin', 'vite-node'), ['mock-server.ts'], prepared.appDir, referenceEnv(ports));
    running.push(mock);
    const server = started('nginx', nginx, ['-e', 'stderr', '-p', runDir, '-c', configFile], runDir, {});
    running.push(server);
    const app = `http://localhost:${ports.app}`;
    const api = `http://localhost:${ports.api}/api`;
    await answers(`${app}/index.html`, 30_000, server);
    await answers(`${api}/healthcheck`, 60_000, mock);
    return { app, api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
