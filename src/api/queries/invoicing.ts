import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getPurchaseBillOriginalReview, listPurchaseBills } from '../operations/invoicing.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const invoicingKeys = {
  all: (customerId: string) => areaKey('invoicing', customerId),
  bills: (customerId: string) => readKey('invoicing', customerId, 'listPurchaseBills'),
  /** Keyed by the exact bill ID: spaces and letter case are part of it. */
  review: (customerId: string, billId: string) => [...readKey('invoicing', customerId, 'getPurchaseBillOriginalReview'), billId] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const invoicingInvalidations = {
  approveInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  rejectInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
};

export const purchaseBillsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: invoicingKeys.bills(customerId),
    queryFn: ({ signal }) => client.call(listPurchaseBills, { customerId, signal }),
  });

export const billReviewQuery = (client: ServiceClient, customerId: string, billId: string) =>
  queryOptions({
    queryKey: invoicingKeys.review(customerId, billId),
    queryFn: ({ signal }) =>
      client.call(getPurchaseBillOriginalReview, { path: { bill_id: billId }, customerId, signal }),
  });

export const invoicingReads = { listPurchaseBills: purchaseBillsQuery, getPurchaseBillOriginalReview: billReviewQuery };
