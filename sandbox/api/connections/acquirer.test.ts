import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { ConnectionsCatalog, CredentialConnectionAccepted, RevalidateAcquirerConnectionResult } from '../../../src/api/schemas/connections.ts';
import { BIRCH_MERCHANT_ACCOUNT } from '../../db/seeds/connections.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { VAULT_SECRET_FILE } from './vault.ts';

/**
 * Connecting an acquirer account (spec §4.1 rules 1–8, §3) and its recheck (docs/decisions/0031). Every test
 * connects merchant accounts of its own, so none depends on another or on the order of files.
 */

const AURORA_KEY = 'svc_sk_sandbox_aurora_write';
const BIRCH_KEY = 'svc_sk_sandbox_birch_write';
const unique = (label: string) => `T${label}${randomBytes(5).toString('hex')}`;
/** A key as a report user's key would look, with the simulated acquirer's word in it. */
const keyWith = (word: string) => `acq_rpt_${word}_${randomBytes(8).toString('hex')}`;

let operator = '';
beforeAll(async () => {
  operator = await idTokenOf('operator@aurora.example');
});

async function connect(bearer: string, body: Record<string, unknown>) {
  return callService('POST', '/acquirer-connections/api-key', { bearer, body });
}

async function connectAccepted(bearer: string, merchant_account: string, api_key: string) {
  const answer = await connect(bearer, { merchant_account, api_key });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return CredentialConnectionAccepted.parse(answer.body);
}

async function recheck(bearer: string, connectionId: string) {
  return callService('POST', `/acquirer-connections/${encodeURIComponent(connectionId)}/revalidate`, { bearer, body: {} });
}

async function catalog(bearer: string) {
  const answer = await callService('GET', '/lens/connections-catalog', { bearer });
  expect(answer.status).toBe(200);
  return ConnectionsCatalog.parse(answer.body);
}

describe('POST /acquirer-connections/api-key: a verified key (§4.1 rules 1, 3, 4; §3)', () => {
  it('answers 202 with the connection syncing, the merchant account claimed, an event and only the last four characters of the key', async () => {
    const merchant = unique('ok');
    const apiKey = keyWith('live');
    const answer = await connect(AURORA_KEY, { merchant_account: merchant, api_key: apiKey });
    expect(answer.status).toBe(202);
    expect(JSON.stringify(answer.body)).not.toContain(apiKey);
    const accepted = CredentialConnectionAccepted.parse(answer.body);
    expect(accepted.customer_id).toBe('cus_aurora');
    expect(accepted.event_id).toMatch(/^evt_/);
    expect(accepted.credential_check).toMatchObject({ state: 'verified', message: expect.stringContaining(merchant) });
    expect(accepted.connection).toMatchObject({
      provider: 'acquirer',
      status: 'syncing',
      backfill_status: 'running',
      attention_required: false,
      reauth_required: false,
      recheck_available: true,
      merchant_account: merchant,
      key_last4: apiKey.slice(-4),
      external_company_id: expect.stringMatching(/^ACQCO-/),
      credential_check: accepted.credential_check,
    });
    expect(accepted.connection).not.toHaveProperty('last_error_code');
    expect(accepted.connection).not.toHaveProperty('api_key');
  });

  it('claims the merchant account: another company connecting it with a verified key then gets 409', async () => {
    const merchant = unique('claim');
    await connectAccepted(AURORA_KEY, merchant, keyWith('live'));
    const other = await connect(BIRCH_KEY, { merchant_account: merchant, api_key: keyWith('live') });
    expect(other.status).toBe(409);
    expect(ErrorEnvelope.parse(other.body).error).toBe('merchant_account_claimed');
  });

  it('lists the new connection in the catalog and gives it an empty data summary until the import delivers', async () => {
    const accepted = await connectAccepted(AURORA_KEY, unique('cat'), keyWith('live'));
    const listed = (await catalog(AURORA_KEY)).connected.find((c) => c.id === accepted.connection.id);
    expect(listed).toEqual(accepted.connection);
    const data = await callService('GET', `/connections/${accepted.connection.id}/data`, { bearer: AURORA_KEY });
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ months: [], connection: { last_synced_at: '', provider: 'acquirer' } });
  });

  it('lets an interactive operator connect with customer_id in the body', async () => {
    const accepted = await connectAccepted(operator, unique('op'), keyWith('live'));
    expect(accepted.customer_id).toBe('cus_aurora');
  });
});

