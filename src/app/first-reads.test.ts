import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from '../api/client.ts';
import { requestUrl, searchOf } from '../api/request-url.ts';
import { apiKeysQuery } from '../api/queries/api-keys.ts';
import { agentStatusQuery, ingestStatusQuery, meQuery } from '../api/queries/company.ts';
import { catalogQuery } from '../api/queries/connections.ts';
import { booksMonthsQuery } from '../api/queries/books.ts';
import { filingAuthorizationsQuery, filingsQuery } from '../api/queries/filings.ts';
import { messageThreadsQuery } from '../api/queries/messages.ts';
import { documentsQuery } from '../api/queries/documents.ts';
import { expenseClaimsQuery, invoicesQuery, purchaseBillsQuery } from '../api/queries/invoicing.ts';
import { membersQuery } from '../api/queries/members.ts';
import { paymentsQuery } from '../api/queries/payments.ts';
import { workspaceQuery } from '../api/queries/payroll.ts';
import { worklogListQuery } from '../api/queries/worklog.ts';
import { periodFromSearch } from '../features/payroll/periods.ts';
import { resolveRange, selectionFromSearch } from '../features/worklog/ranges.ts';
import type { Area, Membership } from '../portal/areas.ts';
import { FIRST_READS, ME_READ, areaPageOf, firstReadsOf, type EarlyRead } from './first-reads.ts';

const TODAY = '2026-11-25';
const ADMIN: Membership = { roles: ['admin'], staff: false };
const CLAIMANT: Membership = { roles: ['claimant'], staff: false };
const CUSTOMER = 'cus_aurora';

