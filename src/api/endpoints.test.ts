import fc from 'fast-check';
import { z } from './zod.ts';
import { describe, expect, it } from 'vitest';
import { endpointByOperationId, endpoints, errorsOf, matchPath, type Endpoint } from './endpoints.ts';

const expected: readonly [string, Endpoint['method'], string, Endpoint['tag'], Endpoint['bearers'], number][] = [
  ['getMe', 'GET', '/me', 'Company', 'interactive_or_api_key', 200],
  ['getAgentStatus', 'GET', '/status', 'Company', 'interactive_or_api_key', 200],
  // spec §1: per-file ingest metadata belongs to the Documents area
  ['getIngestStatus', 'GET', '/ingest-status', 'Documents', 'interactive_or_api_key', 200],
  ['updateCompanySettings', 'POST', '/company/settings', 'Company', 'interactive', 200],
  // docs/decisions/0019: document upload and reads
  ['uploadDocuments', 'POST', '/documents', 'Documents', 'interactive_or_api_key', 201],
  ['listDocuments', 'GET', '/documents', 'Documents', 'interactive_or_api_key', 200],
  ['getDocument', 'GET', '/documents/{document_id}', 'Documents', 'interactive_or_api_key', 200],
  ['getDocumentContent', 'GET', '/documents/{document_id}/content', 'Documents', 'interactive_or_api_key', 200],
  ['connectAcquirer', 'POST', '/acquirer-connections/api-key', 'Connections', 'interactive_or_api_key', 202],
  [
    'revalidateAcquirerConnection',
    'POST',
    '/acquirer-connections/{connection_id}/revalidate',
    'Connections',
    'interactive_or_api_key',
    200,
  ],
  // docs/decisions/0026: removing a connection that never verified; DELETE carries customer_id in its query
  ['removeAcquirerConnection', 'DELETE', '/acquirer-connections/{connection_id}', 'Connections', 'interactive_or_api_key', 200],
  ['getConnectionDataSummary', 'GET', '/connections/{connection_id}/data', 'Connections', 'interactive_or_api_key', 200],
  ['listPaywalletConnections', 'GET', '/paywallet-connections', 'Connections', 'interactive_or_api_key', 200],
  ['activateMobilewalletConnection', 'POST', '/mobilewallet-connections/activate', 'Connections', 'interactive_or_api_key', 200],
  ['startStorefrontInstall', 'POST', '/storefront-connections/oauth/start', 'Connections', 'interactive_or_api_key', 201],
  ['getConnectionsCatalog', 'GET', '/lens/connections-catalog', 'Lens', 'interactive_or_api_key', 200],
  ['listApiKeys', 'GET', '/api-keys', 'API keys', 'interactive', 200],
  ['createApiKey', 'POST', '/api-keys', 'API keys', 'interactive', 201],
  ['revokeApiKey', 'DELETE', '/api-keys/{key_id}', 'API keys', 'interactive', 200],
  // docs/decisions/0017: members and roles, granted only by an interactive company admin (§5 rule 2)
  ['listMembers', 'GET', '/members', 'Company', 'interactive', 200],
  ['inviteMember', 'POST', '/members/invitations', 'Company', 'interactive', 201],
  ['changeMemberRoles', 'POST', '/members/{member_id}/roles', 'Company', 'interactive', 200],
  ['removeMember', 'DELETE', '/members/{member_id}', 'Company', 'interactive', 200],
  ['getPayrollWorkspace', 'GET', '/payroll/workspace', 'Payroll', 'interactive', 200],
  ['upsertEmployee', 'POST', '/payroll/employees', 'Payroll', 'interactive', 201],
  ['fetchTaxCard', 'POST', '/payroll/employees/tax-card/fetch', 'Payroll', 'interactive', 200],
  // docs/decisions/0018, 0008: payroll runs, payments and their release are interactive only (§5 rules 2–3)
  ['getPayrollRun', 'GET', '/payroll/runs/{run_id}', 'Payroll', 'interactive', 200],
  ['approvePayrollRun', 'POST', '/payroll/runs/{run_id}/approve', 'Payroll', 'interactive', 200],
  // docs/decisions/0018: the month's draft run made, and a draft returned to the accounting firm
  ['createPayrollRun', 'POST', '/payroll/runs', 'Payroll', 'interactive', 201],
  ['returnPayrollRun', 'POST', '/payroll/runs/{run_id}/return', 'Payroll', 'interactive', 200],
  ['listPayments', 'GET', '/payments', 'Payments', 'interactive', 200],
  ['getPaymentBatch', 'GET', '/payments/{batch_id}', 'Payments', 'interactive', 200],
  ['releasePaymentBatch', 'POST', '/payments/{batch_id}/release', 'Payments', 'interactive', 200],
  ['recreatePaymentBatch', 'POST', '/payments/{batch_id}/recreate', 'Payments', 'interactive', 201],
  // docs/decisions/0010: holding a payment back
  ['holdPayment', 'POST', '/payments/{batch_id}/payments/{payment_id}/hold', 'Payments', 'interactive', 200],
  ['unholdPayment', 'POST', '/payments/{batch_id}/payments/{payment_id}/unhold', 'Payments', 'interactive', 200],
  // docs/decisions/0004-held-payments.md
  ['cancelPayment', 'POST', '/payments/{batch_id}/payments/{payment_id}/cancel', 'Payments', 'interactive', 200],
  // spec §4.7: purchase-invoice roles and staff; a key acts as operator and can never read bills
  ['listPurchaseBills', 'GET', '/purchase-bills', 'Invoicing', 'interactive', 200],
  ['getPurchaseBillOriginalReview', 'GET', '/purchase-bills/{bill_id}/original-review', 'Invoicing', 'interactive', 200],
  // docs/decisions/0011, 0012: invoice circulation and expense claims, interactive sessions only (§5 rules 2–3)
  ['answerBillClarification', 'POST', '/purchase-bills/{bill_id}/clarifications', 'Invoicing', 'interactive', 201],
  ['listInvoices', 'GET', '/invoices', 'Invoicing', 'interactive', 200],
  ['getInvoiceRouting', 'GET', '/invoices/routing', 'Invoicing', 'interactive', 200],
  ['updateInvoiceRouting', 'POST', '/invoices/routing', 'Invoicing', 'interactive', 200],
  ['getInvoice', 'GET', '/invoices/{invoice_id}', 'Invoicing', 'interactive', 200],
  ['approveInvoice', 'POST', '/invoices/{invoice_id}/approve', 'Invoicing', 'interactive', 200],
  ['rejectInvoice', 'POST', '/invoices/{invoice_id}/reject', 'Invoicing', 'interactive', 200],
  ['resubmitInvoice', 'POST', '/invoices/{invoice_id}/resubmit', 'Invoicing', 'interactive', 200],
  ['createExpenseClaim', 'POST', '/expense-claims', 'Invoicing', 'interactive', 201],
  ['listExpenseClaims', 'GET', '/expense-claims', 'Invoicing', 'interactive', 200],
  ['listBooksAccounts', 'GET', '/books/accounts', 'Books', 'interactive_or_api_key', 200],
  ['getBooksStatement', 'GET', '/books/statements', 'Books', 'interactive_or_api_key', 200],
  ['listBooksMonths', 'GET', '/books/months', 'Books', 'interactive_or_api_key', 200],
  ['listBooksQuestions', 'GET', '/books/questions', 'Books', 'interactive_or_api_key', 200],
  ['declareBooksRow', 'POST', '/books/rows/{row_id}/declarations', 'Books', 'interactive_or_api_key', 201],
  ['listLensTransactions', 'GET', '/lens/transactions', 'Lens', 'interactive_or_api_key', 200],
  ['getLensTransaction', 'GET', '/lens/transactions/{row_id}', 'Lens', 'interactive_or_api_key', 200],
  ['listMessageThreads', 'GET', '/messages/threads', 'Messages', 'interactive_or_api_key', 200],
  ['startMessageThread', 'POST', '/messages/threads', 'Messages', 'interactive_or_api_key', 201],
  ['getMessagesUnread', 'GET', '/messages/unread', 'Messages', 'interactive', 200],
  ['getMessageThread', 'GET', '/messages/threads/{thread_id}', 'Messages', 'interactive_or_api_key', 200],
  ['listThreadMessages', 'GET', '/messages/threads/{thread_id}/messages', 'Messages', 'interactive_or_api_key', 200],
  ['postThreadMessage', 'POST', '/messages/threads/{thread_id}/messages', 'Messages', 'interactive_or_api_key', 201],
  ['editThreadMessage', 'POST', '/messages/threads/{thread_id}/messages/{message_id}/edit', 'Messages', 'interactive_or_api_key', 201],
  ['withdrawThreadMessage', 'POST', '/messages/threads/{thread_id}/messages/{message_id}/withdraw', 'Messages', 'interactive_or_api_key', 201],
  ['markThreadRead', 'POST', '/messages/threads/{thread_id}/read', 'Messages', 'interactive', 200],
  ['listFilings', 'GET', '/filings', 'Filings', 'interactive_or_api_key', 200],
  ['listFilingAuthorizations', 'GET', '/filings/authorizations', 'Filings', 'interactive_or_api_key', 200],
  ['getFiling', 'GET', '/filings/{filing_id}', 'Filings', 'interactive_or_api_key', 200],
  ['reviewFiling', 'POST', '/filings/{filing_id}/review', 'Filings', 'interactive', 200],
  ['listWorklog', 'GET', '/worklog', 'Work log', 'interactive_or_api_key', 200],
  ['createWorklogEntry', 'POST', '/worklog', 'Work log', 'interactive_or_api_key', 201],
  ['voidWorklogEntry', 'POST', '/worklog/{entry_id}/void', 'Work log', 'interactive_or_api_key', 200],
  ['getAccountingReadModel', 'GET', '/accounting/{read_model}', 'Accounting', 'interactive_or_api_key', 200],
];

const templateParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

describe('endpoint catalogue', () => {
  it('holds exactly the agreed operations with their method, path, tag, bearers and success status', () => {
    expect(
      endpoints.map((endpoint) => [
        endpoint.operationId,
        endpoint.method,
        endpoint.path,
        endpoint.tag,
        endpoint.bearers,
        endpoint.success.status,
      ]),
    ).toEqual(expected);
  });

  it('names every operation uniquely in camelCase and every method+path once', () => {
    const ids = endpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(endpoints.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s lists 401 and 403, 404 when it has a path parameter and 400 when it takes a body or query',
    (_id, endpoint) => {
      expect(endpoint.errors).toContain(401);
      expect(endpoint.errors).toContain(403);
      if (endpoint.pathParams) expect(endpoint.errors).toContain(404);
      if (endpoint.body || endpoint.query) expect(endpoint.errors).toContain(400);
    },
  );

  it.each(endpoints.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s declares one non-empty string path parameter per {param} of its path',
    (_id, endpoint) => {
      const names = templateParams(endpoint.path);
      expect(Object.keys(endpoint.pathParams?.shape ?? {})).toEqual(names);
      for (const name of names) {
        expect(endpoint.pathParams?.safeParse({ [name]: '' }).success).toBe(false);
      }
    },
  );

  it.each(endpoints.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s takes customer_id, optional, as a query parameter on GET/DELETE and as a body field on POST',
    (_id, endpoint) => {
      if (endpoint.method === 'POST') {
        expect(endpoint.body).toBeDefined();
        expect(endpoint.query).toBeUndefined();
        expect(endpoint.body?.safeParse({ customer_id: '' }).success).toBe(false);
        const shape = endpoint.body instanceof z.ZodObject ? endpoint.body.shape : {};
        expect(Object.keys(shape)).toContain('customer_id');
        expect(shape.customer_id?.safeParse(undefined).success).toBe(true);
      } else {
        expect(endpoint.body).toBeUndefined();
        expect(endpoint.query?.shape.customer_id?.safeParse(undefined).success).toBe(true);
        expect(endpoint.query?.shape.customer_id?.safeParse('c_1').success).toBe(true);
      }
    },
  );

  it('refuses an unknown query parameter rather than ignoring it', () => {
    expect(endpointByOperationId('getMe').query.safeParse({ customer: 'c_1' }).success).toBe(false);
    expect(endpointByOperationId('listWorklog').query.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(
      true,
    );
  });

  it('requires the payroll workspace period as YYYY-MM', () => {
    const query = endpointByOperationId('getPayrollWorkspace').query;
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ period: '2026-11' }).success).toBe(true);
  });

  it('limits the accounting read model to those of spec §1: ledger, journal entries, context cards, filings strip, SQL explorer', () => {
    const params = endpointByOperationId('getAccountingReadModel').pathParams;
    for (const model of ['ledger', 'journal-entries', 'context-cards', 'filings-strip', 'sql-explorer']) {
      expect(params.safeParse({ read_model: model }).success, model).toBe(true);
    }
    for (const model of ['sql_explorer', 'balance-sheet', '']) {
      expect(params.safeParse({ read_model: model }).success, model).toBe(false);
    }
  });

  it('declares 501 exactly on the operations whose shapes the spec does not show (success schema null)', () => {
    const unshown = endpoints.filter((endpoint) => endpoint.success.schema === null).map((endpoint) => endpoint.operationId);
    expect(unshown.sort()).toEqual(['getAccountingReadModel', 'updateCompanySettings']);
    for (const endpoint of endpoints) {
      expect(endpoint.errors.includes(501), endpoint.operationId).toBe(endpoint.success.schema === null);
    }
  });

  it('says 413 can answer every operation that takes a body, and no other', () => {
    for (const endpoint of endpoints) {
      expect(errorsOf(endpoint).includes(413), endpoint.operationId).toBe(endpoint.body !== undefined);
      expect(errorsOf(endpoint)).toEqual(expect.arrayContaining([...endpoint.errors]));
    }
  });

  it('connectAcquirer answers 202 and lists 400, 401, 403, 409 and 503', () => {
    const endpoint = endpointByOperationId('connectAcquirer');
    expect(endpoint.success.status).toBe(202);
    expect([...endpoint.errors].sort()).toEqual([400, 401, 403, 409, 503]);
  });

  it('fetchTaxCard lists 404, 422 and 503; mobile-wallet activation lists 422; the recheck lists 404, 409 and 503', () => {
    expect(endpointByOperationId('fetchTaxCard').errors).toEqual(expect.arrayContaining([404, 422, 503]));
    expect(endpointByOperationId('activateMobilewalletConnection').errors).toContain(422);
    expect(endpointByOperationId('revalidateAcquirerConnection').errors).toEqual(expect.arrayContaining([404, 409, 503]));
  });

  it('marks every operation that rests on the project’s decision (docs/decisions/) with an assumption', () => {
    const decided = [
      'getMe',
      'getAgentStatus',
      'getIngestStatus',
      'revalidateAcquirerConnection',
      'getConnectionsCatalog',
      'activateMobilewalletConnection',
      'startStorefrontInstall',
      'createApiKey',
      'revokeApiKey',
      'getPayrollWorkspace',
      'fetchTaxCard',
      'listPurchaseBills',
      'getPurchaseBillOriginalReview',
      'listWorklog',
      'createWorklogEntry',
      'voidWorklogEntry',
      'getAccountingReadModel',
    ];
    for (const id of decided) expect(endpointByOperationId(id)?.assumption, id).toMatch(/\S/);
  });

  it('finds an endpoint by operationId, and nothing for an unknown one', () => {
    expect(endpointByOperationId('connectAcquirer').path).toBe('/acquirer-connections/api-key');
    expect(endpointByOperationId('noSuchOperation')).toBeUndefined();
  });
});