describe('POST /acquirer-connections/api-key: a key that is not verified (§4.1 rule 2; §3)', () => {
  it('keeps a refused key on a connection that needs attention, with the provider’s message and nothing claimed', async () => {
    const merchant = unique('rej');
    const accepted = await connectAccepted(AURORA_KEY, merchant, keyWith('reject'));
    expect(accepted.credential_check.state).toBe('rejected');
    expect(accepted.credential_check.message).toContain('merchant-report-download');
    expect(accepted.connection).toMatchObject({
      status: 'reauth_required',
      attention_required: true,
      reauth_required: true,
      recheck_available: true,
      last_error_code: 'credential_rejected',
      last_error_message: accepted.credential_check.message,
      merchant_account: merchant,
    });
    expect(accepted.connection).not.toHaveProperty('external_company_id');
    expect(accepted.connection).not.toHaveProperty('backfill_status');
    // nothing claimed: another company may still connect and verify the same merchant account
    const birch = await connectAccepted(BIRCH_KEY, merchant, keyWith('live'));
    expect(birch.credential_check.state).toBe('verified');
  });

  it('keeps a key the provider could not check as credential_unverified, and never answers 409 for it', async () => {
    const accepted = await connectAccepted(AURORA_KEY, BIRCH_MERCHANT_ACCOUNT, keyWith('unreachable'));
    expect(accepted.credential_check.state).toBe('unverified');
    expect(accepted.connection).toMatchObject({
      status: 'reauth_required',
      last_error_code: 'credential_unverified',
      last_error_message: expect.stringContaining('could not be checked'),
      attention_required: true,
    });
    expect(accepted.connection).not.toHaveProperty('external_company_id');
  });

  it('answers a refused key for a merchant account another company holds with 202, not 409 (rule 7)', async () => {
    const accepted = await connectAccepted(AURORA_KEY, BIRCH_MERCHANT_ACCOUNT, keyWith('reject'));
    expect(accepted.connection.last_error_code).toBe('credential_rejected');
    const birch = (await catalog(BIRCH_KEY)).connected.find((c) => c.merchant_account === BIRCH_MERCHANT_ACCOUNT);
    expect(birch).toMatchObject({ status: 'connected', external_company_id: expect.any(String) });
  });
});

