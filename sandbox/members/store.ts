import type { Member, MemberChange } from '../../src/api/schemas/members.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import type { Queryable } from '../db/database.ts';

type ChangeKind = 'invited' | 'joined' | 'roles_changed' | 'removed';

interface ActiveRow {
  subject: string;
  email: string;
  name: string;
  roles: CompanyRole[];
  added_at: Date;
}

interface InvitationRow {
  id: string;
  email: string;
  name: string | null;
  roles: CompanyRole[];
  invited_at: Date;
}

interface ChangeRow {
  at: Date;
  by_name: string;
  by_email: string;
  member_email: string;
  member_name: string | null;
  kind: ChangeKind;
  roles_before: CompanyRole[];
  roles_after: CompanyRole[];
}

/** A member as the service speaks of it, and where it lives: a membership (by subject) or an open invitation (by id). */
export type StoredMember = { kind: 'active'; subject: string; member: Member } | { kind: 'invited'; id: string; member: Member };

// A person whose account was closed (people.removed_at) can no longer sign in: not a member who can act.
const ACTIVE_COLUMNS = `p.subject, p.email, p.name, m.roles, m.added_at
  from memberships m join people p on p.subject = m.subject
  where m.customer_id = $1 and p.removed_at is null`;

// An invitation has no name: who holds the address is the identity provider's to say, when they sign in. Naming
// them here would tell an admin of one company who, among every company's people, has an address.
const INVITATION_COLUMNS = `i.id, i.email, null::text as name, i.roles, i.invited_at
  from member_invitations i
  where i.customer_id = $1 and i.accepted_at is null and i.withdrawn_at is null`;

const activeOf = (row: ActiveRow): StoredMember => ({
  kind: 'active',
  subject: row.subject,
  member: { member_id: row.subject, email: row.email, name: row.name, roles: row.roles, state: 'active', added_at: row.added_at.toISOString() },
});

const invitedOf = (row: InvitationRow): StoredMember => ({
  kind: 'invited',
  id: row.id,
  member: { member_id: row.id, email: row.email, name: row.name, roles: row.roles, state: 'invited', added_at: row.invited_at.toISOString() },
});

/** Active members by name, then open invitations oldest first. */
export async function membersOf(db: Queryable, customerId: string): Promise<Member[]> {
  const active = await db.query<ActiveRow>(`select ${ACTIVE_COLUMNS} order by p.name, p.subject`, [customerId]);
  const invited = await db.query<InvitationRow>(`select ${INVITATION_COLUMNS} order by i.invited_at, i.id`, [customerId]);
  return [...active.rows.map((row) => activeOf(row).member), ...invited.rows.map((row) => invitedOf(row).member)];
}

/** One member of the company by its member_id; undefined for another company's, a removed one or an unknown id. */
export async function memberById(db: Queryable, customerId: string, memberId: string): Promise<StoredMember | undefined> {
  const invitation = (await db.query<InvitationRow>(`select ${INVITATION_COLUMNS} and i.id = $2`, [customerId, memberId])).rows[0];
  if (invitation) return invitedOf(invitation);
  const active = (await db.query<ActiveRow>(`select ${ACTIVE_COLUMNS} and m.subject = $2`, [customerId, memberId])).rows[0];
  return active ? activeOf(active) : undefined;
}

/** The active member with this address (any case), if there is one. */
export async function activeMemberByEmail(db: Queryable, customerId: string, email: string): Promise<StoredMember | undefined> {
  const row = (await db.query<ActiveRow>(`select ${ACTIVE_COLUMNS} and lower(p.email) = lower($2)`, [customerId, email])).rows[0];
  return row ? activeOf(row) : undefined;
}

/** The open invitation of this address (any case), if there is one. */
export async function openInvitationByEmail(db: Queryable, customerId: string, email: string): Promise<StoredMember | undefined> {
  const row = (await db.query<InvitationRow>(`select ${INVITATION_COLUMNS} and lower(i.email) = lower($2)`, [customerId, email])).rows[0];
  return row ? invitedOf(row) : undefined;
}

/** How many members who can sign in hold the admin role in the company. */
export async function adminCount(db: Queryable, customerId: string): Promise<number> {
  const row = (
    await db.query<{ admins: number }>(`select count(*)::int as admins from memberships m join people p on p.subject = m.subject
       where m.customer_id = $1 and p.removed_at is null and 'admin' = any (m.roles)`, [customerId])
  ).rows[0];
  return row?.admins ?? 0;
}

export interface ChangeByWhom {
  subject: string;
  name: string;
  email: string;
}

/** Appends one change to the company's log (the table refuses every update and delete). */
export async function recordChange(
  db: Queryable,
  customerId: string,
  by: ChangeByWhom,
  change: { kind: ChangeKind; member: Pick<Member, 'email' | 'name'>; rolesBefore: readonly string[]; rolesAfter: readonly string[] },
): Promise<void> {
  await db.query(
    `insert into member_changes (customer_id, by_subject, by_name, by_email, member_email, member_name, kind, roles_before, roles_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [customerId, by.subject, by.name, by.email, change.member.email, change.member.name, change.kind, change.rolesBefore, change.rolesAfter],
  );
}

/** Every change of the company, newest first. */
export async function changesOf(db: Queryable, customerId: string): Promise<MemberChange[]> {
  const rows = await db.query<ChangeRow>(
    `select at, by_name, by_email, member_email, member_name, kind, roles_before, roles_after
       from member_changes where customer_id = $1 order by at desc, id desc`,
    [customerId],
  );
  return rows.rows.map((row) => ({
    at: row.at.toISOString(),
    by: { name: row.by_name, email: row.by_email },
    member_email: row.member_email,
    member_name: row.member_name,
    kind: row.kind,
    roles_before: row.roles_before,
    roles_after: row.roles_after,
  }));
}
