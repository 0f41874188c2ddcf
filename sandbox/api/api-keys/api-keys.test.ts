import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { ApiKeyCreated, ApiKeyList, ApiKeyRevoked, type ApiKeyMetadata } from '../../../src/api/schemas/api-keys.ts';
import { Me } from '../../../src/api/schemas/company.ts';
import { WorklogEntryResult } from '../../../src/api/schemas/worklog.ts';
import { DEFAULT_PORTAL_ORIGIN, PORTAL_CLIENT_ID } from '../../config.ts';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { idTokenOf, OidcTestClient } from '../../testing/oidc-client.ts';
import { callService, type ServiceAnswer } from '../../testing/service-client.ts';
import { DEMO_API_KEYS } from '../../idp/demo-people.ts';
import { seedClockOf } from '../../db/seed-clock.ts';

/** Spec §2.2, §4.2 and §5 rule 5: company API keys, managed by interactive admins only, shown once. */

const READ_KEY = 'svc_sk_sandbox_aurora_read';
const WRITE_KEY = 'svc_sk_sandbox_aurora_write';
const METADATA_FIELDS = ['id', 'name', 'scope', 'created_by', 'created_at', 'last_used_at', 'revoked_at'];

/** A seeded key's authored moment as the seed wrote it on its day: moved by whole days (docs/decisions/0001-seed-lives-in-the-present.md). */
const seed = seedClockOf(inject('sandboxSeededOn'));
const seededAt = (authored: string) => new Date(seed.instant(authored)).toISOString();
const demoKey = (id: string) => {
  const key = DEMO_API_KEYS.find((candidate) => candidate.id === id);
  if (!key) throw new Error(`no demo key ${id}`);
  return key;
};

