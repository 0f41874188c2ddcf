import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, freeText } from './common.ts';
import { NamedAct } from './payroll-runs.ts';

// --- Payment batches (spec §1 Payments; docs/decisions/0008, 0009, 0010, 0004) -----------------------

export const PAYMENT_BATCH_STATUSES = ['awaiting_release', 'delivering', 'delivered', 'failed', 'cancelled'] as const;

export const PaymentBatchStatus = openValues(PAYMENT_BATCH_STATUSES).meta({
  id: 'PaymentBatchStatus',
  description:
    '`awaiting_release`: nobody has released it; `delivering`: released and on its way to the bank; `delivered`: the bank took every payment; `failed`: it could not be delivered to the bank and nothing was paid; `cancelled`: every payment of it was cancelled before release.',
  'x-assumption':
    'Not shown by the spec: docs/decisions/0008 (read tolerantly); `cancelled`: 0004.',
});

export const PAYMENT_BATCH_KINDS = ['payroll', 'purchase', 'reimbursement'] as const;

export const PaymentBatchKind = openValues(PAYMENT_BATCH_KINDS).meta({
  id: 'PaymentBatchKind',
  'x-assumption': 'docs/decisions/0008: the three sources §1 names; a `purchase` or `reimbursement` batch gathers the approved bills or claims of one due date (0010).',
});

export const PaymentFailure = z
  .object({
    code: openValues(['no_bank_connection', 'account_refused', 'bank_unreachable'] as const),
    detail: z.string(),
  })
  .meta({
    id: 'PaymentFailure',
    description:
      '`no_bank_connection`: the company has no bank connection able to pay; `account_refused`: the bank refused an account of the batch; `bank_unreachable`: the bank did not answer. In every case nothing was paid.',
    'x-assumption': 'docs/decisions/0009; the codes are the project’s.',
  });

export const RELEASE_BLOCK_CODES = ['no_bank_connection', 'bank_connection_cannot_pay', 'payee_unverified', 'nothing_to_pay', 'total_too_large'] as const;

export const ReleaseBlock = z
  .object({
    code: openValues(RELEASE_BLOCK_CODES),
    detail: z.string(),
  })
  .meta({
    id: 'ReleaseBlock',
    description:
      'Why the batch cannot be released now, checked against the company’s bank connections as they are when read: `no_bank_connection`: the company has no bank connection; `bank_connection_cannot_pay`: its bank connection cannot pay (its consent needs renewing, or it has no account); `payee_unverified`: a payment whose payee check is `no_match` is not held back (the detail names its payee); `nothing_to_pay`: every payment of the batch is held back; `total_too_large`: its sum passes 2^53 − 1 cents and cannot be confirmed exactly (`total_cents` null). Checked in this order, the first that applies answered. The same code answers a release as 409.',
    'x-assumption': 'docs/decisions/0009, 0010; the codes are the project’s, read tolerantly.',
  });
export type ReleaseBlock = z.infer<typeof ReleaseBlock>;

export const PaymentBatch = z
  .object({
    id: z.string(),
    kind: PaymentBatchKind,
    source: z.object({
      kind: z.string().describe('`payroll_run` for a payroll batch; `due_date` for a purchase or reimbursement batch (its id is the date)'),
      id: z.string(),
    }),
    label: z.string(),
    count: z.int().min(0).describe('payments to be paid (those held back not counted)'),
    total_cents: Cents.nullable().describe('the exact sum of the payments to be paid (held ones not counted); null past 2^53 − 1 (`total_too_large`)'),
    due_date: IsoDate,
    status: PaymentBatchStatus,
    bank_account_masked: z.string().nullable().describe('the company account the batch is paid from; null when it has no bank connection'),
    released: NamedAct.nullable(),
    failure: PaymentFailure.nullable(),
    release_blocked: ReleaseBlock.nullable().default(null).describe('while awaiting release: why it cannot be released now; null when it can be, and once released'),
    overdue: z
      .boolean()
      .default(false)
      .describe('the due date is before today in Finland (Europe/Helsinki) while the batch still awaits release, or failed and has not been re-created'),
    recreated_as: z.string().nullable().default(null).describe('a failed batch whose payments were re-created: the id of the new batch'),
    recreates: z.string().nullable().default(null).describe('a batch re-created from a failed one: the id of the failed batch'),
    recreated: NamedAct.nullable().default(null).describe('who re-created this batch from the failed one, and when'),
    held_count: z
      .int()
      .min(0)
      .default(0)
      .describe('before release: payments held back, not cancelled, each waiting to be put back or cancelled'),
    carried_from: z
      .string()
      .nullable()
      .default(null)
      .describe('carries on the held payments of this released batch'),
    carried_to: z
      .string()
      .nullable()
      .default(null)
      .describe('released: the batch its held payments were carried to'),
  })
  .meta({
    id: 'PaymentBatch',
    'x-assumption':
      'docs/decisions/0008. Additive, read as absent when not sent: `release_blocked`, `overdue`, `recreated_as`, `recreates`, `recreated` (0009); `held_count`, `carried_from`, `carried_to`, `total_cents` null (0004).',
  });
export type PaymentBatch = z.infer<typeof PaymentBatch>;

