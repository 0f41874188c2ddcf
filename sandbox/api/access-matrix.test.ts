import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

/**
 * Spec §5 as a table, written from the spec rather than from the sandbox's own policy module,
 * so that a slip in either shows up here. Rows: every endpoint of the contract's catalogue.
 */
type Bearer = 'readKey' | 'writeKey' | 'admin' | 'approver' | 'operator' | 'claimant' | 'bills' | 'staff';

const BEARERS: readonly Bearer[] = ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'claimant', 'bills', 'staff'];
const EVERYONE = BEARERS;
const MEMBERS_WHO_WRITE: readonly Bearer[] = ['writeKey', 'admin', 'approver', 'operator', 'claimant', 'bills'];
/** §4.4 "a mutating portal role"; a write key acts as operator (§5 rule 2). */
const CONNECTION_WRITERS: readonly Bearer[] = ['writeKey', 'admin', 'approver', 'operator'];
/** §5 rule 3: interactive admin or existing broad approver; never keys (rule 2). */
const ADMIN_OR_APPROVER: readonly Bearer[] = ['admin', 'approver'];

const WHO_MAY: Record<string, readonly Bearer[]> = {
  getMe: EVERYONE,
  getAgentStatus: EVERYONE,
  getIngestStatus: EVERYONE,
  // docs/decisions/0019 (every member who may write; §5 rule 1: a read key 403) and "document reads"
  uploadDocuments: MEMBERS_WHO_WRITE,
  listDocuments: EVERYONE,
  getDocument: EVERYONE,
  getDocumentContent: EVERYONE,
  updateCompanySettings: ADMIN_OR_APPROVER,
  connectAcquirer: CONNECTION_WRITERS,
  revalidateAcquirerConnection: CONNECTION_WRITERS,
  // docs/decisions/0026: who may connect may remove a connection that never verified
  removeAcquirerConnection: CONNECTION_WRITERS,
  getConnectionDataSummary: EVERYONE,
  listPaywalletConnections: EVERYONE,
  activateMobilewalletConnection: CONNECTION_WRITERS,
  startStorefrontInstall: CONNECTION_WRITERS,
  getConnectionsCatalog: EVERYONE,
  // §4.2, §5 rule 5: interactive admin only
  listApiKeys: ['admin'],
  createApiKey: ['admin'],
  revokeApiKey: ['admin'],
  // §5 rule 2 (granting access is never a key's act), docs/decisions/0017: interactive company admin only, not staff
  listMembers: ['admin'],
  inviteMember: ['admin'],
  changeMemberRoles: ['admin'],
  removeMember: ['admin'],
  getPayrollWorkspace: ADMIN_OR_APPROVER,
  upsertEmployee: ADMIN_OR_APPROVER,
  fetchTaxCard: ADMIN_OR_APPROVER,
  // docs/decisions/0018 (§5 rules 2–3)
  getPayrollRun: ADMIN_OR_APPROVER,
  approvePayrollRun: ADMIN_OR_APPROVER,
  // docs/decisions/0021
  createPayrollRun: ADMIN_OR_APPROVER,
  returnPayrollRun: ADMIN_OR_APPROVER,
  // §1 Payments, docs/decisions/0008: a named interactive admin or approver
  listPayments: ADMIN_OR_APPROVER,
  getPaymentBatch: ADMIN_OR_APPROVER,
  releasePaymentBatch: ADMIN_OR_APPROVER,
  recreatePaymentBatch: ADMIN_OR_APPROVER,
  // docs/decisions/0010: holding a payment back is a named admin's or approver's act
  holdPayment: ADMIN_OR_APPROVER,
  unholdPayment: ADMIN_OR_APPROVER,
  // docs/decisions/0004-held-payments.md: cancelling a held payment is a named admin's or approver's act
  cancelPayment: ADMIN_OR_APPROVER,
  // §4.7: purchase-invoice roles (the approver also reviews invoices) and staff
  listPurchaseBills: ['approver', 'bills', 'staff'],
  getPurchaseBillOriginalReview: ['approver', 'bills', 'staff'],
  // docs/decisions/0011: the company answers the firm's clarification request (purchase-invoice roles)
  answerBillClarification: ['approver', 'bills'],
  // docs/decisions/0011: read like purchase bills; the routing by the admin too, changed by the admin only
  listInvoices: ['approver', 'bills', 'staff'],
  getInvoiceRouting: ['admin', 'approver', 'bills', 'staff'],
  updateInvoiceRouting: ['admin'],
  getInvoice: ['approver', 'bills', 'staff'],
  // §5 rule 3: the matching invoice review permission (the check: purchase_invoices or invoice_reviewer), interactive only
  approveInvoice: ['approver', 'bills'],
  rejectInvoice: ['approver', 'bills'],
  // docs/decisions/0011: the firm sends a bill returned to it back to the check
  resubmitInvoice: ['staff'],
  // docs/decisions/0012: the claimant's own
  createExpenseClaim: ['claimant'],
  listExpenseClaims: ['claimant'],
  // docs/decisions/0014: the company's numbers for the roles that run its money, keys (as operator) and staff
  listBooksAccounts: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  getBooksStatement: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  listBooksMonths: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  listBooksQuestions: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  listLensTransactions: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  getLensTransaction: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  // spec §1: the one write of Books is the company's own answer (a write key acts as operator; not the firm's staff)
  declareBooksRow: ['writeKey', 'admin', 'approver', 'operator'],
  // docs/decisions/0013: everyone reaches the endpoints (which threads, the thread's subject decides, per thread);
  // a read key writes nothing (§5 rule 1); the firm's staff write (the other side of every thread)
  listMessageThreads: EVERYONE,
  getMessageThread: EVERYONE,
  listThreadMessages: EVERYONE,
  startMessageThread: [...MEMBERS_WHO_WRITE, 'staff'],
  postThreadMessage: [...MEMBERS_WHO_WRITE, 'staff'],
  editThreadMessage: [...MEMBERS_WHO_WRITE, 'staff'],
  withdrawThreadMessage: [...MEMBERS_WHO_WRITE, 'staff'],
  // read state is a person's: no key
  getMessagesUnread: ['admin', 'approver', 'operator', 'claimant', 'bills', 'staff'],
  markThreadRead: ['admin', 'approver', 'operator', 'claimant', 'bills', 'staff'],
  // docs/decisions/0015: read as the books; the company's decision on a prepared return by a named admin or approver
  listFilings: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  listFilingAuthorizations: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  getFiling: ['readKey', 'writeKey', 'admin', 'approver', 'operator', 'staff'],
  reviewFiling: ADMIN_OR_APPROVER,
  listWorklog: EVERYONE,
  createWorklogEntry: MEMBERS_WHO_WRITE,
  voidWorklogEntry: MEMBERS_WHO_WRITE,
  // §5 rule 6: staff or company admin
  getAccountingReadModel: ['admin', 'staff'],
};

