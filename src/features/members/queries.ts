import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { changeMemberRoles, inviteMember, removeMember } from '../../api/operations/members.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import { memberInvalidations, memberKeys } from '../../api/queries/members.ts';
import { InviteMemberRequest } from '../../api/schemas/members.ts';
import type { KnownRole } from '../../api/schemas/roles.ts';
import type { z } from '../../api/zod.ts';

export { membersQuery } from '../../api/queries/members.ts';

/** What the invite form sends; the company comes from the URL, never from the form. */
export const NewInvitation = InviteMemberRequest.omit({ customer_id: true });
export type NewInvitation = z.output<typeof NewInvitation>;

const refreshAfterRefusal = (queryClient: QueryClient, customerId: string) => invalidate(queryClient, memberInvalidations.changeRefused(customerId));

export const inviteMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'invite'],
    mutationFn: (invitation: NewInvitation) => client.call(inviteMember, { customerId, body: invitation }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.inviteMember(customerId)),
  });

export const changeRolesMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'roles'],
    mutationFn: ({ memberId, roles }: { memberId: string; roles: KnownRole[] }) =>
      client.call(changeMemberRoles, { customerId, path: { member_id: memberId }, body: { roles } }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.changeMemberRoles(customerId)),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });

export const removeMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...memberKeys.all(customerId), 'remove'],
    mutationFn: (memberId: string) => client.call(removeMember, { customerId, path: { member_id: memberId } }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.removeMember(customerId)),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });
