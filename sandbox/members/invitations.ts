import type { Database } from '../db/database.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import { recordChange } from './store.ts';

interface OpenInvitation {
  id: string;
  customer_id: string;
  email: string;
  roles: CompanyRole[];
}

/**
 * Makes the open invitations of a person's address memberships, as the service authenticates them (their
 * sign-in's first request, or the next request of a session they already have): the identity provider has
 * vouched for the address, so the person becomes a member with the invited roles, and the log records that
 * they joined. A membership they already hold keeps its roles and gains the invited ones.
 */
export async function acceptInvitations(db: Database, person: { subject: string; email: string; name: string }): Promise<void> {
  // The one read every authenticated request pays: cheap, by an index of the open invitations' addresses.
  const open = await db.query<{ id: string }>(
    'select id from member_invitations where lower(email) = lower($1) and accepted_at is null and withdrawn_at is null limit 1',
    [person.email],
  );
  if (open.rows.length === 0) return;
  await db.transaction(async (tx) => {
    const accepted = await tx.query<OpenInvitation>(
      `update member_invitations set accepted_at = now(), accepted_by = $2
        where lower(email) = lower($1) and accepted_at is null and withdrawn_at is null
        returning id, customer_id, email, roles`,
      [person.email, person.subject],
    );
    for (const invitation of accepted.rows) {
      const before = (
        await tx.query<{ roles: CompanyRole[] }>('select roles from memberships where subject = $1 and customer_id = $2', [person.subject, invitation.customer_id])
      ).rows[0]?.roles ?? [];
      const after = [...new Set([...before, ...invitation.roles])];
      await tx.query(
        `insert into memberships (subject, customer_id, roles) values ($1, $2, $3)
         on conflict (subject, customer_id) do update set roles = excluded.roles`,
        [person.subject, invitation.customer_id, after],
      );
      await recordChange(tx, invitation.customer_id, person, {
        kind: 'joined',
        member: person,
        rolesBefore: before,
        rolesAfter: after,
      });
    }
  });
}
