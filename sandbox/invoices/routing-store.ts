import type { InvoiceRouting } from '../../src/api/schemas/invoice-routing.ts';
import type { Queryable } from '../db/database.ts';
import type { Decider, Step } from './deciders.ts';

/** The company's routing rules and absences as stored (docs/decisions/0011), and the deciders they route an invoice to. */

export interface StepRoute {
  assignee: string | null;
  backup: string | null;
}

export interface RuleRow {
  position: number;
  supplier: string | null;
  amount_above_cents: number | null;
  check_assignee: string;
  check_backup: string | null;
  approve_assignee: string;
  approve_backup: string | null;
}

export interface AbsenceRow {
  person: string;
  from_date: string;
  to_date: string;
}

export async function rulesOf(db: Queryable, customerId: string): Promise<RuleRow[]> {
  return (
    await db.query<RuleRow>(
      `select position, supplier, amount_above_cents::float8 as amount_above_cents, check_assignee, check_backup, approve_assignee, approve_backup
       from invoice_routing_rules where customer_id = $1 order by position`,
      [customerId],
    )
  ).rows;
}

export async function absencesOf(db: Queryable, customerId: string): Promise<AbsenceRow[]> {
  return (
    await db.query<AbsenceRow>(
      `select person, from_date::text as from_date, to_date::text as to_date from invoice_absences where customer_id = $1 order by position`,
      [customerId],
    )
  ).rows;
}

/** Supplier names are compared as people read them: without case and surrounding spaces. */
export const sameSupplier = (a: string, b: string) => a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');

/**
 * The deciders of an invoice entering the circulation: the first rule whose supplier (if it names one) and
 * amount (a total strictly above `amount_above_cents`, if set) both fit; none fits → anyone with the permission.
 */
export function routeOf(rules: readonly RuleRow[], invoice: { supplier: string; total_cents: number }): Record<Step, StepRoute> {
  const rule = rules.find(
    (candidate) =>
      (candidate.supplier === null || sameSupplier(candidate.supplier, invoice.supplier)) &&
      (candidate.amount_above_cents === null || invoice.total_cents > candidate.amount_above_cents),
  );
  if (!rule) return { check: { assignee: null, backup: null }, approve: { assignee: null, backup: null } };
  return {
    check: { assignee: rule.check_assignee, backup: rule.check_backup },
    approve: { assignee: rule.approve_assignee, backup: rule.approve_backup },
  };
}

export type Acting = 'assignee' | 'backup' | 'anyone';

/** Who decides a routed step today (Europe/Helsinki): the backup while the assignee has an absence covering today. */
export function actingOf(route: StepRoute, absences: readonly AbsenceRow[], today: string): Acting {
  if (route.assignee === null) return 'anyone';
  const away = absences.some((absence) => absence.person === route.assignee && absence.from_date <= today && today <= absence.to_date);
  return away && route.backup !== null ? 'backup' : 'assignee';
}

/** The routing as answered; people are named by email, as the admin names them. */
export async function routingOf(db: Queryable, customerId: string, people: ReadonlyMap<string, Decider>): Promise<InvoiceRouting> {
  const updated = (
    await db.query<{ updated_by_name: string; updated_by_email: string; updated_at: Date }>(
      'select updated_by_name, updated_by_email, updated_at from invoice_routings where customer_id = $1',
      [customerId],
    )
  ).rows[0];
  const emailOf = (subject: string) => people.get(subject)?.email ?? subject;
  const emailOrNull = (subject: string | null) => (subject === null ? null : emailOf(subject));
  return {
    customer_id: customerId,
    rules: (await rulesOf(db, customerId)).map((rule) => ({
      id: `rule_${rule.position}`,
      supplier: rule.supplier,
      amount_above_cents: rule.amount_above_cents,
      check: { assignee_email: emailOf(rule.check_assignee), backup_email: emailOrNull(rule.check_backup) },
      approve: { assignee_email: emailOf(rule.approve_assignee), backup_email: emailOrNull(rule.approve_backup) },
    })),
    absences: (await absencesOf(db, customerId)).map((absence) => ({ email: emailOf(absence.person), from: absence.from_date, to: absence.to_date })),
    updated: updated ? { name: updated.updated_by_name, email: updated.updated_by_email, at: updated.updated_at.toISOString() } : null,
  };
}

/** Replaces the company's whole routing, recording who did it; the rules come already checked. */
export async function replaceRouting(
  db: Queryable,
  customerId: string,
  rules: readonly Omit<RuleRow, 'position'>[],
  absences: readonly AbsenceRow[],
  by: { name: string; email: string },
  at: Date,
): Promise<void> {
  await db.query(
    `insert into invoice_routings (customer_id, updated_by_name, updated_by_email, updated_at) values ($1, $2, $3, $4)
     on conflict (customer_id) do update set updated_by_name = $2, updated_by_email = $3, updated_at = $4`,
    [customerId, by.name, by.email, at],
  );
  await db.query('delete from invoice_routing_rules where customer_id = $1', [customerId]);
  await db.query('delete from invoice_absences where customer_id = $1', [customerId]);
  for (const [index, rule] of rules.entries()) {
    await db.query(
      `insert into invoice_routing_rules (customer_id, position, supplier, amount_above_cents, check_assignee, check_backup, approve_assignee, approve_backup)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [customerId, index + 1, rule.supplier, rule.amount_above_cents, rule.check_assignee, rule.check_backup, rule.approve_assignee, rule.approve_backup],
    );
  }
  for (const [index, absence] of absences.entries()) {
    await db.query('insert into invoice_absences (customer_id, position, person, from_date, to_date) values ($1, $2, $3, $4, $5)', [
      customerId,
      index + 1,
      absence.person,
      absence.from_date,
      absence.to_date,
    ]);
  }
}
