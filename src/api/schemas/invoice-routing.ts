import { z } from '../zod.ts';
import { rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, Timestamp, freeText } from './common.ts';
import { assumption } from './invoice-circulation.ts';

// --- Routing rules (by the company admin) -----------------------------------------------------------

const email = freeText({ min: 3, max: 254 });

const StepRoute = z.object({ assignee_email: email, backup_email: email.nullable() });

export const RoutingRule = z
  .object({
    id: z.string(),
    supplier: z.string().nullable().describe('applies to this supplier only (compared without case); null: any supplier'),
    amount_above_cents: Cents.nullable().describe('applies to invoices whose total is above this; null: any amount'),
    check: StepRoute.describe('who does the factual check, and their backup'),
    approve: StepRoute.describe('who approves, and their backup'),
  })
  .meta({
    id: 'InvoiceRoutingRule',
    description:
      'The first rule (in order) whose supplier and amount both fit an invoice names its deciders; an invoice no rule fits may be decided by anyone with the step’s permission. A rule’s check and approval never name the same assignee.',
  });
export type RoutingRule = z.infer<typeof RoutingRule>;

export const Absence = z
  .object({ email: z.string(), from: IsoDate, to: IsoDate })
  .meta({ id: 'InvoiceRoutingAbsence', description: 'A person away from `from` to `to` inclusive: their backup decides their steps meanwhile.' });

export const InvoiceRouting = z
  .object({
    customer_id: CustomerId,
    rules: rows(z.array(RoutingRule)),
    absences: rows(z.array(Absence)),
    updated: z.object({ name: z.string(), email: z.string(), at: Timestamp }).nullable(),
  })
  .meta({ id: 'InvoiceRouting', 'x-assumption': `${assumption} GET and POST /invoices/routing.` });
export type InvoiceRouting = z.infer<typeof InvoiceRouting>;

export const InvoiceRoutingUpdate = z
  .strictObject({
    customer_id: CustomerId.optional(),
    rules: z
      .array(
        z.strictObject({
          supplier: freeText({ min: 1, max: 200, prose: true }).nullable(),
          amount_above_cents: Cents.nullable(),
          check: z.strictObject({ assignee_email: email, backup_email: email.nullable() }),
          approve: z.strictObject({ assignee_email: email, backup_email: email.nullable() }),
        }),
      )
      .max(50),
    absences: z.array(z.strictObject({ email, from: IsoDate, to: IsoDate })).max(50),
  })
  .meta({
    id: 'InvoiceRoutingUpdate',
    'x-assumption': `${assumption} Replaces the whole routing. 422 \`not_a_decider\` when a named person lacks the step’s permission (check: purchase_invoices or invoice_reviewer; approval: invoice_reviewer), \`same_person\` when a rule’s check and approval name the same assignee, \`absence_dates\` when an absence ends before it starts.`,
  });
export type InvoiceRoutingUpdate = z.infer<typeof InvoiceRoutingUpdate>;
