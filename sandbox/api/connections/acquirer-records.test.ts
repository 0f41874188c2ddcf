import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CredentialConnectionAccepted, RevalidateAcquirerConnectionResult } from '../../../src/api/schemas/connections.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { connectAcquirer, revalidateAcquirerConnection } from './acquirer.ts';
import { scratchDatabase, writeKeyContext } from '../../testing/scratch-database.ts';
import { VAULT_SECRET_FILE } from './vault.ts';

/**
 * What the acquirer handlers keep in the database when its parts fail or a connection is re-keyed:
 * checked on a database of the test's own (scratch-database.ts), since the shared sandbox cannot be
 * made to fail and does not show its import records.
 */

let db: Database;
let dataDir = '';
const folders: string[] = [];

beforeAll(async () => {
  db = await scratchDatabase();
  dataDir = await newFolder();
});

afterAll(async () => {
  await db.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'acquirer-records-'));
  folders.push(folder);
  return folder;
}

const unique = (label: string) => `T${label}${randomBytes(5).toString('hex')}`;
const keyWith = (word: string) => `acq_rpt_${word}_${randomBytes(8).toString('hex')}`;

async function connect(merchant_account: string, api_key: string, options: { dataDir?: string; customerId?: 'cus_aurora' | 'cus_birch' } = {}) {
  const reply = await connectAcquirer(writeKeyContext(db, options.dataDir ?? dataDir, options.customerId ?? 'cus_aurora', { body: { merchant_account, api_key } }));
  expect(reply.status).toBe(202);
  return CredentialConnectionAccepted.parse(reply.body);
}

async function recheck(connectionId: string) {
  const reply = await revalidateAcquirerConnection(writeKeyContext(db, dataDir, 'cus_aurora', { body: {}, params: { connection_id: connectionId } }));
  return RevalidateAcquirerConnectionResult.parse(reply.body);
}

async function failureOf(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

async function countOf(sql: string, params: unknown[]): Promise<number> {
  return (await db.query<{ count: number }>(`select count(*)::int as count from ${sql}`, params)).rows[0]?.count ?? -1;
}

const firstImportsOf = (connectionId: string) => countOf(`connection_imports where connection_id = $1 and kind = 'first_import'`, [connectionId]);

describe('§4.1 rule 8: any failure to store the key answers 503 and keeps nothing', () => {
  it('answers 503 with the store-fail envelope when sealing the key fails, keeping no connection and logging no key', async () => {
    const brokenVault = await newFolder();
    // A secret that is not a 256-bit key: sealing throws.
    await writeFile(path.join(brokenVault, VAULT_SECRET_FILE), 'not-a-key');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const merchant = unique('seal');
    const apiKey = keyWith('live');

    const error = await failureOf(
      connectAcquirer(writeKeyContext(db, brokenVault, 'cus_aurora', { body: { merchant_account: merchant, api_key: apiKey } })),
    );

    expect(error.status).toBe(503);
    expect(error.envelope).toEqual({ error: 'credential_store_unavailable', detail: expect.stringContaining('nothing was kept') });
    expect(await countOf('connections where merchant_account = $1', [merchant])).toBe(0);
    expect(JSON.stringify(log.mock.calls)).not.toContain(apiKey);
  });

  it('answers 503 when the database refuses to write the key, keeping no connection, credential, claim or event', async () => {
    await db.exec(`
      create function refuse_credentials() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_credentials before insert or update on connection_credentials for each row execute function refuse_credentials();`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const merchant = unique('db');
    const counts = async () => [
      await countOf('connections', []),
      await countOf('connection_credentials', []),
      await countOf('merchant_account_claims', []),
      await countOf('connection_events', []),
    ];
    const before = await counts();
    try {
      const error = await failureOf(connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account: merchant, api_key: keyWith('live') } })));
      expect(error.status).toBe(503);
      expect(error.error).toBe('credential_store_unavailable');
    } finally {
      await db.exec('drop trigger refuse_credentials on connection_credentials; drop function refuse_credentials();');
    }
    expect(await counts()).toEqual(before);
    // the store works again: the same request now succeeds
    expect((await connect(merchant, keyWith('live'))).credential_check.state).toBe('verified');
  });

  it('answers 503 when the database fails to keep the re-keyed key of an existing connection, leaving the old key and check', async () => {
    const merchant = unique('rekey');
    const first = await connect(merchant, keyWith('reject'));
    await db.exec(`
      create function refuse_credentials() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_credentials before update on connection_credentials for each row execute function refuse_credentials();`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await failureOf(connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account: merchant, api_key: keyWith('live') } })));
      expect(error.status).toBe(503);
    } finally {
      await db.exec('drop trigger refuse_credentials on connection_credentials; drop function refuse_credentials();');
    }
    const kept = (await db.query<{ key_last4: string; check_state: string }>('select key_last4, check_state from connections where id = $1', [first.connection.id])).rows[0];
    expect(kept).toEqual({ key_last4: first.connection.key_last4, check_state: 'rejected' });
  });
});

