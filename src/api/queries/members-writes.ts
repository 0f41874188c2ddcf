import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { changeMemberRoles, inviteMember, removeMember } from '../operations/members.ts';
import type { InviteMemberRequest } from '../schemas/members.ts';
import type { KnownRole } from '../schemas/roles.ts';
import type { z } from '../zod.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { memberInvalidations } from './members.ts';

/** An invitation as sent; the company comes from the URL, never from the form. */
export type NewInvitation = Omit<z.output<typeof InviteMemberRequest>, 'customer_id'>;

/** A refused change (docs/decisions/0017): the members are read again, to show who holds which role now. */
const refreshAfterRefusal = (queryClient: QueryClient, customerId: string) => invalidate(queryClient, memberInvalidations.changeRefused(customerId));

export const inviteMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('members', customerId, inviteMember),
    mutationFn: (invitation: NewInvitation) => client.call(inviteMember, { customerId, body: invitation }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.inviteMember(customerId)),
  });

export const changeMemberRolesMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('members', customerId, changeMemberRoles),
    mutationFn: ({ memberId, roles }: { memberId: string; roles: KnownRole[] }) =>
      client.call(changeMemberRoles, { customerId, path: { member_id: memberId }, body: { roles } }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.changeMemberRoles(customerId)),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });

export const removeMemberMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('members', customerId, removeMember),
    mutationFn: (memberId: string) => client.call(removeMember, { customerId, path: { member_id: memberId } }),
    onSuccess: () => invalidate(queryClient, memberInvalidations.removeMember(customerId)),
    onError: () => refreshAfterRefusal(queryClient, customerId),
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const memberWrites = {
  inviteMember: inviteMemberMutation,
  changeMemberRoles: changeMemberRolesMutation,
  removeMember: removeMemberMutation,
};
