import { PaymentCancel } from '../../../src/api/schemas/payments.ts';
import { ApiError } from '../errors.ts';
import type { Handler } from '../handler.ts';
import { findCirculation, updateCirculation } from '../../invoices/circulation-store.ts';
import type { Person } from '../auth/person.ts';
import type { Queryable } from '../../db/database.ts';
import { batchAfterChange, holdChangeHandler, paymentToChange, recordHoldEvent } from './hold.ts';
import type { BatchRow } from '../../payments/store.ts';

/**
 * POST /payments/{batch_id}/payments/{payment_id}/cancel (docs/decisions/0004-held-payments.md):
 * a held payment cancelled by a named person (interactive admin or approver: the route's access) with a reason. It
 * is never paid: it stays held, counts in nothing, and is never carried on. Its purchase bill or expense claim is
 * `unpaid_cancelled`, back with the firm; the cancellation is an event of its history, kept like its holds. Order of
 * answers: an unknown batch or payment (another company's too) 404; a payment already cancelled → 200 with the first
 * cancellation unchanged (it is cancelled: repeating changes nothing); a batch no longer awaiting release 409
 * `batch_not_awaiting_release`; a payment not held 409 `not_held` (holding back comes first: it keeps the payment
 * out of the batch while someone finds out whether it is owed). A batch whose every payment is cancelled is
 * `cancelled` (batch-status.ts).
 */
export async function cancelPaymentOf(
  db: Queryable,
  customerId: string,
  batchId: string,
  paymentId: string,
  reason: string,
  person: Person,
  at: Date,
): Promise<BatchRow> {
  const { row, payment } = await paymentToChange(db, customerId, batchId, paymentId);
  if (payment.cancelled_at !== null) return row;
  if (row.status !== 'awaiting_release') {
    throw new ApiError(409, 'batch_not_awaiting_release', `The batch is ${row.status}, no longer awaiting release: its payments can no longer be cancelled.`);
  }
  if (payment.held_at === null) {
    throw new ApiError(409, 'not_held', 'The payment is not held back: hold it back first, then cancel it if it is not to be paid.');
  }
  await db.query(
    `update payments set cancelled_by_name = $4, cancelled_by_email = $5, cancelled_at = $6, cancelled_reason = $7
     where customer_id = $1 and batch_id = $2 and id = $3`,
    [customerId, batchId, paymentId, person.name, person.email, at, reason],
  );
  await recordHoldEvent(db, customerId, batchId, paymentId, 'cancelled', reason, person, at);
  if (payment.source_kind === 'purchase_bill' || payment.source_kind === 'expense_claim') {
    await leaveUnpaid(db, customerId, payment.source_id ?? '');
  }
  return batchAfterChange(db, customerId, batchId);
}

/**
 * The bill or claim of a cancelled payment, approved and waiting for it, is `unpaid_cancelled`: back with the firm,
 * which corrects it and sends it back to the check (resubmit). Its new version makes every revision read before stale.
 */
async function leaveUnpaid(db: Queryable, customerId: string, invoiceId: string): Promise<void> {
  const circulation = await findCirculation(db, customerId, invoiceId, true);
  if (circulation?.state !== 'approved') return;
  await updateCirculation(db, customerId, invoiceId, 'unpaid_cancelled', {});
}

export const cancelPayment: Handler = holdChangeHandler(PaymentCancel, cancelPaymentOf);
