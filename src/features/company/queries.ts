import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { AgentStatus, IngestStatus, Me } from '../../api/schemas/company.ts';

/**
 * Query keys of the company area. Company data carries its customer_id in the key, so that two
 * companies never share a cache entry; /me is about the person, keyed by who they are.
 */
export const companyKeys = {
  me: (subject: string) => ['me', subject] as const,
  company: (customerId: string) => ['company', customerId] as const,
  status: (customerId: string) => ['company', customerId, 'status'] as const,
  ingestStatus: (customerId: string) => ['company', customerId, 'ingest-status'] as const,
};

/** While the agent works its notes change; the overview asks again this often. */
export const WORKING_REFRESH_MS = 5_000;

export const meQuery = (client: ServiceClient, subject: string) =>
  queryOptions({
    queryKey: companyKeys.me(subject),
    queryFn: ({ signal }) => client.get('/me', { schema: Me, signal }),
    staleTime: 60_000,
  });

export const agentStatusQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: companyKeys.status(customerId),
    queryFn: ({ signal }) => client.get('/status', { schema: AgentStatus, customerId, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'working' ? WORKING_REFRESH_MS : false),
  });

export const ingestStatusQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: companyKeys.ingestStatus(customerId),
    queryFn: ({ signal }) => client.get('/ingest-status', { schema: IngestStatus, customerId, signal }),
  });
