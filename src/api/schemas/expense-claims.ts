import { z } from '../zod.ts';
import { rows } from '../reading.ts';
import { addDays } from './calendar.ts';
import { Cents, CustomerId, IsoDate, freeText } from './common.ts';
import { Iban } from './finnish-identifiers.ts';
import { Invoice } from './invoice-circulation.ts';

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
