import { z } from '../zod.ts';
import { rows } from '../reading.ts';
import { BasisPoints, Cents, CustomerId, IsoDate, Period, everyListedFieldPresent } from './common.ts';

// --- 2.11 Purchase bill original review ----------------------------------------------------------

// The spec names these objects' fields nowhere, so they are kept as they come.
const unshownObject = z.record(z.string(), z.unknown());

const resource = z.object({ uri: z.string(), revision: z.string() });

/** A reference the spec types as a string that can also be "none"; the contract sends "" for none. */
const optionalReference = (what: string, none: string) =>
  z.string().meta({
    description: `${what}; \`""\` (the empty string) when ${none}`,
    'x-assumption': `The spec types this reference as a string and does not say how "none" is written: the field is always present (every listed field is) and is the empty string when ${none}.`,
  });

const billLine = z.object({
  description: z.string(),
  expense_account_code: z.string(),
  vat_code: z.string(),
  vat_rate_basis_points: BasisPoints,
  net_cents: Cents,
  vat_cents: Cents,
  gross_cents: Cents,
  vat_deduction: z.object({ basis_points: BasisPoints, review_status: z.string(), reason: z.string() }),
});

const bill = z.object({
  id: z.string(),
  resource,
  number: z.string(),
  supplier: z.string(),
  issue_date: IsoDate,
  due_date: IsoDate,
  currency: z.string(),
  status: z.string(),
  total_cents: Cents,
  vat_cents: Cents,
  open_cents: Cents,
  lines: z.array(billLine),
});

const original = z.object({
  filename: z.string(),
  id: z.string(),
  resource,
  sha256: z.string(),
  adequacy: z.string(),
  status: z.string(),
});

const review = z.object({
  decided_at: z.string(),
  receipt_uri: z.string(),
  id: z.string(),
  bill_id: z.string(),
  document_id: z.string(),
  bill_revision: z.string(),
  document_revision: z.string(),
  document_sha256: z.string(),
  document_adequacy: z.string(),
  verdict: z.string(),
  reason: z.string(),
  prior_review_id: optionalReference('the review this one supersedes', 'it supersedes none (the bill’s first review)'),
  draft_contract: z.string(),
  draft_digest: z.string(),
  draft: unshownObject,
});

const calculation = z.object({
  contract: z.string(),
  digest: z.string(),
  period_status: z.string(),
  draft: z.object({
    period: Period,
    entry_date: IsoDate,
    description: z.string(),
    source: z.string(),
    id: z.string(),
    customer_id: CustomerId,
    source_ref: z.string(),
    dimensions_as_stated: z.boolean(),
    lines: z.array(
      z.object({
        account_code: z.string(),
        vat_code: z.string(),
        description: z.string(),
        debit_cents: Cents,
        credit_cents: Cents,
        dimensions: unshownObject,
        dimension_allocations: unshownObject,
      }),
    ),
  }),
});

const journal = z.object({
  status: z.string(),
  reversal_of: optionalReference('the journal entry this one reverses', 'it reverses none'),
  id: z.string(),
  entry_number: z.string(),
  review_id: optionalReference('the review this journal entry was posted for', 'it has no review'),
  live: z.boolean(),
});

const actor = z.object({ kind: z.string(), realm: z.string(), subject: z.string(), tenant_id: z.string() });

const action = z.object({
  operation: z.object({ id: z.string(), version: z.int().min(0).max(32767) }),
  role_eligible: z
    .boolean()
    .describe('the action is available after explicit staff confirmation; it grants no write authority'),
});

export const PurchaseBillOriginalReview = z
  .object({
    customer_id: CustomerId,
    bill,
    original,
    latest_review: review.optional().describe('absent before the first review'),
    review_state: z.string(),
    review_reason: z.string(),
    calculation,
    calculation_reason: z.string(),
    journals: z.array(journal),
    posting_state: z.string(),
    posting_ready: z.boolean(),
    posting_reason: z.string(),
    actor,
    actions: z.array(action),
    requires_staff_confirmation: z.boolean(),
  })
  .meta({
    id: 'PurchaseBillOriginalReview',
    description:
      'One read-only snapshot of a purchase bill, its selected original, the bill-specific review, the current journal calculation and the posting history. Neither review nor posting constitutes customer payment approval or bank settlement.',
    'x-assumption': `${everyListedFieldPresent} Exception: latest_review is absent before the first review. The fields of draft, dimensions and dimension_allocations are not shown and are kept as free-form objects.`,
  });
export type PurchaseBillOriginalReview = z.infer<typeof PurchaseBillOriginalReview>;

// --- List of purchase bills (decision) -----------------------------------------------------------

export const PurchaseBillList = z
  .object({
    customer_id: CustomerId,
    bills: rows(
      z.array(
      z.object({
        id: z.string().describe('exact opaque purchase-bill entity ID, used as one encoded path segment'),
        number: z.string(),
        supplier: z.string(),
        issue_date: IsoDate,
        due_date: IsoDate,
        total_cents: Cents,
        currency: z.string(),
        review_state: z.string(),
      }),
      ),
    ),
  })
  .meta({
    id: 'PurchaseBillList',
    'x-assumption':
      'docs/decisions/0016: GET /purchase-bills → {customer_id, bills: [{id, number, supplier, issue_date, due_date, total_cents, currency, review_state}]}.',
  });
export type PurchaseBillList = z.infer<typeof PurchaseBillList>;
