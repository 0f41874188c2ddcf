import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { DEMO_ACQUIRER_KEYS, acquirerCompanyIdOf } from '../../providers/acquirer.ts';
import { finnishDay, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { PAYWALLET_FEED_STOPPED, RECORDS, recordsOf } from './connection-records.ts';

/**
 * The connections area's part of the seed (docs/sandbox.md, "Connections"): every status of
 * spec §3 — connected, syncing, sync_failed, and reauth_required with each error code — every
 * credential-check state of §2.4 (and a connection older than checks, without one), a merchant
 * account already claimed by Birch Tmi, what each source delivered (one source with more than 36
 * months, and undated records), payment-wallet grants in every feed state, Aurora's shared
 * mobile-wallet ledger (Birch has shared none) and storefront install tickets for the demo people.
 *
 * Written as of the seed's authored day and moved to the seeding day (docs/decisions/0001-seed-lives-in-the-present.md):
 * when a connection was made, checked or last synced are events (whole days); the months a source delivered
 * belong to the books' calendar (whole months), so the newest month stays this month and the gap stays
 * as many months back. This month's records fall on days up to today, never after it.
 */

/** Claimed by Birch Tmi: another company connecting it with a verified key gets 409. */
export const BIRCH_MERCHANT_ACCOUNT = 'BirchTmiECOM';

/**
 * Storefront install tickets: each single use, bound to one actor, one company and one shop. A valid one's
 * expiry is an event moved by days (`seedConnections`), so it stays about four years ahead. The expired one
 * keeps its authored expiry: the service compares it with the real clock, which is past it on any day the
 * seed can be written (also when a test run names a later seeding day).
 */
export const DEMO_INSTALL_TICKETS = [
  // for trying the handoff by hand (docs/sandbox.md)
  { ticket: 'ist_demo_operator_aurora', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-outlet.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_demo_admin_birch', actor: 'person:person_admin', customer_id: 'cus_birch', shop: 'birch-kauppa.example', expires_at: '2030-12-31T22:00:00Z' },
  // for the end-to-end journeys
  { ticket: 'ist_e2e_operator_aurora', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-e2e.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_e2e_operator_aurora_2', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-e2e-2.example', expires_at: '2030-12-31T22:00:00Z' },
  // for the sandbox tests
  { ticket: 'ist_test_operator_a', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-uusi.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_test_operator_b', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-toinen.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_test_operator_c', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-kolmas.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_test_operator_expired', actor: 'person:person_operator', customer_id: 'cus_aurora', shop: 'aurora-uusi.example', expires_at: '2026-01-01T00:00:00Z' },
  { ticket: 'ist_test_write_key', actor: 'api_key:key_aurora_write', customer_id: 'cus_aurora', shop: 'aurora-api.example', expires_at: '2030-12-31T22:00:00Z' },
  { ticket: 'ist_test_admin_birch', actor: 'person:person_admin', customer_id: 'cus_birch', shop: 'birch-verkko.example', expires_at: '2030-12-31T22:00:00Z' },
] as const;

interface SeedConnection {
  id: string;
  customer_id: string;
  provider: string;
  display_name: string;
  status: 'connected' | 'syncing' | 'sync_failed' | 'reauth_required';
  backfill_status: string | null;
  merchant_account?: string;
  external_company_id?: string;
  demo_key?: keyof typeof DEMO_ACQUIRER_KEYS;
  last_error?: { code: 'credential_rejected' | 'credential_unverified'; message: string };
  check?: { state: 'verified' | 'rejected' | 'unverified' | 'not_checked'; at: string; message: string };
  created_at: string;
  last_synced_at?: string;
}

const CONNECTIONS: SeedConnection[] = [
  {
    // Older than credential checks: no credential_check at all.
    id: 'conn_aurora_bank',
    customer_id: 'cus_aurora',
    provider: 'bank',
    display_name: 'FI49 5000 9420 0287 30',
    status: 'connected',
    backfill_status: 'complete',
    external_company_id: 'FI4950009420028730',
    created_at: '2023-03-06T10:00:00+02:00',
    last_synced_at: '2026-11-21T06:00:00+02:00',
  },
  {
    id: 'conn_aurora_acquirer_ecom',
    customer_id: 'cus_aurora',
    provider: 'acquirer',
    display_name: 'AuroraOyECOM',
    status: 'connected',
    backfill_status: 'complete',
    merchant_account: 'AuroraOyECOM',
    external_company_id: acquirerCompanyIdOf('AuroraOyECOM'),
    demo_key: 'aurora-ecom',
    check: { state: 'verified', at: '2025-09-02T09:30:00+03:00', message: 'Report user authorised for merchant account AuroraOyECOM.' },
    created_at: '2025-09-02T09:30:00+03:00',
    last_synced_at: '2026-11-21T05:10:00+02:00',
  },
  {
    id: 'conn_aurora_storefront',
    customer_id: 'cus_aurora',
    provider: 'storefront',
    display_name: 'aurora-kauppa.example',
    status: 'syncing',
    backfill_status: 'running',
    external_company_id: 'aurora-kauppa.example',
    // §2.4 `not_checked`: the storefront platform has no check of an installed app's access ahead of use.
    check: {
      state: 'not_checked',
      at: '2026-09-01T12:00:00+03:00',
      message: 'The storefront platform offers no way to check an installed app’s access in advance; the install itself granted it.',
    },
    created_at: '2026-09-01T12:00:00+03:00',
    last_synced_at: '2026-11-21T23:30:00+02:00',
  },
  {
    id: 'conn_aurora_paywallet',
    customer_id: 'cus_aurora',
    provider: 'paywallet',
    display_name: 'PW-AURORA-POS',
    status: 'sync_failed',
    backfill_status: 'complete',
    external_company_id: 'PW-AURORA-POS',
    created_at: '2026-05-04T08:00:00+03:00',
    last_synced_at: '2026-11-13T22:00:00+02:00',
  },
  {
    // Refused first; its key is a `reject-once` key, so a recheck verifies it.
    id: 'conn_aurora_acquirer_pos',
    customer_id: 'cus_aurora',
    provider: 'acquirer',
    display_name: 'AuroraOyPOS',
    status: 'reauth_required',
    backfill_status: null,
    merchant_account: 'AuroraOyPOS',
    demo_key: 'aurora-pos',
    last_error: {
      code: 'credential_rejected',
      message: '403 Forbidden: the report user of this API key lacks the role merchant-report-download for merchant account AuroraOyPOS.',
    },
    check: {
      state: 'rejected',
      at: '2026-11-18T14:12:00+02:00',
      message: '403 Forbidden: the report user of this API key lacks the role merchant-report-download for merchant account AuroraOyPOS.',
    },
    created_at: '2026-11-18T14:12:00+02:00',
  },
  {
    // Not checked (provider unreachable); its key verifies on the recheck.
    id: 'conn_aurora_acquirer_kiosk',
    customer_id: 'cus_aurora',
    provider: 'acquirer',
    display_name: 'AuroraOyKIOSK',
    status: 'reauth_required',
    backfill_status: null,
    merchant_account: 'AuroraOyKIOSK',
    demo_key: 'aurora-kiosk',
    last_error: {
      code: 'credential_unverified',
      message: 'The acquirer reporting API did not answer within 10 seconds (connect timeout); the key could not be checked.',
    },
    check: {
      state: 'unverified',
      at: '2026-11-20T16:45:00+02:00',
      message: 'The acquirer reporting API did not answer within 10 seconds (connect timeout); the key could not be checked.',
    },
    created_at: '2026-11-20T16:45:00+02:00',
  },
  {
    id: 'conn_birch_acquirer_ecom',
    customer_id: 'cus_birch',
    provider: 'acquirer',
    display_name: BIRCH_MERCHANT_ACCOUNT,
    status: 'connected',
    backfill_status: 'complete',
    merchant_account: BIRCH_MERCHANT_ACCOUNT,
    external_company_id: acquirerCompanyIdOf(BIRCH_MERCHANT_ACCOUNT),
    demo_key: 'birch-ecom',
    check: { state: 'verified', at: '2026-01-05T10:00:00+02:00', message: `Report user authorised for merchant account ${BIRCH_MERCHANT_ACCOUNT}.` },
    created_at: '2026-01-05T10:00:00+02:00',
    last_synced_at: '2026-11-21T05:20:00+02:00',
  },
];

/** A seeded connection's moments (made, checked, synced) moved by whole days to the seeding day. */
function movedConnection(c: SeedConnection, clock: SeedClock): SeedConnection {
  return {
    ...c,
    created_at: clock.instant(c.created_at),
    ...(c.check ? { check: { ...c.check, at: clock.instant(c.check.at) } } : {}),
    ...(c.last_synced_at ? { last_synced_at: clock.instant(c.last_synced_at) } : {}),
  };
}

async function insertConnection(tx: Transaction, c: SeedConnection): Promise<void> {
  const key = c.demo_key ? DEMO_ACQUIRER_KEYS[c.demo_key] : undefined;
  await tx.query(
    `insert into connections (id, customer_id, provider, display_name, status, backfill_status, merchant_account, external_company_id,
       key_last4, last_error_code, last_error_message, check_state, checked_at, check_message, check_count, created_at, updated_at, last_synced_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17)`,
    [
      c.id,
      c.customer_id,
      c.provider,
      c.display_name,
      c.status,
      c.backfill_status,
      c.merchant_account ?? null,
      c.external_company_id ?? null,
      key ? key.slice(-4) : null,
      c.last_error?.code ?? null,
      c.last_error?.message ?? null,
      c.check?.state ?? null,
      c.check?.at ?? null,
      c.check?.message ?? null,
      c.check ? 1 : 0,
      c.created_at,
      c.last_synced_at ?? null,
    ],
  );
  if (c.demo_key) {
    await tx.query('insert into connection_credentials (connection_id, sealed, demo_key_ref, stored_at) values ($1, null, $2, $3)', [
      c.id,
      c.demo_key,
      c.created_at,
    ]);
  }
  if (c.merchant_account && c.external_company_id) {
    await tx.query('insert into merchant_account_claims (provider, merchant_account, customer_id, connection_id, claimed_at) values ($1, $2, $3, $4, $5)', [
      c.provider,
      c.merchant_account,
      c.customer_id,
      c.id,
      c.check?.at ?? c.created_at,
    ]);
  }
  await tx.query(`insert into connection_events (id, connection_id, customer_id, kind, at, detail) values ($1, $2, $3, 'connection_registered', $4, '{}'::jsonb)`, [
    `evt_seed_${c.id}`,
    c.id,
    c.customer_id,
    c.created_at,
  ]);
  if (c.backfill_status !== null) {
    await tx.query(`insert into connection_imports (id, connection_id, kind, state, started_at) values ($1, $2, 'first_import', $3, $4)`, [
      `imp_seed_${c.id}`,
      c.id,
      c.backfill_status === 'running' ? 'running' : 'complete',
      c.created_at,
    ]);
  }
}

export const seedConnections: SeedStep = async (tx, clock) => {
  for (const connection of CONNECTIONS) await insertConnection(tx, movedConnection(connection, clock));

  for (const plan of RECORDS) {
    const rows = recordsOf(plan, clock);
    await tx.query(
      `insert into connection_records (connection_id, kind, record_date, amount_cents, currency, journal_entry_id)
       select $1, kind, record_date, amount_cents, 'EUR', journal_entry_id
       from unnest($2::text[], $3::date[], $4::bigint[], $5::text[]) as r(kind, record_date, amount_cents, journal_entry_id)`,
      [plan.connectionId, rows.map((r) => r.kind), rows.map((r) => r.date), rows.map((r) => r.amount), rows.map((r) => r.journal)],
    );
  }

  const at = (authored: string) => clock.instant(authored);
  await tx.query(
    `insert into paywallet_grants (id, customer_id, merchant_id, display_name, mode, scopes, granted_at, feed_state, feed_last_event_at, feed_checked_at, feed_message) values
    ('pwg_aurora_eu', 'cus_aurora', 'PW-AURORA-EU', 'Aurora Oy – verkkokauppa', 'partner_consent', array['transactions:read', 'balances:read'],
      $1, 'healthy', $2, $3, null),
    ('pwg_aurora_events', 'cus_aurora', 'PW-AURORA-EVENTS', 'Aurora Oy – tapahtumamyynti', 'partner_consent', array['transactions:read'],
      $4, 'delayed', $5, $3,
      'The provider reports a delay in its transaction reporting; events arrive in batches.'),
    ('pwg_aurora_pos', 'cus_aurora', 'PW-AURORA-POS', 'Aurora Oy – myymälä', 'app_credentials', array['transactions:read', 'disputes:read'],
      $6, 'failing', $7, $3, $8)`,
    [
      at('2026-03-10T09:00:00+02:00'),
      at('2026-11-21T23:40:00+02:00'),
      at('2026-11-21T23:55:00+02:00'),
      at('2026-06-01T12:00:00+03:00'),
      at('2026-11-21T14:05:00+02:00'),
      at('2026-05-04T08:00:00+03:00'),
      at(`${PAYWALLET_FEED_STOPPED}T22:00:00+02:00`),
      `401 invalid_client: the app credentials were rotated at the provider on ${finnishDay(clock.date(PAYWALLET_FEED_STOPPED))}; the new client secret has not been given to the service.`,
    ],
  );

  await tx.query(`insert into mobilewallet_ledger_shares (business_id, ledger_id, shared_at) values ('1234567-1', 'mwl-aurora-settlements', $1)`, [
    at('2026-10-01T10:00:00+03:00'),
  ]);

  for (const ticket of DEMO_INSTALL_TICKETS) {
    await tx.query('insert into storefront_install_tickets (ticket_sha256, customer_id, actor, shop_domain, expires_at) values ($1, $2, $3, $4, $5)', [
      createHash('sha256').update(ticket.ticket, 'utf8').digest('hex'),
      ticket.customer_id,
      ticket.actor,
      ticket.shop,
      ticket.ticket === 'ist_test_operator_expired' ? ticket.expires_at : at(ticket.expires_at),
    ]);
  }
};
