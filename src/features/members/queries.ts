import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { changeMemberRoles, inviteMember, listMembers, removeMember } from '../../api/operations/members.ts';
import { InviteMemberRequest } from '../../api/schemas/members.ts';
import type { KnownRole } from '../../api/schemas/roles.ts';
import type { z } from '../../api/zod.ts';

/** Query keys of the members area: everything under the company, so two companies never share an entry. */
export const memberKeys = {
  all: (customerId: string) => ['members', customerId] as const,
  list: (customerId: string) => ['members', customerId, 'list'] as const,
};

/**
 * /me's entries (features/company's `companyKeys.me`, keyed by the person): a change of roles may be the
 * person's own, and the navigation and every area's guard read their roles from /me.
 */
const ME_KEY = ['me'] as const;

/** What the invite form sends; the company comes from the URL, never from the form. */
export const NewInvitation = InviteMemberRequest.omit({ customer_id: true });
export type NewInvitation = z.output<typeof NewInvitation>;

export const membersQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: memberKeys.list(customerId),
    queryFn: ({ signal }) => client.call(listMembers, { customerId, signal }),
  });

/** After a refused change (someone else changed the members meanwhile, say): the list as it is now. */
const refreshAfterRefusal = (queryClient: QueryClient, customerId: string) => queryClient.invalidateQueries({ queryKey: memberKeys.list(customerId) });

/** After any change: the list and its log read again, and /me, whose roles may be the person's own. */
const refreshAfterChange = (queryClient: QueryClient, customerId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.all(customerId) }), queryClient.invalidateQueries({ queryKey: ME_KEY })]);

export const inviteMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'invite'],
    mutationFn: (invitation: NewInvitation) => client.call(inviteMember, { customerId, body: invitation }),
    onSuccess: () => refreshAfterChange(queryClient, customerId),
  });

export const changeRolesMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'roles'],
    mutationFn: ({ memberId, roles }: { memberId: string; roles: KnownRole[] }) =>
      client.call(changeMemberRoles, { customerId, path: { member_id: memberId }, body: { roles } }),
    onSuccess: () => refreshAfterChange(queryClient, customerId),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });

export const removeMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'remove'],
    mutationFn: (memberId: string) => client.call(removeMember, { customerId, path: { member_id: memberId } }),
    onSuccess: () => refreshAfterChange(queryClient, customerId),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });
