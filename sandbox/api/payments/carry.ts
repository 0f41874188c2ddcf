import type { Queryable } from '../../db/database.ts';
import { holdOf, paymentsOf, type BatchRow } from '../../payments/store.ts';
import { insertBatch, type NewPayment } from '../../payments/batch-writes.ts';

/**
 * Held payments carried on (docs/decisions/0004-held-payments.md). Releasing a batch with
 * held payments moves each of them, in the release's own transaction, to a new batch of the same kind, source and
 * due date, awaiting release: there a named admin or approver puts it back (unhold) and releases it, or cancels it.
 * The new batch names the released one (`carried_from`), the released one the new one (`carried_to`). The released
 * batch keeps its held payments' rows as they were at its release — what it left out, with who held them and why —
 * and the new batch pays copies of them, each hold kept as it was (the same hold: no new hold event) and the payee's
 * bank asked again as the payment joins it. A payment already cancelled is not carried: nothing of it is paid.
 */
export async function carryHeldPayments(
  db: Queryable,
  customerId: string,
  released: Pick<BatchRow, 'id' | 'kind' | 'source_kind' | 'source_id' | 'label' | 'due_date'>,
  at: Date,
): Promise<string | null> {
  const held = (await paymentsOf(db, customerId, released.id)).filter((payment) => payment.held_at !== null && payment.cancelled_at === null);
  if (held.length === 0) return null;
  const payments: NewPayment[] = held.map((payment) => ({
    source: payment.source_kind !== null && payment.source_id !== null ? { kind: payment.source_kind, id: payment.source_id } : null,
    payee_name: payment.payee_name,
    iban: payment.iban,
    amount_cents: payment.amount_cents,
    reference: payment.reference,
    message: payment.message,
    held: holdOf(payment),
  }));
  const id = await carriedBatchId(db, customerId, released);
  await insertBatch(
    db,
    customerId,
    { id, kind: released.kind, source_kind: released.source_kind, source_id: released.source_id, label: released.label, due_date: released.due_date },
    payments,
    at,
  );
  await db.query('update payment_batches set carried_from = $3 where customer_id = $1 and id = $2', [customerId, id, released.id]);
  await db.query('update payment_batches set carried_to = $3 where customer_id = $1 and id = $2', [customerId, released.id, id]);
  return id;
}

/**
 * The carried batch's id, never one used before: a purchase or reimbursement batch takes the next of its due date's
 * sequence, as a new open batch of the date would (`purchase_2026-12-01_2`); a payroll batch its run's id with `_c<n>`.
 * Every batch of the source counts, so that an id once used is never reused.
 */
async function carriedBatchId(db: Queryable, customerId: string, released: Pick<BatchRow, 'id' | 'kind' | 'source_kind' | 'source_id'>): Promise<string> {
  const earlier =
    (
      await db.query<{ n: number }>('select count(*)::int as n from payment_batches where customer_id = $1 and kind = $2 and source_kind = $3 and source_id = $4', [
        customerId,
        released.kind,
        released.source_kind,
        released.source_id,
      ])
    ).rows[0]?.n ?? 1;
  if (released.source_kind === 'due_date') return `${released.kind}_${released.source_id}_${earlier + 1}`;
  return `${released.id.replace(/_[rc]\d+$/, '')}_c${earlier + 1}`;
}
