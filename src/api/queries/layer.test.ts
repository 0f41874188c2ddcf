import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import { endpoints } from '../endpoints.ts';
import * as READ_PATHS from '../read-paths.ts';
import { accountingReads } from './accounting.ts';
import { apiKeyInvalidations, apiKeyReads } from './api-keys.ts';
import { booksInvalidations, booksReads } from './books.ts';
import { companyInvalidations, companyReads } from './company.ts';
import { connectionInvalidations, connectionReads } from './connections.ts';
import { documentInvalidations, documentReads } from './documents.ts';
import { filingsInvalidations, filingsReads } from './filings.ts';
import { invoicingInvalidations, invoicingReads } from './invoicing.ts';
import type { ReadOperationId } from './keys.ts';
import { memberInvalidations, memberReads } from './members.ts';
import { messagesInvalidations, messagesReads } from './messages.ts';
import { paymentInvalidations, paymentReads } from './payments.ts';
import { payrollInvalidations, payrollReads } from './payroll.ts';
import { worklogInvalidations, worklogReads } from './worklog.ts';
import { apiKeyWrites } from './api-keys-writes.ts';
import { booksWrites } from './books-writes.ts';
import { companyWrites } from './company-writes.ts';
import { connectionWrites } from './connections-writes.ts';
import { documentWrites } from './documents-writes.ts';
import { filingsWrites } from './filings-writes.ts';
import { invoicingWrites } from './invoicing-writes.ts';
import { memberWrites } from './members-writes.ts';
import { messagesWrites } from './messages-writes.ts';
import { paymentWrites } from './payments-writes.ts';
import { payrollWrites } from './payroll-writes.ts';
import { worklogWrites } from './worklog-writes.ts';
import { QueryClient } from '@tanstack/react-query';

const AREA_READS = {
  accounting: accountingReads,
  'api-keys': apiKeyReads,
  books: booksReads,
  company: companyReads,
  connections: connectionReads,
  documents: documentReads,
  filings: filingsReads,
  invoicing: invoicingReads,
  members: memberReads,
  messages: messagesReads,
  payments: paymentReads,
  payroll: payrollReads,
  worklog: worklogReads,
};

const AREA_INVALIDATIONS = [
  apiKeyInvalidations,
  booksInvalidations,
  companyInvalidations,
  connectionInvalidations,
  documentInvalidations,
  filingsInvalidations,
  invoicingInvalidations,
  memberInvalidations,
  messagesInvalidations,
  paymentInvalidations,
  payrollInvalidations,
  worklogInvalidations,
];

const AREA_WRITES = {
  'api-keys': apiKeyWrites,
  books: booksWrites,
  company: companyWrites,
  connections: connectionWrites,
  documents: documentWrites,
  filings: filingsWrites,
  invoicing: invoicingWrites,
  members: memberWrites,
  messages: messagesWrites,
  payments: paymentWrites,
  payroll: payrollWrites,
  worklog: worklogWrites,
};

const reads = endpoints.filter((endpoint) => endpoint.method === 'GET');
const writes = endpoints.filter((endpoint) => endpoint.method !== 'GET');
const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => null, renewSession: async () => false });

/**
 * docs/decisions/0029: one query layer. Each read of the catalogue has exactly one definition, so that two readers of the
 * same data can never keep it under two keys, or read it two ways under one.
 */
