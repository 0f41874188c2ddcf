import type { STEP_KINDS } from '../../src/api/schemas/invoice-circulation.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Who may decide which step of an invoice (spec §5 rule 3, docs/decisions/0011): the factual check
 * by `purchase_invoices` or `invoice_reviewer`, the approval by `invoice_reviewer` only.
 */

export type Step = (typeof STEP_KINDS)[number];

/** A person as the circulation names them; `subject` stays inside the sandbox. */
export interface Decider {
  subject: string;
  name: string;
  email: string;
}

const STEP_ROLES: Record<Step, readonly CompanyRole[]> = {
  check: ['purchase_invoices', 'invoice_reviewer'],
  approve: ['invoice_reviewer'],
};

export function holdsStepPermission(roles: readonly CompanyRole[], step: Step): boolean {
  return roles.some((role) => STEP_ROLES[step].includes(role));
}

/** Said in a 403 so that a person learns which permission the step needs. */
export function stepPermissionText(step: Step): string {
  return step === 'check'
    ? 'The factual check needs the purchase_invoices or invoice_reviewer permission in this company.'
    : 'The approval needs the invoice_reviewer permission in this company.';
}

export interface Member extends Decider {
  roles: CompanyRole[];
}

/** The company's current members (people who have left hold no role anywhere). */
export async function membersOf(db: Queryable, customerId: string): Promise<Member[]> {
  return (
    await db.query<Member>(
      `select p.subject, p.name, p.email, m.roles from memberships m join people p on p.subject = m.subject
       where m.customer_id = $1 and p.removed_at is null order by p.name, p.subject`,
      [customerId],
    )
  ).rows;
}

/** People by subject, for naming the deciders a circulation stores. */
export async function peopleBySubject(db: Queryable, subjects: readonly (string | null)[]): Promise<Map<string, Decider>> {
  const wanted = [...new Set(subjects.filter((subject): subject is string => subject !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await db.query<Decider>('select subject, name, email from people where subject = any ($1)', [wanted])).rows;
  return new Map(rows.map((row) => [row.subject, row]));
}