let admin: string;
beforeAll(async () => {
  admin = await idTokenOf('admin@aurora.example');
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function createKey(scope: 'read' | 'write', customerId = 'cus_aurora', name = `Test ${scope} ${Date.now()}`) {
  const answer = await callService('POST', '/api-keys', { bearer: admin, body: { customer_id: customerId, name, scope } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ApiKeyCreated.parse(answer.body);
}

async function listKeys(customerId = 'cus_aurora'): Promise<{ answer: ServiceAnswer; keys: ApiKeyMetadata[] }> {
  const answer = await callService('GET', `/api-keys?customer_id=${customerId}`, { bearer: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { answer, keys: ApiKeyList.parse(answer.body).api_keys };
}

const revoke = (keyId: string, customerId = 'cus_aurora') =>
  callService('DELETE', `/api-keys/${encodeURIComponent(keyId)}?customer_id=${customerId}`, { bearer: admin });

/** Every file of the sandbox's database folder, as bytes. */
async function databaseFiles(): Promise<Buffer[]> {
  const root = inject('sandboxDataDir');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(path.join(entry.parentPath, entry.name))));
}

describe('§5 rule 5: API-key bearers can never list, mint or revoke keys', () => {
  // The key they try to revoke is made here, so that a slip could never revoke a seeded key other files use.
  let target: ApiKeyCreated;
  beforeAll(async () => {
    target = await createKey('read');
  });
  afterAll(async () => {
    await revoke(target.api_key.id);
  });

  const routes = [
    ['GET', () => '/api-keys'],
    ['POST', () => '/api-keys'],
    ['DELETE', () => `/api-keys/${target.api_key.id}`],
  ] as const;

  it.each(routes.flatMap(([method, route]) => [READ_KEY, WRITE_KEY].map((key) => [method, key, route] as const)))(
    'refuses %s with 403 for %s, changing nothing',
    async (method, key, route) => {
      const before = (await listKeys()).keys;
      const answer = await callService(method, route(), {
        bearer: key,
        body: method === 'POST' ? { name: 'minted by a key', scope: 'write' } : undefined,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'interactive_session_required', detail: expect.any(String) });
      const after = (await listKeys()).keys;
      expect(after.map((k) => [k.id, k.revoked_at])).toEqual(before.map((k) => [k.id, k.revoked_at]));
    },
  );

  it('refuses a key revoking itself, and it keeps working', async () => {
    const answer = await callService('DELETE', `/api-keys/${target.api_key.id}`, { bearer: target.secret });
    expect(answer.status).toBe(403);
    expect((await callService('GET', '/status', { bearer: target.secret })).status).toBe(200);
  });

  it.each(['approver@aurora.example', 'operator@aurora.example', 'staff@firm.example'])(
    'refuses a signed-in %s, who is not a company admin, with 403',
    async (email) => {
      const answer = await callService('GET', '/api-keys?customer_id=cus_aurora', { bearer: await idTokenOf(email) });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'role_required' });
    },
  );
});

describe('GET /api-keys', () => {
  it('lists the company’s keys newest first, revoked ones included with revoked_at, metadata only', async () => {
    const { answer, keys } = await listKeys();
    const createdAt = keys.map((key) => Date.parse(key.created_at));
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    const revoked = demoKey('key_aurora_revoked');
    expect(keys.find((key) => key.id === 'key_aurora_revoked')?.revoked_at).toBe('revoked_at' in revoked ? seededAt(revoked.revoked_at) : null);
    expect(keys.find((key) => key.id === 'key_aurora_read')).toMatchObject({
      name: 'Kirjanpidon raportointi (luku)',
      scope: 'read',
      created_by: 'admin@aurora.example',
      created_at: seededAt(demoKey('key_aurora_read').created_at),
    });
    expect(keys.find((key) => key.id === 'key_aurora_read')?.revoked_at).toBeUndefined();
    // parsed loosely, so that a field outside the metadata would show up rather than be stripped
    for (const key of z.object({ api_keys: z.array(z.record(z.string(), z.unknown())) }).parse(answer.body).api_keys) {
      expect(METADATA_FIELDS).toEqual(expect.arrayContaining(Object.keys(key)));
    }
  });

  it('never carries a seeded secret or its digest', async () => {
    const text = JSON.stringify((await listKeys()).answer.body);
    for (const secret of [READ_KEY, WRITE_KEY, 'svc_sk_sandbox_aurora_revoked']) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(sha256(secret));
    }
  });

  it('shows only the chosen company’s keys to an admin of two companies', async () => {
    const aurora = (await listKeys('cus_aurora')).keys.map((key) => key.id);
    const birch = (await listKeys('cus_birch')).keys.map((key) => key.id);
    expect(aurora).toContain('key_aurora_write');
    expect(aurora).not.toContain('key_birch_write');
    expect(birch).toContain('key_birch_write');
    expect(birch.some((id) => aurora.includes(id))).toBe(false);
  });

  it('asks an admin of two companies to name one', async () => {
    const answer = await callService('GET', '/api-keys', { bearer: admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'customer_id_required' });
  });
});

describe('POST /api-keys: the secret is shown once and stored only as a digest', () => {
  it('creates a key of the chosen scope, created by the admin’s email, never used, not revoked', async () => {
    const before = Date.now();
    const created = await createKey('write', 'cus_aurora', '  Kassajärjestelmä 2  ');
    expect(created.secret).toMatch(/^svc_sk_[A-Za-z0-9_-]{43}$/);
    expect(created.api_key).toMatchObject({ name: 'Kassajärjestelmä 2', scope: 'write', created_by: 'admin@aurora.example' });
    expect(Date.parse(created.api_key.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(created.api_key.last_used_at).toBeUndefined();
    expect(created.api_key.revoked_at).toBeUndefined();
    expect((await listKeys()).keys[0]?.id).toBe(created.api_key.id);
    await revoke(created.api_key.id);
  });

  it('gives an opaque id that is not derived from the secret, and a new secret every time', async () => {
    const first = await createKey('read');
    const second = await createKey('read');
    expect(first.api_key.id).toMatch(/^key_[0-9a-f]{32}$/);
    expect(first.api_key.id).not.toEqual(second.api_key.id);
    expect(first.secret).not.toEqual(second.secret);
    const secretPart = first.secret.slice('svc_sk_'.length);
    expect(first.api_key.id).not.toContain(secretPart.slice(0, 8));
    expect(sha256(first.secret)).not.toContain(first.api_key.id.slice('key_'.length));
    await revoke(first.api_key.id);
    await revoke(second.api_key.id);
  });

  it('answers with a secret that works as a bearer at once, and never returns it again', async () => {
    const created = await createKey('write');
    const status = await callService('GET', '/status', { bearer: created.secret });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ customer_id: 'cus_aurora' });
    const me = Me.parse((await callService('GET', '/me', { bearer: created.secret })).body);
    expect(me.api_key).toEqual({ id: created.api_key.id, name: created.api_key.name, scope: 'write' });

    const answers = [
      (await listKeys()).answer,
      await callService('GET', '/me', { bearer: created.secret }),
      await callService('GET', '/me', { bearer: admin }),
      await revoke(created.api_key.id),
      (await listKeys()).answer,
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(created.secret);
      expect(text).not.toContain(created.secret.slice('svc_sk_'.length));
      expect(text).not.toContain(sha256(created.secret));
    }
  });

  it('keeps only the digest in the database: the secret is nowhere in its files', async () => {
    const created = await createKey('read');
    const onDisk = async (needle: string) => (await databaseFiles()).some((bytes) => bytes.includes(needle, 0, 'utf8'));
    // The digest is on disk, so the search does reach what was written for this key…
    await expect.poll(() => onDisk(sha256(created.secret))).toBe(true);
    // …and the secret itself is not, not even without its prefix.
    expect(await onDisk(created.secret.slice('svc_sk_'.length))).toBe(false);
    await revoke(created.api_key.id);
  });

  it('pins a key made for Birch to Birch, whatever else its creator may reach', async () => {
    const created = await createKey('read', 'cus_birch');
    const me = Me.parse((await callService('GET', '/me', { bearer: created.secret })).body);
    expect(me.companies.map((company) => company.customer_id)).toEqual(['cus_birch']);
    expect((await callService('GET', '/status', { bearer: created.secret })).body).toMatchObject({ customer_id: 'cus_birch' });
    expect((await revoke(created.api_key.id, 'cus_birch')).status).toBe(200);
  });

  it.each([
    ['an empty name', { name: '', scope: 'read' }],
    ['a name of only spaces', { name: '   ', scope: 'read' }],
    ['a name over 100 characters', { name: 'x'.repeat(101), scope: 'read' }],
    ['no scope', { name: 'Raportointi' }],
    ['an unknown scope', { name: 'Raportointi', scope: 'admin' }],
    ['a secret chosen by the caller', { name: 'Raportointi', scope: 'read', secret: 'svc_sk_mine' }],
  ])('refuses %s with 400 and creates nothing', async (_case, body) => {
    const before = (await listKeys()).keys.length;
    const answer = await callService('POST', '/api-keys', { bearer: admin, body: { customer_id: 'cus_aurora', ...body } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.any(String) });
    expect((await listKeys()).keys.length).toBe(before);
  });
});

describe('DELETE /api-keys/{key_id}', () => {
  it('revokes a key so that its very next use gets 401', async () => {
    const created = await createKey('write');
    expect((await callService('GET', '/status', { bearer: created.secret })).status).toBe(200);
    const before = Date.now();
    const answer = await revoke(created.api_key.id);
    expect(answer.status).toBe(200);
    const revoked = ApiKeyRevoked.parse(answer.body).api_key;
    expect(revoked.id).toBe(created.api_key.id);
    expect(Date.parse(revoked.revoked_at)).toBeGreaterThanOrEqual(before - 1000);
    const refused = await callService('GET', '/status', { bearer: created.secret });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'invalid_token' });
    expect((await listKeys()).keys.find((key) => key.id === created.api_key.id)?.revoked_at).toBe(revoked.revoked_at);
  });

  it('answers a second revocation with 200 and the first revoked_at unchanged', async () => {
    const created = await createKey('read');
    const first = ApiKeyRevoked.parse((await revoke(created.api_key.id)).body).api_key;
    const again = await revoke(created.api_key.id);
    expect(again.status).toBe(200);
    expect(ApiKeyRevoked.parse(again.body).api_key.revoked_at).toBe(first.revoked_at);
  });

  it('refuses the seeded revoked key with 401 on every use', async () => {
    const answer = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_revoked' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'invalid_token' });
  });

  it('answers 404 for an unknown key', async () => {
    const answer = await revoke('key_00000000000000000000000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', detail: expect.any(String) });
  });

  it('answers 404 for a Birch key revoked with customer_id Aurora, and the key keeps working', async () => {
    const birch = await createKey('read', 'cus_birch');
    const unknown = await revoke('key_00000000000000000000000000000000');
    const answer = await revoke(birch.api_key.id, 'cus_aurora');
    expect(answer.status).toBe(404);
    // the same answer as for a key that does not exist: nothing about Birch's key is revealed
    expect(answer.body).toEqual(unknown.body);
    expect((await callService('GET', '/status', { bearer: birch.secret })).status).toBe(200);
    expect((await listKeys('cus_birch')).keys.find((key) => key.id === birch.api_key.id)?.revoked_at).toBeUndefined();
    expect((await revoke(birch.api_key.id, 'cus_birch')).status).toBe(200);
  });
});

