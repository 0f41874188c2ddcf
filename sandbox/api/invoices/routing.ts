import { InvoiceRoutingUpdate } from '../../../src/api/schemas/invoice-routing.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { personOf } from '../auth/person.ts';
import { holdsStepPermission, membersOf, type Member, type Step } from '../../invoices/deciders.ts';
import { replaceRouting, routingOf, type AbsenceRow, type RuleRow } from '../../invoices/routing-store.ts';

/**
 * GET and POST /invoices/routing (docs/decisions/0011): the company admin's rules of who checks and
 * approves which invoices, with a backup per step, and the absences during which the backup decides.
 *
 * A new routing is checked whole before anything changes, rule by rule in order: a rule naming the same
 * assignee for both steps → 422 `same_person`; a named person who is not a member holding the step's
 * permission → 422 `not_a_decider`; then absences: one ending before it starts → 422 `absence_dates`, one of a
 * person who decides nothing → 422 `not_a_decider`. Invoices already in circulation keep their deciders.
 */

function peopleByEmail(members: readonly Member[]): Map<string, Member> {
  return new Map(members.map((member) => [member.email.toLowerCase(), member]));
}

export const getInvoiceRouting: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const members = await membersOf(ctx.db, customer_id);
  const people = new Map(members.map((member) => [member.subject, member]));
  return { status: 200, body: await routingOf(ctx.db, customer_id, people) };
};

export const updateInvoiceRouting: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const update = inputOf(InvoiceRoutingUpdate, ctx.body);
  const person = personOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const members = await membersOf(tx, customer_id);
    const byEmail = peopleByEmail(members);
    const decider = (email: string, step: Step, where: string): string => {
      const member = byEmail.get(email.trim().toLowerCase());
      if (!member || !holdsStepPermission(member.roles, step)) {
        const permission = step === 'check' ? 'purchase_invoices or invoice_reviewer' : 'invoice_reviewer';
        throw new ApiError(422, 'not_a_decider', `${where}: ${email} is not a member of the company with the ${permission} permission. Nothing was changed.`);
      }
      return member.subject;
    };
    const rules: Omit<RuleRow, 'position'>[] = update.rules.map((rule, index) => {
      const where = `Rule ${index + 1}`;
      if (rule.check.assignee_email.trim().toLowerCase() === rule.approve.assignee_email.trim().toLowerCase()) {
        throw new ApiError(422, 'same_person', `${where} names ${rule.check.assignee_email} for both the check and the approval; one person never decides both steps. Nothing was changed.`);
      }
      return {
        supplier: rule.supplier?.trim() ?? null,
        amount_above_cents: rule.amount_above_cents,
        check_assignee: decider(rule.check.assignee_email, 'check', `${where}, check`),
        check_backup: rule.check.backup_email === null ? null : decider(rule.check.backup_email, 'check', `${where}, check backup`),
        approve_assignee: decider(rule.approve.assignee_email, 'approve', `${where}, approval`),
        approve_backup: rule.approve.backup_email === null ? null : decider(rule.approve.backup_email, 'approve', `${where}, approval backup`),
      };
    });
    const absences: AbsenceRow[] = update.absences.map((absence, index) => {
      if (absence.to < absence.from) {
        throw new ApiError(422, 'absence_dates', `Absence ${index + 1} ends (${absence.to}) before it starts (${absence.from}). Nothing was changed.`);
      }
      return { person: decider(absence.email, 'check', `Absence ${index + 1}`), from_date: absence.from, to_date: absence.to };
    });
    await replaceRouting(tx, customer_id, rules, absences, person, new Date());
    return { status: 200, body: await routingOf(tx, customer_id, new Map(members.map((member) => [member.subject, member]))) };
  });
};