export const PAYEE_CHECKS = ['match', 'close_match', 'no_match', 'unavailable'] as const;

export const PayeeCheck = openValues(PAYEE_CHECKS).meta({
  id: 'PayeeCheck',
  description:
    'The bank’s Verification of Payee (Regulation (EU) 2024/886): `match`: the account holder’s name matches the payee’s; `close_match`: it nearly does (`payee_check_name` is the bank’s name); `no_match`: it does not — the money may go to someone else; `unavailable`: the payee’s bank could not check.',
  'x-assumption': 'docs/decisions/0010 (read tolerantly).',
});

export const Payment = z
  .object({
    id: z.string().default('').describe('the payment’s id within its batch ("" from a service that does not send it: such a payment cannot be held)'),
    source: z
      .object({ kind: z.string().describe('`payslip`, `purchase_bill` or `expense_claim`'), id: z.string() })
      .nullable()
      .default(null),
    payee_name: z.string(),
    iban_masked: z.string().nullable().describe('null when no account is on file for the payee (the bank refuses such a batch)'),
    amount_cents: Cents,
    reference: z.string().nullable(),
    message: z.string().nullable(),
    payee_check: PayeeCheck.nullable().default(null).describe('null: not checked'),
    payee_check_name: z.string().nullable().default(null).describe('of a `close_match`: the name the payee’s bank holds'),
    held: NamedAct.extend({ reason: z.string() }).nullable().default(null).describe('held back by a named person: not paid with the batch'),
    cancelled: NamedAct.extend({ reason: z.string() })
      .nullable()
      .default(null)
      .describe('a held payment cancelled by a named person: never paid'),
  })
  .meta({
    id: 'Payment',
    'x-assumption':
      'Additive, read as not checked and not held when not sent: `id`, `source`, `payee_check`, `payee_check_name`, `held` (docs/decisions/0010); `cancelled` (0004).',
  });
export type Payment = z.infer<typeof Payment>;

export const PaymentBatchDetail = PaymentBatch.extend({ payments: rows(z.array(Payment)) }).meta({
  id: 'PaymentBatchDetail',
  'x-assumption': 'docs/decisions/0008: a batch with its payments.',
});
export type PaymentBatchDetail = z.infer<typeof PaymentBatchDetail>;

export const PaymentsQuery = z
  .strictObject({ customer_id: CustomerId.optional(), status: PaymentBatchStatus.optional() })
  .meta({ id: 'PaymentsQuery', 'x-assumption': 'docs/decisions/0008.' });

export const PaymentsList = z
  .object({ customer_id: CustomerId, batches: rows(z.array(PaymentBatch)) })
  .meta({ id: 'PaymentsList', 'x-assumption': 'docs/decisions/0008: newest due date first.' });
export type PaymentsList = z.infer<typeof PaymentsList>;

export const PaymentBatchPath = z.strictObject({ batch_id: freeText({ min: 1 }).describe('payment batch ID') });

export const PaymentBatchResponse = z
  .object({ customer_id: CustomerId, batch: PaymentBatchDetail })
  .meta({ id: 'PaymentBatchResponse', 'x-assumption': 'docs/decisions/0008: {customer_id, batch} with its payments.' });
export type PaymentBatchResponse = z.infer<typeof PaymentBatchResponse>;

export const PaymentRelease = z
  .strictObject({
    customer_id: CustomerId.optional(),
    total_cents: Cents.describe('the total the person saw and confirms'),
  })
  .meta({ id: 'PaymentRelease', 'x-assumption': 'docs/decisions/0008: {customer_id?, total_cents}.' });
export type PaymentRelease = z.infer<typeof PaymentRelease>;

export const PaymentBatchRecreate = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({ id: 'PaymentBatchRecreate', 'x-assumption': 'docs/decisions/0009: re-creating takes only the company.' });

export const PaymentPath = z.strictObject({
  batch_id: freeText({ min: 1 }).describe('payment batch ID'),
  payment_id: freeText({ min: 1 }).describe('payment ID within the batch'),
});

export const PaymentHold = z
  .strictObject({ customer_id: CustomerId.optional(), reason: freeText({ min: 1, max: 1000, prose: true }) })
  .meta({
    id: 'PaymentHold',
    'x-assumption':
      'docs/decisions/0010: held back by a named person with a reason, not paid with its batch nor counted in its total.',
  });
export type PaymentHold = z.infer<typeof PaymentHold>;

export const PaymentUnhold = z
  .strictObject({ customer_id: CustomerId.optional(), reason: freeText({ min: 1, max: 1000, prose: true }) })
  .meta({
    id: 'PaymentUnhold',
    'x-assumption':
      'docs/decisions/0010: put back into its batch by a named person with a reason while the batch awaits release; counted again.',
  });
export type PaymentUnhold = z.infer<typeof PaymentUnhold>;

export const PaymentCancel = z
  .strictObject({ customer_id: CustomerId.optional(), reason: freeText({ min: 1, max: 1000, prose: true }) })
  .meta({
    id: 'PaymentCancel',
    'x-assumption':
      'docs/decisions/0004: cancelled by a named admin or approver with a reason; never paid, its bill or claim `unpaid_cancelled`, back with the firm.',
  });
export type PaymentCancel = z.infer<typeof PaymentCancel>;