describe('§2.2: keys in use', () => {
  it('records last_used_at when a key is used', async () => {
    const created = await createKey('read');
    expect((await listKeys()).keys.find((key) => key.id === created.api_key.id)?.last_used_at).toBeUndefined();
    const before = Date.now();
    expect((await callService('GET', '/ingest-status', { bearer: created.secret })).status).toBe(200);
    const lastUsed = (await listKeys()).keys.find((key) => key.id === created.api_key.id)?.last_used_at;
    expect(lastUsed).toBeDefined();
    expect(Date.parse(lastUsed ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lastUsed ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    await revoke(created.api_key.id);
  });

  it('keeps the seeded key of the person who has left working (the demo the README promises)', async () => {
    const seeded = (await listKeys()).keys.find((key) => key.id === 'key_aurora_write');
    expect(seeded?.created_by).toBe('former@aurora.example');
    // the creator can no longer sign in…
    await expect(idTokenOf('former@aurora.example')).rejects.toThrow();
    // …yet their key reads and writes for the company
    const status = await callService('GET', '/status', { bearer: WRITE_KEY });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ customer_id: 'cus_aurora' });
    const me = Me.parse((await callService('GET', '/me', { bearer: WRITE_KEY })).body);
    expect(me.api_key).toMatchObject({ id: 'key_aurora_write', scope: 'write' });
    expect((await listKeys()).keys.find((key) => key.id === 'key_aurora_write')?.last_used_at).toBeDefined();
  });

  it('never lets a key an Aurora admin made for Aurora read Birch, though the admin may', async () => {
    const created = await createKey('read', 'cus_aurora');
    const birch = await callService('GET', '/status?customer_id=cus_birch', { bearer: created.secret });
    expect(birch.status).toBe(403);
    expect(birch.body).toMatchObject({ error: 'customer_forbidden' });
    expect((await callService('GET', '/status?customer_id=cus_birch', { bearer: admin })).status).toBe(200);
    await revoke(created.api_key.id);
  });
});

