import {
  PaymentBatchPath,
  PaymentCancel,
  PaymentHold,
  PaymentPath,
  PaymentBatchRecreate,
  PaymentBatchResponse,
  PaymentRelease,
  PaymentUnhold,
  PaymentsList,
  PaymentsQuery,
} from '../schemas/payments.ts';
import { customerIdQuery, type Endpoint } from './operation.ts';

export const listPayments = {
  operationId: 'listPayments',
  method: 'GET',
  path: '/payments',
  tag: 'Payments',
  summary: 'Payment batches of the company, optionally of one status',
  query: PaymentsQuery,
  success: { status: 200, schema: PaymentsList },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0008: interactive admin or approver, else 403. Totals summed exactly (0004): past 2^53 − 1 cents `total_cents` is null and `release_blocked` `total_too_large`; one odd batch never fails the list.',
} as const satisfies Endpoint;

export const getPaymentBatch = {
  operationId: 'getPaymentBatch',
  method: 'GET',
  path: '/payments/{batch_id}',
  tag: 'Payments',
  summary: 'One payment batch with its payments',
  pathParams: PaymentBatchPath,
  query: customerIdQuery,
  success: { status: 200, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption: 'docs/decisions/0008: with its payments; another company’s batch 404.',
} as const satisfies Endpoint;

export const releasePaymentBatch = {
  operationId: 'releasePaymentBatch',
  method: 'POST',
  path: '/payments/{batch_id}/release',
  tag: 'Payments',
  summary: 'Release a payment batch by name: it goes straight to the company’s bank through its bank connection',
  pathParams: PaymentBatchPath,
  body: PaymentRelease,
  success: { status: 200, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0008: a named admin or approver; 409 `already_released` (the same person again: 200, with the batch’s total), 409 `total_changed`, then the batch’s `release_blocked` code as 409 (0009, 0010: `no_bank_connection`, `bank_connection_cannot_pay`, `payee_unverified`, `nothing_to_pay`, `total_too_large`); nothing changes. The bank takes the payments not held or refuses them all (`failed`); held ones are carried to a new batch (0004).',
} as const satisfies Endpoint;

export const recreatePaymentBatch = {
  operationId: 'recreatePaymentBatch',
  method: 'POST',
  path: '/payments/{batch_id}/recreate',
  tag: 'Payments',
  summary: 'Re-create a failed batch’s payments as a new batch awaiting release, once the cause of the failure is fixed',
  pathParams: PaymentBatchPath,
  body: PaymentBatchRecreate,
  success: { status: 201, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0009: a named admin or approver, from a `failed` batch only (409 `not_failed`, 409 `already_recreated`); 422 `payee_account_missing` or the bank block while the cause stands, nothing created; 201 with the new batch (`recreates`), the failed one `recreated_as`.',
} as const satisfies Endpoint;

export const holdPayment = {
  operationId: 'holdPayment',
  method: 'POST',
  path: '/payments/{batch_id}/payments/{payment_id}/hold',
  tag: 'Payments',
  summary: 'Hold one payment of a batch back, by name and with a reason: it is not paid with the batch',
  pathParams: PaymentPath,
  body: PaymentHold,
  success: { status: 200, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0010: a named admin or approver, with a reason; 404 `batch_not_found` / `payment_not_found`; a held one again 200 unchanged; 409 `already_released` once the batch is not awaiting release. Left out of the count and total, never paid with the batch.',
} as const satisfies Endpoint;

export const unholdPayment = {
  operationId: 'unholdPayment',
  method: 'POST',
  path: '/payments/{batch_id}/payments/{payment_id}/unhold',
  tag: 'Payments',
  summary: 'Release a held payment back into its batch, by name and with a reason: it is paid with the batch again',
  pathParams: PaymentPath,
  body: PaymentUnhold,
  success: { status: 200, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0010: a named admin or approver, with a reason; 404 `batch_not_found` / `payment_not_found`, then 409 `batch_not_awaiting_release`, `payment_cancelled`, `not_held`. Counted and paid with the batch again; a `no_match` payee blocks the release again (`payee_unverified`); an `unheld` event joins the hold in the history.',
} as const satisfies Endpoint;

export const cancelPayment = {
  operationId: 'cancelPayment',
  method: 'POST',
  path: '/payments/{batch_id}/payments/{payment_id}/cancel',
  tag: 'Payments',
  summary: 'Cancel a held payment, by name and with a reason: it is never paid, and its bill or claim goes back to the firm',
  pathParams: PaymentPath,
  body: PaymentCancel,
  success: { status: 200, schema: PaymentBatchResponse },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0004: a named admin or approver, with a reason; 404 `batch_not_found` / `payment_not_found`; a cancelled one again 200 unchanged; 409 `batch_not_awaiting_release`, then `not_held`. Never paid nor carried on; its bill or claim `unpaid_cancelled`, back with the firm; a batch of only cancelled payments `cancelled`.',
} as const satisfies Endpoint;