/** The URLs a view's first queries ask for, with a client that records them (and answers nothing readable). */
async function urlsAsked(run: (client: ServiceClient, queryClient: QueryClient) => Promise<unknown>[]): Promise<string[]> {
  const urls: string[] = [];
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'token',
    renewSession: async () => false,
    fetch: async (input) => {
      urls.push(String(input));
      return new Response('{}', { status: 200 });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.allSettled(run(client, queryClient));
  return urls.sort();
}

const urlsOf = (reads: readonly EarlyRead[]) => reads.map((read) => requestUrl('/portal', read.path, {}, searchOf(read.query, CUSTOMER))).sort();

/** What each area's view asks for first, through the view's own queries. */
const VIEW_FIRST_QUERIES: Record<Area, (search: URLSearchParams) => (client: ServiceClient, queryClient: QueryClient) => Promise<unknown>[]> = {
  overview: () => (client, q) => [
    q.fetchQuery(agentStatusQuery(client, CUSTOMER)),
    q.fetchQuery(ingestStatusQuery(client, CUSTOMER, false)),
    // what needs attention reads, for a person whose roles reach every area
    q.fetchQuery(catalogQuery(client, CUSTOMER)),
    q.fetchQuery(purchaseBillsQuery(client, CUSTOMER)),
    q.fetchQuery(workspaceQuery(client, CUSTOMER, TODAY.slice(0, 7))),
    q.fetchQuery(paymentsQuery(client, CUSTOMER)),
    q.fetchQuery(invoicesQuery(client, CUSTOMER, 'me')),
    q.fetchQuery(expenseClaimsQuery(client, CUSTOMER)),
    q.fetchQuery(messageThreadsQuery(client, CUSTOMER, { unread: true })),
    q.fetchQuery(filingsQuery(client, CUSTOMER)),
    q.fetchQuery(filingAuthorizationsQuery(client, CUSTOMER)),
  ],
  books: () => (client, q) => [q.fetchQuery(booksMonthsQuery(client, CUSTOMER))],
  filings: () => (client, q) => [q.fetchQuery(filingsQuery(client, CUSTOMER))],
  messages: () => (client, q) => [q.fetchQuery(messageThreadsQuery(client, CUSTOMER))],
  documents: () => (client, q) => [q.fetchQuery(documentsQuery(client, CUSTOMER))],
  connections: () => (client, q) => [q.fetchQuery(catalogQuery(client, CUSTOMER))],
  worklog: (search) => (client, q) => [q.fetchQuery(worklogListQuery(client, CUSTOMER, resolveRange(selectionFromSearch(search), TODAY)))],
  bills: () => (client, q) => [q.fetchQuery(purchaseBillsQuery(client, CUSTOMER))],
  claims: () => (client, q) => [q.fetchQuery(expenseClaimsQuery(client, CUSTOMER))],
  payroll: (search) => (client, q) => [q.fetchQuery(workspaceQuery(client, CUSTOMER, periodFromSearch(search.get('period'), TODAY)))],
  payments: () => (client, q) => [q.fetchQuery(paymentsQuery(client, CUSTOMER))],
  apiKeys: () => (client, q) => [q.fetchQuery(apiKeysQuery(client, CUSTOMER))],
  members: () => (client, q) => [q.fetchQuery(membersQuery(client, CUSTOMER))],
};

/**
 * docs/decisions/0022: the boot asks for a page's first data before its view has arrived. An early read the view does not
 * make would be wasted and the view would wait after all: each area's early reads are exactly the URLs its
 * view's own queries ask for, whatever the URL's range or period.
 */
describe('the first reads of each area', () => {
  const searches = ['', '?range=last-month', '?from=2026-01-01&to=2026-03-31', '?period=2026-12', '?period=bad&range=nope'];
  for (const area of Object.keys(FIRST_READS) as Area[]) {
    it(`are what the ${area} view asks for first`, async () => {
      for (const query of searches) {
        const search = new URLSearchParams(query);
        expect(urlsOf(FIRST_READS[area](search, TODAY)), `${area}${query}`).toEqual(await urlsAsked(VIEW_FIRST_QUERIES[area](search)));
      }
    });
  }

  it('start with /me as the shell asks for it', async () => {
    const asked = await urlsAsked((client, q) => [q.fetchQuery(meQuery(client, 'person'))]);
    expect([requestUrl('/portal', ME_READ.path, {}, searchOf(ME_READ.query))]).toEqual(asked);
  });

  it('belong only to an area’s own page of a company', () => {
    expect(areaPageOf('/cus_aurora/worklog')).toEqual({ customerId: 'cus_aurora', area: 'worklog' });
    expect(areaPageOf('/cus%20x/api-keys/')).toEqual({ customerId: 'cus x', area: 'apiKeys' });
    expect(areaPageOf('/cus_aurora/bills/pb-1')).toBeNull();
    expect(areaPageOf('/cus_aurora/nowhere')).toBeNull();
    expect(areaPageOf('/')).toBeNull();
    expect(areaPageOf('/%E0%A4%A/worklog')).toBeNull();
    expect(firstReadsOf(new URL('https://portal.example/cus_aurora/payroll?period=2026-12'), TODAY, () => ADMIN)).toEqual({
      customerId: 'cus_aurora',
      reads: [{ path: '/payroll/workspace', query: { period: '2026-12' } }],
    });
  });

  it('ask only for what the person may see, by the roles this tab last read from /me', () => {
    const paths = (path: string, membership: Membership | null) =>
      firstReadsOf(new URL(`https://portal.example${path}`), TODAY, () => membership)?.reads.map((read) => read.path);
    // a page the roles do not reach is not asked for, not even early (the forbidden page asks nothing)
    expect(paths('/cus_aurora/payroll', CLAIMANT)).toEqual([]);
    expect(paths('/cus_aurora/api-keys', { roles: ['approver'], staff: false })).toEqual([]);
    // the overview's "needs attention" reads, each only for whom the view reads it (attention-sources.ts): docs/decisions/0022,
    // the payments an admin may release were read only after the portal's code, and were the page's largest paint
    expect(paths('/cus_aurora/overview', ADMIN)).toEqual([
      '/status',
      '/ingest-status',
      '/lens/connections-catalog',
      '/payroll/workspace',
      '/payments',
      '/messages/threads',
      '/filings',
      '/filings/authorizations',
    ]);
    expect(paths('/cus_aurora/overview', CLAIMANT)).toEqual(['/status', '/ingest-status', '/expense-claims', '/messages/threads']);
    expect(paths('/cus_aurora/overview', { roles: ['purchase_invoices'], staff: false })).toEqual([
      '/status',
      '/ingest-status',
      '/purchase-bills',
      '/invoices',
      '/messages/threads',
    ]);
    expect(paths('/cus_aurora/overview', { roles: [], staff: true })).toEqual([
      '/status',
      '/ingest-status',
      '/purchase-bills',
      '/messages/threads',
      '/filings',
      '/filings/authorizations',
    ]);
    // without the hint (a tab that has not read /me), only what the overview reads for every member
    expect(paths('/cus_aurora/overview', null)).toEqual(['/status', '/ingest-status', '/messages/threads']);
    expect(paths('/cus_aurora/worklog', null)).toEqual(['/worklog']);
    expect(paths('/cus_aurora/payments', null)).toEqual([]);
  });
});
