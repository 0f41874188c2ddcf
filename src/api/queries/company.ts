import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { meView } from '../me.ts';
import { getAgentStatus, getIngestStatus, getMe } from '../operations/company.ts';
import type { Read } from '../reading.ts';
import type { AgentStatus } from '../schemas/company.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

/** GET /me's entries: the person in the company's place. */
export const meKeys = {
  all: ['person'] as const,
  me: (subject: string) => ['person', subject, 'getMe'] as const,
};

export const companyKeys = {
  all: (customerId: string) => areaKey('company', customerId),
  status: (customerId: string) => readKey('company', customerId, 'getAgentStatus'),
  ingestStatus: (customerId: string) => readKey('company', customerId, 'getIngestStatus'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const companyInvalidations = {
  // never sent by the portal (its body is not shown); the company's reads are what it could change
  updateCompanySettings: (customerId: string): Stale => [{ queryKey: companyKeys.all(customerId) }],
  // the agent stopped working: the last answer about the files may predate what it did just before
  agentStopped: (customerId: string): Stale => [{ queryKey: companyKeys.ingestStatus(customerId), exact: true }],
};

/** While the agent works its notes and the files' states change; what shows them asks again this often. */
export const WORKING_REFRESH_MS = 5_000;

/** Whether the agent's status says it is working; not yet known counts as not working. */
export const isAgentWorking = (status: Read<AgentStatus> | undefined): boolean => status?.state === 'working';

/** How often a read that follows the agent asks again: every WORKING_REFRESH_MS while it works, never while it is idle. */
export const refreshWhileWorking = (agentWorking: boolean): number | false => (agentWorking ? WORKING_REFRESH_MS : false);

/** The agent status's own refresh, decided by its latest answer: the status says when to stop asking. */
export const agentStatusRefetchInterval = (query: { state: { data: Read<AgentStatus> | undefined } }): number | false =>
  refreshWhileWorking(isAgentWorking(query.state.data));

export const meQuery = (client: ServiceClient, subject: string) =>
  queryOptions({
    queryKey: meKeys.me(subject),
    queryFn: ({ signal }) => client.call(getMe, { signal }),
    // Unknown roles grant nothing and an unreadable company is never chosen: decided here, once.
    select: meView,
    staleTime: 60_000,
  });

export const agentStatusQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: companyKeys.status(customerId),
    queryFn: ({ signal }) => client.call(getAgentStatus, { customerId, signal }),
    refetchInterval: agentStatusRefetchInterval,
  });

/**
 * The files' ingest progress. It changes while the agent works, so it is asked again on the same
 * interval while the agent status (read by the caller) says the agent is working, and not at all while it is idle.
 */
export const ingestStatusQuery = (client: ServiceClient, customerId: string, agentWorking: boolean) =>
  queryOptions({
    queryKey: companyKeys.ingestStatus(customerId),
    queryFn: ({ signal }) => client.call(getIngestStatus, { customerId, signal }),
    refetchInterval: refreshWhileWorking(agentWorking),
  });

export const companyReads = { getMe: meQuery, getAgentStatus: agentStatusQuery, getIngestStatus: ingestStatusQuery };
