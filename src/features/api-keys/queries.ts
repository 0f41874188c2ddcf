import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { createApiKey, revokeApiKey } from '../../api/operations/api-keys.ts';
import { apiKeyInvalidations, apiKeyKeys, apiKeysQuery } from '../../api/queries/api-keys.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import type { UnreadableAnswer} from '../../api/reading.ts';
import { isUnreadable, isUnreadableAnswer, type Read } from '../../api/reading.ts';
import { CreateApiKeyRequest, type ApiKeyCreated, type ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import type { z } from 'zod';

/** What the person fills in; the company comes from the URL, never from the form. */
export const NewApiKey = CreateApiKeyRequest.omit({ customer_id: true });
export type NewApiKeyInput = z.input<typeof NewApiKey>;
export type NewApiKey = z.output<typeof NewApiKey>;

export { apiKeysQuery };

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
    mutationKey: [...apiKeyKeys.all(customerId), 'create'],
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
    mutationKey: [...apiKeyKeys.all(customerId), 'revoke'],
    mutationFn: (keyId: string) =>
      client.call(revokeApiKey, { path: { key_id: keyId }, customerId }),
    onSuccess: (answer) => {
      if (!isUnreadableAnswer(answer)) {
        const revoked = answer.api_key;
        queryClient.setQueryData(apiKeysQuery(client, customerId).queryKey, (list) =>
          list ? { api_keys: list.api_keys.map((key) => (!isUnreadable(key) && key.id === revoked.id ? revoked : key)) } : list,
        );
      }
      return invalidate(queryClient, apiKeyInvalidations.revokeApiKey(customerId));
    },
  });