describe('the query layer', () => {
  it('defines exactly one query for every read operation of the catalogue, and none for anything else', () => {
    const defined = Object.values(AREA_READS).flatMap((areaReads) => Object.keys(areaReads));
    expect([...defined].sort()).toEqual(reads.map((endpoint) => endpoint.operationId).sort());
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('keys every read general → specific: its area, the company (the person for /me), the operation, its parameters', () => {
    const C = 'cus_x';
    const keyed: Record<ReadOperationId, { area: keyof typeof AREA_READS | 'person'; key: readonly unknown[]; params: readonly unknown[] }> = {
      getMe: { area: 'person', key: companyReads.getMe(client, C).queryKey, params: [] },
      getAgentStatus: { area: 'company', key: companyReads.getAgentStatus(client, C).queryKey, params: [] },
      getIngestStatus: { area: 'company', key: companyReads.getIngestStatus(client, C, false).queryKey, params: [] },
      listDocuments: { area: 'documents', key: documentReads.listDocuments(client, C).queryKey, params: [] },
      getDocument: { area: 'documents', key: documentReads.getDocument(client, C, 'doc_1').queryKey, params: ['doc_1'] },
      getDocumentContent: { area: 'documents', key: documentReads.getDocumentContent(client, C, 'doc_1', 'ab').queryKey, params: ['doc_1', 'ab'] },
      getConnectionDataSummary: { area: 'connections', key: connectionReads.getConnectionDataSummary(client, C, 'conn_1').queryKey, params: ['conn_1'] },
      listPaywalletConnections: { area: 'connections', key: connectionReads.listPaywalletConnections(client, C).queryKey, params: [] },
      getConnectionsCatalog: { area: 'connections', key: connectionReads.getConnectionsCatalog(client, C).queryKey, params: [] },
      listApiKeys: { area: 'api-keys', key: apiKeyReads.listApiKeys(client, C).queryKey, params: [] },
      listMembers: { area: 'members', key: memberReads.listMembers(client, C).queryKey, params: [] },
      getPayrollWorkspace: { area: 'payroll', key: payrollReads.getPayrollWorkspace(client, C, '2026-11').queryKey, params: ['2026-11'] },
      getPayrollRun: { area: 'payroll', key: payrollReads.getPayrollRun(client, C, 'run_1').queryKey, params: ['run_1'] },
      listPayments: { area: 'payments', key: paymentReads.listPayments(client, C).queryKey, params: [] },
      getPaymentBatch: { area: 'payments', key: paymentReads.getPaymentBatch(client, C, 'pay_1').queryKey, params: ['pay_1'] },
      listPurchaseBills: { area: 'invoicing', key: invoicingReads.listPurchaseBills(client, C).queryKey, params: [] },
      getPurchaseBillOriginalReview: { area: 'invoicing', key: invoicingReads.getPurchaseBillOriginalReview(client, C, 'bill:1').queryKey, params: ['bill:1'] },
      listInvoices: { area: 'invoicing', key: invoicingReads.listInvoices(client, C, 'me').queryKey, params: ['me'] },
      getInvoiceRouting: { area: 'invoicing', key: invoicingReads.getInvoiceRouting(client, C).queryKey, params: [] },
      getInvoice: { area: 'invoicing', key: invoicingReads.getInvoice(client, C, 'bill:1').queryKey, params: ['bill:1'] },
      listExpenseClaims: { area: 'invoicing', key: invoicingReads.listExpenseClaims(client, C).queryKey, params: [] },
      listBooksAccounts: { area: 'books', key: booksReads.listBooksAccounts(client, C).queryKey, params: [] },
      getBooksStatement: { area: 'books', key: booksReads.getBooksStatement(client, C, 'income_statement', '2026-10').queryKey, params: ['income_statement', '2026-10', true] },
      listBooksMonths: { area: 'books', key: booksReads.listBooksMonths(client, C).queryKey, params: [] },
      listBooksQuestions: { area: 'books', key: booksReads.listBooksQuestions(client, C, 'open').queryKey, params: ['open'] },
      listLensTransactions: { area: 'books', key: booksReads.listLensTransactions(client, C, { account: '3000' }).queryKey, params: ['3000', '', '', ''] },
      getLensTransaction: { area: 'books', key: booksReads.getLensTransaction(client, C, 'row_1').queryKey, params: ['row_1'] },
      listMessageThreads: { area: 'messages', key: messagesReads.listMessageThreads(client, C, { subject: { kind: 'document', id: 'doc_1' } }).queryKey, params: ['document', 'doc_1', ''] },
      getMessagesUnread: { area: 'messages', key: messagesReads.getMessagesUnread(client, C).queryKey, params: [] },
      getMessageThread: { area: 'messages', key: messagesReads.getMessageThread(client, C, 'thr_1').queryKey, params: ['thr_1'] },
      listThreadMessages: { area: 'messages', key: messagesReads.listThreadMessages(client, C, 'thr_1', { before: 40 }).queryKey, params: ['thr_1', 40, ''] },
      listFilings: { area: 'filings', key: filingsReads.listFilings(client, C).queryKey, params: ['', ''] },
      listFilingAuthorizations: { area: 'filings', key: filingsReads.listFilingAuthorizations(client, C).queryKey, params: [] },
      getFiling: { area: 'filings', key: filingsReads.getFiling(client, C, 'fil_1').queryKey, params: ['fil_1'] },
      listWorklog: { area: 'worklog', key: worklogReads.listWorklog(client, C, { from: '2026-11-01', to: '2026-11-30' }).queryKey, params: ['2026-11-01', '2026-11-30'] },
      getAccountingReadModel: { area: 'accounting', key: accountingReads.getAccountingReadModel(client, C, 'ledger').queryKey, params: ['ledger'] },
    };
    for (const [operationId, { area, key, params }] of Object.entries(keyed)) {
      expect(key, operationId).toEqual([area, C, operationId, ...params]);
      // the area is the module the definition lives in (the person's /me apart)
      if (area !== 'person') expect(Object.keys(AREA_READS[area])).toContain(operationId);
    }
  });

  it('says for every write operation of the catalogue what it makes stale, and nothing for a read', () => {
    const said = AREA_INVALIDATIONS.flatMap((invalidations) => Object.keys(invalidations));
    const writeIds: readonly string[] = writes.map((endpoint) => endpoint.operationId);
    const readIds: readonly string[] = reads.map((endpoint) => endpoint.operationId);
    const forWrites = said.filter((name) => writeIds.includes(name));
    expect([...forWrites].sort()).toEqual([...writeIds].sort());
    expect(new Set(forWrites).size).toBe(forWrites.length);
    // the other entries are the irregular cases (an unreadable answer, a refusal), named for what happened
    expect(said.filter((name) => readIds.includes(name))).toEqual([]);
  });

  it('defines exactly one mutation for every write operation of the catalogue, keyed by its area, the company and the operation', () => {
    const defined = Object.values(AREA_WRITES).flatMap((writes) => Object.keys(writes));
    expect([...defined].sort()).toEqual(writes.map((endpoint) => endpoint.operationId).sort());
    const queryClient = new QueryClient();
    const C = 'cus_x';
    for (const [area, areaWrites] of Object.entries(AREA_WRITES)) {
      for (const [operationId, write] of Object.entries(areaWrites)) {
        // every write takes the service client, the query client and the company, then what it writes to
        const options = (write as (...args: unknown[]) => { mutationKey?: readonly unknown[] })(client, queryClient, C, 'id_1', { current: null }, 'id_3');
        expect(options.mutationKey?.slice(0, 3), operationId).toEqual([area, C, operationId]);
        // the area's invalidations say what it makes stale
        expect(AREA_INVALIDATIONS.some((invalidations) => operationId in invalidations), operationId).toBe(true);
      }
    }
  });

  it('takes the catalogue’s read paths from one schema-free table the boot uses too', () => {
    expect(Object.fromEntries(reads.map((endpoint) => [endpoint.operationId, endpoint.path]))).toEqual({ ...READ_PATHS });
  });
});

const SRC = join(import.meta.dirname, '..', '..');
const API = join(SRC, 'api');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return path === API ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const AREAS = [...Object.keys(AREA_READS), 'person'];
/** A key written out: a `queryKey: [` literal, a cache call given an array, or an array that starts with an area and a company. */
const HAND_BUILT_KEY = new RegExp(
  [
    String.raw`queryKey:\s*\[`,
    String.raw`\b(?:set|get)Quer(?:y|ies)Data(?:<[^>]*>)?\(\s*\[`,
    String.raw`\b(?:invalidate|refetch|remove|cancel|reset)Queries\(\s*\[`,
    String.raw`\[\s*'(?:${AREAS.join('|')})'\s*,\s*(?:customerId|subject|'cus_)`,
  ].join('|'),
);
/** A cache filter written out (`{ queryKey: … }`): what a write makes stale, or a cache call reaches, is the layer's to say. */
const QUERY_FILTER = /queryKey\s*:/;
/** A service path written out: a quoted path of the catalogue, its parameters given or filled in. */
const HAND_WRITTEN_PATH = new RegExp(
  endpoints
    .map((endpoint) => String.raw`['"\`]` + endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+\}/g, String.raw`(?:\{[a-z_]+\}|\$\{[^}]+\}|[^'"\`/\s]+)`) + String.raw`(?=['"\`?])`)
    .join('|'),
);

