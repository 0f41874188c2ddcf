import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { DEMO_ACQUIRER_KEYS, acquirerCompanyIdOf } from '../../providers/acquirer.ts';
import { daysInMonth, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { finnishDay, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';

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

/** When the failing wallet feed delivered its last event (authored; moved by days). */
const PAYWALLET_FEED_STOPPED = '2026-11-13';

/** One record kind's records in one month: how many, and each one's amount, day and booking. */
interface KindPlan {
  kind: string;
  count: (m: number) => number;
  amount: (m: number, n: number) => number;
  inBooks: (m: number, n: number) => boolean;
}

interface RecordPlan {
  connectionId: string;
  firstMonth: string;
  months: number;
  /** Month indexes (0 = firstMonth) the source delivered nothing for: gaps. */
  skip?: (m: number, kind: string) => boolean;
  kinds: KindPlan[];
  /** Records the source sent without a date. */
  undated?: { kind: string; amount: number; inBooks: boolean }[];
  /**
   * A feed that stopped on this authored day (an event, moved by days): its records end there, and its last
   * month is that day's month rather than `firstMonth + months - 1`.
   */
  stoppedOn?: string;
}

const RECORDS: RecordPlan[] = [
  {
    // 45 months: more than the 36 a summary shows.
    connectionId: 'conn_aurora_bank',
    firstMonth: '2023-03',
    months: 45,
    kinds: [
      { kind: 'bank_credit', count: (m) => 6 + (m % 4), amount: (m, n) => 25_000 + ((m * 7919 + n * 104_729) % 400_000), inBooks: (m, n) => m < 43 || (m === 43 && n % 3 !== 0) },
      { kind: 'bank_debit', count: (m) => 10 + (m % 5), amount: (m, n) => -(1_500 + ((m * 6007 + n * 7717) % 150_000)), inBooks: (m, n) => m < 43 || (m === 43 && n % 2 === 0) || (m === 44 && n % 4 === 0) },
    ],
    undated: [
      { kind: 'bank_debit', amount: -1_250, inBooks: true },
      { kind: 'bank_debit', amount: -890, inBooks: false },
      { kind: 'bank_debit', amount: -3_400, inBooks: false },
      { kind: 'bank_credit', amount: 12_000, inBooks: false },
    ],
  },
  {
    // 2025-09 … 2026-11 with nothing at all in 2026-03 and no fees in 2026-06.
    connectionId: 'conn_aurora_acquirer_ecom',
    firstMonth: '2025-09',
    months: 15,
    skip: (m, kind) => m === 6 || (m === 9 && kind === 'card_fee'),
    kinds: [
      { kind: 'card_settlement', count: (m) => 8 + (m % 3), amount: (m, n) => 40_000 + ((m * 3571 + n * 9973) % 250_000), inBooks: (m, n) => m < 14 || n % 2 === 0 },
      { kind: 'card_fee', count: () => 2, amount: (m, n) => -(900 + ((m * 131 + n * 577) % 2_500)), inBooks: (m) => m < 14 },
      { kind: 'chargeback', count: (m) => (m % 5 === 2 ? 1 : 0), amount: (m) => -(5_000 + m * 250), inBooks: () => true },
    ],
    undated: [{ kind: 'chargeback', amount: -7_450, inBooks: false }],
  },
  {
    connectionId: 'conn_aurora_storefront',
    firstMonth: '2026-09',
    months: 3,
    kinds: [
      { kind: 'order', count: (m) => 20 + m * 5, amount: (m, n) => 1_990 + ((m * 401 + n * 1_237) % 18_000), inBooks: (m, n) => m < 2 || n % 2 === 0 },
      { kind: 'refund', count: () => 2, amount: (m, n) => -(1_990 + m * 100 + n * 50), inBooks: (m) => m < 2 },
    ],
  },
  {
    // The feed stopped on 13 November 2026 (its grant's feed is failing).
    connectionId: 'conn_aurora_paywallet',
    firstMonth: '2026-05',
    months: 7,
    stoppedOn: PAYWALLET_FEED_STOPPED,
    kinds: [
      { kind: 'wallet_payment', count: (m) => 12 + m, amount: (m, n) => 2_500 + ((m * 211 + n * 1_601) % 30_000), inBooks: (m) => m < 6 },
      { kind: 'wallet_fee', count: () => 1, amount: (m) => -(350 + m * 20), inBooks: (m) => m < 6 },
    ],
  },
  {
    connectionId: 'conn_birch_acquirer_ecom',
    firstMonth: '2026-01',
    months: 11,
    kinds: [
      { kind: 'card_settlement', count: (m) => 4 + (m % 2), amount: (m, n) => 15_000 + ((m * 577 + n * 3_001) % 60_000), inBooks: (m) => m < 10 },
      { kind: 'card_fee', count: () => 1, amount: (m) => -(400 + m * 15), inBooks: (m) => m < 10 },
    ],
  },
];

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;

/**
 * A plan's records as delivered by the seeding day: its months moved by whole months (`m` counts from the
 * moved first month, so gaps and booking lags stay as many months back). The days of a month are spread
 * over its first 28, or only up to the last day that had happened: today in this month, the day a
 * stopped feed stopped in its month.
 */
function recordsOf(plan: RecordPlan, clock: SeedClock) {
  const rows: { kind: string; date: string | null; amount: number; journal: string | null }[] = [];
  const firstMonth = clock.period(plan.firstMonth);
  const stopped = plan.stoppedOn === undefined ? undefined : clock.date(plan.stoppedOn);
  const months = stopped === undefined ? plan.months : monthIndex(stopped.slice(0, 7)) - monthIndex(firstMonth) + 1;
  const lastDate = stopped ?? clock.today;
  for (let m = 0; m < months; m++) {
    const period = shiftPeriod(firstMonth, m);
    // the days the month's records may fall on: 28, or fewer in the month of its last day
    const spread = period === lastDate.slice(0, 7) ? Math.min(28, Number(lastDate.slice(8, 10))) : Math.min(28, daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7))));
    for (const kind of plan.kinds) {
      if (plan.skip?.(m, kind.kind)) continue;
      for (let n = 1; n <= kind.count(m); n++) {
        const day = 1 + ((n * 5 + m) % spread);
        const date = `${period}-${String(day).padStart(2, '0')}`;
        rows.push({ kind: kind.kind, date, amount: kind.amount(m, n), journal: kind.inBooks(m, n) ? `je_${plan.connectionId}_${m}_${kind.kind}_${n}` : null });
      }
    }
  }
  (plan.undated ?? []).forEach((record, index) => {
    rows.push({ kind: record.kind, date: null, amount: record.amount, journal: record.inBooks ? `je_${plan.connectionId}_undated_${index}` : null });
  });
  return rows;
}

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
