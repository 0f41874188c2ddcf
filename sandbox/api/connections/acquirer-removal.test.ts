import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { AcquirerConnectionRemoved, ConnectionsCatalog, CredentialConnectionAccepted } from '../../../src/api/schemas/connections.ts';
import type { Database } from '../../db/database.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { ApiError } from '../errors.ts';
import { connectAcquirer } from './acquirer.ts';
import { removalRefusalOf, removeAcquirerConnection } from './acquirer-removal.ts';
import { scratchDatabase, writeKeyContext } from '../../testing/scratch-database.ts';

/**
 * Removing an acquirer connection that never verified (docs/decisions/0026): who may, which connections
 * (a key refused or never checked, nothing claimed, nothing imported), what goes (the connection and its
 * stored key), and what is refused (409, 404), changing nothing. Every test connects merchant accounts of
 * its own, so none depends on another or on the seed's connections, which other files use.
 */

const AURORA_WRITE = 'svc_sk_sandbox_aurora_write';
const AURORA_READ = 'svc_sk_sandbox_aurora_read';
const BIRCH_WRITE = 'svc_sk_sandbox_birch_write';
const unique = (label: string) => `T${label}${randomBytes(5).toString('hex')}`;
const keyWith = (word: string) => `acq_rpt_${word}_${randomBytes(8).toString('hex')}`;

