import {
  PaymentBatchPath,
  PaymentBatchResponse,
  PaymentRelease,
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
    'DESIGN.md decision "payments": GET /payments?status= → {customer_id, batches}; interactive admin or approver; everyone else 403.',
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
    'DESIGN.md decision "payment release": by a named person only (name and email recorded); 409 `total_changed` when total_cents differs from the batch’s; 409 `already_released` when someone else released it; the same person again gets 200 with the first release. A batch the bank cannot take is `failed` with nothing paid, never offered as a file.',
} as const satisfies Endpoint;
