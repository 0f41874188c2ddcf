import type { z } from 'zod';
import type { InvoicePayment as InvoicePaymentSchema } from '../../src/api/schemas/invoice-circulation.ts';
import type { Queryable } from '../db/database.ts';
import { insertBatch, insertPayments, paymentIdOf } from './batch-writes.ts';

type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/**
 * The joint between the invoice circulation and payments (docs/decisions/0010,
 * 0012): an approved purchase bill joins the company's `purchase` batch of its due date, an approved
 * expense claim its `reimbursement` batch; the invoice then shows where it is paid.
 */

export interface SourcePayment {
  source_kind: 'purchase_bill' | 'expense_claim';
  /** the invoice id (a bill's exact id, or the claim's id) */
  source_id: string;
  /** the supplier, or the claimant's name */
  payee_name: string;
  /** electronic format (no spaces) */
  iban: string;
  /** what is paid (a bill's open amount, a claim's amount) */
  amount_cents: number;
  /** the bill's reference (viitenumero) if any */
  reference: string | null;
  /** e.g. "Lasku 4711" / "Kulukorvaus KL-3" */
  message: string | null;
}

const LABELS = { purchase: 'Ostolaskut', reimbursement: 'Kulukorvaukset' } as const;

/** In Finnish like payroll's labels (run-store.ts labelOf): the label is what the person releasing reads. */
function labelOf(kind: 'purchase' | 'reimbursement', dueDate: string): string {
  const [year, month, day] = dueDate.split('-');
  return `${LABELS[kind]} ${Number(day)}.${Number(month)}.${year}`;
}

/**
 * A source is in a live batch when a batch not re-created as another has its payment, whatever the batch's
 * status — except a payment held back in a batch already released (that batch will never pay it: the batch it
 * was carried to has it, docs/decisions/0004-held-payments.md) and a cancelled payment (never paid: the bill,
 * corrected and approved again, is paid by a later batch).
 */
async function liveBatchOfSource(
  db: Queryable,
  customerId: string,
  sourceKind: string,
  sourceId: string,
): Promise<{ batch_id: string; payment_id: string } | null> {
  const row = (
    await db.query<{ batch_id: string; payment_id: string }>(
      `select p.batch_id, p.id as payment_id from payments p
       join payment_batches b on b.customer_id = p.customer_id and b.id = p.batch_id
       where p.customer_id = $1 and p.source_kind = $2 and p.source_id = $3 and b.recreated_as is null
         and not (p.held_at is not null and b.released_at is not null) and p.cancelled_at is null
       order by b.created_at desc, b.id desc limit 1`,
      [customerId, sourceKind, sourceId],
    )
  ).rows[0];
  return row ?? null;
}

/**
 * Puts the payment into the company's open (`awaiting_release`, not released) batch of `kind`
 * ('purchase' for bills, 'reimbursement' for claims) whose due date is `dueDate`, creating that batch if
 * there is none (source {kind: 'due_date', id: dueDate}); the payee check (Verification of Payee) is made
 * now and stored with the payment. Runs in the caller's transaction. A source already in a live batch is
 * not added twice (returns the existing ids).
 */
