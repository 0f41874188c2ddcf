import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { CustomerId, Timestamp } from './common.ts';
import { Role } from './company.ts';
import { KNOWN_ROLES } from './roles.ts';

/**
 * The members of a company and the change log of their roles (docs/decisions/0017, spec §5: granting access is an act of
 * an interactive company admin). Shapes are the project's decision: the spec names the act, not its operations.
 */

/** The roles a request grants: the known ones only, each once, at least one (a member without a role is removed instead). */
export const GrantedRoles = z
  .array(z.enum(KNOWN_ROLES))
  .min(1, { message: 'must name at least one role; to take every role away, remove the member' })
  .max(KNOWN_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, { message: 'must not name a role twice' })
  .meta({
    id: 'GrantedRoles',
    description: `The roles a member is to hold: one or more of ${KNOWN_ROLES.join(', ')}, each once.`,
  });

/** An email address as an invitation takes it: the sandbox compares addresses without regard to case. */
export const MemberEmail = z
  .email({ message: 'must be an email address such as name@example.fi' })
  .max(254)
  .meta({ id: 'MemberEmail', description: 'An email address (at most 254 characters); compared without regard to case.' });

export const MemberState = openValues(['active', 'invited']).meta({
  id: 'MemberState',
  'x-assumption':
    'active: the person holds the roles now. invited: an invitation by email that takes effect the next time a person with that address is authenticated by the service (signs in, or sends their next request).',
});

export const Member = z
  .object({
    member_id: z
      .string()
      .describe('an active member: the person’s subject (the same as /me principal.subject); an invitation: its own id'),
    email: z.string(),
    name: z.string().nullable().describe('null for an invitation: the person is named once they sign in and join'),
    roles: z.array(Role),
    state: MemberState,
    added_at: Timestamp.describe('when the person became a member, or when the invitation was sent'),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof Member>;

export const MemberChangeKind = openValues(['invited', 'joined', 'roles_changed', 'removed']).meta({
  id: 'MemberChangeKind',
  'x-assumption':
    'invited: an admin invited an address; joined: the invited person signed in and became a member (by is that person); roles_changed: an admin changed the roles of a member or of an open invitation; removed: an admin removed a member or withdrew an invitation.',
});

export const MemberChange = z
  .object({
    at: Timestamp,
    by: z.object({ name: z.string(), email: z.string() }).describe('who made the change, as their session named them then'),
    member_email: z.string(),
    member_name: z.string().nullable(),
    kind: MemberChangeKind,
    roles_before: z.array(Role),
    roles_after: z.array(Role),
  })
  .meta({ id: 'MemberChange', description: 'One change of who may act in the company; the log is append-only.' });
export type MemberChange = z.infer<typeof MemberChange>;

export const MemberList = z
  .object({
    customer_id: CustomerId,
    members: rows(z.array(Member)),
    changes: rows(z.array(MemberChange)),
  })
  .meta({
    id: 'MemberList',
    description: 'Response of GET /members.',
    'x-assumption':
      'docs/decisions/0017: {customer_id, members: [active members by name, then open invitations oldest first], changes: [every change, newest first]}.',
  });
export type MemberList = z.infer<typeof MemberList>;

export const InviteMemberRequest = z
  .strictObject({ customer_id: CustomerId.optional(), email: MemberEmail, roles: GrantedRoles })
  .meta({ id: 'InviteMemberRequest' });
export type InviteMemberRequest = z.infer<typeof InviteMemberRequest>;

export const ChangeMemberRolesRequest = z
  .strictObject({ customer_id: CustomerId.optional(), roles: GrantedRoles })
  .meta({ id: 'ChangeMemberRolesRequest' });
export type ChangeMemberRolesRequest = z.infer<typeof ChangeMemberRolesRequest>;

export const MemberResult = z
  .object({ customer_id: CustomerId, member: Member })
  .meta({ id: 'MemberResult', description: 'The member (or invitation) as the change left it.' });
export type MemberResult = z.infer<typeof MemberResult>;

export const MemberRemoved = z
  .object({ customer_id: CustomerId, removed: Member })
  .meta({ id: 'MemberRemoved', description: 'The member (or invitation) as it was before it was removed.' });
export type MemberRemoved = z.infer<typeof MemberRemoved>;
