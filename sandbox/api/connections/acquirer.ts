import type { Transaction } from '@electric-sql/pglite';
import {
  ConnectAcquirerRequest,
  type CredentialCheck,
  type CredentialConnectionAccepted,
  type RevalidateAcquirerConnectionResult,
} from '../../../src/api/schemas/connections.ts';
import { ACQUIRER_PROVIDER, acquirerKeyStorageFails, checkAcquirerKey, type AcquirerCheck } from '../../providers/acquirer.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import {
  connectionByMerchantAccount,
  connectionOf,
  newId,
  recordEvent,
  startImport,
  toCredentialConnection,
} from './connection-row.ts';
import { lastFourOf, storeCredential, storedCredential } from './credentials.ts';

/**
 * POST /acquirer-connections/api-key (spec §4.1, §3) and its recheck (DESIGN.md): the key is stored
 * first, then checked with the acquirer; only a verified key claims the merchant account (one
 * company per merchant account) and starts the first import. Connecting a merchant account this
 * company already connected replaces the stored key of that connection and checks the new one.
 */

/** Printable ASCII without spaces: a pasted key with a line break or a space in it is not a key. */
const WELL_FORMED_KEY = /^[\x21-\x7e]+$/;
const MIN_KEY_LENGTH = 8;

function assertWellFormedKey(apiKey: string): void {
  // Said in the same `field: problem` form as the contract's own checks, so a client can place it by its field.
  if (apiKey.length < MIN_KEY_LENGTH) {
    throw badRequest('invalid_request', `The body is not valid. api_key: an acquirer API key has at least ${MIN_KEY_LENGTH} characters.`);
  }
  if (!WELL_FORMED_KEY.test(apiKey)) {
    throw badRequest('invalid_request', 'The body is not valid. api_key: contains spaces, line breaks or other characters an API key does not have.');
  }
}

const claimedElsewhere = (merchantAccount: string) =>
  new ApiError(
    409,
    'merchant_account_claimed',
    `The acquirer verified the key, but merchant account ${merchantAccount} is already connected to another company. Nothing was stored.`,
  );

export const connectAcquirer: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(ConnectAcquirerRequest, ctx.body);
  assertWellFormedKey(input.api_key);
  if (acquirerKeyStorageFails(input.api_key)) {
    throw new ApiError(503, 'credential_store_unavailable', 'The API key could not be stored, so nothing was kept. Try again; send the key again.');
  }
  const now = new Date();

  const accepted = await ctx.db.transaction(async (tx): Promise<CredentialConnectionAccepted> => {
    const existing = await connectionByMerchantAccount(tx, customer_id, ACQUIRER_PROVIDER, input.merchant_account);
    const connectionId = existing?.id ?? newId('conn');
    if (!existing) {
      // Registered as waiting for its check; the check below decides its state in the same transaction.
      await tx.query(
        `insert into connections (id, customer_id, provider, display_name, status, merchant_account, key_last4,
           last_error_code, last_error_message, created_at, updated_at)
         values ($1, $2, $3, $4, 'reauth_required', $5, $6, 'credential_unverified', 'Not checked yet.', $7, $7)`,
        [connectionId, customer_id, ACQUIRER_PROVIDER, input.merchant_account, input.merchant_account, lastFourOf(input.api_key), now],
      );
    }
    // §4.1 rule 1: stored first, then checked.
    await storeCredential(tx, ctx.config.dataDir, connectionId, input.api_key, now);
    await tx.query('update connections set key_last4 = $2, check_count = 0 where id = $1', [connectionId, lastFourOf(input.api_key)]);

    const check = checkAcquirerKey(input.api_key, input.merchant_account, 1);
    const row = await applyCheck(tx, { customerId: customer_id, connectionId, merchantAccount: input.merchant_account, check, attempt: 1, now });
    const eventId = await recordEvent(tx, {
      connectionId,
      customerId: customer_id,
      kind: existing ? 'acquirer_key_replaced' : 'acquirer_connection_registered',
      at: now,
      detail: { merchant_account: input.merchant_account, credential_check: row.credential_check.state },
    });
    return { customer_id, connection: row.connection, event_id: eventId, credential_check: row.credential_check };
  });
  return { status: 202, body: accepted };
};

