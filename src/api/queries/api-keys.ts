import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listApiKeys } from '../operations/api-keys.ts';
import { apiKeyKeys } from './keys.ts';

export const apiKeysQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listApiKeys, { customerId, signal }),
  });

export const apiKeyReads = { listApiKeys: apiKeysQuery };
