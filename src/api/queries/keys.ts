import type { ReadOperationId } from '../read-paths.ts';

/**
 * The query keys of every read operation of the catalogue, general → specific: the area (the catalogue's
 * module the operation lives in), the company (DESIGN.md principle 4: two companies never share an entry),
 * the operation, then its parameters. So one prefix reaches all of an area's entries of a company, or every
 * entry of one operation. /me is about the person, not a company: its key says so, with the person in the
 * company's place. No schema here: the table of what each write invalidates (invalidations.ts) imports
 * every area's keys without carrying their schemas.
 */
export type Area =
  | 'company'
  | 'documents'
  | 'connections'
  | 'api-keys'
  | 'members'
  | 'payroll'
  | 'payments'
  | 'invoicing'
  | 'worklog'
  | 'accounting';

const readKey = <A extends Area, Id extends ReadOperationId>(area: A, customerId: string, operationId: Id) =>
  [area, customerId, operationId] as const;

/** GET /me's entries: the person in the company's place. */
export const meKeys = {
  all: ['person'] as const,
  me: (subject: string) => ['person', subject, 'getMe'] as const,
};

export const companyKeys = {
  all: (customerId: string) => ['company', customerId] as const,
  status: (customerId: string) => readKey('company', customerId, 'getAgentStatus'),
  ingestStatus: (customerId: string) => readKey('company', customerId, 'getIngestStatus'),
};

export const documentKeys = {
  all: (customerId: string) => ['documents', customerId] as const,
  list: (customerId: string) => readKey('documents', customerId, 'listDocuments'),
  document: (customerId: string, documentId: string) => [...readKey('documents', customerId, 'getDocument'), documentId] as const,
  /** The bytes of a document, by the digest its reader expects: another expected original, another entry. */
  content: (customerId: string, documentId: string, namedSha256: string) =>
    [...readKey('documents', customerId, 'getDocumentContent'), documentId, namedSha256] as const,
};

export const connectionKeys = {
  all: (customerId: string) => ['connections', customerId] as const,
  catalog: (customerId: string) => readKey('connections', customerId, 'getConnectionsCatalog'),
  data: (customerId: string, connectionId: string) => [...readKey('connections', customerId, 'getConnectionDataSummary'), connectionId] as const,
  paywallet: (customerId: string) => readKey('connections', customerId, 'listPaywalletConnections'),
};

export const apiKeyKeys = {
  all: (customerId: string) => ['api-keys', customerId] as const,
  list: (customerId: string) => readKey('api-keys', customerId, 'listApiKeys'),
};

export const memberKeys = {
  all: (customerId: string) => ['members', customerId] as const,
  list: (customerId: string) => readKey('members', customerId, 'listMembers'),
};

export const payrollKeys = {
  all: (customerId: string) => ['payroll', customerId] as const,
  /** Every period's workspace of the company; the period is the fourth element of each. */
  workspaces: (customerId: string) => readKey('payroll', customerId, 'getPayrollWorkspace'),
  workspace: (customerId: string, period: string) => [...payrollKeys.workspaces(customerId), period] as const,
  runs: (customerId: string) => readKey('payroll', customerId, 'getPayrollRun'),
  run: (customerId: string, runId: string) => [...payrollKeys.runs(customerId), runId] as const,
};

export const paymentKeys = {
  all: (customerId: string) => ['payments', customerId] as const,
  list: (customerId: string) => readKey('payments', customerId, 'listPayments'),
  batch: (customerId: string, batchId: string) => [...readKey('payments', customerId, 'getPaymentBatch'), batchId] as const,
};

export const invoicingKeys = {
  all: (customerId: string) => ['invoicing', customerId] as const,
  bills: (customerId: string) => readKey('invoicing', customerId, 'listPurchaseBills'),
  /** Keyed by the exact bill ID: spaces and letter case are part of it. */
  review: (customerId: string, billId: string) => [...readKey('invoicing', customerId, 'getPurchaseBillOriginalReview'), billId] as const,
};

export const worklogKeys = {
  all: (customerId: string) => ['worklog', customerId] as const,
  /** Every range's list of the company. */
  lists: (customerId: string) => readKey('worklog', customerId, 'listWorklog'),
  list: (customerId: string, range: { from: string; to: string }) => [...worklogKeys.lists(customerId), range.from, range.to] as const,
};

export const accountingKeys = {
  all: (customerId: string) => ['accounting', customerId] as const,
  readModel: (customerId: string, readModel: string) => [...readKey('accounting', customerId, 'getAccountingReadModel'), readModel] as const,
};
