import { z } from '../zod.ts';
import { InvoiceDecisionRequest } from '../schemas/unshown-bodies.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from '../schemas/purchase-bills.ts';
import { customerIdQuery, nonEmptySegment, shapesNotShown, type Endpoint } from './operation.ts';

const invoiceIdParams = z.strictObject({ invoice_id: nonEmptySegment.describe('invoice ID') });

/**
 * Spec §4.7 lets customer purchase-invoice roles and staff read bills and says nothing of API keys; a key
 * acts as the operator role (§5 rule 2), which holds no purchase-invoice role, so no key can ever read them.
 */
const purchaseBillReaders =
  'The spec lets customer purchase-invoice roles and the firm’s staff read purchase bills and does not mention API keys. The customer purchase-invoice roles are `purchase_invoices` and `invoice_reviewer` (the roles of DESIGN.md’s GET /me that concern purchase invoices); other company roles receive 403. A key acts as the operator role (spec §5 rule 2) and never holds a purchase-invoice role, so API-key bearers receive 403: the operation is for interactive sessions only.';

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
  assumption: `DESIGN.md decision: the spec shows no list of purchase bills. ${purchaseBillReaders}`,
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

export const approveInvoice = {
  operationId: 'approveInvoice',
  method: 'POST',
  path: '/invoices/{invoice_id}/approve',
  tag: 'Invoicing',
  summary: 'Approve an invoice (matching invoice review permission only)',
  pathParams: invoiceIdParams,
  body: InvoiceDecisionRequest,
  success: { status: 200, schema: null },
  errors: [400, 401, 403, 404, 501],
  bearers: 'interactive',
  assumption: shapesNotShown,
} as const satisfies Endpoint;

export const rejectInvoice = {
  operationId: 'rejectInvoice',
  method: 'POST',
  path: '/invoices/{invoice_id}/reject',
  tag: 'Invoicing',
  summary: 'Reject an invoice (matching invoice review permission only)',
  pathParams: invoiceIdParams,
  body: InvoiceDecisionRequest,
  success: { status: 200, schema: null },
  errors: [400, 401, 403, 404, 501],
  bearers: 'interactive',
  assumption: shapesNotShown,
} as const satisfies Endpoint;
