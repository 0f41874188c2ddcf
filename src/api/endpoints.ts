import * as accounting from './operations/accounting.ts';
import * as apiKeys from './operations/api-keys.ts';
import * as books from './operations/books.ts';
import * as company from './operations/company.ts';
import * as companySettings from './operations/company-settings.ts';
import * as connections from './operations/connections.ts';
import * as documents from './operations/documents.ts';
import * as filings from './operations/filings.ts';
import * as invoicing from './operations/invoicing.ts';
import * as members from './operations/members.ts';
import * as messages from './operations/messages.ts';
import * as payments from './operations/payments.ts';
import * as payroll from './operations/payroll.ts';
import * as worklog from './operations/worklog.ts';
import type { Endpoint, ErrorStatus } from './operations/operation.ts';

export { MAX_REQUEST_BODY_BYTES, type Endpoint, type ErrorStatus, type SuccessStatus, type Tag } from './operations/operation.ts';
export { accountingReadModels } from './operations/accounting.ts';

/**
 * The whole catalogue, for the OpenAPI document and the sandbox's route table. The portal's features import
 * the operations they call from their tag's module (src/api/operations/<tag>.ts), so a view's chunk carries
 * only its own operations and schemas.
 */
const catalogue = [
  company.getMe,
  company.getAgentStatus,
  company.getIngestStatus,
  companySettings.updateCompanySettings,
  documents.uploadDocuments,
  documents.listDocuments,
  documents.getDocument,
  documents.getDocumentContent,
  connections.connectAcquirer,
  connections.revalidateAcquirerConnection,
  connections.removeAcquirerConnection,
  connections.getConnectionDataSummary,
  connections.listPaywalletConnections,
  connections.activateMobilewalletConnection,
  connections.startStorefrontInstall,
  connections.getConnectionsCatalog,
  apiKeys.listApiKeys,
  apiKeys.createApiKey,
  apiKeys.revokeApiKey,
  members.listMembers,
  members.inviteMember,
  members.changeMemberRoles,
  members.removeMember,
  payroll.getPayrollWorkspace,
  payroll.upsertEmployee,
  payroll.fetchTaxCard,
  payroll.getPayrollRun,
  payroll.approvePayrollRun,
  payroll.createPayrollRun,
  payroll.returnPayrollRun,
  payments.listPayments,
  payments.getPaymentBatch,
  payments.releasePaymentBatch,
  payments.recreatePaymentBatch,
  payments.holdPayment,
  payments.unholdPayment,
  payments.cancelPayment,
  invoicing.listPurchaseBills,
  invoicing.getPurchaseBillOriginalReview,
  invoicing.answerBillClarification,
  invoicing.listInvoices,
  // before GET /invoices/{invoice_id}: the literal path is matched first
  invoicing.getInvoiceRouting,
  invoicing.updateInvoiceRouting,
  invoicing.getInvoice,
  invoicing.approveInvoice,
  invoicing.rejectInvoice,
  invoicing.resubmitInvoice,
  invoicing.createExpenseClaim,
  invoicing.listExpenseClaims,
  books.listBooksAccounts,
  books.getBooksStatement,
  books.listBooksMonths,
  books.listBooksQuestions,
  books.declareBooksRow,
  books.listLensTransactions,
  books.getLensTransaction,
  messages.listMessageThreads,
  messages.startMessageThread,
  messages.getMessagesUnread,
  messages.getMessageThread,
  messages.listThreadMessages,
  messages.postThreadMessage,
  messages.editThreadMessage,
  messages.withdrawThreadMessage,
  messages.markThreadRead,
  filings.listFilings,
  filings.listFilingAuthorizations,
  filings.getFiling,
  filings.reviewFiling,
  worklog.listWorklog,
  worklog.createWorklogEntry,
  worklog.voidWorklogEntry,
  accounting.getAccountingReadModel,
] as const satisfies readonly Endpoint[];

/** Every operation of the contract, in the order of the OpenAPI document. */
export const endpoints: readonly Endpoint[] = catalogue;

/** The error statuses an operation can answer: its own list, and 413 and 415 when it takes a body. */
export function errorsOf(endpoint: Endpoint): readonly (ErrorStatus | 413 | 415)[] {
  return endpoint.body === undefined ? endpoint.errors : [...endpoint.errors, 413, 415];
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
