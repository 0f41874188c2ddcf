import type { Transaction } from '@electric-sql/pglite';
import type { ConnectionStatus, CredentialCheck, CredentialConnection } from '../../../src/api/schemas/connections.ts';
import { ACQUIRER_PROVIDER, type AcquirerCheck } from '../../providers/acquirer.ts';
import { connectionOf, hasStartedAnImport, startImport, toCredentialConnection, type ConnectionRow } from './connection-row.ts';

export interface CheckInput {
  customerId: string;
  connectionId: string;
  merchantAccount: string;
  check: AcquirerCheck;
  attempt: number;
  now: Date;
}

export interface RecordedCheck {
  /**
   * `claimed_elsewhere`: the acquirer verified the key, but another company holds the merchant
   * account (§4.1 rule 7). The check is recorded on the connection all the same; whether that
   * record is kept (a recheck) or rolled back with the rest (a connect) is the caller's to decide.
   */
  outcome: 'recorded' | 'claimed_elsewhere';
  connection: CredentialConnection;
  credential_check: CredentialCheck;
}

/** What a person reads when a verified key's merchant account belongs to another company. */
export const claimedElsewhereMessage = (merchantAccount: string) =>
  `The acquirer verified the key, but merchant account ${merchantAccount} is connected to another company, so this connection claims nothing and imports nothing.`;

/**
 * Records a check's result on the connection (each check records `checked_at`, §3). Verified:
 * claims the merchant account (one company per merchant account, §4.1 rule 3) and starts the first
 * import when the connection has never imported. Verified but claimed by another company: the
 * connection keeps waiting, with the reason as its message, claiming and importing nothing.
 * Refused or unchecked: the connection waits for a recheck, claiming nothing (§3).
 */
export async function recordCheck(tx: Transaction, input: CheckInput): Promise<RecordedCheck> {
  const { customerId, connectionId, merchantAccount, check, attempt, now } = input;
  const before = await connectionOf(tx, customerId, connectionId);
  if (!before) throw new Error(`connection ${connectionId} vanished inside its own transaction`);

  let outcome: RecordedCheck['outcome'] = 'recorded';
  if (check.outcome === 'verified') {
    const holder = await claimHolderOf(tx, merchantAccount);
    if (holder !== undefined && holder !== customerId) {
      outcome = 'claimed_elsewhere';
      await recordWaiting(tx, { connectionId, errorCode: null, state: 'verified', message: claimedElsewhereMessage(merchantAccount), attempt, now });
    } else {
      await recordVerified(tx, before, { ...input, check });
    }
  } else {
    await recordWaiting(tx, {
      connectionId,
      errorCode: check.outcome === 'rejected' ? 'credential_rejected' : 'credential_unverified',
      state: check.outcome === 'rejected' ? 'rejected' : 'unverified',
      message: check.message,
      attempt,
      now,
    });
  }

  const after = await connectionOf(tx, customerId, connectionId);
  if (!after) throw new Error(`connection ${connectionId} vanished inside its own transaction`);
  const connection = toCredentialConnection(after);
  if (!connection.credential_check) throw new Error('a checked connection has no credential_check');
  return { outcome, connection, credential_check: connection.credential_check };
}

async function claimHolderOf(tx: Transaction, merchantAccount: string): Promise<string | undefined> {
  const claim = (
    await tx.query<{ customer_id: string }>('select customer_id from merchant_account_claims where provider = $1 and merchant_account = $2', [
      ACQUIRER_PROVIDER,
      merchantAccount,
    ])
  ).rows[0];
  return claim?.customer_id;
}

async function recordVerified(tx: Transaction, before: ConnectionRow, input: CheckInput & { check: Extract<AcquirerCheck, { outcome: 'verified' }> }) {
  const { customerId, connectionId, merchantAccount, check, attempt, now } = input;
  await tx.query(
    `insert into merchant_account_claims (provider, merchant_account, customer_id, connection_id, claimed_at) values ($1, $2, $3, $4, $5)
     on conflict (provider, merchant_account) do update set connection_id = excluded.connection_id`,
    [ACQUIRER_PROVIDER, merchantAccount, customerId, connectionId, now],
  );
  // "First" is a fact about the connection's imports, not about its claim: a connection that was
  // verified before, refused after a new key and verified again has imported already (§4.1 rule 3).
  const firstImport = !(await hasStartedAnImport(tx, connectionId));
  const status: ConnectionStatus = firstImport ? 'syncing' : statusOnReverification(before);
  await tx.query(
    `update connections set status = $2, backfill_status = $3, external_company_id = $4, last_error_code = null, last_error_message = null,
       check_state = 'verified', checked_at = $5, check_message = $6, check_count = $7, updated_at = $5
     where id = $1`,
    [connectionId, status, firstImport ? 'running' : before.backfill_status, check.externalCompanyId, now, check.message, attempt],
  );
  if (firstImport) await startImport(tx, { connectionId, customerId, kind: 'first_import', at: now });
}

/**
 * A connection that has imported before and is verified again carries on where its import was:
 * waiting for a key says nothing about the import, which the backfill status still tells.
 */
function statusOnReverification(before: Pick<ConnectionRow, 'status' | 'backfill_status'>): ConnectionStatus {
  if (before.status !== 'reauth_required') return before.status;
  if (before.backfill_status === 'running') return 'syncing';
  if (before.backfill_status === 'failed') return 'sync_failed';
  return 'connected';
}

async function recordWaiting(
  tx: Transaction,
  input: {
    connectionId: string;
    errorCode: 'credential_rejected' | 'credential_unverified' | null;
    state: 'verified' | 'rejected' | 'unverified';
    message: string;
    attempt: number;
    now: Date;
  },
) {
  await tx.query('delete from merchant_account_claims where connection_id = $1', [input.connectionId]);
  await tx.query(
    `update connections set status = 'reauth_required', external_company_id = null, last_error_code = $2, last_error_message = $3,
       check_state = $4, checked_at = $5, check_message = $6, check_count = $7, updated_at = $5
     where id = $1`,
    [input.connectionId, input.errorCode, input.errorCode === null ? null : input.message, input.state, input.now, input.message, input.attempt],
  );
}