/**
 * Signs in through the identity provider of a sandbox of the test's own, as OidcTestClient does
 * through the shared one's.
 */
class OwnSandboxSignIn extends OidcTestClient {
  override readonly sandboxUrl: string;
  override readonly issuer: string;
  constructor(sandbox: RunningSandbox) {
    super();
    this.sandboxUrl = `http://127.0.0.1:${sandbox.config.port}`;
    this.issuer = sandbox.issuer;
  }
}

describe('§2.2: a key created by someone who is later removed keeps working', () => {
  // A sandbox of this test's own: taking a membership away in the shared one would change every later test.
  let sandbox: RunningSandbox;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-api-keys-'));
    sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:0',
      clientId: PORTAL_CLIENT_ID,
      portalOrigins: [DEFAULT_PORTAL_ORIGIN],
      dataDir,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function call(method: string, route: string, bearer: string, body?: unknown) {
    const response = await fetch(`http://127.0.0.1:${sandbox.config.port}/portal${route}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    return { status: response.status, body: parsed };
  }

  const StoredUse = z.object({ last_used_at: z.date().nullable() });
  async function lastUsedAt(keyId: string): Promise<Date | null> {
    const { rows } = await sandbox.db.query('select last_used_at from api_keys where id = $1', [keyId]);
    expect(rows).toHaveLength(1);
    return StoredUse.parse(rows[0]).last_used_at;
  }

  it('lets the key read and write for the company after its creator lost their membership, and records its use', async () => {
    const admin = (await new OwnSandboxSignIn(sandbox).signIn('admin@aurora.example')).id_token;

    // an admin, a member of Aurora, creates a write key through the API
    const answer = await call('POST', '/api-keys', admin, { customer_id: 'cus_aurora', name: 'Kassajärjestelmä', scope: 'write' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = ApiKeyCreated.parse(answer.body);
    expect(created.api_key.created_by).toBe('admin@aurora.example');
    expect((await call('GET', '/status', created.secret)).status).toBe(200);

    // then the admin is removed from Aurora: their membership, and the admin role with it, is gone
    const removed = await sandbox.db.query(
      `delete from memberships
        where customer_id = 'cus_aurora' and subject = (select subject from people where email = $1)
        returning roles`,
      ['admin@aurora.example'],
    );
    expect(z.array(z.object({ roles: z.array(z.string()) })).parse(removed.rows)).toEqual([{ roles: ['admin'] }]);
    // the removal is real: their own sign-in reaches nothing of Aurora's any more
    const refused = await call('GET', '/api-keys?customer_id=cus_aurora', admin);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'customer_forbidden' });
    expect((await call('GET', '/status?customer_id=cus_aurora', admin)).status).toBe(403);

    // the key they created still reads and writes for the company…
    const usedBefore = await lastUsedAt(created.api_key.id);
    expect(usedBefore).not.toBeNull();
    const before = Date.now();
    const status = await call('GET', '/status', created.secret);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ customer_id: 'cus_aurora' });
    const me = Me.parse((await call('GET', '/me', created.secret)).body);
    expect(me.api_key).toEqual({ id: created.api_key.id, name: 'Kassajärjestelmä', scope: 'write' });
    expect(me.companies.map((company) => company.customer_id)).toEqual(['cus_aurora']);
    const written = await call('POST', '/worklog', created.secret, { entry_date: '2026-11-20', minutes: 30, note: 'Kassan päiväraportti' });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(WorklogEntryResult.parse(written.body).entry).toMatchObject({ author_email: `api-key:${created.api_key.id}`, minutes: 30 });

    // …and its use is recorded
    const usedAfter = await lastUsedAt(created.api_key.id);
    expect(usedAfter?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(usedAfter?.getTime()).toBeGreaterThan(usedBefore?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(usedAfter?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
