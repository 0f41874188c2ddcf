import { z } from './zod.ts';
import { CustomerId, freeText } from './schemas/common.ts';
import { AgentStatus, CompanySettingsRequest, IngestStatus, InvoiceDecisionRequest, Me } from './schemas/company.ts';
import {
  ConnectAcquirerRequest,
  ConnectionDataSummary,
  ConnectionsCatalog,
  CredentialConnectionAccepted,
  MobilewalletActivateRequest,
  MobilewalletActivation,
  PaywalletConnections,
  RevalidateAcquirerConnectionRequest,
  RevalidateAcquirerConnectionResult,
  StorefrontInstallStart,
  StorefrontInstallStartRequest,
} from './schemas/connections.ts';
import { ApiKeyCreated, ApiKeyList, ApiKeyRevoked, CreateApiKeyRequest } from './schemas/api-keys.ts';
import {
  EmployeeCreationResult,
  EmployeeInput,
  PayrollWorkspaceQuery,
  PayrollWorkspaceResponse,
  TaxCardFetchRequest,
  TaxCardFetchResult,
} from './schemas/payroll.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from './schemas/purchase-bills.ts';
import {
  CreateWorklogEntryRequest,
  VoidWorklogEntryRequest,
  WorklogEntryResult,
  WorklogList,
  WorklogQuery,
} from './schemas/worklog.ts';

export type Tag =
  | 'Company'
  | 'Documents'
  | 'Connections'
  | 'Lens'
  | 'API keys'
  | 'Payroll'
  | 'Work log'
  | 'Invoicing'
  | 'Accounting';

/**
 * The error statuses an operation declares. 400–409, 422 and 503 are spec §7's; 501 is the project's
 * (an operation whose shapes the spec does not show answers it). 413 is not listed per operation: every
 * operation with a body can answer it (see `errorsOf`). 405 and 500 belong to no one operation; both are
 * service-wide assumptions (`serviceWideAssumptions`).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 501 | 503;

/** The largest request body the service reads; a larger one answers 413 (service-wide assumption). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export type SuccessStatus = 200 | 201 | 202;

export interface Endpoint {
  /** camelCase, unique */
  operationId: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI template relative to the base path `/portal`, e.g. `/acquirer-connections/{connection_id}/revalidate` */
  path: string;
  tag: Tag;
  summary: string;
  /** one string field per `{param}` of the path */
  pathParams?: z.ZodObject;
  /** always includes customer_id, optional */
  query?: z.ZodObject;
  /** writes only; always includes customer_id, optional */
  body?: z.ZodType;
  /** schema null: the spec does not show the shape */
  success: { status: SuccessStatus; schema: z.ZodType | null; description?: string };
  /** A second success answer of the same operation, such as 200 when an upsert updates. */
  alternativeSuccess?: { status: SuccessStatus; description: string };
  errors: readonly ErrorStatus[];
  /** Which bearer kinds the operation accepts; a read-scoped key is still refused on every mutation. */
  bearers: 'interactive' | 'interactive_or_api_key';
  /** why, or what part, is a DESIGN.md decision rather than spec text */
  assumption?: string;
}

// Queries are sent by the client too, so an unknown parameter is refused like an unknown body field.
const customerIdQuery = z.strictObject({ customer_id: CustomerId.optional() });

// An ID with a control character names no record: refused (404) before it reaches the database.
const nonEmptySegment = freeText(z.string().min(1));

const connectionIdParams = z.strictObject({ connection_id: nonEmptySegment.describe('connection ID') });
const connectionDataParams = z.strictObject({
  connection_id: nonEmptySegment.describe("the connection's `id` (`conn_…`), or its number: the integer `connection.id` of this operation's answer"),
});
const invoiceIdParams = z.strictObject({ invoice_id: nonEmptySegment.describe('invoice ID') });

/** Spec §1, Accounting: ledger, journal entries, context cards, filings strip, SQL explorer. */
export const accountingReadModels = ['ledger', 'journal-entries', 'context-cards', 'filings-strip', 'sql-explorer'] as const;

const notImplemented =
  'The sandbox checks access like for every other operation and then answers 501 with the error envelope until the service’s own description of the shapes arrives; it never fakes a success.';
const shapesNotShown = `Request and response shapes are not shown; 200 follows the DESIGN.md decision on success codes. ${notImplemented}`;

/**
 * Spec §4.7 lets customer purchase-invoice roles and staff read bills and says nothing of API keys; a key
 * acts as the operator role (§5 rule 2), which holds no purchase-invoice role, so no key can ever read them.
 */
