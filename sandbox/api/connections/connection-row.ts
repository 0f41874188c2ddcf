import { randomBytes } from 'node:crypto';
import type { ConnectionErrorCode, ConnectionStatus, CredentialCheckState, CredentialConnection } from '../../../src/api/schemas/connections.ts';
import type { Queryable } from '../../db/database.ts';

/** A row of `connections`; the stored credential lives in another table and is never selected here. */
export interface ConnectionRow {
  id: string;
  number: number;
  customer_id: string;
  provider: string;
  display_name: string;
  status: ConnectionStatus;
  environment: string;
  backfill_status: string | null;
  merchant_account: string | null;
  external_company_id: string | null;
  key_last4: string | null;
  last_error_code: ConnectionErrorCode | null;
  last_error_message: string | null;
  check_state: CredentialCheckState | null;
  checked_at: Date | null;
  check_message: string | null;
  check_count: number;
  created_at: Date;
  updated_at: Date;
  last_synced_at: Date | null;
  /** Whether a credential is stored for the connection (joined, never the credential itself). */
  has_credential: boolean;
}

const SELECT = `select c.id, c.number, c.customer_id, c.provider, c.display_name, c.status, c.environment, c.backfill_status,
  c.merchant_account, c.external_company_id, c.key_last4, c.last_error_code, c.last_error_message, c.check_state,
  c.checked_at, c.check_message, c.check_count, c.created_at, c.updated_at, c.last_synced_at,
  exists (select 1 from connection_credentials k where k.connection_id = c.id) as has_credential
  from connections c`;

export async function connectionsOf(db: Queryable, customerId: string): Promise<ConnectionRow[]> {
  return (await db.query<ConnectionRow>(`${SELECT} where c.customer_id = $1 order by c.created_at, c.id`, [customerId])).rows;
}

/** The company's connection with this ID; another company's is as unknown as one that does not exist. */
export async function connectionOf(db: Queryable, customerId: string, id: string): Promise<ConnectionRow | undefined> {
  return (await db.query<ConnectionRow>(`${SELECT} where c.customer_id = $1 and c.id = $2`, [customerId, id])).rows[0];
}

/** A connection's number written as a path segment: digits only, no sign, no leading zero. */
const CONNECTION_NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * The company's connection a path names (an assumption of the contract, on ConnectionDataSummary):
 * by its `id` (`conn_…`), or by its number — the integer `connection.id` of its data summary
 * (spec §2.10) — so that the integer the summary gives can be used to call it again. Another
 * company's connection is as unknown under either.
 */
export async function connectionByPathId(db: Queryable, customerId: string, segment: string): Promise<ConnectionRow | undefined> {
  if (!CONNECTION_NUMBER.test(segment)) return connectionOf(db, customerId, segment);
  const number = Number(segment);
  if (!Number.isSafeInteger(number) || number > 2_147_483_647) return undefined;
  return (await db.query<ConnectionRow>(`${SELECT} where c.customer_id = $1 and c.number = $2`, [customerId, number])).rows[0];
}

export async function connectionByMerchantAccount(
  db: Queryable,
  customerId: string,
  provider: string,
  merchantAccount: string,
): Promise<ConnectionRow | undefined> {
  return (
    await db.query<ConnectionRow>(`${SELECT} where c.customer_id = $1 and c.provider = $2 and c.merchant_account = $3`, [
      customerId,
      provider,
      merchantAccount,
    ])
  ).rows[0];
}

/** What a person reads as the connection's state; the portal says it in their language from `status`. */
export function customerVisibleStatus(row: Pick<ConnectionRow, 'status' | 'last_error_code' | 'backfill_status' | 'check_state'>): string {
  switch (row.status) {
    case 'connected':
      return 'Connected';
    case 'syncing':
      return row.backfill_status === 'running' ? 'Importing history' : 'Importing';
    case 'sync_failed':
      return 'Import failed';
    case 'reauth_required':
      if (row.last_error_code === 'credential_rejected') return 'Credential refused by the provider';
      if (row.last_error_code === 'credential_unverified') return 'Credential not checked: the provider could not be reached';
      // Verified, yet waiting: a recheck verified the key of a merchant account another company holds.
      if (row.check_state === 'verified') return 'Merchant account connected to another company';
      return 'Authorisation needed';
  }
}

/** The connection as spec §2.3 shows it: only the last four characters of a key, never the key. */
export function toCredentialConnection(row: ConnectionRow): CredentialConnection {
  const optional = <K extends string, V>(key: K, value: V | null) => (value === null ? {} : ({ [key]: value } as Record<K, V>));
  return {
    id: row.id,
    provider: row.provider,
    display_name: row.display_name,
    status: row.status,
    customer_visible_status: customerVisibleStatus(row),
    attention_required: row.status === 'reauth_required' || row.status === 'sync_failed',
    reauth_required: row.status === 'reauth_required',
    recheck_available: row.has_credential,
    ...optional('backfill_status', row.backfill_status),
    ...optional('key_last4', row.key_last4),
    ...optional('external_company_id', row.external_company_id),
    ...optional('merchant_account', row.merchant_account),
    ...optional('last_error_code', row.last_error_code),
    ...optional('last_error_message', row.last_error_message),
    ...(row.check_state !== null && row.checked_at !== null
      ? {
          credential_check: {
            state: row.check_state,
            checked_at: row.checked_at.toISOString(),
            ...optional('message', row.check_message),
          },
        }
      : {}),
  };
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export async function recordEvent(
  db: Queryable,
  event: { connectionId: string; customerId: string; kind: string; at: Date; detail?: Record<string, unknown> },
): Promise<string> {
  const id = newId('evt');
  await db.query('insert into connection_events (id, connection_id, customer_id, kind, at, detail) values ($1, $2, $3, $4, $5, $6)', [
    id,
    event.connectionId,
    event.customerId,
    event.kind,
    event.at,
    JSON.stringify(event.detail ?? {}),
  ]);
  return id;
}

/** Whether the connection has ever started an import: only one that has not starts its first. */
export async function hasStartedAnImport(db: Queryable, connectionId: string): Promise<boolean> {
  const row = (await db.query<{ started: boolean }>('select exists (select 1 from connection_imports where connection_id = $1) as started', [connectionId])).rows[0];
  return row?.started === true;
}

/** Starts an import of what the source holds; the sandbox records it as running. */
export async function startImport(
  db: Queryable,
  input: { connectionId: string; customerId: string; kind: 'first_import' | 'backfill'; at: Date; historyStart?: string | null },
): Promise<string> {
  const id = newId('imp');
  await db.query(
    'insert into connection_imports (id, connection_id, kind, state, history_start, started_at) values ($1, $2, $3, $4, $5, $6)',
    [id, input.connectionId, input.kind, 'running', input.historyStart ?? null, input.at],
  );
  await recordEvent(db, { connectionId: input.connectionId, customerId: input.customerId, kind: 'import_started', at: input.at, detail: { import_id: id, kind: input.kind } });
  return id;
}
