import { rm } from 'node:fs/promises';
import path from 'node:path';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';

/** `npm run sandbox:reset`: forget everything in the data folder and write the seed again. */
export async function resetSandboxData(dataDir: string, seedDay?: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  const db = await openDatabase(path.join(dataDir, 'pg'));
  await seed(db, seedDay);
  await db.close();
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('sandbox/reset.ts')) {
  const { dataDir, seedDay } = configFromEnv();
  await resetSandboxData(dataDir, seedDay);
  console.log(`[sandbox] data reset to the seed in ${dataDir}`);
}
