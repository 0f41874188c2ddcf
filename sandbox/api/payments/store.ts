import type { Payment, PaymentBatch } from '../../../src/api/schemas/payments.ts';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { payingConnection, paymentBlock, type BankConnection } from '../../providers/bank.ts';
import type { RunSnapshot } from '../payroll/run-store.ts';
import { maskIban } from '../payroll/payslips.ts';
import type { Queryable } from '../payroll/store.ts';
import { BATCH_STATUS_SQL } from './batch-status.ts';

/** Payment batches (DESIGN.md decisions "payments", "payment release"): rows, views, creation. */

export interface BatchRow {
  id: string;
  kind: 'payroll' | 'purchase' | 'reimbursement';
  source_kind: string;
  source_id: string;
  label: string;
  due_date: string;
  total_cents: number;
  status: 'awaiting_release' | 'delivering' | 'delivered' | 'failed';
  released_by_name: string | null;
  released_by_email: string | null;
  released_at: Date | null;
  outcome: 'delivered' | 'failed' | null;
  bank_account: string | null;
  failure_code: 'no_bank_connection' | 'account_refused' | 'bank_unreachable' | null;
  failure_detail: string | null;
  recreated_as: string | null;
  recreates: string | null;
  recreated_by_name: string | null;
  recreated_by_email: string | null;
  recreated_at: Date | null;
  count: number;
}

const BATCH_COLUMNS = `b.id, b.kind, b.source_kind, b.source_id, b.label, b.due_date::text as due_date, b.total_cents,
  (${BATCH_STATUS_SQL}) as status, b.released_by_name, b.released_by_email, b.released_at, b.outcome, b.bank_account,
  b.failure_code, b.failure_detail, b.recreated_as, b.recreates, b.recreated_by_name, b.recreated_by_email, b.recreated_at,
  (select count(*)::int from payments p where p.customer_id = b.customer_id and p.batch_id = b.id) as count`;

export async function listBatches(db: Queryable, customerId: string, status?: string): Promise<BatchRow[]> {
  return (
    await db.query<BatchRow>(
      `select ${BATCH_COLUMNS} from payment_batches b
       where b.customer_id = $1 and ($2::text is null or (${BATCH_STATUS_SQL}) = $2)
       order by b.due_date desc, b.created_at desc, b.id`,
      [customerId, status ?? null],
    )
  ).rows;
}

export async function findBatch(db: Queryable, customerId: string, batchId: string, lock = false): Promise<BatchRow | null> {
  const row = (
    await db.query<BatchRow>(`select ${BATCH_COLUMNS} from payment_batches b where b.customer_id = $1 and b.id = $2 ${lock ? 'for update of b' : ''}`, [
      customerId,
      batchId,
    ])
  ).rows[0];
  return row ?? null;
}

export interface PaymentRow {
  position: number;
  payee_name: string;
  iban: string | null;
  amount_cents: number;
  reference: string | null;
  message: string | null;
}

export async function paymentsOf(db: Queryable, customerId: string, batchId: string): Promise<PaymentRow[]> {
  return (
    await db.query<PaymentRow>(
      'select position, payee_name, iban, amount_cents, reference, message from payments where customer_id = $1 and batch_id = $2 order by position',
      [customerId, batchId],
    )
  ).rows;
}

/** The company's bank connections, as the simulated bank sees them. */
export async function bankConnectionsOf(db: Queryable, customerId: string): Promise<BankConnection[]> {
  return (
    await db.query<BankConnection>(
      `select id, status, external_company_id as account from connections where customer_id = $1 and provider = 'bank' order by created_at, id`,
      [customerId],
    )
  ).rows;
}

/**
 * A batch as answered. The account it is paid from: the one its release went through, or — before
 * release — the account of the bank connection a release would use now (null when there is none); and,
 * before release, whether that connection can pay at all (issue 26). Overdue: its due date has passed in
 * Finland while it still waits for a person — to be released, or (failed) to be re-created.
 */
