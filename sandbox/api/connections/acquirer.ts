import { ConnectAcquirerRequest, type CredentialConnectionAccepted, type RevalidateAcquirerConnectionResult } from '../../../src/api/schemas/connections.ts';
import { ACQUIRER_PROVIDER, acquirerKeyStorageFails, acquirerRefusesMerchantAccount, checkAcquirerKey } from '../../providers/acquirer.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { recordCheck } from './acquirer-check.ts';
import { connectionByMerchantAccount, connectionOf, newId, recordEvent } from './connection-row.ts';
import { lastFourOf, storeCredential, storedCredential } from './credentials.ts';

/**
 * POST /acquirer-connections/api-key (spec §4.1, §3) and its recheck (docs/decisions/0031): the key is stored
 * first, then checked with the acquirer; only a verified key claims the merchant account (one
 * company per merchant account) and starts the first import. Connecting a merchant account this
 * company already connected replaces the stored key of that connection and checks the new one.
 * What a key must look like is the contract's rule (ConnectAcquirerRequest.api_key), checked with
 * the rest of the body before the handler runs.
 */

const storeUnavailable = () =>
  new ApiError(503, 'credential_store_unavailable', 'The API key could not be stored, so nothing was kept. Try again; send the key again.');

const claimedElsewhereOnConnect = (merchantAccount: string) =>
  new ApiError(
    409,
    'merchant_account_claimed',
    `The acquirer verified the key, but merchant account ${merchantAccount} is already connected to another company. Nothing was stored.`,
  );

const claimedElsewhereOnRecheck = (merchantAccount: string) =>
  new ApiError(
    409,
    'merchant_account_claimed',
    `The key stays stored; the merchant account ${merchantAccount} is connected to another company. The acquirer verified the key, and the check is recorded on the connection, which claims nothing and imports nothing.`,
  );

/**
 * §4.1 rule 8: whatever keeps the key from being stored or the connection from being started —
 * sealing, the database — is answered 503, and the transaction it failed in keeps nothing. The
 * cause goes to the sandbox's log by its message only: the key is never part of it.
 */
async function orUnavailable<T>(work: () => Promise<T>, unavailable: () => ApiError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('[sandbox] acquirer credential store failed:', error instanceof Error ? error.message : 'unknown error');
    throw unavailable();
  }
}

export const connectAcquirer: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(ConnectAcquirerRequest, ctx.body);
  if (acquirerRefusesMerchantAccount(input.merchant_account)) {
    throw badRequest('invalid_request', 'The body is not valid. merchant_account: the acquirer issues no merchant account code like this one.');
  }
  if (acquirerKeyStorageFails(input.api_key)) throw storeUnavailable();
  const now = new Date();

  const accepted = await orUnavailable(
    () =>
      ctx.db.transaction(async (tx): Promise<CredentialConnectionAccepted> => {
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
        const recorded = await recordCheck(tx, { customerId: customer_id, connectionId, merchantAccount: input.merchant_account, check, attempt: 1, now });
        // §4.1 rule 7: nothing is stored, so the whole transaction — the key included — is rolled back.
        if (recorded.outcome === 'claimed_elsewhere') throw claimedElsewhereOnConnect(input.merchant_account);
        const eventId = await recordEvent(tx, {
          connectionId,
          customerId: customer_id,
          kind: existing ? 'acquirer_key_replaced' : 'acquirer_connection_registered',
          at: now,
          detail: { merchant_account: input.merchant_account, credential_check: recorded.credential_check.state },
        });
        return { customer_id, connection: recorded.connection, event_id: eventId, credential_check: recorded.credential_check };
      }),
    storeUnavailable,
  );
  return { status: 202, body: accepted };
};

/**
 * The recheck changes nothing but the check's record and what follows from it, so it keeps what it
 * recorded even when it answers 409: the key stays stored, and the connection says why it waits.
 */
export const revalidateAcquirerConnection: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const connectionId = ctx.params.connection_id ?? '';
  const now = new Date();
  const recheck = await orUnavailable(
    () =>
      ctx.db.transaction(async (tx) => {
        const existing = await connectionOf(tx, customer_id, connectionId);
        if (!existing || existing.provider !== ACQUIRER_PROVIDER || !existing.has_credential || existing.merchant_account === null) {
          throw notFound('This company has no acquirer connection with a stored key under that ID.');
        }
        const apiKey = await storedCredential(tx, ctx.config.dataDir, existing.id);
        if (apiKey === undefined) throw notFound('This company has no acquirer connection with a stored key under that ID.');
        const attempt = existing.check_count + 1;
        const check = checkAcquirerKey(apiKey, existing.merchant_account, attempt);
        const recorded = await recordCheck(tx, { customerId: customer_id, connectionId: existing.id, merchantAccount: existing.merchant_account, check, attempt, now });
        await recordEvent(tx, {
          connectionId: existing.id,
          customerId: customer_id,
          kind: 'acquirer_key_rechecked',
          at: now,
          detail: { credential_check: recorded.credential_check.state, merchant_account_claimed_elsewhere: recorded.outcome === 'claimed_elsewhere' },
        });
        return { merchantAccount: existing.merchant_account, recorded };
      }),
    () => new ApiError(503, 'credential_store_unavailable', 'The stored key could not be read or the check could not be recorded, so nothing changed. Try again.'),
  );
  if (recheck.recorded.outcome === 'claimed_elsewhere') throw claimedElsewhereOnRecheck(recheck.merchantAccount);
  const body: RevalidateAcquirerConnectionResult = {
    customer_id,
    connection: recheck.recorded.connection,
    credential_check: recheck.recorded.credential_check,
  };
  return { status: 200, body };
};
