import { validateIban } from '../../../src/api/schemas/finnish-identifiers.ts';
import { PaymentBatchRecreate } from '../../../src/api/schemas/payments.ts';
import { payingConnection, paymentBlock } from '../../providers/bank.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { personOf, type Person } from '../auth/person.ts';
import type { Queryable } from '../../db/database.ts';
import { approvedRunToPay, currentPayrollAccounts } from './payee-accounts.ts';
import { batchNotFound, detailOf } from './payments.ts';
import { bankConnectionsOf, findBatch, holdOf, paymentsOf, type BatchRow } from '../../payments/store.ts';
import { insertBatch, payrollPayments, type NewPayment } from '../../payments/batch-writes.ts';

/**
 * POST /payments/{batch_id}/recreate (docs/decisions/0009): a failed batch's payments re-created as a new batch awaiting
 * release, by a named person, once the cause of the failure is fixed: the same source, payees, amounts and
 * due date. Refused while the cause stands (a payee with no valid account, or a company that cannot pay),
 * creating nothing.
 */

/**
 * What the new batch pays. A payroll run's approved payslips, to each payee's account as it is now in
 * payroll (the failed batch paid to the accounts on file at approval). A purchase or reimbursement batch's
 * payments as they were, to the account the bill or claim gave — the service keeps no other — with any
 * hold a person made kept: re-creating is not a decision to pay what someone held back. Held payments its release
 * carried to another batch are that batch's now, and a cancelled one is never paid: neither is made again
 * (docs/decisions/0004-held-payments.md).
 */
async function paymentsAgain(db: Queryable, customerId: string, row: BatchRow): Promise<{ payments: NewPayment[]; fix: string }> {
  if (row.source_kind === 'payroll_run') {
    const snapshot = await approvedRunToPay(db, customerId, row.source_id);
    if (snapshot) {
      const accounts = await currentPayrollAccounts(
        db,
        customerId,
        snapshot.payslips.map((payslip) => payslip.contract_id),
      );
      return { payments: payrollPayments(snapshot, (contractId) => accounts.get(contractId) ?? null), fix: 'add it in payroll' };
    }
  }
  if (row.source_kind === 'due_date') {
    const again = (await paymentsOf(db, customerId, row.id)).filter(
      (payment) => payment.cancelled_at === null && !(row.carried_to !== null && payment.held_at !== null),
    );
    const payments = again.map((payment) => ({
      source: payment.source_kind !== null && payment.source_id !== null ? { kind: payment.source_kind, id: payment.source_id } : null,
      payee_name: payment.payee_name,
      iban: payment.iban,
      amount_cents: payment.amount_cents,
      reference: payment.reference,
      message: payment.message,
      held: holdOf(payment),
    }));
    return { payments, fix: 'hold the payment back, or have the bill or claim corrected and approved again' };
  }
  throw new ApiError(409, 'not_recreatable', `The batch's source ${row.source_kind} ${row.source_id} cannot be paid again from here.`);
}

export async function recreateBatch(db: Queryable, customerId: string, batchId: string, person: Person, at: Date): Promise<BatchRow> {
  const row = await findBatch(db, customerId, batchId, true);
  if (!row) throw batchNotFound();
  if (row.recreated_as !== null) {
    throw new ApiError(409, 'already_recreated', `This batch's payments were already re-created as the batch ${row.recreated_as}.`);
  }
  if (row.status !== 'failed') {
    throw new ApiError(409, 'not_failed', `Only a failed batch is re-created; this one is ${row.status}.`);
  }
  const { payments, fix } = await paymentsAgain(db, customerId, row);
  const missing = payments.filter((payment) => !payment.held && (payment.iban === null || !validateIban(payment.iban).ok));
  if (missing.length > 0) {
    throw new ApiError(
      422,
      'payee_account_missing',
      `No valid account on file for ${missing.map((payment) => payment.payee_name).join(', ')}: ${fix}, then re-create the batch. Nothing was created.`,
    );
  }
  const block = paymentBlock(payingConnection(await bankConnectionsOf(db, customerId)));
  if (block) throw new ApiError(422, block.code, `${block.detail} Nothing was created.`);

  const count = (await db.query<{ n: number }>('select count(*)::int as n from payment_batches where customer_id = $1 and source_kind = $2 and source_id = $3', [
    customerId,
    row.source_kind,
    row.source_id,
  ])).rows[0]?.n ?? 1;
  const newId = `${row.recreates === null ? row.id : row.id.replace(/_r\d+$/, '')}_r${count + 1}`;
  // the failed batch first: the one-live-batch-per-run index counts only batches not re-created
  await db.query('update payment_batches set recreated_as = $3 where customer_id = $1 and id = $2', [customerId, row.id, newId]);
  await insertBatch(
    db,
    customerId,
    { id: newId, kind: row.kind, source_kind: row.source_kind, source_id: row.source_id, label: row.label, due_date: row.due_date },
    payments,
    at,
    { recreates: row.id, by: person },
  );
  // the run is paid by its newest batch: its status follows that batch's delivery
  if (row.source_kind === 'payroll_run') {
    await db.query('update payroll_draft_runs set payment_batch_id = $3 where customer_id = $1 and id = $2 and payment_batch_id = $4', [
      customerId,
      row.source_id,
      newId,
      row.id,
    ]);
  }
  const created = await findBatch(db, customerId, newId);
  if (!created) throw new Error(`batch ${newId} vanished inside its own transaction`);
  return created;
}

export const recreatePaymentBatch: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  inputOf(PaymentBatchRecreate, ctx.body);
  const person = personOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await recreateBatch(tx, customer_id, ctx.params.batch_id ?? '', person, new Date());
    return { status: 201, body: { customer_id, batch: await detailOf(tx, customer_id, row) } };
  });
};
