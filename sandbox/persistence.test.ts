import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorklogEntryResult, WorklogList } from '../src/api/schemas/worklog.ts';
import { scratchConfig } from './testing/scratch-database.ts';
import { addDays } from '../src/api/schemas/calendar.ts';
import { seedClockOf, type SeedClock } from './db/seed-clock.ts';
import { worklogSeedEntries } from './db/seeds/worklog.ts';
import { resetSandboxData } from './reset.ts';
import { startSandbox, type RunningSandbox } from './server.ts';

/**
 * docs/sandbox.md, "Data": the sandbox keeps what is written through the service in its data folder across
 * restarts, and `npm run sandbox:reset` (and `SANDBOX_RESET=1 npm start`, both `resetSandboxData`)
 * brings the seed back. A sandbox of its own over a temporary folder, so the shared one is untouched.
 */

const BIRCH_KEY = 'svc_sk_sandbox_birch_write';

let dataDir = '';
let running: RunningSandbox | undefined;

async function start(): Promise<string> {
  running = await startSandbox(scratchConfig(dataDir));
  return `http://127.0.0.1:${running.config.port}`;
}

async function stop(): Promise<void> {
  await running?.close();
  running = undefined;
}

async function call(base: string, method: string, pathAndQuery: string, body?: unknown) {
  const response = await fetch(`${base}/portal${pathAndQuery}`, {
    method,
    headers: { Authorization: `Bearer ${BIRCH_KEY}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Birch's last weeks: the seed's handful of entries lie in them, whatever the seeding day (docs/decisions/0001-seed-lives-in-the-present.md). */
function lastWeeks(clock: SeedClock): string {
  return `?from=${addDays(clock.today, -60)}&to=${clock.today}`;
}

/** How many live entries the seed gives Birch in those weeks, from the seed's own plan. */
function seededBirchEntries(clock: SeedClock): number {
  const from = addDays(clock.today, -60);
  return worklogSeedEntries(clock).birch.filter((entry) => entry.voidedAfterMinutes === null && entry.entryDate >= from && entry.entryDate <= clock.today).length;
}

async function birchLastWeeks(base: string) {
  const clock = running?.clock;
  if (!clock) throw new Error('no sandbox running');
  const answer = await call(base, 'GET', `/worklog${lastWeeks(clock)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return WorklogList.parse(answer.body).entries;
}

async function signingKeyIds(base: string): Promise<string[]> {
  const response = await fetch(`${base}/idp/jwks`);
  expect(response.status).toBe(200);
  const { keys } = (await response.json()) as { keys: { kid: string }[] };
  return keys.map((key) => key.kid).sort();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-persistence-'));
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the sandbox’s data folder (docs/sandbox.md, Data)', () => {
  it(
    'data survives a restart: a work-log entry written through the service is there after a restart on the same folder, and reset returns to the seed',
    async () => {
      let base = await start();
      const seeded = seededBirchEntries(running?.clock ?? seedClockOf());
      expect(seeded).toBeGreaterThan(0);
      expect(await birchLastWeeks(base)).toHaveLength(seeded);
      const written = await call(base, 'POST', '/worklog', { entry_date: running?.clock.today, minutes: 45, note: 'Kept across a restart' });
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const { entry } = WorklogEntryResult.parse(written.body);
      const keysBefore = await signingKeyIds(base);
      await stop();

      base = await start();
      const afterRestart = await birchLastWeeks(base);
      expect(afterRestart).toHaveLength(seeded + 1);
      expect(afterRestart.find((e) => e.id === entry.id)).toEqual(entry);
      // the identity provider's signing keys live in the same folder, so sign-ins survive a restart too
      expect(await signingKeyIds(base)).toEqual(keysBefore);
      await stop();

      await resetSandboxData(dataDir);
      base = await start();
      const afterReset = await birchLastWeeks(base);
      expect(afterReset).toHaveLength(seededBirchEntries(running?.clock ?? seedClockOf()));
      expect(afterReset.some((e) => e.id === entry.id)).toBe(false);
      await stop();
    },
    240_000,
  );
});
