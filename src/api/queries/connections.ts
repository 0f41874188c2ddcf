import { queryOptions, type QueryFilters } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getConnectionDataSummary, getConnectionsCatalog, listPaywalletConnections } from '../operations/connections.ts';
import { readableItems } from '../reading.ts';
import type { CredentialConnection } from '../schemas/connections.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const connectionKeys = {
  all: (customerId: string) => areaKey('connections', customerId),
  catalog: (customerId: string) => readKey('connections', customerId, 'getConnectionsCatalog'),
  data: (customerId: string, connectionId: string) => [...readKey('connections', customerId, 'getConnectionDataSummary'), connectionId] as const,
  paywallet: (customerId: string) => readKey('connections', customerId, 'listPaywalletConnections'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const connectionInvalidations = {
  connectAcquirer: (customerId: string, connectionId: string): Stale => [
    { queryKey: connectionKeys.catalog(customerId) },
    { queryKey: connectionKeys.data(customerId, connectionId) },
  ],
  revalidateAcquirerConnection: (customerId: string, connectionId: string): Stale => [
    { queryKey: connectionKeys.catalog(customerId) },
    { queryKey: connectionKeys.data(customerId, connectionId) },
  ],
  // the connection's data summary is removed with it, not read again
  removeAcquirerConnection: (customerId: string): Stale => [{ queryKey: connectionKeys.catalog(customerId) }],
  activateMobilewalletConnection: (customerId: string): Stale => [{ queryKey: connectionKeys.catalog(customerId) }],
  // the shop is connected when the app home completes the install, not by starting it
  startStorefrontInstall: (): Stale => [],
  // a write done (2xx) whose answer cannot be read does not say which connection: everything of the area
  answerUnreadable: (customerId: string): Stale => [{ queryKey: connectionKeys.all(customerId) }],
  // a removal refused with 409 (the key was verified meanwhile, or it imported): the connection is there still
  removalRefused: (customerId: string, connectionId: string): Stale => [
    { queryKey: connectionKeys.catalog(customerId) },
    { queryKey: connectionKeys.data(customerId, connectionId) },
  ],
};

/** What removing a connection takes out of the cache: its data summary, which is gone with it rather than stale. */
export const removedWithConnection = (customerId: string, connectionId: string): QueryFilters => ({
  queryKey: connectionKeys.data(customerId, connectionId),
  exact: true,
});

/**
 * Whether a connection can have delivered anything, and so has a data summary: its first import has started
 * (backfill_status) or it has claimed a provider account. A key still waiting for its first successful check has
 * imported nothing, so it gets no row; one refused after importing keeps its backfill and its data.
 */
export function canHaveData(connection: Pick<CredentialConnection, 'backfill_status' | 'external_company_id'>): boolean {
  return connection.backfill_status !== undefined || connection.external_company_id !== undefined;
}

/**
 * The catalogue. For the connections area (`withDataSummaries`, the default), every source's data summary is
 * asked for as the catalogue arrives, all in one round, not once a page has drawn the catalogue (docs/decisions/0022). The
 * overview reads the catalogue for what needs attention only and shows no summary: it asks for none, as four
 * reads more on the way of its largest paint (docs/decisions/0023). Both share the one cache entry; the area's rows ask for
 * the summaries a cached catalogue did not bring.
 */
export const catalogQuery = (client: ServiceClient, customerId: string, withDataSummaries = true) =>
  queryOptions({
    queryKey: connectionKeys.catalog(customerId),
    queryFn: async ({ signal, client: queryClient }) => {
      const catalog = await client.call(getConnectionsCatalog, { customerId, signal });
      if (withDataSummaries) {
        for (const connection of readableItems(catalog.connected).filter(canHaveData)) {
          void queryClient.prefetchQuery(dataSummaryQuery(client, customerId, connection.id));
        }
      }
      return catalog;
    },
  });

export const dataSummaryQuery = (client: ServiceClient, customerId: string, connectionId: string) =>
  queryOptions({
    queryKey: connectionKeys.data(customerId, connectionId),
    queryFn: ({ signal }) =>
      client.call(getConnectionDataSummary, { path: { connection_id: connectionId }, customerId, signal }),
  });

export const paywalletQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: connectionKeys.paywallet(customerId),
    queryFn: ({ signal }) => client.call(listPaywalletConnections, { customerId, signal }),
  });

export const connectionReads = {
  getConnectionsCatalog: catalogQuery,
  getConnectionDataSummary: dataSummaryQuery,
  listPaywalletConnections: paywalletQuery,
};
