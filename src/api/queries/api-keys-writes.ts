import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { createApiKey, revokeApiKey } from '../operations/api-keys.ts';
import type { z } from 'zod';
import { isUnreadable, isUnreadableAnswer, type Read, type UnreadableAnswer } from '../reading.ts';
import type { ApiKeyCreated, ApiKeyList, ApiKeyMetadata, CreateApiKeyRequest } from '../schemas/api-keys.ts';
import { apiKeyInvalidations, apiKeyKeys } from './api-keys.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';

/** What a new key is created with; the company comes from the URL, never from the form. */
export type NewApiKey = Omit<z.output<typeof CreateApiKeyRequest>, 'customer_id'>;

/**
 * Creating a key. The answer's secret is handed to `reveal` (component state, cleared when the person
 * dismisses it) and the mutation resolves with the metadata alone: a mutation's result stays in React
 * Query's mutation cache after the view is gone, and the secret must never be kept anywhere it outlives
 * the one moment it is shown (docs/decisions/0021, principle 2). A key created (201) whose answer cannot be read
 * resolves with the UnreadableAnswer: the key exists, its secret cannot be shown, and the list is read again.
 */
export const createApiKeyMutation = (
  client: ServiceClient,
  queryClient: QueryClient,
  customerId: string,
  reveal: (created: Read<ApiKeyCreated>) => void,
) =>
  mutationOptions({
    mutationKey: writeKey('api-keys', customerId, createApiKey),
    mutationFn: async (values: NewApiKey): Promise<Read<ApiKeyMetadata> | UnreadableAnswer> => {
      const created = await client.call(createApiKey, { customerId, body: values });
      if (isUnreadableAnswer(created)) return created;
      reveal(created);
      return created.api_key;
    },
    onSuccess: () => invalidate(queryClient, apiKeyInvalidations.createApiKey(customerId)),
  });

/** Revoking a key: the list shows it among the revoked at once, then is read again from the service. */
export const revokeApiKeyMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('api-keys', customerId, revokeApiKey),
    mutationFn: (keyId: string) =>
      client.call(revokeApiKey, { path: { key_id: keyId }, customerId }),
    onSuccess: (answer) => {
      if (!isUnreadableAnswer(answer)) {
        const revoked = answer.api_key;
        queryClient.setQueryData(apiKeyKeys.list(customerId), (list: Read<ApiKeyList> | undefined) =>
          list ? { api_keys: list.api_keys.map((key) => (!isUnreadable(key) && key.id === revoked.id ? revoked : key)) } : list,
        );
      }
      return invalidate(queryClient, apiKeyInvalidations.revokeApiKey(customerId));
    },
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const apiKeyWrites = {
  createApiKey: createApiKeyMutation,
  revokeApiKey: revokeApiKeyMutation,
};
