import type { Payment, PaymentBatch, ReleaseBlock } from '../../src/api/schemas/payments.ts';
import { todayInFinland } from '../../src/api/schemas/calendar.ts';
import { payingConnection, paymentBlock, type BankConnection } from '../providers/bank.ts';
import { maskIban } from './masked-iban.ts';
import type { Queryable } from '../db/database.ts';
import { BATCH_STATUS_SQL } from './batch-status.ts';

/** Payment batches (docs/decisions/0008): rows, views, creation. */

export interface BatchRow {
  id: string;
  kind: 'payroll' | 'purchase' | 'reimbursement';
  source_kind: string;
  source_id: string;
  label: string;
  due_date: string;
  /** the exact sum of the payments to be paid; null when it is beyond Number.MAX_SAFE_INTEGER (exactCents) */
  total_cents: number | null;
  status: 'awaiting_release' | 'delivering' | 'delivered' | 'failed' | 'cancelled';
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
  carried_from: string | null;
  carried_to: string | null;
  count: number;
  /** while the batch awaits release, its payments held back and not cancelled: each waits for a person's decision */
  held_count: number;
  /** every payment of the batch, those held back included */
  payments_count: number;
  /** the payees of `no_match` payments not held back, in order; null when none */
  unverified_payees: string | null;
}

// count and total are of the payments to be paid: a payment held back is neither counted nor paid. The total is
// summed by the database as numeric (sum of bigint) and read as its digits: never a float, never an overflow, and
// never a JavaScript number that is not exactly the sum (docs/decisions/0004-held-payments.md).
const BATCH_COLUMNS = `b.id, b.kind, b.source_kind, b.source_id, b.label, b.due_date::text as due_date,
  (select coalesce(sum(p.amount_cents), 0)::text from payments p where p.customer_id = b.customer_id and p.batch_id = b.id and p.held_at is null) as total_digits,
  (${BATCH_STATUS_SQL}) as status, b.released_by_name, b.released_by_email, b.released_at, b.outcome, b.bank_account,
  b.failure_code, b.failure_detail, b.recreated_as, b.recreates, b.recreated_by_name, b.recreated_by_email, b.recreated_at,
  b.carried_from, b.carried_to,
  (select count(*)::int from payments p where p.customer_id = b.customer_id and p.batch_id = b.id and p.held_at is null) as count,
  (select count(*)::int from payments p where p.customer_id = b.customer_id and p.batch_id = b.id and p.held_at is not null and p.cancelled_at is null
    and b.released_at is null) as held_count,
  (select count(*)::int from payments p where p.customer_id = b.customer_id and p.batch_id = b.id) as payments_count,
  (select string_agg(p.payee_name, ', ' order by p.position) from payments p
    where p.customer_id = b.customer_id and p.batch_id = b.id and p.payee_check = 'no_match' and p.held_at is null) as unverified_payees`;

type RawBatchRow = Omit<BatchRow, 'total_cents'> & { total_digits: string };

/**
 * Integer cents written as digits (a sum the database made exactly), as a JavaScript number when it is one exactly;
 * null beyond Number.MAX_SAFE_INTEGER (2^53 − 1), where a number would silently be another sum.
 */
export function exactCents(digits: string): number | null {
  if (!/^-?\d+$/.test(digits)) return null;
  const exact = BigInt(digits);
  return exact <= BigInt(Number.MAX_SAFE_INTEGER) && exact >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(exact) : null;
}

function batchRowOf({ total_digits, ...row }: RawBatchRow): BatchRow {
  return { ...row, total_cents: exactCents(total_digits) };
}

export async function listBatches(db: Queryable, customerId: string, status?: string): Promise<BatchRow[]> {
  return (
    await db.query<RawBatchRow>(
      `select ${BATCH_COLUMNS} from payment_batches b
       where b.customer_id = $1 and ($2::text is null or (${BATCH_STATUS_SQL}) = $2)
       order by b.due_date desc, b.created_at desc, b.id`,
      [customerId, status ?? null],
    )
  ).rows.map(batchRowOf);
}

export async function findBatch(db: Queryable, customerId: string, batchId: string, lock = false): Promise<BatchRow | null> {
  const row = (
    await db.query<RawBatchRow>(`select ${BATCH_COLUMNS} from payment_batches b where b.customer_id = $1 and b.id = $2 ${lock ? 'for update of b' : ''}`, [
      customerId,
      batchId,
    ])
  ).rows[0];
  return row ? batchRowOf(row) : null;
}

export type PaymentSourceKind = 'payslip' | 'purchase_bill' | 'expense_claim';

export interface PaymentRow {
  id: string;
  position: number;
  source_kind: PaymentSourceKind | null;
  source_id: string | null;
  payee_name: string;
  iban: string | null;
  amount_cents: number;
  reference: string | null;
  message: string | null;
  payee_check: 'match' | 'close_match' | 'no_match' | 'unavailable' | null;
  payee_check_name: string | null;
  held_by_name: string | null;
  held_by_email: string | null;
  held_at: Date | null;
  held_reason: string | null;
  cancelled_by_name: string | null;
  cancelled_by_email: string | null;
  cancelled_at: Date | null;
  cancelled_reason: string | null;
}

