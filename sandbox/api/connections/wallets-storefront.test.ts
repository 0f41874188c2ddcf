import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { ConnectionsCatalog } from '../../../src/api/schemas/connections.ts';
import { MobilewalletActivation, StorefrontInstallStart } from '../../../src/api/schemas/storefront-and-wallets.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

/**
 * Mobile-wallet activation (spec §4.5, docs/decisions/0031) and the storefront install start with its app home
 * (spec §4.4, §2.9, §3). Each storefront test uses seeded tickets of its own (sandbox/db/seeds/connections.ts).
 */

const AURORA_KEY = 'svc_sk_sandbox_aurora_write';
const BIRCH_KEY = 'svc_sk_sandbox_birch_write';

let operator = '';
let approver = '';
let admin = '';
beforeAll(async () => {
  operator = await idTokenOf('operator@aurora.example');
  approver = await idTokenOf('approver@aurora.example');
  admin = await idTokenOf('admin@aurora.example');
});

describe('POST /mobilewallet-connections/activate', () => {
  it('activates Aurora, whose business ID has shared a ledger, and answers the same activation every time after', async () => {
    const first = await callService('POST', '/mobilewallet-connections/activate', { bearer: AURORA_KEY, body: {} });
    expect(first.status).toBe(200);
    const activation = MobilewalletActivation.parse(first.body);
    expect(activation).toMatchObject({ customer_id: 'cus_aurora', status: 'active' });
    const again = await callService('POST', '/mobilewallet-connections/activate', { bearer: operator, body: { customer_id: 'cus_aurora' } });
    expect(MobilewalletActivation.parse(again.body)).toEqual(activation);
    const catalog = ConnectionsCatalog.parse((await callService('GET', '/lens/connections-catalog', { bearer: AURORA_KEY })).body);
    expect(catalog.connected.filter((c) => c.provider === 'mobilewallet')).toHaveLength(1);
  });

  it('answers 422 while the business ID has shared no ledger, and activates nothing', async () => {
    const answer = await callService('POST', '/mobilewallet-connections/activate', { bearer: BIRCH_KEY, body: {} });
    expect(answer.status).toBe(422);
    expect(ErrorEnvelope.parse(answer.body)).toMatchObject({ error: 'no_ledger_shared', detail: expect.stringContaining('2345678-0') });
    const catalog = ConnectionsCatalog.parse((await callService('GET', '/lens/connections-catalog', { bearer: BIRCH_KEY })).body);
    expect(catalog.connected.some((c) => c.provider === 'mobilewallet')).toBe(false);
    expect((await callService('POST', '/mobilewallet-connections/activate', { bearer: BIRCH_KEY, body: {} })).status).toBe(422);
  });

  it('refuses a read-scoped key (spec §5 rule 1)', async () => {
    expect((await callService('POST', '/mobilewallet-connections/activate', { bearer: 'svc_sk_sandbox_aurora_read', body: {} })).status).toBe(403);
  });
});

async function start(bearer: string, body: Record<string, unknown>) {
  return callService('POST', '/storefront-connections/oauth/start', { bearer, body });
}

/** The app home is served by the sandbox under its public origin; tests reach it at the listening address. */
async function openAppHome(authorizationUrl: string, override?: { shop?: string }) {
  const url = new URL(authorizationUrl);
  if (override?.shop !== undefined) url.searchParams.set('shop', override.shop);
  const response = await fetch(`${inject('sandboxUrl')}${url.pathname}${url.search}`);
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') };
}

