import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listMembers } from '../operations/members.ts';
import { meKeys } from './company.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const memberKeys = {
  all: (customerId: string) => areaKey('members', customerId),
  list: (customerId: string) => readKey('members', customerId, 'listMembers'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const memberInvalidations = {
  // and /me, whose roles may be the person's own: the navigation and every area's guard read them
  inviteMember: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
  changeMemberRoles: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
  removeMember: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
  // a refused change (someone else changed the members meanwhile, say): the list as it is now
  changeRefused: (customerId: string): Stale => [{ queryKey: memberKeys.list(customerId) }],
};

export const membersQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: memberKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listMembers, { customerId, signal }),
  });

export const memberReads = { listMembers: membersQuery };