export async function batchOf(db: Queryable, customerId: string, row: BatchRow, today: string = todayInFinland()): Promise<PaymentBatch> {
  const connection = row.released_at ? null : payingConnection(await bankConnectionsOf(db, customerId));
  const account = row.released_at ? row.bank_account : (connection?.account ?? null);
  const waiting = row.status === 'awaiting_release' || (row.status === 'failed' && row.recreated_as === null);
  return {
    id: row.id,
    kind: row.kind,
    source: { kind: row.source_kind, id: row.source_id },
    label: row.label,
    count: row.count,
    total_cents: row.total_cents,
    due_date: row.due_date,
    status: row.status,
    bank_account_masked: maskIban(account),
    released:
      row.released_at && row.released_by_email !== null
        ? { name: row.released_by_name ?? row.released_by_email, email: row.released_by_email, at: row.released_at.toISOString() }
        : null,
    failure: row.status === 'failed' && row.failure_code && row.failure_detail ? { code: row.failure_code, detail: row.failure_detail } : null,
    release_blocked: row.status === 'awaiting_release' ? paymentBlock(connection) : null,
    overdue: waiting && row.due_date < today,
    recreated_as: row.recreated_as,
    recreates: row.recreates,
    recreated:
      row.recreated_at && row.recreated_by_email !== null
        ? { name: row.recreated_by_name ?? row.recreated_by_email, email: row.recreated_by_email, at: row.recreated_at.toISOString() }
        : null,
  };
}

export function paymentOf(row: PaymentRow): Payment {
  return {
    id: String(row.position),
    source: null,
    payee_name: row.payee_name,
    iban_masked: maskIban(row.iban),
    amount_cents: row.amount_cents,
    reference: row.reference,
    message: row.message,
    payee_check: null,
    payee_check_name: null,
    held: null,
  };
}

/** `run_aurora_2026-11_monthly` → `pay_aurora_2026-11_monthly`: one batch per run, named after it. */
export function batchIdOfRun(runId: string): string {
  return `pay_${runId.replace(/^run_/, '')}`;
}

export interface NewPayment {
  payee_name: string;
  iban: string | null;
  amount_cents: number;
  message: string;
}

/** The payments of a run's batch: each payslip's net pay, to the account given by contract; nothing to pay makes no payment. */
export function payrollPayments(snapshot: Pick<RunSnapshot, 'label' | 'payslips'>, accountOf: (contractId: string) => string | null): NewPayment[] {
  return snapshot.payslips
    .filter((payslip) => payslip.net_cents > 0)
    .map((payslip) => ({
      payee_name: payslip.name,
      iban: accountOf(payslip.contract_id),
      amount_cents: payslip.net_cents,
      message: `${snapshot.label}, ${payslip.name}`,
    }));
}

/** A batch awaiting release with its payments; `recreation` when it re-creates a failed batch. */
export async function insertBatch(
  db: Queryable,
  customerId: string,
  batch: { id: string; source_id: string; label: string; due_date: string },
  payments: readonly NewPayment[],
  createdAt: Date,
  recreation?: { recreates: string; by: { name: string; email: string } },
): Promise<void> {
  await db.query(
    `insert into payment_batches (customer_id, id, kind, source_kind, source_id, label, due_date, total_cents, created_at,
       recreates, recreated_by_name, recreated_by_email, recreated_at)
     values ($1, $2, 'payroll', 'payroll_run', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      customerId,
      batch.id,
      batch.source_id,
      batch.label,
      batch.due_date,
      payments.reduce((sum, payment) => sum + payment.amount_cents, 0),
      createdAt,
      recreation?.recreates ?? null,
      recreation?.by.name ?? null,
      recreation?.by.email ?? null,
      recreation ? createdAt : null,
    ],
  );
  for (const [position, payment] of payments.entries()) {
    await db.query(
      `insert into payments (customer_id, batch_id, position, payee_name, iban, amount_cents, reference, message)
       values ($1, $2, $3, $4, $5, $6, null, $7)`,
      [customerId, batch.id, position, payment.payee_name, payment.iban, payment.amount_cents, payment.message],
    );
  }
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
  snapshot: RunSnapshot,
  createdAt: Date,
): Promise<string> {
  const batchId = batchIdOfRun(run.id);
  const payments = payrollPayments(snapshot, (contractId) => snapshot.accounts[contractId] ?? null);
  await insertBatch(db, customerId, { id: batchId, source_id: run.id, label: snapshot.label, due_date: run.payment_date }, payments, createdAt);
  return batchId;
}
