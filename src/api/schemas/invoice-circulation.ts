import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { addDays } from './calendar.ts';
import { Cents, CustomerId, IsoDate, Timestamp, freeText } from './common.ts';
import { Iban } from './finnish-identifiers.ts';

// --- Invoice circulation (spec §4.10 invoice decisions, §5 rules 2–3; docs/decisions/0011, 0010,
// 0012) ------------------------------------------------------------------------------------------------
//
// `/invoices/{invoice_id}` names a purchase bill (the same id as `/purchase-bills/{bill_id}`) or an expense
// claim in its circulation: a factual check (asiatarkastus), then an approval (hyväksyntä), each decided
// by one named person. Nothing is paid before the last approval.

const assumption = 'docs/decisions/0011; the spec shows no shapes of invoice decisions.';

export const INVOICE_KINDS = ['purchase_bill', 'expense_claim'] as const;
export const InvoiceKind = openValues(INVOICE_KINDS).meta({
  id: 'InvoiceKind',
  description: '`purchase_bill`: a supplier’s bill; `expense_claim`: a member’s claim for a purchase paid out of pocket.',
  'x-assumption': assumption,
});

export const CIRCULATION_STATES = [
  'waiting_for_check',
  'waiting_for_approval',
  'returned',
  'returned_to_firm',
  'awaiting_clarification',
  'approved',
  'paid',
  'unpaid_cancelled',
] as const;
export const CirculationState = openValues(CIRCULATION_STATES).meta({
  id: 'CirculationState',
  description:
    '`waiting_for_check`: the factual check is next; `waiting_for_approval`: checked, the approval is next; `returned`: returned to the claimant (an expense claim) to be corrected; `returned_to_firm`: returned to the accounting firm, which corrects the bill and sends it back to the check; `awaiting_clarification`: the firm’s review asks the company for a clarification to attach to the original; `approved`: the last approval is done and the payment waits in a batch; `paid`: the bank took the payment; `unpaid_cancelled`: its held payment was cancelled; back with the accounting firm.',
  'x-assumption': `${assumption} Read tolerantly by the portal.`,
});

export const STEP_KINDS = ['check', 'approve'] as const;
export const StepKind = openValues(STEP_KINDS).meta({
  id: 'CirculationStepKind',
  description: '`check`: the factual check (purchase_invoices or invoice_reviewer); `approve`: the approval (invoice_reviewer).',
});

export const Person = z
  .object({ name: z.string(), email: z.string() })
  .meta({ id: 'CirculationPerson', description: 'A member of the company, by name and email.' });
export type Person = z.infer<typeof Person>;

export const DECISIONS = ['approved', 'returned'] as const;

export const StepDecision = z
  .object({
    decision: openValues(DECISIONS),
    name: z.string(),
    email: z.string(),
    at: Timestamp,
    comment: z.string().describe('the comment of an approval ("" for none), the reason of a return'),
  })
  .meta({ id: 'CirculationStepDecision', description: 'Who decided the step, how, when, and their comment.' });

export const CirculationStep = z
  .object({
    kind: StepKind,
    assignee: Person.nullable().describe('who decides the step by the routing rules; null: anyone with the step’s permission'),
    backup: Person.nullable().describe('who decides in the assignee’s place while they are away; null when the rule names none'),
    acting: openValues(['assignee', 'backup', 'anyone'] as const)
      .default('assignee')
      .describe('who may decide the step now: `backup` while the assignee is away'),
    decided: StepDecision.nullable(),
  })
  .meta({ id: 'CirculationStep' });
export type CirculationStep = z.infer<typeof CirculationStep>;

export const HISTORY_EVENTS = ['submitted', 'approved', 'returned', 'resubmitted', 'clarified', 'paid', 'held', 'unheld', 'cancelled'] as const;

export const CirculationEvent = z
  .object({
    event: openValues(HISTORY_EVENTS),
    step: StepKind.nullable(),
    name: z.string(),
    email: z.string(),
    at: Timestamp,
    comment: z.string(),
  })
  .meta({
    id: 'CirculationEvent',
    description:
      'One event of the circulation, oldest first, never changed afterwards: sent to circulation, a step approved or returned (with the reason), sent back by the firm, a clarification added, paid, held back, released back into its batch (`unheld`), its payment cancelled (`cancelled`).',
  });