async function connected(bearer: string, merchant_account: string, api_key: string) {
  const answer = await callService('POST', '/acquirer-connections/api-key', { bearer, body: { merchant_account, api_key } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return CredentialConnectionAccepted.parse(answer.body);
}

const removalPath = (connectionId: string, customerId?: string) =>
  `/acquirer-connections/${encodeURIComponent(connectionId)}${customerId ? `?customer_id=${customerId}` : ''}`;

async function remove(bearer: string, connectionId: string, customerId?: string) {
  return callService('DELETE', removalPath(connectionId, customerId), { bearer });
}

async function catalogOf(bearer: string, customerId?: string) {
  const answer = await callService('GET', `/lens/connections-catalog${customerId ? `?customer_id=${customerId}` : ''}`, { bearer });
  expect(answer.status).toBe(200);
  return ConnectionsCatalog.parse(answer.body);
}

async function listed(bearer: string, connectionId: string, customerId?: string) {
  return (await catalogOf(bearer, customerId)).connected.find((connection) => connection.id === connectionId);
}

describe('DELETE /acquirer-connections/{connection_id}: a connection that never verified is removed', () => {
  it('removes a connection whose key the acquirer refused: 200, gone from the catalog, its data and recheck 404', async () => {
    const waiting = await connected(AURORA_WRITE, unique('typo'), keyWith('reject'));
    expect(waiting.connection.last_error_code).toBe('credential_rejected');

    const answer = await remove(AURORA_WRITE, waiting.connection.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const removed = AcquirerConnectionRemoved.strict().parse(answer.body);
    expect(removed).toEqual({ customer_id: 'cus_aurora', connection_id: waiting.connection.id, removed_at: expect.any(String) });
    expect(Math.abs(Date.parse(removed.removed_at) - Date.now())).toBeLessThan(60_000);

    expect(await listed(AURORA_WRITE, waiting.connection.id)).toBeUndefined();
    expect((await callService('GET', `/connections/${waiting.connection.id}/data`, { bearer: AURORA_WRITE })).status).toBe(404);
    const recheck = await callService('POST', `/acquirer-connections/${waiting.connection.id}/revalidate`, { bearer: AURORA_WRITE, body: {} });
    expect(recheck.status).toBe(404);
  });

  it('removes a connection whose key could not be checked', async () => {
    const waiting = await connected(AURORA_WRITE, unique('unr'), keyWith('unreachable'));
    expect(waiting.credential_check.state).toBe('unverified');
    const answer = await remove(AURORA_WRITE, waiting.connection.id);
    expect(answer.status).toBe(200);
    expect(await listed(AURORA_WRITE, waiting.connection.id)).toBeUndefined();
  });

  it('frees the merchant account code: connecting it again makes a new connection that verifies and imports', async () => {
    const merchant = unique('again');
    const waiting = await connected(AURORA_WRITE, merchant, keyWith('reject'));
    expect((await remove(AURORA_WRITE, waiting.connection.id)).status).toBe(200);
    const again = await connected(AURORA_WRITE, merchant, keyWith('live'));
    expect(again.connection.id).not.toBe(waiting.connection.id);
    expect(again.connection).toMatchObject({ status: 'syncing', merchant_account: merchant, external_company_id: expect.any(String) });
  });

  it('answers 404 to a second removal of the same connection: nothing is there to remove', async () => {
    const waiting = await connected(AURORA_WRITE, unique('twice'), keyWith('reject'));
    expect((await remove(AURORA_WRITE, waiting.connection.id)).status).toBe(200);
    const again = await remove(AURORA_WRITE, waiting.connection.id);
    expect(again.status).toBe(404);
    expect(ErrorEnvelope.strict().parse(again.body).error).toBe('not_found');
  });
});

describe('DELETE /acquirer-connections/{connection_id}: a connection the company keeps is refused (409), unchanged', () => {
  it('refuses a verified connection that claims its merchant account and imports: connection_has_imported', async () => {
    const verified = await connected(AURORA_WRITE, unique('ok'), keyWith('live'));
    const before = await listed(AURORA_WRITE, verified.connection.id);
    const answer = await remove(AURORA_WRITE, verified.connection.id);
    expect(answer.status).toBe(409);
    const envelope = ErrorEnvelope.strict().parse(answer.body);
    expect(envelope.error).toBe('connection_has_imported');
    expect(envelope.detail).toContain(verified.connection.merchant_account);
    expect(await listed(AURORA_WRITE, verified.connection.id)).toEqual(before);
  });

  it('refuses a connection that imported before its new key was refused, though it claims nothing now: connection_has_imported', async () => {
    const merchant = unique('rekey');
    const verified = await connected(AURORA_WRITE, merchant, keyWith('live'));
    const refused = await connected(AURORA_WRITE, merchant, keyWith('reject'));
    expect(refused.connection.id).toBe(verified.connection.id);
    expect(refused.connection).toMatchObject({ status: 'reauth_required', last_error_code: 'credential_rejected', backfill_status: 'running' });
    expect(refused.connection).not.toHaveProperty('external_company_id');
    const answer = await remove(AURORA_WRITE, refused.connection.id);
    expect(answer.status).toBe(409);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('connection_has_imported');
    expect(await listed(AURORA_WRITE, refused.connection.id)).toBeDefined();
  });

  it('refuses a connection whose key was verified for a merchant account another company holds: connection_key_verified', async () => {
    const merchant = unique('shared');
    const aurora = await connected(AURORA_WRITE, merchant, keyWith('unreachable'));
    await connected(BIRCH_WRITE, merchant, keyWith('live'));
    const recheck = await callService('POST', `/acquirer-connections/${aurora.connection.id}/revalidate`, { bearer: AURORA_WRITE, body: {} });
    expect(recheck.status).toBe(409);
    const answer = await remove(AURORA_WRITE, aurora.connection.id);
    expect(answer.status).toBe(409);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('connection_key_verified');
    expect(await listed(AURORA_WRITE, aurora.connection.id)).toMatchObject({ credential_check: { state: 'verified' } });
  });

  it('refuses the seeded, verified card-payment connection', async () => {
    const answer = await remove(AURORA_WRITE, 'conn_aurora_acquirer_ecom');
    expect(answer.status).toBe(409);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('connection_has_imported');
  });
});

describe('DELETE /acquirer-connections/{connection_id}: isolation (404)', () => {
  it('answers 404 for an unknown ID', async () => {
    const answer = await remove(AURORA_WRITE, 'conn_no_such_connection');
    expect(answer.status).toBe(404);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('not_found');
  });

  it('answers another company’s connection as unknown, and leaves it where it is', async () => {
    const birch = await connected(BIRCH_WRITE, unique('birch'), keyWith('reject'));
    const unknown = await remove(AURORA_WRITE, 'conn_no_such_connection');
    const answer = await remove(AURORA_WRITE, birch.connection.id);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(unknown.body);
    expect(await listed(BIRCH_WRITE, birch.connection.id)).toBeDefined();
  });

  it('answers a connection that is not an acquirer’s as unknown', async () => {
    const answer = await remove(AURORA_WRITE, 'conn_aurora_bank');
    expect(answer.status).toBe(404);
    expect(await listed(AURORA_WRITE, 'conn_aurora_bank')).toBeDefined();
  });
});

describe('DELETE /acquirer-connections/{connection_id}: who may (as connecting, spec §4.4, §5)', () => {
  let tokens: Record<'admin' | 'approver' | 'operator' | 'claimant' | 'staff', string>;
  beforeAll(async () => {
    tokens = {
      admin: await idTokenOf('admin@aurora.example'),
      approver: await idTokenOf('approver@aurora.example'),
      operator: await idTokenOf('operator@aurora.example'),
      claimant: await idTokenOf('claimant@aurora.example'),
      staff: await idTokenOf('staff@firm.example'),
    };
  });

  it.each(['admin', 'approver', 'operator'] as const)('lets the company’s %s remove one, naming the company in the query', async (role) => {
    const waiting = await connected(AURORA_WRITE, unique(role), keyWith('reject'));
    const answer = await remove(tokens[role], waiting.connection.id, 'cus_aurora');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(AcquirerConnectionRemoved.parse(answer.body).customer_id).toBe('cus_aurora');
    expect(await listed(AURORA_WRITE, waiting.connection.id)).toBeUndefined();
  });

  const refused: [string, () => string, string | undefined, string][] = [
    ['a read-scoped key', () => AURORA_READ, undefined, 'insufficient_scope'],
    ['a claimant', () => tokens.claimant, 'cus_aurora', 'role_required'],
    ['the firm’s staff', () => tokens.staff, 'cus_aurora', 'role_required'],
    ['Birch’s write key naming Aurora', () => BIRCH_WRITE, 'cus_aurora', 'customer_forbidden'],
  ];
  it.each(refused)('refuses %s with 403 and removes nothing', async (_who, bearer, customerId, code) => {
    const waiting = await connected(AURORA_WRITE, unique('deny'), keyWith('reject'));
    const answer = await remove(bearer(), waiting.connection.id, customerId);
    expect(answer.status).toBe(403);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe(code);
    expect(await listed(AURORA_WRITE, waiting.connection.id)).toBeDefined();
  });

  it('takes customer_id only in the query: any other query parameter is refused with 400, removing nothing', async () => {
    const waiting = await connected(AURORA_WRITE, unique('query'), keyWith('reject'));
    const answer = await callService('DELETE', `${removalPath(waiting.connection.id)}?force=true`, { bearer: AURORA_WRITE });
    expect(answer.status).toBe(400);
    expect(await listed(AURORA_WRITE, waiting.connection.id)).toBeDefined();
  });
});

describe('what a removal deletes (on a database of the test’s own)', () => {
  let db: Database;
  let dataDir = '';
  beforeAll(async () => {
    db = await scratchDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'acquirer-removal-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string, connectionId: string) =>
    (await db.query<{ count: number }>(`select count(*)::int as count from ${table} where connection_id = $1`, [connectionId])).rows[0]?.count;

  it('deletes the connection with its stored key and events; nothing else of the company changes', async () => {
    const keep = CredentialConnectionAccepted.parse(
      (await connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account: unique('keep'), api_key: keyWith('reject') } }))).body,
    );
    const waiting = CredentialConnectionAccepted.parse(
      (await connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account: unique('gone'), api_key: keyWith('reject') } }))).body,
    );
    expect(await count('connection_credentials', waiting.connection.id)).toBe(1);
    expect(await count('connection_events', waiting.connection.id)).toBeGreaterThan(0);

    const reply = await removeAcquirerConnection(writeKeyContext(db, dataDir, 'cus_aurora', { params: { connection_id: waiting.connection.id } }));
    expect(reply.status).toBe(200);
    expect((await db.query('select id from connections where id = $1', [waiting.connection.id])).rows).toEqual([]);
    expect(await count('connection_credentials', waiting.connection.id)).toBe(0);
    expect(await count('connection_events', waiting.connection.id)).toBe(0);
    expect(await count('connection_credentials', keep.connection.id)).toBe(1);
  });

  it('changes nothing when it refuses: the stored key and the claim of a verified connection stay', async () => {
    const verified = CredentialConnectionAccepted.parse(
      (await connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account: unique('kept'), api_key: keyWith('live') } }))).body,
    );
    const refused = await removeAcquirerConnection(writeKeyContext(db, dataDir, 'cus_aurora', { params: { connection_id: verified.connection.id } })).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, error: 'connection_has_imported' });
    expect(await count('connection_credentials', verified.connection.id)).toBe(1);
    expect(await count('merchant_account_claims', verified.connection.id)).toBe(1);
    expect(await count('connection_imports', verified.connection.id)).toBe(1);
  });
});

describe('the rule: which connections can be removed', () => {
  const waiting = { status: 'reauth_required', check_state: 'rejected', external_company_id: null, backfill_status: null } as const;

  it.each([
    ['a refused key', waiting, false, null],
    ['a key that could not be checked', { ...waiting, check_state: 'unverified' }, false, null],
    ['a connection from before key checks', { ...waiting, check_state: null }, false, null],
    ['a verified key another company’s account', { ...waiting, check_state: 'verified' }, false, 'connection_key_verified'],
    ['a working connection', { ...waiting, status: 'connected', check_state: 'verified' }, false, 'connection_key_verified'],
    ['one that claims its account', { ...waiting, status: 'syncing', external_company_id: 'ACQCO-1' }, false, 'connection_has_imported'],
    ['one refused after importing', { ...waiting, backfill_status: 'complete' }, false, 'connection_has_imported'],
    ['one with imports or records', waiting, true, 'connection_has_imported'],
  ] as const)('%s', (_case, row, broughtIn, expected) => {
    expect(removalRefusalOf({ row, broughtIn })).toBe(expected);
  });
});
