import { z } from '../zod.ts';
import { ClarificationAnswer, InvoiceApprove, InvoiceList, InvoiceReject, InvoiceResponse, InvoiceResubmit, InvoicesQuery } from '../schemas/invoice-circulation.ts';
import { ExpenseClaimCreate, ExpenseClaimList } from '../schemas/expense-claims.ts';
import { InvoiceRouting, InvoiceRoutingUpdate } from '../schemas/invoice-routing.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from '../schemas/purchase-bills.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

const invoiceIdParams = z.strictObject({ invoice_id: nonEmptySegment.describe('invoice ID') });

/**
 * Spec §4.7 lets customer purchase-invoice roles and staff read bills and says nothing of API keys; a key
 * acts as the operator role (§5 rule 2), which holds no purchase-invoice role, so no key can ever read them.
 */
const purchaseBillReaders =
  'The spec lets customer purchase-invoice roles and the firm’s staff read purchase bills and does not mention API keys. The customer purchase-invoice roles are `purchase_invoices` and `invoice_reviewer` (the roles of GET /me that concern purchase invoices); other company roles receive 403. A key acts as the operator role (spec §5 rule 2) and never holds a purchase-invoice role, so API-key bearers receive 403: the operation is for interactive sessions only.';

export const listPurchaseBills = {
  operationId: 'listPurchaseBills',
  method: 'GET',
  path: '/purchase-bills',
  tag: 'Invoicing',
  summary: 'List the purchase bills of the company',
  query: customerIdQuery,
  success: { status: 200, schema: PurchaseBillList },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: `Not shown by the spec: the list of purchase bills. ${purchaseBillReaders}`,
} as const satisfies Endpoint;

export const getPurchaseBillOriginalReview = {
  operationId: 'getPurchaseBillOriginalReview',
  method: 'GET',
  path: '/purchase-bills/{bill_id}/original-review',
  tag: 'Invoicing',
  summary: 'Read-only snapshot of a bill, its original, review, journal calculation and postings',
  pathParams: z.strictObject({
    bill_id: nonEmptySegment.describe(
      'Exact opaque purchase-bill entity ID, URL-encoded as one path segment; a literal `bill:` prefix and whitespace are preserved. Not the family-qualified row ID of the unified invoice record route.',
    ),
  }),
  query: customerIdQuery,
  success: { status: 200, schema: PurchaseBillOriginalReview },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption: `${purchaseBillReaders} The spec does not say in which language the service writes the snapshot's reasons (review, posting, calculation, VAT deduction): in the firm's, Finnish, whatever language the person reads the portal in; the portal quotes them as the service's words, marked as Finnish. The keys of \`dimensions\` and \`dimension_allocations\` are the service's own terms (spec §1: project, cost centre, department and the customer's own): the portal names the ones it knows in the person's language and shows any other as it came.`,
} as const satisfies Endpoint;

// --- Invoice circulation (spec §4.10, §5 rules 2–3; docs/decisions/0011) --------------------------------

const circulationReaders =
  'Read by the customer purchase-invoice roles (`purchase_invoices`, `invoice_reviewer`) and the firm’s staff within the selected customer, like purchase bills; other roles 403; API keys 403 (interactive sessions only).';

const decisionRules =
  'The factual check is decided by `purchase_invoices` or `invoice_reviewer`, the approval by `invoice_reviewer` (spec §5 rule 3: the matching invoice review permission); where the routing names the step’s assignee, only they decide it — or their backup while they are away — else 403 `not_your_step`. Four eyes: the person who decided the check never decides the approval, and nobody decides an invoice for a purchase they made or claimed (409 `four_eyes`). 409 `invoice_changed` when `revision` is not the circulation’s current one (the bill, its review or its circulation changed since the person read it); 422 `not_waiting` when the invoice waits for no decision (returned, approved, paid, awaiting a clarification). Interactive sessions only: API keys 403 (§5 rule 2), the firm’s staff 403 (their review is not customer approval, §4.7).';

export const listInvoices = {
  operationId: 'listInvoices',
  method: 'GET',
  path: '/invoices',
  tag: 'Invoicing',
  summary: 'Purchase bills and expense claims in their circulation: what waits for the person, or all',
  query: InvoicesQuery,
  success: { status: 200, schema: InvoiceList },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: `docs/decisions/0011. ${circulationReaders}`,
} as const satisfies Endpoint;

export const getInvoiceRouting = {
  operationId: 'getInvoiceRouting',
  method: 'GET',
  path: '/invoices/routing',
  tag: 'Invoicing',
  summary: 'The company’s routing rules: who checks and approves which invoices, their backups and absences',
  query: customerIdQuery,
  success: { status: 200, schema: InvoiceRouting },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: `docs/decisions/0011: the company admin’s routing rules. Read by the company admin, the purchase-invoice roles and the firm’s staff; API keys 403.`,
} as const satisfies Endpoint;

