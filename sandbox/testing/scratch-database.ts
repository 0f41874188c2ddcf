import { PGlite } from '@electric-sql/pglite';
import type { SandboxConfig } from '../config.ts';
import { migrate, type Database } from '../db/database.ts';
import type { HandlerContext } from '../api/handler.ts';

/**
 * For the tests that must reach inside the service — make its store fail, read its import records,
 * age a row — and so cannot use the shared sandbox: a database of their own, in memory, migrated,
 * holding only the two companies. Creating one takes a few seconds: one per test file.
 */
export async function scratchDatabase(): Promise<Database> {
  const db = await PGlite.create();
  await migrate(db);
  await db.query(`insert into companies (customer_id, name, business_id) values ('cus_aurora', 'Aurora Oy', '1234567-1'), ('cus_birch', 'Birch Tmi', '2345678-0')`);
  return db;
}

export function scratchConfig(dataDir: string): SandboxConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicOrigin: 'http://localhost:0',
    clientId: 'customer-portal',
    portalOrigins: ['http://localhost:5173'],
    dataDir,
  };
}

/** What the route table hands a handler for a write key of the company, with the input already checked. */
export function writeKeyContext(
  db: Database,
  dataDir: string,
  customerId: 'cus_aurora' | 'cus_birch',
  input: { body?: unknown; params?: Record<string, string> },
): HandlerContext {
  const company =
    customerId === 'cus_aurora'
      ? { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1' }
      : { customer_id: 'cus_birch', name: 'Birch Tmi', business_id: '2345678-0' };
  return {
    db,
    config: scratchConfig(dataDir),
    principal: { kind: 'api_key', keyId: `key_${customerId}_scratch`, name: 'scratch', scope: 'write', customerId },
    company,
    roles: ['operator'],
    params: input.params ?? {},
    query: undefined,
    body: input.body,
  };
}
