import { randomBytes } from 'node:crypto';
import { ChangeMemberRolesRequest, InviteMemberRequest, type Member } from '../../../src/api/schemas/members.ts';
import type { InteractivePrincipal } from '../auth/principal.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import { activeMemberByEmail, adminCount, changesOf, memberById, membersOf, openInvitationByEmail, recordChange, type ChangeByWhom, type StoredMember } from '../../members/store.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * Members and roles (docs/decisions/0017): who may act in the company, changed only by an interactive company admin
 * (spec §5 rule 2; the route table refuses keys and staff), every change appended to the company's log
 * with who made it and when, and never leaving the company without an admin.
 */

/** The route table lets only interactive admins through; this keeps the log's "by" honest should that ever change. */
function actingAdmin(ctx: HandlerContext): ChangeByWhom {
  const principal: InteractivePrincipal | undefined = ctx.principal.kind === 'interactive' ? ctx.principal : undefined;
  if (!principal) throw forbidden('interactive_session_required', 'API keys cannot grant access; sign in as a company admin.');
  return { subject: principal.subject, name: principal.name, email: principal.email };
}

const lastAdmin = () =>
  new ApiError(
    409,
    'last_admin',
    'This member is the company’s only admin: the company must keep an admin. Make another member admin first. Nothing was changed.',
  );

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

/** Refuses a change that takes the admin role from the company's last admin. */
async function keepAnAdmin(db: Queryable, customerId: string, stored: StoredMember, rolesAfter: readonly string[]): Promise<void> {
  if (stored.kind !== 'active' || !stored.member.roles.includes('admin') || rolesAfter.includes('admin')) return;
  if ((await adminCount(db, customerId)) <= 1) throw lastAdmin();
}

async function memberOrNotFound(db: Queryable, customerId: string, memberId: string): Promise<StoredMember> {
  const stored = await memberById(db, customerId, memberId);
  if (!stored) throw notFound('The company has no member or open invitation with this id.');
  return stored;
}

/** GET /members: the members, the open invitations and every change, newest first. */
export const listMembers: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  actingAdmin(ctx);
  return { status: 200, body: { customer_id, members: await membersOf(ctx.db, customer_id), changes: await changesOf(ctx.db, customer_id) } };
};

/**
 * POST /members/invitations: an open invitation of an address. It takes effect when a person with that
 * address is next authenticated (./invitations.ts), not before: the admin names an address, the identity
 * provider vouches for who holds it.
 */
export const inviteMember: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const by = actingAdmin(ctx);
  const { email, roles } = inputOf(InviteMemberRequest, ctx.body);
  const member = await ctx.db.transaction(async (tx) => {
    if (await activeMemberByEmail(tx, customer_id, email)) {
      throw new ApiError(409, 'already_member', 'email: this address is a member of the company already; change their roles instead.');
    }
    if (await openInvitationByEmail(tx, customer_id, email)) {
      throw new ApiError(409, 'already_invited', 'email: this address has an open invitation already; change its roles or withdraw it.');
    }
    const id = `invite_${randomBytes(10).toString('hex')}`;
    await tx.query('insert into member_invitations (id, customer_id, email, roles, invited_by) values ($1, $2, $3, $4, $5)', [
      id,
      customer_id,
      email,
      roles,
      by.subject,
    ]);
    const invited = await memberOrNotFound(tx, customer_id, id);
    await recordChange(tx, customer_id, by, { kind: 'invited', member: invited.member, rolesBefore: [], rolesAfter: roles });
    return invited.member;
  });
  return { status: 201, body: { customer_id, member } };
};

/** POST /members/{member_id}/roles: the roles replace the member's (or the invitation's); the same ones change nothing. */
export const changeMemberRoles: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const by = actingAdmin(ctx);
  const { roles } = inputOf(ChangeMemberRolesRequest, ctx.body);
  const memberId = ctx.params.member_id ?? '';
  const member = await ctx.db.transaction(async (tx): Promise<Member> => {
    const stored = await memberOrNotFound(tx, customer_id, memberId);
    if (sameRoles(stored.member.roles, roles)) return stored.member;
    await keepAnAdmin(tx, customer_id, stored, roles);
    if (stored.kind === 'active') {
      await tx.query('update memberships set roles = $3 where customer_id = $1 and subject = $2', [customer_id, stored.subject, roles]);
    } else {
      await tx.query('update member_invitations set roles = $3 where customer_id = $1 and id = $2', [customer_id, stored.id, roles]);
    }
    const changed = await memberOrNotFound(tx, customer_id, memberId);
    await recordChange(tx, customer_id, by, { kind: 'roles_changed', member: changed.member, rolesBefore: stored.member.roles, rolesAfter: roles });
    return changed.member;
  });
  return { status: 200, body: { customer_id, member } };
};

/** DELETE /members/{member_id}: the member holds no role in the company any more (an invitation is withdrawn). */
export const removeMember: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const by = actingAdmin(ctx);
  const memberId = ctx.params.member_id ?? '';
  const removed = await ctx.db.transaction(async (tx): Promise<Member> => {
    const stored = await memberOrNotFound(tx, customer_id, memberId);
    await keepAnAdmin(tx, customer_id, stored, []);
    if (stored.kind === 'active') {
      await tx.query('delete from memberships where customer_id = $1 and subject = $2', [customer_id, stored.subject]);
    } else {
      await tx.query('update member_invitations set withdrawn_at = now() where customer_id = $1 and id = $2', [customer_id, stored.id]);
    }
    await recordChange(tx, customer_id, by, { kind: 'removed', member: stored.member, rolesBefore: stored.member.roles, rolesAfter: [] });
    return stored.member;
  });
  return { status: 200, body: { customer_id, removed } };
};
