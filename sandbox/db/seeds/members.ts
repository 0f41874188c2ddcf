import type { Transaction } from '@electric-sql/pglite';
import { AURORA } from '../../idp/demo-people.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Members and roles (docs/decisions/0017): when each demo person became a member (else the moment of seeding), and the
 * log's history of Aurora's purchase-bill handler, whom the admin invited and who then joined, so that the
 * change log has a past to show on a fresh sandbox. The moments are events, written as of the seed's authored
 * day and moved by whole days to the seeding day (docs/decisions/0001-seed-lives-in-the-present.md).
 */
const JOINED: Readonly<Record<string, string>> = {
  person_admin: '2024-01-15T09:00:00+02:00',
  person_approver: '2024-03-04T10:30:00+02:00',
  person_operator: '2025-02-10T08:15:00+02:00',
  person_claimant: '2025-08-18T12:00:00+03:00',
  person_bills: '2026-09-02T08:05:00+03:00',
  person_reviewer: '2025-05-12T09:00:00+03:00',
};

/** When the admin invited Laura Hämäläinen, and when she joined (her membership's start in `JOINED`). */
const INVITED_BILLS = '2026-09-01T14:20:00+03:00';

export const seedMembers: SeedStep = async (tx: Transaction, clock) => {
  for (const [subject, at] of Object.entries(JOINED)) {
    await tx.query('update memberships set added_at = $2 where subject = $1', [subject, clock.instant(at)]);
  }
  const invited = clock.instant(INVITED_BILLS);
  const joined = clock.instant(JOINED.person_bills ?? '');
  await tx.query(
    `insert into member_invitations (id, customer_id, email, roles, invited_at, invited_by, accepted_at, accepted_by)
     values ('invite_seed_bills', $1, 'bills@aurora.example', '{purchase_invoices}', $2, 'person_admin', $3, 'person_bills')`,
    [AURORA.customer_id, invited, joined],
  );
  await tx.query(
    `insert into member_changes (customer_id, at, by_subject, by_name, by_email, member_email, member_name, kind, roles_before, roles_after) values
     ($1, $2, 'person_admin', 'Anna Virtanen', 'admin@aurora.example', 'bills@aurora.example', 'Laura Hämäläinen', 'invited', '{}', '{purchase_invoices}'),
     ($1, $3, 'person_bills', 'Laura Hämäläinen', 'bills@aurora.example', 'bills@aurora.example', 'Laura Hämäläinen', 'joined', '{}', '{purchase_invoices}')`,
    [AURORA.customer_id, invited, joined],
  );
};
