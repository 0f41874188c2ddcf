import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getPaymentBatch, listPayments } from '../operations/payments.ts';
import { isUnreadable, type Read, type UnreadableItem } from '../reading.ts';
import type { PaymentBatch } from '../schemas/payments.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const paymentKeys = {
  all: (customerId: string) => areaKey('payments', customerId),
  list: (customerId: string) => readKey('payments', customerId, 'listPayments'),
  batch: (customerId: string, batchId: string) => [...readKey('payments', customerId, 'getPaymentBatch'), batchId] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const paymentInvalidations = {
  // the list and every batch: a payroll run's page follows its batch under the same entry
  releasePaymentBatch: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }],
  recreatePaymentBatch: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }],
  // the batch's count and total change; the held invoice's payment shows as held
  holdPayment: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }, { queryKey: areaKey('invoicing', customerId) }],
  // the same, back: the batch counts the payment again; the invoice's payment waits for the release again
  unholdPayment: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }, { queryKey: areaKey('invoicing', customerId) }],
  // a held payment cancelled: the batch (perhaps cancelled whole) and its invoice, now back with the firm
  cancelPayment: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }, { queryKey: areaKey('invoicing', customerId) }],
  // a refused release: the batch itself is read again before the refusal is said, the list follows
  releaseRefused: (customerId: string): Stale => [{ queryKey: paymentKeys.list(customerId) }],
};

/** How often what is shown is asked again while a batch is on its way to the bank (it takes a few seconds there). */
export const DELIVERY_REFRESH_MS = 1_000;

/**
 * A read's own refresh: while any batch it holds is `delivering`, ask again; otherwise not at all (an unknown
 * status is not followed: nothing says it will change).
 */
export function deliveryRefetchInterval(statuses: readonly string[]): number | false {
  return statuses.includes('delivering') ? DELIVERY_REFRESH_MS : false;
}

/** The statuses of the readable batches of a list. */
export function statusesOf(list: readonly (Read<PaymentBatch> | UnreadableItem)[] | undefined): string[] {
  return (list ?? []).flatMap((item) => (isUnreadable(item) ? [] : [item.status]));
}

/** The company's batches; whoever shows them (the area, the overview) follows a delivery until the bank answers. */
export const paymentsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: paymentKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listPayments, { customerId, signal }),
    refetchInterval: (query) => deliveryRefetchInterval(statusesOf(query.state.data?.batches)),
  });

/** A batch read's own refresh, by its latest answer. */
export const batchRefetchInterval = (answer: { batch: { status: string } } | undefined): number | false =>
  deliveryRefetchInterval(answer ? [answer.batch.status] : []);

/**
 * One batch, as its page and a payroll run's page (what became of the pay) both read it: one entry, followed
 * while the bank is receiving it.
 */
export const paymentBatchQuery = (client: ServiceClient, customerId: string, batchId: string) =>
  queryOptions({
    queryKey: paymentKeys.batch(customerId, batchId),
    queryFn: ({ signal }) => client.call(getPaymentBatch, { path: { batch_id: batchId }, customerId, signal }),
    refetchInterval: (query) => batchRefetchInterval(query.state.data),
  });

export const paymentReads = { listPayments: paymentsQuery, getPaymentBatch: paymentBatchQuery };
