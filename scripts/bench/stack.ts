import path from 'node:path';
import { defaultDataDir } from '../../sandbox/config.ts';
import { startKept } from './child.ts';

/**
 * The sandbox and the portal (its production build on the preview server, or the dev server) for a
 * bench run, started with scripts/start.ts exactly as playwright.config.ts starts them for the journeys:
 * its own ports and its own data folder, reset to the seed, so that a developer's `npm start` and the
 * test runs are untouched.
 */
export interface Stack {
  portal: string;
  sandbox: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

export async function startStack(portalPort: number, sandboxPort: number, serve: 'production' | 'dev'): Promise<Stack> {
  const portal = `http://localhost:${portalPort}`;
  const sandbox = `http://localhost:${sandboxPort}`;
  const started = startKept(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts'],
    root,
    {
      PORTAL_SERVE: serve,
      SANDBOX_PORT: String(sandboxPort),
      PORTAL_PORT: String(portalPort),
      PORTAL_ORIGINS: portal,
      PORTAL_OIDC_AUTHORITY: `${sandbox}/idp`,
      SANDBOX_DATA_DIR: defaultDataDir(`bench-${sandboxPort}`),
      SANDBOX_RESET: '1',
    },
  );
  const stop = started.stop;
  try {
    await waitFor(`${portal}/runtime-config.json`, 180_000, () => started.child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- scripts/start.ts said ---\n${started.said()}`);
  }
  return { portal, sandbox, stop };
}

async function waitFor(url: string, timeoutMs: number, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('scripts/start.ts stopped before the portal answered');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