const PAYMENT_COLUMNS = `id, position, source_kind, source_id, payee_name, iban, amount_cents, reference, message, payee_check, payee_check_name,
  held_by_name, held_by_email, held_at, held_reason, cancelled_by_name, cancelled_by_email, cancelled_at, cancelled_reason`;

/** A batch's payments in order, those held back included. */
export async function paymentsOf(db: Queryable, customerId: string, batchId: string): Promise<PaymentRow[]> {
  return (
    await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where customer_id = $1 and batch_id = $2 order by position`, [customerId, batchId])
  ).rows;
}

/** What the bank is sent when the batch is released: its payments not held back. */
export function toBePaid(payments: readonly PaymentRow[]): PaymentRow[] {
  return payments.filter((payment) => payment.held_at === null);
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
 * Why the batch cannot be released now, in the order a release checks them: the company's bank connection
 * (docs/decisions/0009); then a payment whose payee's bank answered `no_match` and that nobody has held back (docs/decisions/0010: the money may go to someone else, so a named person must hold it back first); then
 * a batch whose every payment is held back, which has nothing to pay.
 */
export function releaseBlockOf(
  row: Pick<BatchRow, 'count' | 'payments_count' | 'unverified_payees' | 'total_cents'>,
  connection: BankConnection | null,
): ReleaseBlock | null {
  const bank = paymentBlock(connection);
  if (bank) return bank;
  if (row.unverified_payees !== null) {
    return {
      code: 'payee_unverified',
      detail: `The payee's bank says the account of the payment to ${row.unverified_payees} is held under another name (Verification of Payee: no match). Hold that payment back, then release the batch.`,
    };
  }
  if (row.payments_count > 0 && row.count === 0) {
    return { code: 'nothing_to_pay', detail: 'Every payment of the batch is held back: there is nothing to pay.' };
  }
  if (row.total_cents === null) return totalTooLarge();
  return null;
}

/** A batch whose exact total is beyond 2^53 − 1 cents: it cannot be stated, so it cannot be confirmed and released. */
export function totalTooLarge(): ReleaseBlock {
  return {
    code: 'total_too_large',
    detail: `The sum of the batch's payments is more than ${Number.MAX_SAFE_INTEGER} cents: it cannot be stated exactly, so the batch cannot be confirmed and released. Hold payments back until it can.`,
  };
}

/**
 * A batch as answered. The account it is paid from: the one its release went through, or — before
 * release — the account of the bank connection a release would use now (null when there is none); and,
 * before release, whether that connection can pay at all (docs/decisions/0009). Overdue: its due date has passed in
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
    release_blocked: row.status === 'awaiting_release' ? releaseBlockOf(row, connection) : null,
    overdue: waiting && row.due_date < today,
    recreated_as: row.recreated_as,
    recreates: row.recreates,
    recreated:
      row.recreated_at && row.recreated_by_email !== null
        ? { name: row.recreated_by_name ?? row.recreated_by_email, email: row.recreated_by_email, at: row.recreated_at.toISOString() }
        : null,
    held_count: row.held_count,
    carried_from: row.carried_from,
    carried_to: row.carried_to,
  };
}

export function paymentOf(row: PaymentRow): Payment {
  const hold = holdOf(row);
  return {
    id: row.id,
    source: row.source_kind !== null && row.source_id !== null ? { kind: row.source_kind, id: row.source_id } : null,
    payee_name: row.payee_name,
    iban_masked: maskIban(row.iban),
    amount_cents: row.amount_cents,
    reference: row.reference,
    message: row.message,
    payee_check: row.payee_check,
    payee_check_name: row.payee_check_name,
    held: hold ? { ...hold, at: hold.at.toISOString() } : null,
    cancelled: cancellationOf(row),
  };
}

/** Who cancelled the held payment, when and why; null while it is not cancelled. */
export function cancellationOf(row: Pick<PaymentRow, 'cancelled_by_name' | 'cancelled_by_email' | 'cancelled_at' | 'cancelled_reason'>) {
  if (row.cancelled_at === null || row.cancelled_by_email === null || row.cancelled_reason === null) return null;
  return { name: row.cancelled_by_name ?? row.cancelled_by_email, email: row.cancelled_by_email, at: row.cancelled_at.toISOString(), reason: row.cancelled_reason };
}

/** Who held the payment back, when and why; null when it is to be paid. */
export function holdOf(row: PaymentRow): { name: string; email: string; at: Date; reason: string } | null {
  if (row.held_at === null || row.held_by_email === null || row.held_reason === null) return null;
  return { name: row.held_by_name ?? row.held_by_email, email: row.held_by_email, at: row.held_at, reason: row.held_reason };
}
