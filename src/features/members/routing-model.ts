import type { Path } from 'react-hook-form';
import { readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import { InvoiceRoutingUpdate, type InvoiceRouting } from '../../api/schemas/invoice-routing.ts';
import type { Member } from '../../api/schemas/members.ts';
import { z } from '../../api/zod.ts';

/** The people who may decide a step (the operation's assumption): the check by either purchase-invoice role, the approval by a reviewer. */
export function deciders(members: readonly (Read<Member> | UnreadableItem)[], step: 'check' | 'approve'): Read<Member>[] {
  const roles = step === 'check' ? ['purchase_invoices', 'invoice_reviewer'] : ['invoice_reviewer'];
  return readableItems(members).filter((member) => member.state === 'active' && member.roles.some((role) => roles.includes(role)));
}

/**
 * An amount in euros as typed (`1000`, `1 000`, `1000,50`) → integer cents, moving digits rather than
 * multiplying floats; empty → null (any amount); anything else → undefined.
 */
export function centsOfEuros(text: string): number | null | undefined {
  const typed = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (typed === '') return null;
  const match = /^(\d{1,9})(?:[,.](\d{1,2}))?$/.exec(typed);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows them: whole euros without decimals, others with two. */
export function eurosOfCents(cents: number | null): string {
  if (cents === null) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/** The messages the form's checks leave at a field: keys of the area's `routing.errors` texts. */
export const ROUTING_ERRORS = ['assigneeRequired', 'samePerson', 'backupIsAssignee', 'amount', 'supplier', 'personRequired', 'dateRequired', 'absenceDates'] as const;
export type RoutingError = (typeof ROUTING_ERRORS)[number];

const stepFields = z
  .object({ assignee_email: z.string().min(1, { message: 'assigneeRequired' }), backup_email: z.string() })
  .superRefine((step, context) => {
    if (step.backup_email !== '' && step.backup_email === step.assignee_email) context.addIssue({ code: 'custom', path: ['backup_email'], message: 'backupIsAssignee' });
  })
  .transform((step) => ({ assignee_email: step.assignee_email, backup_email: step.backup_email === '' ? null : step.backup_email }));

const ruleFields = z
  .object({
    supplier: z.string().max(200, { message: 'supplier' }),
    amount_above: z.string(),
    check: stepFields,
    approve: stepFields,
  })
  .superRefine((rule, context) => {
    if (centsOfEuros(rule.amount_above) === undefined) context.addIssue({ code: 'custom', path: ['amount_above'], message: 'amount' });
    if (rule.check.assignee_email !== '' && rule.check.assignee_email === rule.approve.assignee_email) {
      context.addIssue({ code: 'custom', path: ['approve', 'assignee_email'], message: 'samePerson' });
    }
  })
  .transform((rule) => ({
    supplier: rule.supplier.trim() === '' ? null : rule.supplier.trim(),
    amount_above_cents: centsOfEuros(rule.amount_above) ?? null,
    check: rule.check,
    approve: rule.approve,
  }));

const absenceFields = z
  .object({
    email: z.string().min(1, { message: 'personRequired' }),
    from: z.string().min(1, { message: 'dateRequired' }),
    to: z.string().min(1, { message: 'dateRequired' }),
  })
  .superRefine((absence, context) => {
    if (absence.from !== '' && absence.to !== '' && absence.to < absence.from) context.addIssue({ code: 'custom', path: ['to'], message: 'absenceDates' });
  });

/**
 * The routing form's values, checked with the form's own words first (a rule naming one person for both
 * steps, an absence ending before it starts) and then with the contract's `InvoiceRoutingUpdate` itself.
 */
export const RoutingFields = z
  .object({ rules: z.array(ruleFields), absences: z.array(absenceFields) })
  .pipe(InvoiceRoutingUpdate.omit({ customer_id: true }));
export type RoutingInput = z.input<typeof RoutingFields>;
export type RoutingOutput = z.output<typeof RoutingFields>;
export type RuleInput = RoutingInput['rules'][number];

export const NEW_RULE: RuleInput = {
  supplier: '',
  amount_above: '',
  check: { assignee_email: '', backup_email: '' },
  approve: { assignee_email: '', backup_email: '' },
};

/** The routing as the form starts from it: the rules and absences the service holds now. */
export function inputOf(routing: Read<InvoiceRouting>): RoutingInput {
  return {
    rules: readableItems(routing.rules).map((rule) => ({
      supplier: rule.supplier ?? '',
      amount_above: eurosOfCents(rule.amount_above_cents),
      check: { assignee_email: rule.check.assignee_email, backup_email: rule.check.backup_email ?? '' },
      approve: { assignee_email: rule.approve.assignee_email, backup_email: rule.approve.backup_email ?? '' },
    })),
    absences: readableItems(routing.absences).map((absence) => ({ email: absence.email, from: absence.from, to: absence.to })),
  };
}

/**
 * The field a refusal of the service is about (`same_person`, `not_a_decider`, `absence_dates`): the
 * sandbox names the rule or absence by its number and the step in its detail ("Rule 2, approval backup: …").
 */
export function refusedFieldOf(code: string, detail: string): Path<RoutingInput> | undefined {
  const rule = /Rule (\d+)(?:, (check|approval)( backup)?)?/.exec(detail);
  const absence = /Absence (\d+)/.exec(detail);
  if (rule) {
    const index = Number(rule[1]) - 1;
    if (code === 'same_person') return `rules.${index}.approve.assignee_email`;
    const step = rule[2] === 'approval' ? 'approve' : 'check';
    const person = rule[3] ? 'backup_email' : 'assignee_email';
    return `rules.${index}.${step}.${person}`;
  }
  if (absence) return `absences.${Number(absence[1]) - 1}.${code === 'absence_dates' ? 'to' : 'email'}`;
  return undefined;
}
