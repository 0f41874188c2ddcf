import { useMutation, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { useService } from '../service-context.tsx';

/**
 * How a view writes (docs/decisions/0029): every write's options — its key, its request, what it puts in the cache
 * and what it makes stale — are the layer's, defined in `<area>-writes.ts` beside the area's reads, each a
 * function of the service client and the query client, then of what the view knows (the company, the resource).
 * A view names the write and its arguments; it never holds the query client or builds a mutation itself.
 */
export type WriteOptions<Args extends readonly unknown[], Data, Variables> = (
  client: ServiceClient,
  queryClient: QueryClient,
  ...args: Args
) => UseMutationOptions<Data, Error, Variables>;

export function useWrite<Args extends readonly unknown[], Data, Variables>(
  write: WriteOptions<Args, Data, Variables>,
  ...args: Args
): UseMutationResult<Data, Error, Variables> {
  const client = useService();
  const queryClient = useQueryClient();
  return useMutation(write(client, queryClient, ...args));
}

/**
 * A read asked again now, whatever the cache holds: what a refused write reads to say what changed. Undefined when
 * it cannot be read, so that the refusal is still said without it.
 */
export function readAgain<Data, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>): Promise<Data | undefined> {
  return queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
}

