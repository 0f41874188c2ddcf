import { PaymentUnhold } from '../../../src/api/schemas/payments.ts';
import { ApiError } from '../errors.ts';
import type { Handler } from '../handler.ts';
import type { Person } from '../auth/person.ts';
import type { Queryable } from '../../db/database.ts';
import { batchAfterChange, holdChangeHandler, paymentToChange, recordHoldEvent } from './hold.ts';
import type { BatchRow } from '../../payments/store.ts';

/**
 * POST /payments/{batch_id}/payments/{payment_id}/unhold (docs/decisions/0010): a held payment released back
 * into its batch by a named person (interactive admin or approver: the route's access), with a reason; the
 * batch's count and total count it again. Order of answers: an unknown batch or payment (another company's too)
 * 404; a batch that no longer awaits release 409 `batch_not_awaiting_release` (what went to the bank, or
 * failed, takes nothing back); a cancelled payment 409 `payment_cancelled` (docs/decisions/0004-held-payments.md:
 * a cancellation is final); a payment not held 409 `not_held`. A `no_match` payment put back blocks the
 * batch's release again (`payee_unverified`, store.ts): the block is read from the payments, not stored.
 */
export async function unholdPaymentOf(
  db: Queryable,
  customerId: string,
  batchId: string,
  paymentId: string,
  reason: string,
  person: Person,
  at: Date,
): Promise<BatchRow> {
  const { row, payment } = await paymentToChange(db, customerId, batchId, paymentId);
  if (row.status !== 'awaiting_release') {
    throw new ApiError(409, 'batch_not_awaiting_release', `The batch is ${row.status}, no longer awaiting release: nothing can be put back into it.`);
  }
  if (payment.cancelled_at !== null) throw new ApiError(409, 'payment_cancelled', 'The payment was cancelled: it is never paid, and cannot be put back.');
  if (payment.held_at === null) throw new ApiError(409, 'not_held', 'The payment is not held back: it is already paid with the batch.');
  await db.query(
    `update payments set held_by_name = null, held_by_email = null, held_at = null, held_reason = null
     where customer_id = $1 and batch_id = $2 and id = $3`,
    [customerId, batchId, paymentId],
  );
  await recordHoldEvent(db, customerId, batchId, paymentId, 'unheld', reason, person, at);
  return batchAfterChange(db, customerId, batchId);
}

export const unholdPayment: Handler = holdChangeHandler(PaymentUnhold, unholdPaymentOf);