describe('POST /storefront-connections/oauth/start', () => {
  it('validates the actor-bound ticket and answers 201 with the app home URL, a state and its expiry', async () => {
    const before = Date.now();
    const answer = await start(operator, { customer_id: 'cus_aurora', shop_domain: 'aurora-uusi.example', install_ticket: 'ist_test_operator_a', history_start: '2025-01-01' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const started = StorefrontInstallStart.parse(answer.body);
    expect(started).toMatchObject({ customer_id: 'cus_aurora', provider: 'storefront', shop_domain: 'aurora-uusi.example' });
    const url = new URL(started.authorization_url);
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.pathname).toBe('/storefront/app-home');
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(started.state.length).toBeGreaterThanOrEqual(40);
    const expires = new Date(started.expires_at).getTime();
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    expect(JSON.stringify(answer.body)).not.toMatch(/offline|sfo_/);

    // the ticket is single use
    const again = await start(operator, { customer_id: 'cus_aurora', shop_domain: 'aurora-uusi.example', install_ticket: 'ist_test_operator_a' });
    expect(again.status).toBe(403);
    expect(ErrorEnvelope.parse(again.body).error).toBe('install_ticket_used');

    // the app home completes the install once; the state cannot be used again
    const home = await openAppHome(started.authorization_url);
    expect(home.status).toBe(200);
    expect(home.html).toContain('aurora-uusi.example');
    expect(home.html).not.toMatch(/sfo_offline_/);
    expect(home.csp).toContain("default-src 'none'");
    const replay = await openAppHome(started.authorization_url);
    expect(replay.status).toBe(409);
    const catalog = ConnectionsCatalog.parse((await callService('GET', '/lens/connections-catalog', { bearer: AURORA_KEY })).body);
    const shop = catalog.connected.find((c) => c.provider === 'storefront' && c.display_name === 'aurora-uusi.example');
    expect(shop).toMatchObject({ status: 'syncing', backfill_status: 'running' });
    expect(JSON.stringify(catalog)).not.toMatch(/sfo_offline_/);
  });

  it('binds the state to its shop: another shop’s name installs nothing and leaves the state usable', async () => {
    const started = StorefrontInstallStart.parse(
      (await start(operator, { customer_id: 'cus_aurora', shop_domain: 'AURORA-KOLMAS.example', install_ticket: 'ist_test_operator_c' })).body,
    );
    expect(started.shop_domain).toBe('aurora-kolmas.example');
    expect((await openAppHome(started.authorization_url, { shop: 'aurora-uusi.example' })).status).toBe(400);
    expect((await openAppHome(started.authorization_url)).status).toBe(200);
  });

  it('refuses a ticket bound to another person, another shop or another company as invalid, without using it', async () => {
    const body = { customer_id: 'cus_aurora', shop_domain: 'aurora-toinen.example', install_ticket: 'ist_test_operator_b' };
    const otherPerson = await start(approver, body);
    expect(otherPerson.status).toBe(403);
    expect(ErrorEnvelope.parse(otherPerson.body).error).toBe('install_ticket_invalid');
    const otherShop = await start(operator, { ...body, shop_domain: 'aurora-uusi.example' });
    expect(ErrorEnvelope.parse(otherShop.body).error).toBe('install_ticket_invalid');
    const byKey = await start(AURORA_KEY, { shop_domain: body.shop_domain, install_ticket: body.install_ticket });
    expect(ErrorEnvelope.parse(byKey.body).error).toBe('install_ticket_invalid');
    expect((await start(operator, body)).status).toBe(201);
  });

  it('binds a ticket to its company: Birch’s ticket does not start an install for Aurora', async () => {
    const forAurora = await start(admin, { customer_id: 'cus_aurora', shop_domain: 'birch-verkko.example', install_ticket: 'ist_test_admin_birch' });
    expect(forAurora.status).toBe(403);
    expect(ErrorEnvelope.parse(forAurora.body).error).toBe('install_ticket_invalid');
    const forBirch = await start(admin, { customer_id: 'cus_birch', shop_domain: 'birch-verkko.example', install_ticket: 'ist_test_admin_birch' });
    expect(forBirch.status).toBe(201);
    expect(StorefrontInstallStart.parse(forBirch.body).customer_id).toBe('cus_birch');
  });

  it('binds a ticket issued to an API key to that key', async () => {
    const answer = await start(AURORA_KEY, { shop_domain: 'aurora-api.example', install_ticket: 'ist_test_write_key' });
    expect(answer.status).toBe(201);
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const expired = await start(operator, { customer_id: 'cus_aurora', shop_domain: 'aurora-uusi.example', install_ticket: 'ist_test_operator_expired' });
    expect(expired.status).toBe(403);
    expect(ErrorEnvelope.parse(expired.body).error).toBe('install_ticket_expired');
    const unknown = await start(operator, { customer_id: 'cus_aurora', shop_domain: 'aurora-uusi.example', install_ticket: 'ist_nope' });
    expect(ErrorEnvelope.parse(unknown.body).error).toBe('install_ticket_invalid');
  });

  it.each([
    ['no ticket', { shop_domain: 'aurora-uusi.example' }],
    ['no shop', { install_ticket: 'ist_test_operator_b' }],
    ['a shop that is not a domain', { shop_domain: 'not a shop', install_ticket: 'ist_test_operator_b' }],
    ['history from the future', { shop_domain: 'aurora-toinen.example', install_ticket: 'ist_test_operator_b', history_start: '2999-01-01' }],
    ['an impossible history date', { shop_domain: 'aurora-toinen.example', install_ticket: 'ist_test_operator_b', history_start: '2026-02-30' }],
  ])('answers 400 for %s', async (_case, body) => {
    const answer = await start(AURORA_KEY, body);
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body).error).toBe('invalid_request');
  });

  it('answers an unknown or incomplete app-home link with a page that installs nothing', async () => {
    const response = await fetch(`${inject('sandboxUrl')}/storefront/app-home?shop=aurora-uusi.example&state=forged`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<html lang="fi">');
  });
});