export async function joinPaymentBatch(
  db: Queryable,
  customerId: string,
  kind: 'purchase' | 'reimbursement',
  dueDate: string,
  payment: SourcePayment,
  now: Date,
): Promise<{ batch_id: string; payment_id: string }> {
  const existing = await liveBatchOfSource(db, customerId, payment.source_kind, payment.source_id);
  if (existing) return existing;

  // the date's first open batch: a re-created one beside it also waits for release and may take it; a batch
  // carrying held payments on holds only those (docs/decisions/0004-held-payments.md)
  const open = (
    await db.query<{ id: string }>(
      `select id from payment_batches
       where customer_id = $1 and kind = $2 and source_kind = 'due_date' and source_id = $3 and released_at is null and carried_from is null
       order by created_at, id limit 1 for update`,
      [customerId, kind, dueDate],
    )
  ).rows[0];
  const newPayment = {
    source: { kind: payment.source_kind, id: payment.source_id },
    payee_name: payment.payee_name,
    iban: payment.iban,
    amount_cents: payment.amount_cents,
    reference: payment.reference,
    message: payment.message,
  };
  if (!open) {
    // every batch the date ever had counts, so that an id once used (released, failed) is never reused
    const earlier =
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from payment_batches where customer_id = $1 and kind = $2 and source_kind = 'due_date' and source_id = $3`,
          [customerId, kind, dueDate],
        )
      ).rows[0]?.n ?? 0;
    const batchId = `${kind}_${dueDate}_${earlier + 1}`;
    await insertBatch(
      db,
      customerId,
      { id: batchId, kind, source_kind: 'due_date', source_id: dueDate, label: labelOf(kind, dueDate), due_date: dueDate },
      [newPayment],
      now,
    );
    return { batch_id: batchId, payment_id: paymentIdOf(batchId, 0) };
  }
  const next =
    (
      await db.query<{ next: number }>('select coalesce(max(position) + 1, 0)::int as next from payments where customer_id = $1 and batch_id = $2', [
        customerId,
        open.id,
      ])
    ).rows[0]?.next ?? 0;
  const [paymentId] = await insertPayments(db, customerId, open.id, [newPayment], next);
  return { batch_id: open.id, payment_id: paymentId ?? paymentIdOf(open.id, next) };
}

interface SourcePaymentRow {
  batch_id: string;
  payment_id: string;
  carried_from: string | null;
  held_by_name: string | null;
  held_by_email: string | null;
  held_at: Date | null;
  held_reason: string | null;
  cancelled_by_name: string | null;
  cancelled_by_email: string | null;
  cancelled_at: Date | null;
  cancelled_reason: string | null;
  released_at: Date | null;
  delivery_seconds: number;
  outcome: 'delivered' | 'failed' | null;
}

/**
 * Where a source is paid, as the invoice shows it: its batch and payment, `status` `cancelled` when the payment
 * was cancelled, `held` when it is held back (who, when, why; and `carried_from` once its batch was released and it
 * was carried on), else the batch's status as read now (awaiting_release, delivering, delivered, failed), and
 * `paid_at` (ISO timestamp) once delivered; null when the source is in no batch. The live batch wins over a
 * failed one that was re-created, the newest over those before it (the batch a held payment was carried to).
 */
export async function paymentOfSource(db: Queryable, customerId: string, sourceKind: string, sourceId: string, now: Date): Promise<InvoicePayment | null> {
  const row = (
    await db.query<SourcePaymentRow>(
      `select p.batch_id, p.id as payment_id, b.carried_from, p.held_by_name, p.held_by_email, p.held_at, p.held_reason,
         p.cancelled_by_name, p.cancelled_by_email, p.cancelled_at, p.cancelled_reason, b.released_at, b.delivery_seconds, b.outcome
       from payments p join payment_batches b on b.customer_id = p.customer_id and b.id = p.batch_id
       where p.customer_id = $1 and p.source_kind = $2 and p.source_id = $3
       order by (b.recreated_as is null) desc, b.created_at desc, b.id desc limit 1`,
      [customerId, sourceKind, sourceId],
    )
  ).rows[0];
  if (!row) return null;
  const act = (name: string | null, email: string | null, at: Date | null, reason: string | null) =>
    at !== null && email !== null && reason !== null ? { name: name ?? email, email, at: at.toISOString(), reason } : null;
  const held = act(row.held_by_name, row.held_by_email, row.held_at, row.held_reason);
  const cancelled = act(row.cancelled_by_name, row.cancelled_by_email, row.cancelled_at, row.cancelled_reason);
  const answer = { batch_id: row.batch_id, payment_id: row.payment_id, held, cancelled, carried_from: row.carried_from };
  if (cancelled !== null) return { ...answer, status: 'cancelled', paid_at: null };
  if (row.held_at !== null) return { ...answer, status: 'held', paid_at: null };
  if (row.released_at === null || row.outcome === null) return { ...answer, status: 'awaiting_release', paid_at: null };
  // as batch-status.ts computes it: on its way for the delivery time after the release, then the bank's answer
  const answeredAt = new Date(row.released_at.getTime() + row.delivery_seconds * 1000);
  if (answeredAt > now) return { ...answer, status: 'delivering', paid_at: null };
  return { ...answer, status: row.outcome, paid_at: row.outcome === 'delivered' ? answeredAt.toISOString() : null };
}