export const updateInvoiceRouting = {
  operationId: 'updateInvoiceRouting',
  method: 'POST',
  path: '/invoices/routing',
  tag: 'Invoicing',
  summary: 'Replace the company’s routing rules and absences (company admin)',
  body: InvoiceRoutingUpdate,
  success: { status: 200, schema: InvoiceRouting },
  errors: [400, 401, 403, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0011: by an interactive company admin only (granting a decision is granting access, §5 rule 2: never a key). Invoices already in circulation keep the deciders they were routed to; the new rules route what enters the circulation from then on.',
} as const satisfies Endpoint;

export const getInvoice = {
  operationId: 'getInvoice',
  method: 'GET',
  path: '/invoices/{invoice_id}',
  tag: 'Invoicing',
  summary: 'One purchase bill or expense claim in its circulation',
  pathParams: invoiceIdParams,
  query: customerIdQuery,
  success: { status: 200, schema: InvoiceResponse },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption: `docs/decisions/0011: a bill has the same id as in /purchase-bills. ${circulationReaders}`,
} as const satisfies Endpoint;

export const approveInvoice = {
  operationId: 'approveInvoice',
  method: 'POST',
  path: '/invoices/{invoice_id}/approve',
  tag: 'Invoicing',
  summary: 'Approve the invoice’s current step (the factual check or the approval), as the person saw it',
  pathParams: invoiceIdParams,
  body: InvoiceApprove,
  success: { status: 200, schema: InvoiceResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption: `docs/decisions/0011. ${decisionRules} An invoice with \`duplicate_of\` answers 409 \`possible_duplicate\` unless \`duplicate_checked\` is true; the last approval of a bill that names no supplier account answers 422 \`payee_account_missing\`. Order of answers: 404, 409 \`invoice_changed\` (a stale revision is read again first, also by a checker whose step someone else took meanwhile), 403 (the step’s permission, \`not_your_step\`), 422 \`not_waiting\`, 409 \`four_eyes\`, 409 \`possible_duplicate\`, 422 \`payee_account_missing\`. The last approval puts the payment into the company’s batch of its due date (0010).`,
} as const satisfies Endpoint;

export const rejectInvoice = {
  operationId: 'rejectInvoice',
  method: 'POST',
  path: '/invoices/{invoice_id}/reject',
  tag: 'Invoicing',
  summary: 'Return the invoice with a reason: to the previous step or to the accounting firm',
  pathParams: invoiceIdParams,
  body: InvoiceReject,
  success: { status: 200, schema: InvoiceResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption: `docs/decisions/0011. ${decisionRules} \`previous_step\` from the approval sends the invoice back to the check (its decision cleared); from a claim’s check back to the claimant (\`returned\`); from a bill’s check 422 \`no_previous_step\`. \`firm\` sends a bill to the accounting firm (\`returned_to_firm\`); a claim is never sent to the firm (422 \`claim_not_for_firm\`).`,
} as const satisfies Endpoint;

export const resubmitInvoice = {
  operationId: 'resubmitInvoice',
  method: 'POST',
  path: '/invoices/{invoice_id}/resubmit',
  tag: 'Invoicing',
  summary: 'The accounting firm sends a bill returned to it back to the factual check, corrected',
  pathParams: invoiceIdParams,
  body: InvoiceResubmit,
  success: { status: 200, schema: InvoiceResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0011: the firm’s staff in an interactive session only; customers and API keys 403. The bill gets a new revision and starts the circulation again at the check (earlier decisions stay in the history). 409 `invoice_changed` on a stale revision; 422 `not_returned` unless `returned_to_firm` (a claim returned to its claimant is corrected by filing it again).',
} as const satisfies Endpoint;

export const answerBillClarification = {
  operationId: 'answerBillClarification',
  method: 'POST',
  path: '/purchase-bills/{bill_id}/clarifications',
  tag: 'Invoicing',
  summary: 'Answer the firm’s request for a clarification: a note and documents attached to the bill’s original',
  pathParams: z.strictObject({ bill_id: nonEmptySegment.describe('exact opaque purchase-bill entity ID, one encoded path segment') }),
  body: ClarificationAnswer,
  success: { status: 201, schema: InvoiceResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0011: by a customer purchase-invoice role in an interactive session (the firm’s staff and API keys 403). The answer is recorded with the person and the bill goes back to the firm’s review: its `review_state` is `pending` again and its circulation `returned_to_firm`, until the firm sends it on to the check (resubmitInvoice). 409 `no_clarification_requested` when the bill waits for none; 422 `unknown_document` naming a document that is not the company’s.',
} as const satisfies Endpoint;

// --- Expense claims (docs/decisions/0012) -------------------------------------------------------------

export const createExpenseClaim = {
  operationId: 'createExpenseClaim',
  method: 'POST',
  path: '/expense-claims',
  tag: 'Invoicing',
  summary: 'File an expense claim from receipts in Documents, to be reimbursed to the claimant’s own account',
  body: ExpenseClaimCreate,
  success: { status: 201, schema: InvoiceResponse },
  errors: [400, 401, 403, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0012: by a member with the `claimant` role in an interactive session; other roles, staff and API keys 403. The claim starts its circulation at the check (kind `expense_claim`, number `KL-<n>`, issue date the filing day), routed like a bill whose supplier is the claimant; its due date, when the reimbursement batch pays it, is 14 days after the filing day (Europe/Helsinki).',
} as const satisfies Endpoint;

export const listExpenseClaims = {
  operationId: 'listExpenseClaims',
  method: 'GET',
  path: '/expense-claims',
  tag: 'Invoicing',
  summary: 'The person’s own expense claims, newest first, with their circulation and payment',
  query: customerIdQuery,
  success: { status: 200, schema: ExpenseClaimList },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: 'docs/decisions/0012: the claimant’s own claims only; other roles, staff and API keys 403.',
} as const satisfies Endpoint;