export const Circulation = z
  .object({
    state: CirculationState,
    revision: z
      .string()
      .describe(
        'what the person decides on: changes whenever the bill (its revision), the firm’s review (its digest) or the circulation changes. A decision carries the revision it was made on; another one answers 409 `invoice_changed`.',
      ),
    steps: rows(z.array(CirculationStep)),
    duplicate_of: z
      .string()
      .nullable()
      .describe(
        'a possible duplicate, approved only with `duplicate_checked`: for a bill, an earlier bill of the company with the same supplier, number and total, or the same original (SHA-256); for a claim, an earlier claim of the company (not returned) with one of its receipts (the same document or the same SHA-256), or the claim itself when a receipt is in it twice; null when none',
      ),
    next: z
      .object({ step: StepKind, people: z.array(Person) })
      .nullable()
      .default(null)
      .describe('who acts next; null once approved, and while the firm or the claimant has it'),
    history: rows(z.array(CirculationEvent)).default([]),
  })
  .meta({ id: 'Circulation', 'x-assumption': assumption });
export type Circulation = z.infer<typeof Circulation>;

export const InvoicePayment = z
  .object({
    batch_id: z.string(),
    payment_id: z.string(),
    status: z.string().describe('the batch’s status (`awaiting_release`, `delivering`, `delivered`, `failed`), or `held`, or `cancelled`'),
    paid_at: Timestamp.nullable(),
    held: z
      .object({ name: z.string(), email: z.string(), at: Timestamp, reason: z.string() })
      .nullable()
      .optional()
      .describe('who held it back, when and why'),
    cancelled: z
      .object({ name: z.string(), email: z.string(), at: Timestamp, reason: z.string() })
      .nullable()
      .optional()
      .describe('who cancelled it, when and why'),
    carried_from: z
      .string()
      .nullable()
      .optional()
      .describe('its batch carries on the held payments of this released batch'),
  })
  .meta({
    id: 'InvoicePayment',
    description: 'Where the approved invoice is paid: its batch and payment.',
    'x-assumption': 'Additive (docs/decisions/0004-held-payments.md): `held`, `cancelled`, `carried_from`.',
  });

export const Clarification = z
  .object({
    requested: z.string().describe('what the firm’s review asks to be attached to the original'),
    answers: rows(
      z.array(
        z.object({
          id: z.string(),
          note: z.string(),
          document_ids: z.array(z.string()),
          name: z.string(),
          email: z.string(),
          at: Timestamp,
        }),
      ),
    ),
  })
  .meta({ id: 'Clarification', description: 'The firm’s request for a clarification and the company’s answers, oldest first.' });

export const ExpenseClaimFacts = z
  .object({
    claimant: Person,
    date: IsoDate.describe('the day of the purchase'),
    purpose: z.string(),
    document_ids: z.array(z.string()),
    iban_masked: z.string(),
  })
  .meta({ id: 'ExpenseClaimFacts' });

export const Invoice = z
  .object({
    id: z.string().describe('for a purchase bill, the bill’s exact ID (one encoded path segment)'),
    kind: InvoiceKind,
    number: z.string().describe('the supplier’s bill number; the claim’s number for an expense claim'),
    supplier: z.string().describe('the supplier; the claimant’s name for an expense claim'),
    issue_date: IsoDate,
    due_date: IsoDate,
    total_cents: Cents,
    vat_cents: Cents,
    currency: z.string(),
    review_state: z.string().describe('the firm’s review of a purchase bill (as GET /purchase-bills); "" for an expense claim'),
    purchased_by: Person.nullable().describe('the member who made the purchase; they never decide the invoice'),
    waiting_for_me: z.boolean().describe('the person reading may decide the next step now'),
    circulation: Circulation,
    payment: InvoicePayment.nullable(),
    clarification: Clarification.nullable().default(null),
    claim: ExpenseClaimFacts.nullable().default(null),
  })
  .meta({ id: 'Invoice', 'x-assumption': assumption });
export type Invoice = z.infer<typeof Invoice>;

export const InvoicesQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    waiting_for: z.enum(['me', 'all']).optional().describe('`me`: only what the person may decide now; default `all`'),
    state: CirculationState.optional(),
  })
  .meta({ id: 'InvoicesQuery', 'x-assumption': assumption });

export const InvoiceList = z
  .object({ customer_id: CustomerId, invoices: rows(z.array(Invoice)) })
  .meta({ id: 'InvoiceList', 'x-assumption': `${assumption} Earliest due date first.` });
