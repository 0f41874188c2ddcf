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
    'DESIGN.md decision "payments": GET /payments?status= → {customer_id, batches}; interactive admin or approver; everyone else 403. Totals are summed exactly (docs/decisions/0004-held-payments.md): a batch whose total passes 2^53 − 1 cents is answered with `total_cents` null and `release_blocked` `total_too_large`, its siblings as ever; one odd batch never fails the list.',
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
  assumption: 'DESIGN.md decision "payments": GET /payments/{batch_id} adds payments. Another company’s batch answers 404.',
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
    'DESIGN.md decision "payment release": by a named person only (name and email recorded); 409 `total_changed` when total_cents differs from the batch’s; 409 `already_released` when someone else released it; the same person again gets 200 with the first release — only with the batch’s total: a repeat with another total answers 409 `total_changed` as any release does (docs/decisions/0004-held-payments.md); a batch whose total passes 2^53 − 1 cents cannot be confirmed: 409 `total_too_large`. A batch the bank cannot take is `failed` with nothing paid, never offered as a file. Issue 26: a batch whose `release_blocked` is set (the company has no bank connection able to pay) answers 409 with that block’s code, `no_bank_connection` or `bank_connection_cannot_pay`, and nothing changes; the order of answers is already released, then the total, then the block. Issue 28 (DESIGN.md "purchase payments"): after the bank block, 409 `payee_unverified` while a payment whose payee check is `no_match` is not held back (naming its payee), then 409 `nothing_to_pay` when every payment is held back; nothing changes. Held payments are not sent to the bank and stay unpaid: the bank takes or refuses the rest, all or nothing. DESIGN.md "held payments": the release carries each held payment (not cancelled) to a new batch of the same kind, source and due date, awaiting release (`carried_from` the released batch, which gets `carried_to`), the payment still held with its hold; there it is put back (unholdPayment) and released, or cancelled (cancelPayment).',
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
    'Issue 26 (the spec says a refused batch fails closed and names no way on): by a named person only (interactive admin or approver; an API key 403), whose name and email are recorded as `recreated`. Only a `failed` batch not re-created yet: 409 `not_failed` otherwise, 409 `already_recreated` (naming the new batch) when it was. The new batch has the same source, payees and amounts (a payroll run’s payslips as approved) and the same due date; each payee’s account is read as it is now (the employee’s IBAN in payroll); a purchase or reimbursement batch’s payments keep the account their bill or claim gave, and their holds. The payee check is made again for the new batch. 422 while the cause stands, nothing created: `payee_account_missing` naming each payee with no valid account, or the company’s `no_bank_connection` / `bank_connection_cannot_pay`. Answers 201 with the new batch awaiting release; the failed one gets `recreated_as`, the new one `recreates`, and the source run’s `payment_batch_id` names the new batch.',
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
    'DESIGN.md decision "purchase payments": by a named person (interactive admin or approver; API keys 403), recorded as `held` with their name, email, the time and the reason. 404 `batch_not_found` / `payment_not_found` for a batch or payment the company does not have (another company’s too). Holding a held payment again answers 200 with the first hold unchanged; else only while the batch awaits release (409 `already_released` once it is released, delivering, delivered or failed). The batch’s count and total then leave it out. Held purchase and claim payments are not paid: their invoice shows the payment as `held`.',
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
    'Issue 28 (its closing note: a hold could not be lifted): by a named person (interactive admin or approver; API keys 403). 404 `batch_not_found` / `payment_not_found` for a batch or payment the company does not have (another company’s too); then 409 `batch_not_awaiting_release` unless the batch awaits release (nothing can be put back into what went to the bank, nor into a failed batch); then 409 `payment_cancelled` for a cancelled payment (a cancellation is final), then 409 `not_held` for a payment that is not held back. The payment counts in the batch’s count and total again. A payment whose payee check is `no_match` released back makes the batch’s release blocked again (`payee_unverified`) until it is held once more. The hold and its release stay in the history of the payment’s bill or claim: an `unheld` event with the person’s name, email, the time and the reason; the hold event before it is kept.',
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
    'DESIGN.md decision "held payments": by a named person (interactive admin or approver; API keys 403), recorded as `cancelled` with their name, email, the time and the reason. 404 `batch_not_found` / `payment_not_found` for a batch or payment the company does not have (another company’s too); a cancelled payment again answers 200 with the first cancellation unchanged; else 409 `batch_not_awaiting_release` unless the batch awaits release, then 409 `not_held` unless the payment is held back (holding back comes first). The payment stays held, counts in nothing, is never paid nor carried on; its purchase bill or expense claim becomes `unpaid_cancelled` and is back with the firm (a bill is sent back to the check with resubmitInvoice), and its history gets a `cancelled` event with the reason. A batch whose every payment is cancelled is `cancelled`.',
} as const satisfies Endpoint;
