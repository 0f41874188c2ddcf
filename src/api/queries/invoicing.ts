import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getPurchaseBillOriginalReview, listPurchaseBills } from '../operations/invoicing.ts';
import { invoicingKeys } from './keys.ts';

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
