import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { getPurchaseBillOriginalReview, listPurchaseBills } from '../../api/operations/invoicing.ts';

/**
 * Query keys of the bills area. Every key starts with the company, so that two companies never
 * share an entry, and a review is keyed by the exact bill ID (no trimming, no case folding).
 * The area only reads: there are no mutations here.
 */
export const billKeys = {
  all: (customerId: string) => ['bills', customerId] as const,
  list: (customerId: string) => ['bills', customerId, 'list'] as const,
  review: (customerId: string, billId: string) => ['bills', customerId, 'review', billId] as const,
};

export const REVIEW_TEMPLATE = '/purchase-bills/{bill_id}/original-review';

export const purchaseBillsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: billKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listPurchaseBills, { customerId, signal }),
  });

export const billReviewQuery = (client: ServiceClient, customerId: string, billId: string) =>
  queryOptions({
    queryKey: billKeys.review(customerId, billId),
    queryFn: ({ signal }) =>
      client.call(getPurchaseBillOriginalReview, { path: { bill_id: billId }, customerId, signal }),
  });
