import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, Timestamp, freeText } from './common.ts';

// --- Invoice circulation (spec §4.10 invoice decisions, §5 rules 2–3; docs/decisions/0011, 0010,
// 0012) ------------------------------------------------------------------------------------------------
//
// `/invoices/{invoice_id}` names a purchase bill (the same id as `/purchase-bills/{bill_id}`) or an expense
// claim in its circulation: a factual check (asiatarkastus), then an approval (hyväksyntä), each decided
// by one named person. Nothing is paid before the last approval.

export const assumption = 'docs/decisions/0011; the spec shows no shapes of invoice decisions.';

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
