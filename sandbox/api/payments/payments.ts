import { PaymentRelease, PaymentsQuery } from '../../../src/api/schemas/payments.ts';
import { deliverBatch, payingConnection } from '../../providers/bank.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { personOf, type Person } from '../auth/person.ts';
import type { Queryable } from '../../db/database.ts';
import { DELIVERY_SECONDS } from '../../payments/batch-status.ts';
import { carryHeldPayments } from './carry.ts';
import { bankConnectionsOf, batchOf, findBatch, listBatches, paymentOf, paymentsOf, releaseBlockOf, toBePaid, totalTooLarge, type BatchRow } from '../../payments/store.ts';

/**
 * GET /payments, GET /payments/{batch_id}, POST /payments/{batch_id}/release (spec §1 Payments; docs/decisions/0008). Interactive admins and approvers only; another company's
 * batch answers 404 like one that does not exist.
 *
 * Release: by a named person, whose name and email (from their session) are recorded. Order of answers:
 * released by someone else → 409 `already_released`; `total_cents` other than the batch's → 409
 * `total_changed` (a batch whose exact total cannot be stated → 409 `total_too_large`) — a repeat by the person
 * who released it is checked too, as the contract answers a wrong total (docs/decisions/0004-held-payments.md);
 * already released by the same person with the batch's total → 200 with the first release, unchanged. Else the batch goes
 * straight to the company's bank through its bank connection (sandbox/providers/bank.ts): taken
 * (`delivering`, then `delivered`) or refused (`failed` with the bank's reason; nothing paid, all or
 * nothing, and never a file). A batch the service could not even send — no bank connection able to pay —
 * is `failed` at once; the bank's own answers show after the delivery time.
 *
 * docs/decisions/0009: a batch the company cannot pay — no bank connection, or one that cannot pay — is not sent at
 * all: its release answers 409 with the block's code (after the two checks above) and nothing changes.
 * A failed batch is re-created (POST /payments/{batch_id}/recreate, recreate.ts) once its cause is fixed.
 *
 * docs/decisions/0010: after the bank's block, a batch with a `no_match` payment not
 * held back answers 409 `payee_unverified`, and one whose every payment is held back 409 `nothing_to_pay`.
 * A held payment is never sent: the bank gets the rest, and the held one stays unpaid.
 *
 * docs/decisions/0004-held-payments.md: the release carries the batch's held payments to a new batch awaiting release
 * (carry.ts), where a person decides on each.
 */

export const batchNotFound = () => new ApiError(404, 'batch_not_found', 'The company has no payment batch with this id.');

/** A batch as answered with its payments, those held back included (shown held). */
export async function detailOf(db: Queryable, customerId: string, row: BatchRow) {
  return {
    ...(await batchOf(db, customerId, row)),
    payments: (await paymentsOf(db, customerId, row.id)).map(paymentOf),
  };
}

export async function releaseBatch(db: Queryable, customerId: string, batchId: string, totalCents: number, person: Person, at: Date): Promise<BatchRow> {
  const row = await findBatch(db, customerId, batchId, true);
  if (!row) throw batchNotFound();
  if (row.released_at && row.released_by_email !== person.email) {
    throw new ApiError(409, 'already_released', `${row.released_by_name ?? row.released_by_email ?? 'Someone else'} already released this batch.`);
  }
  if (row.total_cents === null) {
    throw new ApiError(409, 'total_too_large', `${totalTooLarge().detail} Nothing was released.`);
  }
  if (totalCents !== row.total_cents) {
    throw new ApiError(409, 'total_changed', `The batch's total is ${row.total_cents} cents, not ${totalCents}: check it again before releasing. Nothing was released.`);
  }
  // the same person again, with the total they released: the first release, unchanged
  if (row.released_at) return row;
  const block = releaseBlockOf(row, payingConnection(await bankConnectionsOf(db, customerId)));
  if (block) throw new ApiError(409, block.code, `${block.detail} Nothing was released.`);
  return sendToBank(db, customerId, row, person, at);
}

/**
 * The release itself: the batch goes to the bank through the company's paying connection, and the bank's
 * answer is recorded with the person; its held payments are carried to a new batch. Unchecked here; the seed
 * calls it to record a refusal of the time before the service held back batches it could not pay.
 */
export async function sendToBank(db: Queryable, customerId: string, row: Pick<BatchRow, 'id'>, person: Person, at: Date): Promise<BatchRow> {
  const batchId = row.id;
  const connection = payingConnection(await bankConnectionsOf(db, customerId));
  // a payment held back is not sent: it stays unpaid, and the bank's all-or-nothing answer is about the rest
  const payments = toBePaid(await paymentsOf(db, customerId, batchId));
  const answer = deliverBatch(connection, payments);
  const failure = answer.outcome === 'refused' ? answer : null;
  await db.query(
    `update payment_batches set released_by_name = $3, released_by_email = $4, released_at = $5, outcome = $6,
       delivery_seconds = $7, bank_connection_id = $8, bank_account = $9, failure_code = $10, failure_detail = $11
     where customer_id = $1 and id = $2`,
    [
      customerId,
      batchId,
      person.name,
      person.email,
      at,
      failure ? 'failed' : 'delivered',
      failure?.code === 'no_bank_connection' ? 0 : DELIVERY_SECONDS,
      connection?.id ?? null,
      connection?.account ?? null,
      failure?.code ?? null,
      failure?.detail ?? null,
    ],
  );
  const released = await findBatch(db, customerId, batchId);
  if (!released) throw new Error(`batch ${batchId} vanished inside its own transaction`);
  if ((await carryHeldPayments(db, customerId, released, at)) === null) return released;
  const carried = await findBatch(db, customerId, batchId);
  if (!carried) throw new Error(`batch ${batchId} vanished inside its own transaction`);
  return carried;
}

export const listPayments: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { status } = inputOf(PaymentsQuery, ctx.query);
  const rows = await listBatches(ctx.db, customer_id, status);
  const batches = [];
  for (const row of rows) batches.push(await batchOf(ctx.db, customer_id, row));
  return { status: 200, body: { customer_id, batches } };
};

export const getPaymentBatch: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const row = await findBatch(ctx.db, customer_id, ctx.params.batch_id ?? '');
  if (!row) throw batchNotFound();
  return { status: 200, body: { customer_id, batch: await detailOf(ctx.db, customer_id, row) } };
};

export const releasePaymentBatch: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { total_cents } = inputOf(PaymentRelease, ctx.body);
  const person = personOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await releaseBatch(tx, customer_id, ctx.params.batch_id ?? '', total_cents, person, new Date());
    return { status: 200, body: { customer_id, batch: await detailOf(tx, customer_id, row) } };
  });
};