const purchaseBillReaders =
  'The spec lets customer purchase-invoice roles and the firm’s staff read purchase bills and does not mention API keys. The customer purchase-invoice roles are `purchase_invoices` and `invoice_reviewer` (the roles of DESIGN.md’s GET /me that concern purchase invoices); other company roles receive 403. A key acts as the operator role (spec §5 rule 2) and never holds a purchase-invoice role, so API-key bearers receive 403: the operation is for interactive sessions only.';

// Kept as const so that each entry's operationId and schemas stay known to endpointByOperationId.
const catalogue = [
  // --- Company -----------------------------------------------------------------------------------
  {
    operationId: 'getMe',
    method: 'GET',
    path: '/me',
    tag: 'Company',
    summary: 'Authenticated principal and the companies it can access',
    query: customerIdQuery,
    success: { status: 200, schema: Me },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: response shape of GET /me.',
  },
  {
    operationId: 'getAgentStatus',
    method: 'GET',
    path: '/status',
    tag: 'Company',
    summary: 'Current status of the accounting agent',
    query: customerIdQuery,
    success: { status: 200, schema: AgentStatus },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: response shape of GET /status.',
  },
  {
    operationId: 'getIngestStatus',
    method: 'GET',
    path: '/ingest-status',
    // Spec §1 puts per-file ingest metadata under Documents, though §4.9 lists the route beside /me and /status.
    tag: 'Documents',
    summary: 'Per-file ingest progress of uploaded files',
    query: customerIdQuery,
    success: { status: 200, schema: IngestStatus },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: response shape of GET /ingest-status.',
  },
  {
    operationId: 'updateCompanySettings',
    method: 'POST',
    path: '/company/settings',
    tag: 'Company',
    summary: 'Change company settings (interactive admin or approver only)',
    body: CompanySettingsRequest,
    success: { status: 200, schema: null },
    errors: [400, 401, 403, 501],
    bearers: 'interactive',
    assumption: shapesNotShown,
  },
  // --- Connections -------------------------------------------------------------------------------
  {
    operationId: 'connectAcquirer',
    method: 'POST',
    path: '/acquirer-connections/api-key',
    tag: 'Connections',
    summary: 'Connect an acquirer account with a report user API key',
    body: ConnectAcquirerRequest,
    success: {
      status: 202,
      schema: CredentialConnectionAccepted,
      description:
        "Key stored and connection registered. A 202 does not mean the connection is healthy: read credential_check and the connection's status.",
    },
    errors: [400, 401, 403, 409, 503],
    bearers: 'interactive_or_api_key',
  },
  {
    operationId: 'revalidateAcquirerConnection',
    method: 'POST',
    path: '/acquirer-connections/{connection_id}/revalidate',
    tag: 'Connections',
    summary: 'Recheck the stored acquirer credential with the provider',
    pathParams: connectionIdParams,
    body: RevalidateAcquirerConnectionRequest,
    success: { status: 200, schema: RevalidateAcquirerConnectionResult },
    errors: [400, 401, 403, 404, 409, 503],
    bearers: 'interactive_or_api_key',
    assumption:
      "DESIGN.md decision: the spec names the operation but not its method, path or payload; 409 when the now-verified merchant account belongs to another company. Unlike the connect's 409, which stores nothing, the recheck's 409 keeps the stored key and records the check on the connection (checked_at, state verified, the reason as its message; still reauth_required, claiming and importing nothing).",
  },
  {
    operationId: 'getConnectionDataSummary',
    method: 'GET',
    path: '/connections/{connection_id}/data',
    tag: 'Connections',
    summary: 'What one connected source delivered, by month and record kind',
    pathParams: connectionDataParams,
    query: customerIdQuery,
    success: { status: 200, schema: ConnectionDataSummary },
    errors: [400, 401, 403, 404],
    bearers: 'interactive_or_api_key',
    assumption:
      "The spec names the path parameter connection_id but types the answer's connection.id as an integer: the path takes the connection's string id or that integer, for a connection of the same company (404 otherwise).",
  },
  {
    operationId: 'listPaywalletConnections',
    method: 'GET',
    path: '/paywallet-connections',
    tag: 'Connections',
    summary: 'Read-only payment-wallet partner grants and their feed health',
    query: customerIdQuery,
    success: { status: 200, schema: PaywalletConnections },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'The response is a provider-specific object returned as is; the contract adds customer_id.',
  },
  {
    operationId: 'activateMobilewalletConnection',
    method: 'POST',
    path: '/mobilewallet-connections/activate',
    tag: 'Connections',
    summary: 'Activate the read-only mobile-wallet settlement feed',
    body: MobilewalletActivateRequest,
    success: { status: 200, schema: MobilewalletActivation },
    errors: [400, 401, 403, 422],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: response shape; 422 when the business ID has shared no ledger.',
  },
  {
    operationId: 'startStorefrontInstall',
    method: 'POST',
    path: '/storefront-connections/oauth/start',
    tag: 'Connections',
    summary: 'Start a storefront installation from an actor-bound install ticket',
    body: StorefrontInstallStartRequest,
    success: { status: 201, schema: StorefrontInstallStart },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption:
      'DESIGN.md decision: 201 with shape 2.9; which body fields are required is not shown. The spec does not show how an install ticket that fails validation is answered: 403 with error install_ticket_invalid (unknown, or bound to another person or key, company or shop — alike), install_ticket_used (single use) or install_ticket_expired; nothing is started and the ticket is not used.',
  },
  // --- Lens --------------------------------------------------------------------------------------
  {
    operationId: 'getConnectionsCatalog',
    method: 'GET',
    path: '/lens/connections-catalog',
    tag: 'Lens',
    summary: 'What is connected and every source that can be added',
    query: customerIdQuery,
    success: { status: 200, schema: ConnectionsCatalog },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: response shape of the connections catalog.',
  },
  // --- API keys ----------------------------------------------------------------------------------
  {
    operationId: 'listApiKeys',
    method: 'GET',
    path: '/api-keys',
    tag: 'API keys',
    summary: 'List the portal API keys of the company',
    query: customerIdQuery,
    success: { status: 200, schema: ApiKeyList },
    errors: [400, 401, 403],
    bearers: 'interactive',
  },
  {
    operationId: 'createApiKey',
    method: 'POST',
    path: '/api-keys',
    tag: 'API keys',
    summary: 'Create a portal API key; the secret is shown once',
    body: CreateApiKeyRequest,
    success: { status: 201, schema: ApiKeyCreated },
    errors: [400, 401, 403],
    bearers: 'interactive',
    assumption: 'DESIGN.md decision: request and response shapes of creating a key.',
  },
  {
    operationId: 'revokeApiKey',
    method: 'DELETE',
    path: '/api-keys/{key_id}',
    tag: 'API keys',
    summary: 'Revoke a portal API key',
    pathParams: z.strictObject({ key_id: nonEmptySegment.describe('API key ID') }),
    query: customerIdQuery,
    success: { status: 200, schema: ApiKeyRevoked },
    errors: [400, 401, 403, 404],
    bearers: 'interactive',
    assumption: 'DESIGN.md decision: 200 {api_key} with revoked_at; DELETE carries no body, so customer_id is a query parameter.',
  },
  // --- Payroll -----------------------------------------------------------------------------------
  {
    operationId: 'getPayrollWorkspace',
    method: 'GET',
    path: '/payroll/workspace',
    tag: 'Payroll',
    summary: 'Payroll workspace of one period',
    query: PayrollWorkspaceQuery,
    success: { status: 200, schema: PayrollWorkspaceResponse },
    errors: [400, 401, 403],
    bearers: 'interactive',
    assumption: 'DESIGN.md decision: the spec shows no payroll read; GET /payroll/workspace?period=YYYY-MM → {workspace}.',
  },
  {
    operationId: 'upsertEmployee',
    method: 'POST',
    path: '/payroll/employees',
    tag: 'Payroll',
    summary: 'Add an employee, or update one named by employee_id or employee_key',
    body: EmployeeInput,
    success: { status: 201, schema: EmployeeCreationResult, description: 'Employee created.' },
    alternativeSuccess: { status: 200, description: 'Existing employee updated.' },
    errors: [400, 401, 403, 404, 422],
    bearers: 'interactive',
    assumption:
      'DESIGN.md decision on success codes: 201 when the employee is created, 200 when an existing one is updated. 400 when a field a new employee needs is missing or malformed; 404 when employee_id or contract_id names nothing of the company; 422 for a semantic failure (end_date before start_date, a tax_identifier or employee_key already used in the company).',
  },
  {
    operationId: 'fetchTaxCard',
    method: 'POST',
    path: '/payroll/employees/tax-card/fetch',
    tag: 'Payroll',
    summary: 'Fetch the wage tax card for one payday from the tax authority',
    body: TaxCardFetchRequest,
    success: { status: 200, schema: TaxCardFetchResult },
    errors: [400, 401, 403, 404, 422, 503],
    bearers: 'interactive',
    assumption:
      'DESIGN.md decision: 404 employee or contract unknown, 422 payment date in the past or no card, 503 authority unreachable.',
  },
  // --- Invoicing ---------------------------------------------------------------------------------
  {
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
  },
  {
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
    assumption: purchaseBillReaders,
  },
  {
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
  },
  {
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
  },
  // --- Work log ----------------------------------------------------------------------------------
  {
    operationId: 'listWorklog',
    method: 'GET',
    path: '/worklog',
    tag: 'Work log',
    summary: 'Non-voided work-log entries, newest first, at most 1000',
    query: WorklogQuery,
    success: { status: 200, schema: WorklogList },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: the bound parameters are named `from` and `to`.',
  },
  {
    operationId: 'createWorklogEntry',
    method: 'POST',
    path: '/worklog',
    tag: 'Work log',
    summary: 'Record work hours',
    body: CreateWorklogEntryRequest,
    success: { status: 201, schema: WorklogEntryResult },
    errors: [400, 401, 403],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: the spec shows no work-log write.',
  },
  {
    operationId: 'voidWorklogEntry',
    method: 'POST',
    path: '/worklog/{entry_id}/void',
    tag: 'Work log',
    summary: 'Void a work-log entry; nothing is ever deleted',
    pathParams: z.strictObject({ entry_id: nonEmptySegment.describe('work-log entry ID') }),
    body: VoidWorklogEntryRequest,
    success: { status: 200, schema: WorklogEntryResult },
    errors: [400, 401, 403, 404],
    bearers: 'interactive_or_api_key',
    assumption: 'DESIGN.md decision: the spec shows no work-log write.',
  },
  // --- Accounting --------------------------------------------------------------------------------
  {
    operationId: 'getAccountingReadModel',
    method: 'GET',
    path: '/accounting/{read_model}',
    tag: 'Accounting',
    summary: 'Accountant read model (staff access or the company admin role)',
    pathParams: z.strictObject({ read_model: z.enum(accountingReadModels).describe('accountant read model') }),
    query: customerIdQuery,
    success: { status: 200, schema: null },
    errors: [400, 401, 403, 404, 501],
    // API keys are refused by role (a key acts as operator), not by bearer kind.
    bearers: 'interactive_or_api_key',
    assumption: `The spec names the accounting read models (ledger, journal entries, context cards, filings strip, SQL explorer) but not their paths or shapes: GET /accounting/{read_model}, read_model one of ${accountingReadModels.join(', ')}. ${notImplemented}`,
  },
] as const satisfies readonly Endpoint[];