describe('POST /acquirer-connections/api-key: 409, 503 and 400 keep nothing (§4.1 rules 5, 7, 8)', () => {
  it('answers 409 for a verified key whose merchant account belongs to another company, and stores nothing', async () => {
    const before = await catalog(AURORA_KEY);
    const apiKey = keyWith('live');
    const answer = await connect(AURORA_KEY, { merchant_account: BIRCH_MERCHANT_ACCOUNT, api_key: apiKey });
    expect(answer.status).toBe(409);
    expect(ErrorEnvelope.parse(answer.body)).toMatchObject({ error: 'merchant_account_claimed', detail: expect.stringContaining('another company') });
    expect(JSON.stringify(answer.body)).not.toContain(apiKey);
    const after = await catalog(AURORA_KEY);
    expect(after.connected).toEqual(before.connected);
    expect(after.connected.every((c) => c.key_last4 !== apiKey.slice(-4))).toBe(true);
  });

  it('answers 503 when the key cannot be stored, and keeps no connection', async () => {
    const merchant = unique('sf');
    const before = await catalog(AURORA_KEY);
    const answer = await connect(AURORA_KEY, { merchant_account: merchant, api_key: keyWith('store-fail') });
    expect(answer.status).toBe(503);
    expect(ErrorEnvelope.parse(answer.body).error).toBe('credential_store_unavailable');
    const after = await catalog(AURORA_KEY);
    expect(after.connected).toEqual(before.connected);
    expect(after.connected.some((c) => c.merchant_account === merchant)).toBe(false);
  });

  it.each([
    ['merchant_account missing', { api_key: 'acq_rpt_live_12345678' }],
    ['api_key missing', { merchant_account: 'Shop1' }],
    ['merchant_account starting with _', { merchant_account: '_Shop', api_key: 'acq_rpt_live_12345678' }],
    ['merchant_account of 81 characters', { merchant_account: 'M'.repeat(81), api_key: 'acq_rpt_live_12345678' }],
    ['merchant_account with a space', { merchant_account: 'Shop 1', api_key: 'acq_rpt_live_12345678' }],
    ['api_key empty', { merchant_account: 'Shop1', api_key: '' }],
    ['api_key shorter than eight characters', { merchant_account: 'Shop1', api_key: 'abc1234' }],
    ['api_key with a line break', { merchant_account: 'Shop1', api_key: 'acq_rpt_live\n12345678' }],
    ['api_key with a space', { merchant_account: 'Shop1', api_key: 'acq_rpt live_12345678' }],
    ['api_key with a letter outside ASCII', { merchant_account: 'Shop1', api_key: 'acq_rpt_live_ä12345678' }],
    ['api_key of 513 characters', { merchant_account: 'Shop1', api_key: 'k'.repeat(513) }],
    ['an unknown field', { merchant_account: 'Shop1', api_key: 'acq_rpt_live_12345678', merchant: 'x' }],
  ])('answers 400 with the envelope naming the field for %s, and stores nothing', async (_case, body) => {
    const before = await catalog(AURORA_KEY);
    const answer = await connect(AURORA_KEY, body);
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body).error).toBe('invalid_request');
    expect((await catalog(AURORA_KEY)).connected).toEqual(before.connected);
  });

  it('names the offending field in the 400 detail so that a form can place it', async () => {
    const short = await connect(AURORA_KEY, { merchant_account: 'Shop1', api_key: 'abc1234' });
    expect(ErrorEnvelope.parse(short.body).detail).toMatch(/api_key: an acquirer API key has at least 8 characters/);
    const spaced = await connect(AURORA_KEY, { merchant_account: 'Shop1', api_key: 'acq rpt live 1234' });
    expect(ErrorEnvelope.parse(spaced.body).detail).toMatch(/api_key: contains spaces/);
    const malformed = await connect(AURORA_KEY, { merchant_account: '-Shop', api_key: 'acq_rpt_live_12345678' });
    expect(ErrorEnvelope.parse(malformed.body).detail).toMatch(/merchant_account:/);
  });

  it('refuses with 400 a well-formed merchant account the acquirer does not issue (docs/sandbox.md, Connections: `malformed`), naming the field', async () => {
    const merchant = unique('malformed');
    const answer = await connect(AURORA_KEY, { merchant_account: merchant, api_key: keyWith('live') });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body)).toMatchObject({ error: 'invalid_request', detail: expect.stringMatching(/merchant_account: /) });
    expect((await catalog(AURORA_KEY)).connected.some((c) => c.merchant_account === merchant)).toBe(false);
  });

  it('accepts merchant account codes of 1 and of 80 characters', async () => {
    const one = await connectAccepted(AURORA_KEY, randomBytes(1).toString('hex').slice(0, 1).toUpperCase(), keyWith('reject'));
    expect(one.connection.merchant_account).toHaveLength(1);
    const eighty = `M${randomBytes(40).toString('hex')}`.slice(0, 80);
    expect((await connectAccepted(AURORA_KEY, eighty, keyWith('reject'))).connection.merchant_account).toBe(eighty);
  });

  it('refuses to connect for another company, answering as for one that does not exist (tenant isolation)', async () => {
    const body = { merchant_account: unique('tenant'), api_key: keyWith('live') };
    const birch = await connect(AURORA_KEY, { ...body, customer_id: 'cus_birch' });
    const unknown = await connect(AURORA_KEY, { ...body, customer_id: 'cus_nonexistent' });
    expect(birch.status).toBe(403);
    expect(birch.body).toEqual(unknown.body);
    const approver = await connect(await idTokenOf('approver@aurora.example'), { ...body, customer_id: 'cus_birch' });
    expect(approver.status).toBe(403);
    expect((await catalog(BIRCH_KEY)).connected.some((c) => c.merchant_account === body.merchant_account)).toBe(false);
  });

  it('refuses a read-scoped key and a claimant with 403 (spec §5)', async () => {
    const body = { merchant_account: unique('ro'), api_key: keyWith('live') };
    expect((await connect('svc_sk_sandbox_aurora_read', body)).status).toBe(403);
    const claimant = await connect(await idTokenOf('claimant@aurora.example'), { ...body, customer_id: 'cus_aurora' });
    expect(claimant.status).toBe(403);
  });
});