const PATH_VALUES: Record<string, string> = {
  connection_id: 'conn_matrix',
  key_id: 'key_matrix',
  bill_id: 'bill:matrix 1',
  invoice_id: 'inv_matrix',
  entry_id: 'wl_matrix',
  read_model: 'ledger',
  document_id: 'doc_matrix',
  run_id: 'run_matrix',
  batch_id: 'pay_matrix',
  payment_id: 'payment_matrix',
  row_id: 'row_matrix',
  member_id: 'member_matrix',
  thread_id: 'thr_matrix',
  message_id: 'msg_matrix',
  filing_id: 'fil_matrix',
};

const bearerTokens = new Map<Bearer, string>();

beforeAll(async () => {
  bearerTokens.set('readKey', 'svc_sk_sandbox_aurora_read');
  bearerTokens.set('writeKey', 'svc_sk_sandbox_aurora_write');
  const people: [Bearer, string][] = [
    ['admin', 'admin@aurora.example'],
    ['approver', 'approver@aurora.example'],
    ['operator', 'operator@aurora.example'],
    ['claimant', 'claimant@aurora.example'],
    ['bills', 'bills@aurora.example'],
    ['staff', 'staff@firm.example'],
  ];
  for (const [bearer, email] of people) bearerTokens.set(bearer, await idTokenOf(email));
});