describe('the first import starts once per connection (§4.1 rule 3)', () => {
  it('starts no second first import when a connection verified before is re-keyed with a refused key and then a valid one', async () => {
    const merchant = unique('again');
    const verified = await connect(merchant, keyWith('live'));
    expect(await firstImportsOf(verified.connection.id)).toBe(1);

    const refused = await connect(merchant, keyWith('reject'));
    expect(refused.connection).toMatchObject({ id: verified.connection.id, status: 'reauth_required' });

    const again = await connect(merchant, keyWith('live'));
    expect(again.connection.id).toBe(verified.connection.id);
    expect(await firstImportsOf(verified.connection.id)).toBe(1);
    // verified again, it carries on with the import it had: syncing while that import runs, claimed again
    expect(again.connection).toMatchObject({ status: 'syncing', backfill_status: 'running', reauth_required: false, external_company_id: expect.any(String) });
  });

  it('starts no second first import when such a connection is verified again by a recheck', async () => {
    const merchant = unique('recheck');
    const verified = await connect(merchant, keyWith('live'));
    await connect(merchant, keyWith('unreachable'));
    const rechecked = await recheck(verified.connection.id);
    expect(rechecked.credential_check.state).toBe('verified');
    expect(rechecked.connection.status).toBe('syncing');
    expect(await firstImportsOf(verified.connection.id)).toBe(1);
  });

  it('starts the first import when a connection that never imported is verified, whether it had been refused before or not', async () => {
    const refusedFirst = await connect(unique('late'), keyWith('reject-once'));
    expect(await firstImportsOf(refusedFirst.connection.id)).toBe(0);
    expect((await recheck(refusedFirst.connection.id)).connection).toMatchObject({ status: 'syncing', backfill_status: 'running' });
    expect(await firstImportsOf(refusedFirst.connection.id)).toBe(1);
  });
});

describe('a recheck whose merchant account another company holds (409) keeps its record', () => {
  it('records the check, its time and the reason, keeps the key, claims and imports nothing', async () => {
    const merchant = unique('held');
    const waiting = await connect(merchant, keyWith('unreachable'));
    await connect(merchant, keyWith('live'), { customerId: 'cus_birch' });

    const error = await failureOf(
      revalidateAcquirerConnection(writeKeyContext(db, dataDir, 'cus_aurora', { body: {}, params: { connection_id: waiting.connection.id } })),
    );
    expect(error.status).toBe(409);
    expect(error.detail).toMatch(/^The key stays stored; the merchant account .* is connected to another company/);
    expect(error.detail).not.toContain('Nothing was stored');

    const row = (
      await db.query<{ status: string; check_state: string; checked_at: Date; check_message: string; check_count: number; external_company_id: string | null }>(
        'select status, check_state, checked_at, check_message, check_count, external_company_id from connections where id = $1',
        [waiting.connection.id],
      )
    ).rows[0];
    expect(row).toMatchObject({ status: 'reauth_required', check_state: 'verified', check_count: 2, external_company_id: null });
    expect(row?.check_message).toContain('connected to another company');
    expect(row?.checked_at.getTime()).toBeGreaterThan(new Date(waiting.credential_check.checked_at).getTime());
    expect(await countOf('connection_credentials where connection_id = $1', [waiting.connection.id])).toBe(1);
    expect(await countOf('merchant_account_claims where connection_id = $1', [waiting.connection.id])).toBe(0);
    expect(await firstImportsOf(waiting.connection.id)).toBe(0);
    expect(await countOf(`connection_events where connection_id = $1 and kind = 'acquirer_key_rechecked'`, [waiting.connection.id])).toBe(1);
  });
});
