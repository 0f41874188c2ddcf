import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listApiKeys } from '../operations/api-keys.ts';
import { readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const apiKeyKeys = {
  all: (customerId: string) => ['api-keys', customerId] as const,
  list: (customerId: string) => readKey('api-keys', customerId, 'listApiKeys'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const apiKeyInvalidations = {
  createApiKey: (customerId: string): Stale => [{ queryKey: apiKeyKeys.list(customerId) }],
  revokeApiKey: (customerId: string): Stale => [{ queryKey: apiKeyKeys.list(customerId) }],
};

export const apiKeysQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listApiKeys, { customerId, signal }),
  });

export const apiKeyReads = { listApiKeys: apiKeysQuery };
