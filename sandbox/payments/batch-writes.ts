/** Writing payment batches and their payments: a payroll run's batch, the payments of a purchase or claim batch, and their total. */
import { checkPayee } from '../providers/payee-check.ts';
import type { Queryable } from '../db/database.ts';
import type { holdOf } from './store.ts';
import { type BatchRow, type PaymentSourceKind } from './store.ts';

/**
 * What a payroll run's batch pays, as payroll froze it at approval: the run's label, each payslip's net pay by
 * contract, and the payee accounts on file then. Payroll's own snapshot of the run holds more; this is the part
 * payments reads (docs/decisions/0033).
 */
export interface RunToPay {
  label: string;
  payslips: readonly { contract_id: string; name: string; net_cents: number }[];
  accounts: Record<string, string | null>;
}

/** `run_aurora_2026-11_monthly` → `pay_aurora_2026-11_monthly`: one batch per run, named after it. */
export function batchIdOfRun(runId: string): string {
  return `pay_${runId.replace(/^run_/, '')}`;
}

export interface NewPayment {
  /** null only for a payroll payment made before payments named their source, paid again */
  source: { kind: PaymentSourceKind; id: string } | null;
  payee_name: string;
  iban: string | null;
  amount_cents: number;
  reference: string | null;
  message: string | null;
  /** a hold carried over from the failed batch a re-created one pays again */
  held?: ReturnType<typeof holdOf>;
}

/** The id of the payment at `position` of a batch: unique within the company, as batch ids are. */
export function paymentIdOf(batchId: string, position: number): string {
  return `${batchId}_p${position + 1}`;
}

/**
 * Adds payments to a batch from `firstPosition` on. The payee's bank is asked now (Verification of Payee)
 * and its answer kept with the payment: what the person releasing the batch sees is what the bank said.
 */
export async function insertPayments(
  db: Queryable,
  customerId: string,
  batchId: string,
  payments: readonly NewPayment[],
  firstPosition = 0,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, payment] of payments.entries()) {
    const position = firstPosition + index;
    const id = paymentIdOf(batchId, position);
    const check = checkPayee(payment.iban, payment.payee_name);
    await db.query(
      `insert into payments (customer_id, batch_id, position, id, source_kind, source_id, payee_name, iban, amount_cents, reference, message,
         payee_check, payee_check_name, held_by_name, held_by_email, held_at, held_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        customerId,
        batchId,
        position,
        id,
        payment.source?.kind ?? null,
        payment.source?.id ?? null,
        payment.payee_name,
        payment.iban,
        payment.amount_cents,
        payment.reference,
        payment.message,
        check.payee_check,
        check.payee_check_name,
        payment.held?.name ?? null,
        payment.held?.email ?? null,
        payment.held?.at ?? null,
        payment.held?.reason ?? null,
      ],
    );
    ids.push(id);
  }
  await refreshTotal(db, customerId, batchId);
  return ids;
}

/**
 * Keeps the stored total the sum of the payments to be paid. The answers never read it (BATCH_COLUMNS sums the
 * payments exactly when read); a sum past the column's bigint is kept as the column's largest value rather than
 * failing the write that made it.
 */
export async function refreshTotal(db: Queryable, customerId: string, batchId: string): Promise<void> {
  await db.query(
    `update payment_batches b set total_cents = least((select coalesce(sum(p.amount_cents), 0) from payments p
       where p.customer_id = b.customer_id and p.batch_id = b.id and p.held_at is null), 9223372036854775807)
     where b.customer_id = $1 and b.id = $2`,
    [customerId, batchId],
  );
}

/** The payments of a run's batch: each payslip's net pay, to the account given by contract; nothing to pay makes no payment. */
export function payrollPayments(snapshot: Pick<RunToPay, 'label' | 'payslips'>, accountOf: (contractId: string) => string | null): NewPayment[] {
  return snapshot.payslips
    .filter((payslip) => payslip.net_cents > 0)
    .map((payslip) => ({
      source: { kind: 'payslip' as const, id: payslip.contract_id },
      payee_name: payslip.name,
      iban: accountOf(payslip.contract_id),
      amount_cents: payslip.net_cents,
      reference: null,
      message: `${snapshot.label}, ${payslip.name}`,
    }));
}

/** A batch awaiting release with its payments; `recreation` when it re-creates a failed batch. */
export interface NewBatch {
  id: string;
  kind: BatchRow['kind'];
  source_kind: string;
  source_id: string;
  label: string;
  due_date: string;
}

export async function insertBatch(
  db: Queryable,
  customerId: string,
  batch: NewBatch,
  payments: readonly NewPayment[],
  createdAt: Date,
  recreation?: { recreates: string; by: { name: string; email: string } },
): Promise<void> {
  await db.query(
    `insert into payment_batches (customer_id, id, kind, source_kind, source_id, label, due_date, total_cents, created_at,
       recreates, recreated_by_name, recreated_by_email, recreated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12)`,
    [
      customerId,
      batch.id,
      batch.kind,
      batch.source_kind,
      batch.source_id,
      batch.label,
      batch.due_date,
      createdAt,
      recreation?.recreates ?? null,
      recreation?.by.name ?? null,
      recreation?.by.email ?? null,
      recreation ? createdAt : null,
    ],
  );
  await insertPayments(db, customerId, batch.id, payments);
}

/**
 * The payment batch of an approved run, awaiting release: one payment of each payslip's net pay to the
 * account on file at approval (none on file: the payment has no account, and the bank will refuse the
 * batch). Payslips with nothing to pay make no payment.
 */
export async function createPayrollBatch(
  db: Queryable,
  customerId: string,
  run: { id: string; period: string; payment_date: string },
  snapshot: RunToPay,
  createdAt: Date,
): Promise<string> {
  const batchId = batchIdOfRun(run.id);
  const payments = payrollPayments(snapshot, (contractId) => snapshot.accounts[contractId] ?? null);
  await insertBatch(
    db,
    customerId,
    { id: batchId, kind: 'payroll', source_kind: 'payroll_run', source_id: run.id, label: snapshot.label, due_date: run.payment_date },
    payments,
    createdAt,
  );
  return batchId;
}
