import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getFiling, listFilingAuthorizations, listFilings } from '../operations/filings.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

/** The due dates a filings read covers (GET /filings `from`, `to`); the service's default window when absent. */
export interface FilingsWindow {
  from?: string;
  to?: string;
}

export const filingsKeys = {
  all: (customerId: string) => areaKey('filings', customerId),
  filings: (customerId: string, window: FilingsWindow = {}) =>
    [...readKey('filings', customerId, 'listFilings'), window.from ?? '', window.to ?? ''] as const,
  filing: (customerId: string, filingId: string) => [...readKey('filings', customerId, 'getFiling'), filingId] as const,
  authorizations: (customerId: string) => readKey('filings', customerId, 'listFilingAuthorizations'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const filingsInvalidations = {
  // a decision changes the filing's state, review and documents; a question also posts into Messages
  reviewFiling: (customerId: string): Stale => [{ queryKey: filingsKeys.all(customerId) }, { queryKey: areaKey('messages', customerId) }],
};

export const filingsQuery = (client: ServiceClient, customerId: string, window: FilingsWindow = {}) =>
  queryOptions({
    queryKey: filingsKeys.filings(customerId, window),
    queryFn: ({ signal }) =>
      client.call(listFilings, {
        customerId,
        query: { ...(window.from === undefined ? {} : { from: window.from }), ...(window.to === undefined ? {} : { to: window.to }) },
        signal,
      }),
  });

export const filingQuery = (client: ServiceClient, customerId: string, filingId: string) =>
  queryOptions({
    queryKey: filingsKeys.filing(customerId, filingId),
    queryFn: ({ signal }) => client.call(getFiling, { path: { filing_id: filingId }, customerId, signal }),
  });

export const filingAuthorizationsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: filingsKeys.authorizations(customerId),
    queryFn: ({ signal }) => client.call(listFilingAuthorizations, { customerId, signal }),
  });

export const filingsReads = {
  listFilings: filingsQuery,
  getFiling: filingQuery,
  listFilingAuthorizations: filingAuthorizationsQuery,
};
