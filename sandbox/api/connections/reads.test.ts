import { describe, expect, inject, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { ConnectionDataSummary, ConnectionsCatalog, PaywalletConnections } from '../../../src/api/schemas/connections.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { seedClockOf } from '../../db/seed-clock.ts';

/**
 * The connection reads (spec §2.10, §4.6, §8; docs/decisions/0031), over the seeded connections, whose months
 * and moments are named through the seed's clock (docs/decisions/0001-seed-lives-in-the-present.md).
 */

const seed = seedClockOf(inject('sandboxSeededOn'));

const AURORA_READ = 'svc_sk_sandbox_aurora_read';
const BIRCH_KEY = 'svc_sk_sandbox_birch_write';

async function summary(bearer: string, connectionId: string) {
  const answer = await callService('GET', `/connections/${encodeURIComponent(connectionId)}/data`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ConnectionDataSummary.parse(answer.body);
}

async function catalogOf(bearer: string, query = '') {
  const answer = await callService('GET', `/lens/connections-catalog${query}`, { bearer });
  expect(answer.status).toBe(200);
  return ConnectionsCatalog.parse(answer.body);
}

describe('GET /lens/connections-catalog', () => {
  it('shows every status of §3 among the seeded connections, each error code included, with the credential check', async () => {
    const { connected } = await catalogOf(AURORA_READ);
    const byId = new Map(connected.map((c) => [c.id, c]));
    expect(byId.get('conn_aurora_bank')).toMatchObject({ status: 'connected', recheck_available: false });
    expect(byId.get('conn_aurora_bank')).not.toHaveProperty('credential_check');
    expect(byId.get('conn_aurora_storefront')).toMatchObject({ status: 'syncing', backfill_status: 'running' });
    // §2.4: the provider offers no check, said as such
    expect(byId.get('conn_aurora_storefront')?.credential_check).toMatchObject({ state: 'not_checked', message: expect.stringContaining('offers no way to check') });
    expect(byId.get('conn_aurora_paywallet')).toMatchObject({ status: 'sync_failed', attention_required: true, reauth_required: false });
    expect(byId.get('conn_aurora_acquirer_ecom')).toMatchObject({
      status: 'connected',
      merchant_account: 'AuroraOyECOM',
      external_company_id: expect.any(String),
      credential_check: { state: 'verified' },
    });
    expect(byId.get('conn_aurora_acquirer_kiosk')).toMatchObject({
      status: 'reauth_required',
      last_error_code: 'credential_unverified',
      credential_check: { state: 'unverified' },
      recheck_available: true,
    });
    // No sandbox test rechecks or re-keys AuroraOyPOS, so it is as seeded: refused, waiting for a recheck.
    expect(byId.get('conn_aurora_acquirer_pos')).toMatchObject({
      provider: 'acquirer',
      merchant_account: 'AuroraOyPOS',
      status: 'reauth_required',
      attention_required: true,
      reauth_required: true,
      last_error_code: 'credential_rejected',
      last_error_message: expect.stringContaining('merchant-report-download'),
      credential_check: { state: 'rejected', message: expect.stringContaining('403 Forbidden') },
      recheck_available: true,
    });
    // a refused key claims no merchant account (spec §4.1 rule 2)
    expect(byId.get('conn_aurora_acquirer_pos')).not.toHaveProperty('external_company_id');
  });

  it('shows the seeded credential_rejected acquirer connection (AuroraOyPOS) in its data summary as needing attention', async () => {
    const data = await summary(AURORA_READ, 'conn_aurora_acquirer_pos');
    expect(data.connection).toMatchObject({ provider: 'acquirer', label: 'AuroraOyPOS', last_synced_at: '' });
    // a refused key imports nothing until a recheck verifies it (spec §4.1 rule 2)
    expect(data.months).toEqual([]);
  });

  it('lists the connections that need attention first', async () => {
    const { connected } = await catalogOf(AURORA_READ);
    const attention = connected.map((c) => c.attention_required);
    const firstHealthy = attention.indexOf(false);
    expect(firstHealthy).toBeGreaterThan(0);
    expect(attention.slice(firstHealthy).every((needed) => !needed)).toBe(true);
  });

  it('offers tiles in every category with a one-click or assisted connect path under connections/', async () => {
    const { tiles } = await catalogOf(AURORA_READ);
    expect(new Set(tiles.map((t) => t.category))).toEqual(new Set(['bank', 'settlement', 'commerce', 'accounting_system', 'inbox', 'spreadsheet']));
    expect(new Set(tiles.map((t) => t.connect))).toEqual(new Set(['one_click', 'assisted']));
    expect(tiles.every((t) => t.connect_path.startsWith('connections/'))).toBe(true);
    expect(new Set(tiles.map((t) => t.brand_key)).size).toBe(tiles.length);
  });

  it('never carries a stored key, only its last four characters', async () => {
    const answer = await callService('GET', '/lens/connections-catalog', { bearer: AURORA_READ });
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/acq_rpt_|api_key|sealed|sfo_offline/);
    expect(ConnectionsCatalog.parse(answer.body).connected.every((c) => (c.key_last4 ?? '').length <= 4)).toBe(true);
  });

  it('shows each company only its own connections', async () => {
    const birch = await catalogOf(BIRCH_KEY);
    expect(birch.customer_id).toBe('cus_birch');
    expect(birch.connected.some((c) => c.id === 'conn_birch_acquirer_ecom')).toBe(true);
    expect(birch.connected.some((c) => c.id.startsWith('conn_aurora'))).toBe(false);
    const admin = await idTokenOf('admin@aurora.example');
    const adminBirch = await catalogOf(admin, '?customer_id=cus_birch');
    expect(adminBirch.connected.map((c) => c.id)).toEqual(birch.connected.map((c) => c.id));
  });
});

describe('GET /connections/{connection_id}/data (§2.10, §8)', () => {
  it('gives at most 36 months, newest first, the undated records last under a null month', async () => {
    const data = await summary(AURORA_READ, 'conn_aurora_bank');
    expect(data.months).toHaveLength(36);
    const dated = data.months.slice(0, -1).map((m) => m.month);
    expect(data.months.at(-1)?.month).toBeNull();
    // the newest month is this month
    expect(dated[0]).toBe(seed.period('2026-11'));
    expect(dated).toEqual([...dated].sort().reverse());
    expect(new Set(dated).size).toBe(dated.length);
    // 45 months were delivered; the undated row takes one of the 36 places, so the 35 newest show
    expect(dated).not.toContain(seed.period('2023-03'));
    expect(dated.at(-1)).toBe(seed.period('2024-01'));
  });

  it('groups each month by record kind with counts, sums in cents, currency and how many are in the books', async () => {
    const data = await summary(AURORA_READ, 'conn_aurora_bank');
    const undated = data.months.at(-1);
    expect(undated?.groups).toEqual([
      { kind: 'bank_credit', label: 'Incoming bank transactions', count: 1, sum_cents: 12_000, currency: 'EUR', in_books_count: 0 },
      { kind: 'bank_debit', label: 'Outgoing bank transactions', count: 3, sum_cents: -5_540, currency: 'EUR', in_books_count: 1 },
    ]);
    for (const month of data.months) {
      for (const group of month.groups) {
        expect(group.in_books_count).toBeLessThanOrEqual(group.count);
        expect(group.count).toBeGreaterThan(0);
        expect(Number.isInteger(group.sum_cents)).toBe(true);
      }
    }
    const november = data.months[0];
    expect(november?.groups.find((g) => g.kind === 'bank_credit')?.sum_cents).toBeGreaterThan(0);
    expect(november?.groups.find((g) => g.kind === 'bank_debit')?.sum_cents).toBeLessThan(0);
    // booking lags: the newest month is only partly in the books, an old one fully
    const newest = november?.groups.find((g) => g.kind === 'bank_debit');
    expect(newest && newest.in_books_count < newest.count).toBe(true);
    const old = data.months[10]?.groups.find((g) => g.kind === 'bank_debit');
    expect(old && old.in_books_count === old.count).toBe(true);
  });

  it('names the connection by its integer id, provider, label, environment, status and last sync', async () => {
    const data = await summary(AURORA_READ, 'conn_aurora_bank');
    expect(data.customer_id).toBe('cus_aurora');
    expect(data.connection).toEqual({
      id: expect.any(Number),
      provider: 'bank',
      label: 'FI49 5000 9420 0287 30',
      environment: 'production',
      customer_visible_status: 'Connected',
      last_synced_at: new Date(seed.instant('2026-11-21T06:00:00+02:00')).toISOString(),
    });
    const other = await summary(AURORA_READ, 'conn_aurora_acquirer_ecom');
    expect(other.connection.id).not.toBe(data.connection.id);
  });

  it('leaves out the months a source delivered nothing for, and has no null month without undated records', async () => {
    const acquirer = await summary(AURORA_READ, 'conn_aurora_acquirer_ecom');
    const months = acquirer.months.map((m) => m.month);
    expect(months).not.toContain(seed.period('2026-03'));
    expect(months.at(-1)).toBeNull();
    expect(acquirer.months.find((m) => m.month === seed.period('2026-06'))?.groups.map((g) => g.kind)).toEqual(['card_settlement']);
    const storefront = await summary(AURORA_READ, 'conn_aurora_storefront');
    expect(storefront.months.map((m) => m.month)).toEqual([seed.period('2026-11'), seed.period('2026-10'), seed.period('2026-09')]);
  });

  it('takes the integer connection.id of its own answer in the path as well as the string id (assumption), for the same company only', async () => {
    const byId = await summary(AURORA_READ, 'conn_aurora_acquirer_ecom');
    const byNumber = await summary(AURORA_READ, String(byId.connection.id));
    expect(byNumber).toEqual(byId);

    const birch = await summary(BIRCH_KEY, 'conn_birch_acquirer_ecom');
    const unknown = await callService('GET', '/connections/conn_nope/data', { bearer: AURORA_READ });
    const birchsNumber = await callService('GET', `/connections/${birch.connection.id}/data`, { bearer: AURORA_READ });
    expect(birchsNumber.status).toBe(404);
    expect(ErrorEnvelope.parse(birchsNumber.body)).toEqual(ErrorEnvelope.parse(unknown.body));
    for (const notANumber of ['0', '-1', `0${byId.connection.id}`, '99999999999', '2147483648']) {
      expect((await callService('GET', `/connections/${notANumber}/data`, { bearer: AURORA_READ })).status, notANumber).toBe(404);
    }
  });

  it('answers 404 for an unknown connection and for another company’s, alike', async () => {
    const unknown = await callService('GET', '/connections/conn_nope/data', { bearer: AURORA_READ });
    const birchs = await callService('GET', '/connections/conn_birch_acquirer_ecom/data', { bearer: AURORA_READ });
    expect(unknown.status).toBe(404);
    expect(birchs.status).toBe(404);
    expect(ErrorEnvelope.parse(birchs.body)).toEqual(ErrorEnvelope.parse(unknown.body));
    expect((await summary(BIRCH_KEY, 'conn_birch_acquirer_ecom')).customer_id).toBe('cus_birch');
  });
});

describe('GET /paywallet-connections (§4.6)', () => {
  it('returns the provider’s grants with their feed health, as the provider shapes them', async () => {
    const answer = await callService('GET', '/paywallet-connections', { bearer: AURORA_READ });
    expect(answer.status).toBe(200);
    const body = PaywalletConnections.parse(answer.body);
    expect(body).toMatchObject({ customer_id: 'cus_aurora', provider: 'paywallet' });
    const grants = body.grants as { grant_id: string; mode: string; feed: { state: string; lag_minutes: number | null; message?: string } }[];
    expect(grants.map((g) => g.feed.state)).toEqual(['healthy', 'failing', 'delayed']);
    const failing = grants.find((g) => g.feed.state === 'failing');
    expect(failing).toMatchObject({ mode: 'app_credentials', feed: { message: expect.stringContaining('invalid_client') } });
    expect(failing?.feed.lag_minutes).toBeGreaterThan(60 * 24);
    expect(grants.find((g) => g.feed.state === 'healthy')?.feed.lag_minutes).toBe(15);
  });

  it('shows a company without grants an empty list, never another company’s', async () => {
    const answer = await callService('GET', '/paywallet-connections', { bearer: BIRCH_KEY });
    expect(answer.body).toEqual({ customer_id: 'cus_birch', provider: 'paywallet', grants: [] });
  });
});
