import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { listDocuments } from '../../api/operations/documents.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import type { DocumentList } from '../../api/schemas/documents.ts';

/** Query keys of the documents area, every key under the company. */
export const documentKeys = {
  all: (customerId: string) => ['documents', customerId] as const,
  list: (customerId: string) => ['documents', customerId, 'list'] as const,
};

/** How often the list is asked again while a file sent from this page is still on its way through ingest. */
export const INGEST_REFRESH_MS = 2_000;

/** An ingest state after which nothing more happens to the file (DESIGN.md: queued → parsed → booked, or failed). */
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

/**
 * After an upload: the document list, and the overview's list of uploaded files (the company area's key
 * `['company', customerId, 'ingest-status']`, restated as the overview's attention list restates others).
 */
export function invalidateAfterUpload(queryClient: QueryClient, customerId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.all(customerId) }),
    queryClient.invalidateQueries({ queryKey: ['company', customerId, 'ingest-status'] }),
  ]).then(() => undefined);
}
