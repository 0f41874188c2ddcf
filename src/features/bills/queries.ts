import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { getPurchaseBillOriginalReview, listPurchaseBills } from '../../api/operations/invoicing.ts';
import { getDocumentContent } from '../../api/operations/documents.ts';
import { content, type Content } from '../../api/transfer.ts';
import { sha256Hex } from './original-check.ts';

/**
 * Query keys of the bills area. Every key starts with the company, so that two companies never
 * share an entry, and a review is keyed by the exact bill ID (no trimming, no case folding).
 * The area only reads: there are no mutations here.
 */
export const billKeys = {
  all: (customerId: string) => ['bills', customerId] as const,
  list: (customerId: string) => ['bills', customerId, 'list'] as const,
  review: (customerId: string, billId: string) => ['bills', customerId, 'review', billId] as const,
  /** The bytes of a bill's original, by document and by the digest the bill names: another original, another entry. */
  originalContent: (customerId: string, documentId: string, namedSha256: string) => ['bills', customerId, 'original-content', documentId, namedSha256] as const,
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

/** An original's stored bytes as they arrived, and the SHA-256 the browser computed of exactly those bytes. */
export interface ShownOriginal extends Content {
  bytes: ArrayBuffer;
  sha256: string;
}

/**
 * The bytes of a bill's original (DESIGN.md "document reads"), asked for only when a person opens it. Kept for
 * the page's life: the bytes a digest was computed of are the bytes shown, never fetched again behind it.
 */
export const originalContentQuery = (client: ServiceClient, customerId: string, documentId: string, namedSha256: string) =>
  queryOptions({
    queryKey: billKeys.originalContent(customerId, documentId, namedSha256),
    queryFn: async ({ signal }): Promise<ShownOriginal> => {
      const stored = await content(client, getDocumentContent, { path: { document_id: documentId }, customerId, signal });
      const bytes = await stored.blob.arrayBuffer();
      return { ...stored, bytes, sha256: await sha256Hex(bytes) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
