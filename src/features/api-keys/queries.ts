import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { pathOf } from '../../api/path.ts';
import {
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyRevoked,
  CreateApiKeyRequest,
  type ApiKeyMetadata,
} from '../../api/schemas/api-keys.ts';
import type { z } from 'zod';

/** Query keys of the API-keys area: every key under the company, so two companies never share an entry. */
export const apiKeyKeys = {
  all: (customerId: string) => ['api-keys', customerId] as const,
  list: (customerId: string) => ['api-keys', customerId, 'list'] as const,
};

/** What the person fills in; the company comes from the URL, never from the form. */
export const NewApiKey = CreateApiKeyRequest.omit({ customer_id: true });
export type NewApiKeyInput = z.input<typeof NewApiKey>;
export type NewApiKey = z.output<typeof NewApiKey>;

export const apiKeysQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(customerId),
    queryFn: ({ signal }) => client.get('/api-keys', { schema: ApiKeyList, customerId, signal }),
  });

/**
 * Creating a key. The answer's secret is handed to `reveal` (component state, cleared when the person
 * dismisses it) and the mutation resolves with the metadata alone: a mutation's result stays in React
 * Query's mutation cache after the view is gone, and the secret must never be kept anywhere it outlives
 * the one moment it is shown (DESIGN.md principle 2).
 */
export const createApiKeyMutation = (
  client: ServiceClient,
  queryClient: QueryClient,
  customerId: string,
  reveal: (created: ApiKeyCreated) => void,
) =>
  mutationOptions({
    mutationKey: [...apiKeyKeys.all(customerId), 'create'],
    mutationFn: async (values: NewApiKey): Promise<ApiKeyMetadata> => {
      const created = await client.post('/api-keys', { schema: ApiKeyCreated, customerId, body: values });
      reveal(created);
      return created.api_key;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(customerId) }),
  });

/** Revoking a key: the list shows it among the revoked at once, then is read again from the service. */
export const revokeApiKeyMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...apiKeyKeys.all(customerId), 'revoke'],
    mutationFn: (keyId: string) =>
      client.delete(pathOf('/api-keys/{key_id}', { key_id: keyId }), { schema: ApiKeyRevoked, customerId }),
    onSuccess: ({ api_key: revoked }) => {
      queryClient.setQueryData(apiKeysQuery(client, customerId).queryKey, (list) =>
        list ? { api_keys: list.api_keys.map((key) => (key.id === revoked.id ? revoked : key)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(customerId) });
    },
  });
