import { PaymentHold, type PaymentCancel, type PaymentUnhold } from '../../../src/api/schemas/payments.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { personOf, type Person } from '../auth/person.ts';
import type { Queryable } from '../../db/database.ts';
import { batchNotFound, detailOf } from './payments.ts';
import { findBatch, type BatchRow } from '../../payments/store.ts';
import { refreshTotal } from '../../payments/batch-writes.ts';

/**
 * POST /payments/{batch_id}/payments/{payment_id}/hold (docs/decisions/0010): one payment held back
 * by a named person (interactive admin or approver: the route's access), with a reason; it is not paid with
 * its batch, and the batch's count and total leave it out. Order of answers: an unknown batch or payment
 * (another company's too) 404; a payment already held → 200 with the first hold unchanged, whoever asks and
 * whenever (it is held: repeating the request changes nothing); a batch already released (delivering,
 * delivered or failed) 409 `already_released`, as nothing can be taken out of what went to the bank.
 */
export async function holdPaymentOf(
  db: Queryable,
  customerId: string,
  batchId: string,
  paymentId: string,
  reason: string,
  person: Person,
  at: Date,
): Promise<BatchRow> {
  const { row, payment } = await paymentToChange(db, customerId, batchId, paymentId);
  if (payment.held_at !== null) return row;
  if (row.released_at !== null) {
    throw new ApiError(409, 'already_released', `${row.released_by_name ?? row.released_by_email ?? 'Someone'} already released this batch: its payments can no longer be held back.`);
  }
  await db.query(
    `update payments set held_by_name = $4, held_by_email = $5, held_at = $6, held_reason = $7
     where customer_id = $1 and batch_id = $2 and id = $3`,
    [customerId, batchId, paymentId, person.name, person.email, at, reason],
  );
  await recordHoldEvent(db, customerId, batchId, paymentId, 'held', reason, person, at);
  return batchAfterChange(db, customerId, batchId);
}

export interface PaymentToChange {
  held_at: Date | null;
  cancelled_at: Date | null;
  source_kind: string | null;
  source_id: string | null;
}

/** The batch and the payment a hold, its release or a cancellation changes, both locked; 404 for either the company does not have. */
export async function paymentToChange(db: Queryable, customerId: string, batchId: string, paymentId: string): Promise<{ row: BatchRow; payment: PaymentToChange }> {
  const row = await findBatch(db, customerId, batchId, true);
  if (!row) throw batchNotFound();
  const payment = (
    await db.query<PaymentToChange>('select held_at, cancelled_at, source_kind, source_id from payments where customer_id = $1 and batch_id = $2 and id = $3 for update', [
      customerId,
      batchId,
      paymentId,
    ])
  ).rows[0];
  if (!payment) throw new ApiError(404, 'payment_not_found', 'The batch has no payment with this id.');
  return { row, payment };
}

/** The batch as a hold or its release left it: its total kept with the payments it pays. */
export async function batchAfterChange(db: Queryable, customerId: string, batchId: string): Promise<BatchRow> {
  await refreshTotal(db, customerId, batchId);
  const changed = await findBatch(db, customerId, batchId);
  if (!changed) throw new Error(`batch ${batchId} vanished inside its own transaction`);
  return changed;
}

/**
 * A hold or its release, kept as an event of its own (migration 096): the payment's row says only whether it is
 * held now, and the history of its bill or claim reads these.
 */
export async function recordHoldEvent(
  db: Queryable,
  customerId: string,
  batchId: string,
  paymentId: string,
  event: 'held' | 'unheld' | 'cancelled',
  reason: string,
  person: Person,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into payment_hold_events (customer_id, batch_id, payment_id, source_kind, source_id, event, by_name, by_email, at, reason)
     select customer_id, batch_id, id, source_kind, source_id, $4, $5, $6, $7, $8 from payments
     where customer_id = $1 and batch_id = $2 and id = $3`,
    [customerId, batchId, paymentId, event, person.name, person.email, at, reason],
  );
}

/** A hold, its release or a cancellation as one act: the payment's batch and id, the reason, the person and the time. */
type HoldChange = (db: Queryable, customerId: string, batchId: string, paymentId: string, reason: string, person: Person, at: Date) => Promise<BatchRow>;

/** The route of a hold or of its release: the reason read with the body's schema, the act in one transaction, the batch as it is after. */
export function holdChangeHandler(body: typeof PaymentHold | typeof PaymentUnhold | typeof PaymentCancel, change: HoldChange): Handler {
  return async (ctx) => {
    const { customer_id } = companyOf(ctx);
    const { reason } = inputOf(body, ctx.body);
    const person = personOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const row = await change(tx, customer_id, ctx.params.batch_id ?? '', ctx.params.payment_id ?? '', reason, person, new Date());
      return { status: 200, body: { customer_id, batch: await detailOf(tx, customer_id, row) } };
    });
  };
}

export const holdPayment: Handler = holdChangeHandler(PaymentHold, holdPaymentOf);
