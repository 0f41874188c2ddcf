import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { pathOf } from '../../api/path.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';

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
    queryFn: ({ signal }) => client.get('/purchase-bills', { schema: PurchaseBillList, customerId, signal }),
  });

export const billReviewQuery = (client: ServiceClient, customerId: string, billId: string) =>
  queryOptions({
    queryKey: billKeys.review(customerId, billId),
    queryFn: ({ signal }) =>
      client.get(pathOf(REVIEW_TEMPLATE, { bill_id: billId }), { schema: PurchaseBillOriginalReview, customerId, signal }),
  });