function requestFor(endpoint: (typeof endpoints)[number], bearer: Bearer | undefined) {
  const path = endpoint.path.replace(/\{([a-z_]+)\}/g, (_m, name: string) => encodeURIComponent(PATH_VALUES[name] ?? 'x'));
  const interactive = bearer !== undefined && bearer !== 'readKey' && bearer !== 'writeKey';
  const customer: Record<string, string> = interactive ? { customer_id: 'cus_aurora' } : {};
  if (endpoint.bodyMediaType === 'multipart/form-data') {
    // An upload without files: those who may upload get 400 no_files, the others 403, and nothing is stored.
    const boundary = 'matrix-boundary';
    const parts = Object.entries(customer).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const rawBody = `${parts.join('')}--${boundary}--\r\n`;
    return { path, body: undefined, rawBody, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
  }
  if (endpoint.method === 'POST') return { path, body: customer };
  const query = new URLSearchParams(customer);
  if (endpoint.operationId === 'getPayrollWorkspace') query.set('period', '2026-11');
  if (endpoint.operationId === 'getBooksStatement') {
    query.set('kind', 'income_statement');
    query.set('period', '2026-10');
  }
  return { path: query.size > 0 ? `${path}?${query}` : path, body: undefined };
}

describe('spec §5: who may call each endpoint', () => {
  it('has a row for every endpoint of the catalogue', () => {
    expect(Object.keys(WHO_MAY).sort()).toEqual(endpoints.map((e) => e.operationId).sort());
  });

  for (const endpoint of endpoints) {
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      it('answers 401 with the envelope without a bearer', async () => {
        const { path, ...request } = requestFor(endpoint, undefined);
        const answer = await callService(endpoint.method, path, request);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: 'missing_token', detail: expect.any(String) });
      });

      for (const bearer of BEARERS) {
        const allowed = WHO_MAY[endpoint.operationId]?.includes(bearer) ?? false;
        it(`${allowed ? 'lets' : 'refuses (403)'} ${bearer}`, async () => {
          const { path, ...request } = requestFor(endpoint, bearer);
          const answer = await callService(endpoint.method, path, { bearer: bearerTokens.get(bearer), ...request });
          if (allowed) {
            expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
            expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
          } else {
            expect(answer.status, JSON.stringify(answer.body)).toBe(403);
          }
          if (answer.status >= 400) expect(answer.body).toEqual({ error: expect.any(String), detail: expect.any(String) });
        });
      }
    });
  }
});

/**
 * docs/decisions/0003-documents-by-role.md as a table: the document endpoints above answer every bearer, but
 * which document each one reaches follows what the document belongs to. One seeded document of each kind;
 * a document beyond the bearer's sight is 404 (as one that does not exist), never 403.
 */
const SEEDED_DOCUMENT_OF_KIND: Record<string, string> = {
  purchase: 'doc_kaffa_2026_311',
  bank: 'file_aurora_004',
  contract: 'file_aurora_003',
  claim: 'doc_receipt_parking_1103',
};
const SEES_DOCUMENT_KINDS: Record<Bearer, readonly string[]> = {
  admin: ['purchase', 'bank', 'contract', 'claim', 'payroll'],
  approver: ['purchase', 'bank', 'contract', 'claim', 'payroll'],
  staff: ['purchase', 'bank', 'contract', 'claim', 'payroll'],
  operator: ['purchase', 'bank', 'contract', 'claim'],
  readKey: ['purchase', 'bank', 'contract', 'claim'],
  writeKey: ['purchase', 'bank', 'contract', 'claim'],
  bills: ['purchase', 'claim'],
  claimant: ['claim'],
};

describe('docs/decisions/0003-documents-by-role.md: which documents each bearer reaches', () => {
  const documentOfKind = new Map(Object.entries(SEEDED_DOCUMENT_OF_KIND));
  beforeAll(async () => {
    // an employer's return: payroll's (its id names a period the seed moves with its day)
    const all = await callService('GET', '/documents?customer_id=cus_aurora', { bearer: bearerTokens.get('staff') });
    const payroll = (all.body as { documents: { id: string; belongs_to: { kind: string } }[] }).documents.find((document) => document.belongs_to.kind === 'payroll');
    if (!payroll) throw new Error('the seed has no payroll document');
    documentOfKind.set('payroll', payroll.id);
  });

  for (const bearer of BEARERS) {
    it(`${bearer} reaches ${SEES_DOCUMENT_KINDS[bearer].join(', ')}; the rest answer 404`, async () => {
      const interactive = bearer !== 'readKey' && bearer !== 'writeKey';
      for (const [kind, id] of documentOfKind) {
        for (const path of [`/documents/${id}`, `/documents/${id}/content`]) {
          const answer = await callService('GET', interactive ? `${path}?customer_id=cus_aurora` : path, { bearer: bearerTokens.get(bearer) });
          expect(answer.status, `${bearer} ${kind} ${path}`).toBe(SEES_DOCUMENT_KINDS[bearer].includes(kind) ? 200 : 404);
        }
      }
    });
  }
});