export type InvoiceList = z.infer<typeof InvoiceList>;

export const InvoiceResponse = z
  .object({ customer_id: CustomerId, invoice: Invoice })
  .meta({ id: 'InvoiceResponse', 'x-assumption': assumption });
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

const revision = freeText({ min: 1, max: 200 }).describe('the circulation’s `revision` the person saw');
const comment = freeText({ max: 1000 });

export const InvoiceApprove = z
  .strictObject({
    customer_id: CustomerId.optional(),
    revision,
    comment: comment.optional(),
    duplicate_checked: z
      .boolean()
      .optional()
      .describe('required true when the invoice has `duplicate_of`: the person has checked it is not paid twice; else 409 `possible_duplicate`'),
  })
  .meta({ id: 'InvoiceApprove', 'x-assumption': assumption });
export type InvoiceApprove = z.infer<typeof InvoiceApprove>;

export const InvoiceReject = z
  .strictObject({
    customer_id: CustomerId.optional(),
    revision,
    reason: freeText({ min: 1, max: 1000, prose: true }),
    to: z
      .enum(['previous_step', 'firm'])
      .describe('`previous_step`: back to the check (or to the claimant from a claim’s check); `firm`: to the accounting firm'),
  })
  .meta({ id: 'InvoiceReject', 'x-assumption': assumption });
export type InvoiceReject = z.infer<typeof InvoiceReject>;

export const InvoiceResubmit = z
  .strictObject({ customer_id: CustomerId.optional(), revision, note: freeText({ min: 1, max: 1000, prose: true }) })
  .meta({
    id: 'InvoiceResubmit',
    'x-assumption': `${assumption} The firm’s staff send a bill returned to them back to the check once corrected (a new revision), with a note of what they did.`,
  });

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

// --- A purchase bill's clarification ("lisää selvitys alkuperäisen liitteeksi") ---------------------

export const ClarificationAnswer = z
  .strictObject({
    customer_id: CustomerId.optional(),
    note: freeText({ min: 1, max: 2000, prose: true }),
    document_ids: z.array(freeText({ min: 1, max: 200 })).max(20).describe('documents of the company (uploaded with POST /documents) attached to the original'),
  })
  .meta({
    id: 'ClarificationAnswer',
    'x-assumption': `${assumption} POST /purchase-bills/{bill_id}/clarifications by a purchase-invoice role: the note and documents are attached to the bill’s original, recorded with the person, and the bill goes back to the firm’s review. 409 \`no_clarification_requested\` when the bill does not wait for one; 422 \`unknown_document\` naming a document that is not the company’s.`,
  });
export type ClarificationAnswer = z.infer<typeof ClarificationAnswer>;

// --- Expense claims -----------------------------------------------------------------------------------

/**
 * The limits of one claim (docs/decisions/0002-expense-claim-limits.md): the amount 1 cent … 100 000,00 €,
 * the VAT 0 … the amount, the purchase day neither after today in Finland nor before the first day of the
 * company's previous financial year. Out of them the service answers 422 naming the field (`<field>: <why>`
 * in the detail); the portal's form refuses the same before sending. The schema carries the bounds it can
 * state alone as JSON Schema keywords, not as zod checks: a value out of them is a refusal of the claim
 * (422), not a malformed request (400).
 */
export const EXPENSE_CLAIM_LIMITS = {
  amount_cents: { minimum: 1, maximum: 10_000_000 },
  vat_cents: { minimum: 0 },
} as const;

export const EXPENSE_CLAIM_REFUSALS = ['date_in_future', 'date_too_early', 'amount_out_of_range', 'vat_negative', 'vat_exceeds_amount'] as const;
export type ExpenseClaimRefusal = (typeof EXPENSE_CLAIM_REFUSALS)[number];

export interface ExpenseClaimLimitProblem {
  field: 'date' | 'amount_cents' | 'vat_cents';
  error: ExpenseClaimRefusal;
  /** the service's words after `<field>: ` */
  why: string;
}

/**
 * What of a claim is out of its limits, in the order of its fields (none: within them). `today` is the day in
 * Finland; `earliest` the first day of the company's previous financial year when it is known (the form does
 * not know it: the service does).
 */
