import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { Payment, PaymentBatch } from '../../api/schemas/payments.ts';

/** A batch as the portal holds it once read: its status and kind may be values the portal does not know. */
export type Batch = Read<PaymentBatch>;

/**
 * The order of the Payments view: what waits for a person first, then what is on its way, what failed,
 * and what is done — paid, or cancelled (every payment of it, docs/decisions/0004-held-payments.md). A status the
 * portal does not know (docs/decisions/0021, principle 8) comes before the delivered ones, in the order it first appears: it
 * may need looking at, and nothing shows it as done.
 */
export const STATUS_ORDER = ['awaiting_release', 'delivering', 'failed', 'delivered', 'cancelled'] as const;

export interface StatusGroup {
  status: string;
  batches: Batch[];
}

export interface GroupedBatches {
  groups: StatusGroup[];
  /** Items of the list that could not be read: shown on their own, never hiding their siblings. */
  unreadable: UnreadableItem[];
}

/** The batches grouped by status, in the view's order; within a group in the service's order (newest due date first). */
export function groupBatches(list: readonly (Batch | UnreadableItem)[]): GroupedBatches {
  const byStatus = new Map<string, Batch[]>();
  const unreadable: UnreadableItem[] = [];
  for (const item of list) {
    if (isUnreadable(item)) {
      unreadable.push(item);
      continue;
    }
    const group = byStatus.get(item.status);
    if (group) group.push(item);
    else byStatus.set(item.status, [item]);
  }
  const known: readonly string[] = STATUS_ORDER;
  const rank = (status: string) => {
    const index = known.indexOf(status);
    if (index === -1) return known.indexOf('delivered') - 0.5;
    return index;
  };
  // a stable sort: unknown statuses keep the order they first appeared in
  const groups = [...byStatus.entries()].map(([status, batches]) => ({ status, batches })).sort((a, b) => rank(a.status) - rank(b.status));
  return { groups, unreadable };
}

export const FAILURE_CODES = ['no_bank_connection', 'account_refused', 'bank_unreachable'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** Where the person goes to do what a failure asks: the area that fixes its cause, or nowhere (the firm acts). */
export type FailureRemedy = 'connections' | 'payroll' | 'firm';

export interface FailureAdvice {
  /** The key of the reason and of the advice in the texts: a code the portal knows, or `other`. */
  key: FailureCode | 'other';
  remedy: FailureRemedy;
}

const REMEDIES: Record<FailureCode, FailureRemedy> = {
  no_bank_connection: 'connections',
  account_refused: 'payroll',
  bank_unreachable: 'firm',
};

/**
 * What a failed batch says and offers, by the bank's reason: no bank connection → connect the bank in
 * Connections; an account refused → fix the employee's account in payroll; the bank unreachable → try
 * again later through the firm. A reason the portal does not know (or none) → the firm.
 */
export function failureAdvice(code: string | undefined): FailureAdvice {
  const known = FAILURE_CODES.find((candidate) => candidate === code);
  return known === undefined ? { key: 'other', remedy: 'firm' } : { key: known, remedy: REMEDIES[known] };
}

export const BLOCK_CODES = ['no_bank_connection', 'bank_connection_cannot_pay', 'payee_unverified', 'nothing_to_pay', 'total_too_large'] as const;
export type BlockCode = (typeof BLOCK_CODES)[number];

/** Where the cause of a block is fixed: Connections, the batch's own payments (hold one back), or the firm. */
export type BlockRemedy = 'connections' | 'hold' | 'firm';

const BLOCK_REMEDIES: Record<BlockCode, BlockRemedy> = {
  no_bank_connection: 'connections',
  bank_connection_cannot_pay: 'connections',
  payee_unverified: 'hold',
  // every payment held back: each is put back or cancelled on the batch's own page (docs/decisions/0004-held-payments.md)
  nothing_to_pay: 'hold',
  // a sum beyond what a number keeps exactly (docs/decisions/0004-held-payments.md): held back here, or the firm's to sort out
  total_too_large: 'firm',
};

/**
 * Why a batch is not offered for release (docs/decisions/0009, 0010), by the service's `release_blocked.code`: the
 * bank connection's two are fixed in Connections; `payee_unverified` on the batch's own page, by holding the
 * payment back (or by the firm correcting the account); `nothing_to_pay` (every payment held back) asks nothing
 * of the company; a code the portal does not know is said as "not now"
 * with the firm as the way on, and shown as it came in the technical details.
 */
export function blockAdvice(code: string): { key: BlockCode | 'other'; remedy: BlockRemedy } {
  const known = BLOCK_CODES.find((candidate) => candidate === code);
  return known === undefined ? { key: 'other', remedy: 'firm' } : { key: known, remedy: BLOCK_REMEDIES[known] };
}

/**
 * The payments that keep a batch from release under `payee_unverified` (docs/decisions/0010): the
 * bank said the payee's name does not match the account's holder, and nobody has held the payment back.
 */
export function unverifiedPayments<P extends Pick<Payment, 'payee_check' | 'held'>>(payments: readonly P[]): P[] {
  return payments.filter((payment) => payment.payee_check === 'no_match' && payment.held === null);
}

/**
 * Whether a payment may be held back now: the batch still awaits release, the payment is not held already,
 * and it has an id the service can be told (a service that does not send ids cannot take a hold).
 */
export function mayHold(batch: Pick<Batch, 'status'>, payment: Pick<Payment, 'id' | 'held'>): boolean {
  return batch.status === 'awaiting_release' && payment.held === null && payment.id !== '';
}

/**
 * A held payment can be put back into its batch, or cancelled (docs/decisions/0004-held-payments.md), while the
 * batch awaits release and the payment is not cancelled already: a cancellation is final.
 */
export function mayUnhold(batch: Pick<Batch, 'status'>, payment: Pick<Payment, 'id' | 'held' | 'cancelled'>): boolean {
  return batch.status === 'awaiting_release' && payment.held !== null && payment.cancelled === null && payment.id !== '';
}

export const mayCancel = mayUnhold;

export const RECREATE_REFUSALS = ['payee_account_missing', 'no_bank_connection', 'bank_connection_cannot_pay', 'already_recreated', 'not_failed'] as const;
export type RecreateRefusal = (typeof RECREATE_REFUSALS)[number];

/** A refusal of re-creating a batch known by its code, or `other` (said with the shared words and the code in the details). */
export function recreateRefusalKey(code: string | undefined): RecreateRefusal | 'other' {
  return RECREATE_REFUSALS.find((candidate) => candidate === code) ?? 'other';
}

/** Whether a batch waits for a person to act on it: one the person may release (the overdue first), or a failed one not re-created. */
export function waitsForAction(batch: Pick<Batch, 'status' | 'recreated_as'>): boolean {
  return batch.status === 'awaiting_release' || (batch.status === 'failed' && batch.recreated_as === null);
}