export const revalidateAcquirerConnection: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const connectionId = ctx.params.connection_id ?? '';
  const now = new Date();
  const result = await ctx.db.transaction(async (tx): Promise<RevalidateAcquirerConnectionResult> => {
    const existing = await connectionOf(tx, customer_id, connectionId);
    if (!existing || existing.provider !== ACQUIRER_PROVIDER || !existing.has_credential || existing.merchant_account === null) {
      throw notFound('This company has no acquirer connection with a stored key under that ID.');
    }
    const apiKey = await storedCredential(tx, ctx.config.dataDir, existing.id);
    if (apiKey === undefined) throw notFound('This company has no acquirer connection with a stored key under that ID.');
    const attempt = existing.check_count + 1;
    const check = checkAcquirerKey(apiKey, existing.merchant_account, attempt);
    const row = await applyCheck(tx, { customerId: customer_id, connectionId: existing.id, merchantAccount: existing.merchant_account, check, attempt, now });
    await recordEvent(tx, {
      connectionId: existing.id,
      customerId: customer_id,
      kind: 'acquirer_key_rechecked',
      at: now,
      detail: { credential_check: row.credential_check.state },
    });
    return { customer_id, connection: row.connection, credential_check: row.credential_check };
  });
  return { status: 200, body: result };
};

interface CheckInput {
  customerId: string;
  connectionId: string;
  merchantAccount: string;
  check: AcquirerCheck;
  attempt: number;
  now: Date;
}

/**
 * Records a check's result on the connection. Verified: claims the merchant account (409 when
 * another company holds it, which rolls the whole request back) and starts the first import unless
 * the connection already had its account. Refused or unchecked: the connection waits for a
 * recheck, claiming nothing (§3).
 */
async function applyCheck(tx: Transaction, input: CheckInput): Promise<{ connection: ReturnType<typeof toCredentialConnection>; credential_check: CredentialCheck }> {
  const { customerId, connectionId, merchantAccount, check, attempt, now } = input;
  const before = await connectionOf(tx, customerId, connectionId);
  if (!before) throw new Error(`connection ${connectionId} vanished inside its own transaction`);

  if (check.outcome === 'verified') {
    const claim = (
      await tx.query<{ customer_id: string }>('select customer_id from merchant_account_claims where provider = $1 and merchant_account = $2', [
        ACQUIRER_PROVIDER,
        merchantAccount,
      ])
    ).rows[0];
    if (claim && claim.customer_id !== customerId) throw claimedElsewhere(merchantAccount);
    await tx.query(
      `insert into merchant_account_claims (provider, merchant_account, customer_id, connection_id, claimed_at) values ($1, $2, $3, $4, $5)
       on conflict (provider, merchant_account) do update set connection_id = excluded.connection_id`,
      [ACQUIRER_PROVIDER, merchantAccount, customerId, connectionId, now],
    );
    const firstVerification = before.external_company_id === null;
    await tx.query(
      `update connections set status = $2, backfill_status = $3, external_company_id = $4, last_error_code = null, last_error_message = null,
         check_state = 'verified', checked_at = $5, check_message = $6, check_count = $7, updated_at = $5
       where id = $1`,
      [
        connectionId,
        firstVerification ? 'syncing' : before.status,
        firstVerification ? 'running' : before.backfill_status,
        check.externalCompanyId,
        now,
        check.message,
        attempt,
      ],
    );
    if (firstVerification) await startImport(tx, { connectionId, customerId, kind: 'first_import', at: now });
  } else {
    await tx.query('delete from merchant_account_claims where connection_id = $1', [connectionId]);
    await tx.query(
      `update connections set status = 'reauth_required', external_company_id = null, last_error_code = $2, last_error_message = $3,
         check_state = $4, checked_at = $5, check_message = $3, check_count = $6, updated_at = $5
       where id = $1`,
      [
        connectionId,
        check.outcome === 'rejected' ? 'credential_rejected' : 'credential_unverified',
        check.message,
        check.outcome === 'rejected' ? 'rejected' : 'unverified',
        now,
        attempt,
      ],
    );
  }
  const after = await connectionOf(tx, customerId, connectionId);
  if (!after) throw new Error(`connection ${connectionId} vanished inside its own transaction`);
  const connection = toCredentialConnection(after);
  if (!connection.credential_check) throw new Error('a checked connection has no credential_check');
  return { connection, credential_check: connection.credential_check };
}