describe('matchPath', () => {
  it('matches literal segments and captures parameters', () => {
    expect(matchPath('/worklog/{entry_id}/void', '/worklog/w_1/void')).toEqual({ entry_id: 'w_1' });
    expect(matchPath('/me', '/me')).toEqual({});
  });

  it('decodes a bill ID once, keeping the bill: prefix and whitespace untrimmed', () => {
    expect(matchPath('/purchase-bills/{bill_id}/original-review', '/purchase-bills/bill%3A%20A%2F7%20/original-review')).toEqual({
      bill_id: 'bill: A/7 ',
    });
    expect(matchPath('/purchase-bills/{bill_id}/original-review', '/purchase-bills/bill%253A1/original-review')).toEqual({
      bill_id: 'bill%3A1',
    });
  });

  it('refuses a different shape, an empty parameter and malformed percent-encoding', () => {
    expect(matchPath('/worklog/{entry_id}/void', '/worklog/w_1')).toBeNull();
    expect(matchPath('/worklog/{entry_id}/void', '/worklog/w_1/void/')).toBeNull();
    expect(matchPath('/worklog/{entry_id}/void', '/worklog//void')).toBeNull();
    expect(matchPath('/worklog/{entry_id}/void', '/worklog/w_1/voided')).toBeNull();
    expect(matchPath('/worklog/{entry_id}/void', '/worklog/%E0%A4%A/void')).toBeNull();
  });

  it('gives back any non-empty ID that was encoded as one segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (id) => {
        const pathname = `/purchase-bills/${encodeURIComponent(id)}/original-review`;
        const params = matchPath('/purchase-bills/{bill_id}/original-review', pathname);
        return params?.bill_id === id;
      }),
    );
  });
});