/** Where a pattern matches outside comments, as `file:line`. */
function findings(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const code = line.replace(/^\s*(?:\/\/|\*|\/\*).*$/, '');
        return pattern.test(code) ? [`${relative(SRC, file)}:${index + 1}`] : [];
      }),
  );
}

describe('outside src/api', () => {
  const files = sourceFiles(SRC);
  const tests = (file: string) => /\.test\.tsx?$/.test(file);

  it('no file builds a query key by hand: keys come from the layer (src/api/queries), in tests too', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(findings(files, HAND_BUILT_KEY)).toEqual([]);
  });

  it('no module writes a cache filter: what a write makes stale is said in the layer, in its area’s invalidations', () => {
    expect(findings(files.filter((file) => !tests(file)), QUERY_FILTER)).toEqual([]);
  });

  it('no module writes out a service path: the catalogue names them (tests may state the URL they expect)', () => {
    expect(findings(files.filter((file) => !tests(file)), HAND_WRITTEN_PATH)).toEqual([]);
  });

  it('would see each when written', () => {
    expect(HAND_BUILT_KEY.test("queryClient.setQueryData(['payments', customerId, 'listPayments'], x)")).toBe(true);
    expect(HAND_BUILT_KEY.test("invalidateQueries({ queryKey: ['company', customerId] })")).toBe(true);
    expect(HAND_BUILT_KEY.test("i18next.loadNamespaces(['connections', 'doneButUnreadable'])")).toBe(false);
    expect(QUERY_FILTER.test('queryClient.invalidateQueries({ queryKey: memberKeys.list(customerId) })')).toBe(true);
    expect(QUERY_FILTER.test('queryClient.setQueryData(memberKeys.list(customerId), list)')).toBe(false);
    expect(HAND_WRITTEN_PATH.test("{ path: '/purchase-bills' }")).toBe(true);
    expect(HAND_WRITTEN_PATH.test('fetch(`/payments/${batchId}/release`)')).toBe(true);
    expect(HAND_WRITTEN_PATH.test("const to = `/${customerId}/payments`;")).toBe(false);
  });
});
