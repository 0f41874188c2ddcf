import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/** What a write makes stale: the entries to read again, each a key or a prefix of keys. */
export type Stale = readonly InvalidateQueryFilters[];

/** Reads again what these filters name, settling once every one has been read. */
export function invalidate(queryClient: QueryClient, stale: Stale): Promise<void> {
  return Promise.all(stale.map((filters) => queryClient.invalidateQueries(filters))).then(() => undefined);
}