export function expenseClaimLimitProblems(
  claim: { date: string; amount_cents: number; vat_cents: number },
  bounds: { today: string; earliest?: string | undefined },
): ExpenseClaimLimitProblem[] {
  const problems: ExpenseClaimLimitProblem[] = [];
  const { minimum, maximum } = EXPENSE_CLAIM_LIMITS.amount_cents;
  if (claim.date > bounds.today) {
    problems.push({ field: 'date', error: 'date_in_future', why: `the purchase day ${claim.date} is after today (${bounds.today} in Finland)` });
  } else if (bounds.earliest !== undefined && claim.date < bounds.earliest) {
    problems.push({ field: 'date', error: 'date_too_early', why: `the purchase day ${claim.date} is before the first day of the company’s previous financial year (${bounds.earliest})` });
  }
  if (claim.amount_cents < minimum || claim.amount_cents > maximum) {
    problems.push({ field: 'amount_cents', error: 'amount_out_of_range', why: `${claim.amount_cents} cents is not within ${minimum} … ${maximum} cents (0,01 € … 100 000,00 € per claim)` });
  }
  if (claim.vat_cents < EXPENSE_CLAIM_LIMITS.vat_cents.minimum) {
    problems.push({ field: 'vat_cents', error: 'vat_negative', why: `the VAT (${claim.vat_cents} cents) is below zero` });
  } else if (claim.vat_cents > claim.amount_cents) {
    problems.push({ field: 'vat_cents', error: 'vat_exceeds_amount', why: `the VAT (${claim.vat_cents} cents) is more than the amount paid (${claim.amount_cents} cents)` });
  }
  return problems;
}

/**
 * The earliest purchase day the service could accept on `today` whatever the company's financial year: the
 * previous financial year begins less than two years before today. What the form refuses without asking; the
 * service refuses the rest by the company's own year.
 */
export function earliestClaimDayAnyYear(today: string): string {
  return addDays(today, -730);
}

export const ExpenseClaimCreate = z
  .strictObject({
    customer_id: CustomerId.optional(),
    document_ids: z.array(freeText({ min: 1, max: 200 })).min(1).max(20).describe('the receipts, documents of the company'),
    date: IsoDate.describe(
      'the day of the purchase: not after today (Europe/Helsinki), else 422 `date_in_future`; not before the first day of the company’s previous financial year, else 422 `date_too_early`',
    ),
    amount_cents: Cents.meta({
      ...EXPENSE_CLAIM_LIMITS.amount_cents,
      description: 'the total paid, VAT included: 1 … 10 000 000 (100 000,00 €) per claim, else 422 `amount_out_of_range`',
    }),
    vat_cents: Cents.meta({
      ...EXPENSE_CLAIM_LIMITS.vat_cents,
      description: 'the VAT included in the amount: 0 … `amount_cents`, else 422 `vat_negative` or `vat_exceeds_amount`',
    }),
    purpose: freeText({ min: 1, max: 500, prose: true }),
    iban: Iban.describe('the claimant’s own account the reimbursement is paid to (electronic format, as payroll’s)'),
  })
  .meta({
    id: 'ExpenseClaimCreate',
    'x-assumption': `docs/decisions/0012 and 0002: POST /expense-claims by a member with the claimant role in an interactive session. Out of a claim's limits, 422 naming each field in the detail (\`<field>: <why>\`), the error the first one's: \`date_in_future\`, \`date_too_early\`, \`amount_out_of_range\`, \`vat_negative\`, \`vat_exceeds_amount\`; then 422 \`unknown_document\` (naming it); an invalid IBAN is refused like payroll’s. A receipt (the same document, or one of the same SHA-256) already in another claim of the company that is not returned, or twice in this one, makes the claim \`duplicate_of\` that claim (or itself): approved only with \`duplicate_checked\`, as a bill. The claim circulates like a bill (its own /invoices entry, kind \`expense_claim\`) and is paid in a \`reimbursement\` batch.`,
  });
export type ExpenseClaimCreate = z.infer<typeof ExpenseClaimCreate>;

export const ExpenseClaimList = z
  .object({ customer_id: CustomerId, claims: rows(z.array(Invoice)) })
  .meta({ id: 'ExpenseClaimList', 'x-assumption': 'docs/decisions/0012: GET /expense-claims lists the person’s own claims, newest first.' });
export type ExpenseClaimList = z.infer<typeof ExpenseClaimList>;
