import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_PORTAL_ORIGIN, PORTAL_CLIENT_ID } from '../config.ts';
import { startSandbox } from '../server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxIssuer: string;
    sandboxDataDir: string;
    sandboxClientId: string;
    sandboxRedirectUri: string;
    /** The day the run's sandbox was seeded: tests reckon the seed's dates from it (seedClockOf). */
    sandboxSeededOn: string;
  }
}

/** One real sandbox, over a fresh data folder, for the whole run of the sandbox tests. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-test-'));
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    publicOrigin: 'http://localhost:0',
    clientId: PORTAL_CLIENT_ID,
    portalOrigins: [DEFAULT_PORTAL_ORIGIN],
    dataDir,
    // a run may be seeded as of another day (docs/testing-on-another-day.md)
    ...(process.env.SANDBOX_SEED_DAY ? { seedDay: process.env.SANDBOX_SEED_DAY } : {}),
  });
  project.provide('sandboxUrl', `http://127.0.0.1:${sandbox.config.port}`);
  project.provide('sandboxIssuer', sandbox.issuer);
  project.provide('sandboxDataDir', dataDir);
  project.provide('sandboxClientId', PORTAL_CLIENT_ID);
  project.provide('sandboxRedirectUri', `${DEFAULT_PORTAL_ORIGIN}/auth/callback`);
  project.provide('sandboxSeededOn', sandbox.clock.today);
  return async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
