import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listMembers } from '../operations/members.ts';
import { memberKeys } from './keys.ts';

export const membersQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: memberKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listMembers, { customerId, signal }),
  });

export const memberReads = { listMembers: membersQuery };