/** Every operation of the contract, in the order of the OpenAPI document. */
export const endpoints: readonly Endpoint[] = catalogue;

/** The error statuses an operation can answer: its own list, and 413 when it takes a body. */
export function errorsOf(endpoint: Endpoint): readonly (ErrorStatus | 413)[] {
  return endpoint.body === undefined ? endpoint.errors : [...endpoint.errors, 413];
}

export type OperationId = (typeof catalogue)[number]['operationId'];
export type EndpointOf<Id extends OperationId> = Extract<(typeof catalogue)[number], { operationId: Id }>;

export function endpointByOperationId<Id extends OperationId>(operationId: Id): EndpointOf<Id>;
export function endpointByOperationId(operationId: string): Endpoint | undefined;
export function endpointByOperationId(operationId: string): Endpoint | undefined {
  return endpoints.find((endpoint) => endpoint.operationId === operationId);
}

/**
 * Matches a request pathname against a path template. Each parameter segment is decoded exactly once
 * and never trimmed, so `bill%3A%20x` is `bill: x` and `%2F` stays inside its segment. Returns null when
 * the shapes differ, a parameter segment is empty or a segment is not valid percent-encoding.
 */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const templateSegments = template.split('/');
  const pathSegments = pathname.split('/');
  if (templateSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < templateSegments.length; index += 1) {
    const expected = templateSegments[index] ?? '';
    const actual = pathSegments[index] ?? '';
    const parameter = /^\{([A-Za-z0-9_]+)\}$/.exec(expected);
    if (parameter?.[1] === undefined) {
      if (expected !== actual) return null;
      continue;
    }
    if (actual === '') return null;
    try {
      params[parameter[1]] = decodeURIComponent(actual);
    } catch {
      return null;
    }
  }
  return params;
}
