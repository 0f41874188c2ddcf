-- Source connections (spec §2.3–2.5, §2.10, §3, §4.1, §4.4–4.6): what each company connected, the
-- credential it connected with (sealed, never readable back), the merchant accounts claimed, the
-- events and imports a connection started, what each source delivered, and the provider-side
-- facts of the simulated wallets and storefront.

create table connections (
  id text primary key,
  -- The data summary (§2.10) names a connection by an integer; the path and every other shape by `id`.
  number integer generated always as identity unique,
  customer_id text not null references companies (customer_id),
  provider text not null,
  display_name text not null,
  status text not null check (status in ('connected', 'syncing', 'sync_failed', 'reauth_required')),
  environment text not null default 'production',
  backfill_status text check (backfill_status in ('not_started', 'running', 'complete', 'failed')),
  merchant_account text,
  -- Present only after a verified check (§2.3).
  external_company_id text,
  key_last4 text check (char_length(key_last4) <= 4),
  last_error_code text check (last_error_code in ('credential_rejected', 'credential_unverified')),
  last_error_message text,
  -- The latest credential check (§2.4); all null on connections that predate checks.
  check_state text check (check_state in ('verified', 'rejected', 'unverified', 'not_checked')),
  checked_at timestamptz,
  check_message text,
  -- How many times the stored key has been checked: the simulated acquirer answers by attempt.
  check_count integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_synced_at timestamptz,
  check ((check_state is null) = (checked_at is null)),
  check (status <> 'reauth_required' or external_company_id is null),
  check ((last_error_code is null) = (last_error_message is null))
);
create index connections_customer on connections (customer_id);
-- One acquirer connection per merchant account within a company: connecting it again replaces the key.
create unique index connections_one_per_merchant_account on connections (customer_id, provider, merchant_account)
  where merchant_account is not null;

-- The stored credential, kept apart from the connection so that no listing query can reach it.
-- A key a person sent is sealed with AES-256-GCM under the data folder's secret (the row's id is
-- the additional data, so a sealed key cannot be moved to another connection). Seeded connections
-- refer to one of the sandbox's published demo keys by name instead.
create table connection_credentials (
  connection_id text primary key references connections (id) on delete cascade,
  sealed bytea,
  demo_key_ref text,
  stored_at timestamptz not null,
  check ((sealed is null) <> (demo_key_ref is null))
);

-- One merchant account belongs to one company (§4.1 rule 3); only a verified key claims one.
create table merchant_account_claims (
  provider text not null,
  merchant_account text not null,
  customer_id text not null references companies (customer_id),
  connection_id text not null references connections (id) on delete cascade,
  claimed_at timestamptz not null,
  primary key (provider, merchant_account)
);

-- Events registered for connections (§6: the connect response carries one's id).
create table connection_events (
  id text primary key,
  connection_id text not null references connections (id) on delete cascade,
  customer_id text not null references companies (customer_id),
  kind text not null,
  at timestamptz not null,
  detail jsonb not null default '{}'::jsonb
);
create index connection_events_connection on connection_events (connection_id, at);

-- Imports a connection started (the first import of a verified key, a storefront backfill).
create table connection_imports (
  id text primary key,
  connection_id text not null references connections (id) on delete cascade,
  kind text not null check (kind in ('first_import', 'backfill')),
  state text not null check (state in ('running', 'complete', 'failed')),
  history_start date,
  started_at timestamptz not null
);
create index connection_imports_connection on connection_imports (connection_id);

-- Everything a source delivered, one row per record; record_date is null when the source sent none.
create table connection_records (
  id bigserial primary key,
  connection_id text not null references connections (id) on delete cascade,
  kind text not null,
  record_date date,
  amount_cents bigint not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Bound to a journal entry once booked.
  journal_entry_id text
);
create index connection_records_connection on connection_records (connection_id, record_date);

-- Payment-wallet partner grants and the health of their feeds (§4.6), as the provider reports them.
create table paywallet_grants (
  id text primary key,
  customer_id text not null references companies (customer_id),
  merchant_id text not null,
  display_name text not null,
  mode text not null check (mode in ('partner_consent', 'app_credentials')),
  scopes text[] not null,
  granted_at timestamptz not null,
  feed_state text not null check (feed_state in ('healthy', 'delayed', 'failing')),
  feed_last_event_at timestamptz,
  feed_checked_at timestamptz not null,
  feed_message text
);
create index paywallet_grants_customer on paywallet_grants (customer_id);

-- The mobile-wallet provider's record of which business IDs have shared a ledger with the service.
create table mobilewallet_ledger_shares (
  business_id text not null,
  ledger_id text not null,
  shared_at timestamptz not null,
  primary key (business_id, ledger_id)
);

-- An activated mobile-wallet settlement feed (§4.5); activating again keeps the first activation.
create table mobilewallet_activations (
  customer_id text primary key references companies (customer_id),
  connection_id text not null references connections (id),
  activated_at timestamptz not null
);

-- Storefront install tickets (§4.4): bound to one actor, one company and one shop, single use,
-- expiring. Only a digest of the ticket is kept.
create table storefront_install_tickets (
  ticket_sha256 text primary key,
  customer_id text not null references companies (customer_id),
  -- `person:<subject>` or `api_key:<key id>`
  actor text not null,
  shop_domain text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- The single-use state of an install start, bound to the tenant and the shop; only its digest is kept.
create table storefront_install_states (
  state_sha256 text primary key,
  customer_id text not null references companies (customer_id),
  shop_domain text not null,
  actor text not null,
  history_start date,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- The storefront's offline access token of an installed shop: sealed like an acquirer key and
-- never part of any response.
create table storefront_offline_tokens (
  connection_id text primary key references connections (id) on delete cascade,
  sealed bytea not null,
  issued_at timestamptz not null
);
