import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getDocument, getDocumentContent, listDocuments } from '../operations/documents.ts';
import { readableItems, type Read } from '../reading.ts';
import type { DocumentList } from '../schemas/documents.ts';
import { sha256Hex } from '../sha256.ts';
import { content, type Content } from '../transfer.ts';
import { companyKeys } from './company.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const documentKeys = {
  all: (customerId: string) => areaKey('documents', customerId),
  list: (customerId: string) => readKey('documents', customerId, 'listDocuments'),
  document: (customerId: string, documentId: string) => [...readKey('documents', customerId, 'getDocument'), documentId] as const,
  /** The bytes of a document, by the digest its reader expects: another expected original, another entry. */
  content: (customerId: string, documentId: string, namedSha256: string) =>
    [...readKey('documents', customerId, 'getDocumentContent'), documentId, namedSha256] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const documentInvalidations = {
  // the list, and the overview's list of uploaded files
  uploadDocuments: (customerId: string): Stale => [{ queryKey: documentKeys.list(customerId) }, { queryKey: companyKeys.ingestStatus(customerId) }],
};

/** How often the list is asked again while a file sent from this page is still on its way through ingest. */
export const INGEST_REFRESH_MS = 2_000;

/** An ingest state after which nothing more happens to the file (docs/decisions/0019: queued → parsed → booked, or failed). */
export const isSettled = (state: string): boolean => state === 'booked' || state === 'failed';

/**
 * The list's own refresh: while any of `watched` (the documents sent from this page) is listed as not yet
 * settled, or not yet listed at all, ask again; otherwise not at all.
 */
export function ingestRefetchInterval(watched: ReadonlySet<string>, list: Read<DocumentList> | undefined): number | false {
  if (watched.size === 0) return false;
  const states = new Map(readableItems(list?.documents ?? []).map((document) => [document.id, document.state]));
  for (const id of watched) {
    const state = states.get(id);
    if (state === undefined || !isSettled(state)) return INGEST_REFRESH_MS;
  }
  return false;
}

export const documentsQuery = (client: ServiceClient, customerId: string, watched: ReadonlySet<string> = new Set()) =>
  queryOptions({
    queryKey: documentKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listDocuments, { customerId, signal }),
    refetchInterval: (query) => ingestRefetchInterval(watched, query.state.data),
  });

export const documentQuery = (client: ServiceClient, customerId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.document(customerId, documentId),
    queryFn: ({ signal }) => client.call(getDocument, { path: { document_id: documentId }, customerId, signal }),
  });

/** A document's stored bytes as they arrived, and the SHA-256 the browser computed of exactly those bytes. */
export interface ShownOriginal extends Content {
  bytes: ArrayBuffer;
  sha256: string;
}

/**
 * The bytes of a document (docs/decisions/0019), asked for only when a person opens it, keyed by the
 * digest its reader expects (a bill's original names one). Kept for the page's life: the bytes a digest was
 * computed of are the bytes shown, never fetched again behind it.
 */
export const documentContentQuery = (client: ServiceClient, customerId: string, documentId: string, namedSha256: string) =>
  queryOptions({
    queryKey: documentKeys.content(customerId, documentId, namedSha256),
    queryFn: async ({ signal }): Promise<ShownOriginal> => {
      const stored = await content(client, getDocumentContent, { path: { document_id: documentId }, customerId, signal });
      const bytes = await stored.blob.arrayBuffer();
      return { ...stored, bytes, sha256: await sha256Hex(bytes) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const documentReads = { listDocuments: documentsQuery, getDocument: documentQuery, getDocumentContent: documentContentQuery };