describe('connecting the same merchant account again in the same company', () => {
  it('replaces the key of the existing connection and checks the new one', async () => {
    const merchant = unique('again');
    const first = await connectAccepted(AURORA_KEY, merchant, keyWith('reject'));
    const newKey = keyWith('live');
    const second = await connectAccepted(AURORA_KEY, merchant, newKey);
    expect(second.connection.id).toBe(first.connection.id);
    expect(second.event_id).not.toBe(first.event_id);
    expect(second.connection).toMatchObject({ status: 'syncing', key_last4: newKey.slice(-4), external_company_id: expect.any(String) });
    expect((await catalog(AURORA_KEY)).connected.filter((c) => c.merchant_account === merchant)).toHaveLength(1);
  });

  it('releases the claim when a verified connection is given a key the provider refuses', async () => {
    const merchant = unique('release');
    await connectAccepted(AURORA_KEY, merchant, keyWith('live'));
    const refused = await connectAccepted(AURORA_KEY, merchant, keyWith('reject'));
    expect(refused.connection.status).toBe('reauth_required');
    expect(refused.connection).not.toHaveProperty('external_company_id');
    expect((await connectAccepted(BIRCH_KEY, merchant, keyWith('live'))).credential_check.state).toBe('verified');
  });
});

describe('POST /acquirer-connections/{connection_id}/revalidate (docs/decisions/0031)', () => {
  it('verifies a reject-once key on the recheck without the key being sent: sets external_company_id, claims, starts the import', async () => {
    const merchant = unique('once');
    const accepted = await connectAccepted(AURORA_KEY, merchant, keyWith('reject-once'));
    expect(accepted.credential_check.state).toBe('rejected');
    const answer = await recheck(AURORA_KEY, accepted.connection.id);
    expect(answer.status).toBe(200);
    const result = RevalidateAcquirerConnectionResult.parse(answer.body);
    expect(result.credential_check.state).toBe('verified');
    expect(new Date(result.credential_check.checked_at).getTime()).toBeGreaterThanOrEqual(new Date(accepted.credential_check.checked_at).getTime());
    expect(result.connection).toMatchObject({
      id: accepted.connection.id,
      status: 'syncing',
      backfill_status: 'running',
      attention_required: false,
      reauth_required: false,
      external_company_id: expect.stringMatching(/^ACQCO-/),
      key_last4: accepted.connection.key_last4,
    });
    expect(result.connection).not.toHaveProperty('last_error_code');
    expect((await connect(BIRCH_KEY, { merchant_account: merchant, api_key: keyWith('live') })).status).toBe(409);
  });

  it('checks an unreachable key on the recheck, when the provider can be reached again', async () => {
    const accepted = await connectAccepted(AURORA_KEY, unique('unr'), keyWith('unreachable'));
    const result = RevalidateAcquirerConnectionResult.parse((await recheck(AURORA_KEY, accepted.connection.id)).body);
    expect(result.credential_check.state).toBe('verified');
    expect(result.connection.status).toBe('syncing');
  });

  it('keeps a refused key refused on every recheck, with the provider’s message', async () => {
    const accepted = await connectAccepted(AURORA_KEY, unique('still'), keyWith('reject'));
    for (let i = 0; i < 2; i++) {
      const result = RevalidateAcquirerConnectionResult.parse((await recheck(AURORA_KEY, accepted.connection.id)).body);
      expect(result.credential_check.state).toBe('rejected');
      expect(result.connection).toMatchObject({ status: 'reauth_required', last_error_code: 'credential_rejected' });
      expect(result.connection).not.toHaveProperty('external_company_id');
    }
  });

  it('answers 409 when the now-verified merchant account has meanwhile been claimed by another company, saying the key stays stored', async () => {
    const merchant = unique('race');
    const waiting = await connectAccepted(AURORA_KEY, merchant, keyWith('unreachable'));
    await connectAccepted(BIRCH_KEY, merchant, keyWith('live'));
    const answer = await recheck(AURORA_KEY, waiting.connection.id);
    expect(answer.status).toBe(409);
    const envelope = ErrorEnvelope.parse(answer.body);
    expect(envelope.error).toBe('merchant_account_claimed');
    // a recheck's key was stored before it and stays: "nothing was stored" would be false here
    expect(envelope.detail).toContain(`The key stays stored; the merchant account ${merchant} is connected to another company`);
    expect(envelope.detail).not.toMatch(/nothing was stored/i);
  });

  it('records a recheck that ends in 409: a new checked_at and the reason, still waiting, claiming and importing nothing', async () => {
    const merchant = unique('held');
    const waiting = await connectAccepted(AURORA_KEY, merchant, keyWith('unreachable'));
    const birch = await connectAccepted(BIRCH_KEY, merchant, keyWith('live'));
    expect((await recheck(AURORA_KEY, waiting.connection.id)).status).toBe(409);

    const after = (await catalog(AURORA_KEY)).connected.find((c) => c.id === waiting.connection.id);
    expect(after).toMatchObject({
      status: 'reauth_required',
      attention_required: true,
      reauth_required: true,
      recheck_available: true,
      key_last4: waiting.connection.key_last4,
      customer_visible_status: 'Merchant account connected to another company',
      credential_check: { state: 'verified', message: expect.stringContaining(`merchant account ${merchant} is connected to another company`) },
    });
    expect(new Date(after?.credential_check?.checked_at ?? 0).getTime()).toBeGreaterThan(new Date(waiting.credential_check.checked_at).getTime());
    expect(after).not.toHaveProperty('external_company_id');
    expect(after).not.toHaveProperty('backfill_status');
    // the previous reason (the provider could not be reached) no longer holds, so it is not repeated
    expect(after).not.toHaveProperty('last_error_code');
    // Birch keeps its claim
    expect((await catalog(BIRCH_KEY)).connected.find((c) => c.id === birch.connection.id)).toMatchObject({ external_company_id: expect.any(String) });

    // once Birch's connection gives the account up, the same stored key verifies and claims it for Aurora
    await connectAccepted(BIRCH_KEY, merchant, keyWith('reject'));
    const claimed = RevalidateAcquirerConnectionResult.parse((await recheck(AURORA_KEY, waiting.connection.id)).body);
    expect(claimed.connection).toMatchObject({ status: 'syncing', backfill_status: 'running', external_company_id: expect.any(String) });
  });

  it('answers 404 for an unknown connection, another company’s, and one without a stored key', async () => {
    expect((await recheck(AURORA_KEY, 'conn_does_not_exist')).status).toBe(404);
    expect((await recheck(AURORA_KEY, 'conn_birch_acquirer_ecom')).status).toBe(404);
    expect((await recheck(AURORA_KEY, 'conn_aurora_bank')).status).toBe(404);
    const birchOwn = await recheck(BIRCH_KEY, 'conn_birch_acquirer_ecom');
    expect(birchOwn.status).toBe(200);
  });

  it('takes no key in its body', async () => {
    const accepted = await connectAccepted(AURORA_KEY, unique('body'), keyWith('reject'));
    const answer = await callService('POST', `/acquirer-connections/${accepted.connection.id}/revalidate`, {
      bearer: AURORA_KEY,
      body: { api_key: keyWith('live') },
    });
    expect(answer.status).toBe(400);
  });
});

describe('the stored key is protected at rest', () => {
  async function filesUnder(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }

  it('is written to no file of the data folder, while the merchant account of the same request is', async () => {
    const merchant = unique('rest');
    const apiKey = keyWith('live');
    await connectAccepted(AURORA_KEY, merchant, apiKey);
    const dataDir = inject('sandboxDataDir');
    let keySeen = false;
    let merchantSeen = false;
    for (const file of await filesUnder(dataDir)) {
      const bytes = await readFile(file);
      if (bytes.includes(apiKey)) keySeen = true;
      if (bytes.includes(merchant)) merchantSeen = true;
    }
    // the control: what the request stored in the clear did reach the disk
    expect(merchantSeen).toBe(true);
    expect(keySeen).toBe(false);
  });

  it('keeps its sealing secret in the data folder, readable by its owner only', async () => {
    const info = await stat(path.join(inject('sandboxDataDir'), VAULT_SECRET_FILE));
    expect(info.mode & 0o077).toBe(0);
  });
});
