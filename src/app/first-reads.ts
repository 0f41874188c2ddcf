import * as READ_PATHS from '../api/read-paths.ts';
import { todayInFinland } from '../api/schemas/calendar.ts';
import { KNOWN_ROLES } from '../api/schemas/roles.ts';
import { attentionSourcesOf, type AttentionSource } from '../features/company/index.ts';
import { periodFromSearch, periodOf } from '../features/payroll/index.ts';
import { resolveRange, selectionFromSearch } from '../features/worklog/index.ts';
import { accessHintOf } from '../portal/access-hint.ts';
import { AREAS, areaOfSegment, canUse, type Area, type Membership } from '../portal/areas.ts';

/**
 * What each area's page asks the service for first, from its URL alone (docs/decisions/0022): the boot (src/boot.ts)
 * sends these with /me, before the portal's code has arrived, and the views' own queries then take the
 * answers (src/api/early-requests.ts). A read here that the view does not make is only a wasted request;
 * the paths are the catalogue's own (src/api/read-paths.ts), and first-reads.test.ts holds each read to what
 * the view's query asks. Light by design: no schema, no React.
 */
export interface EarlyRead {
  /** The operation's path (no path parameters: every first read is a list). */
  path: string;
  /** Its query, in the order the view's query gives it; `customer_id` is added last, as the client does. */
  query?: Record<string, string>;
  /** The "needs attention" source this read is for (the overview's): sent only to whom the view reads it for. */
  of?: AttentionSource;
}

/** /me: who the person is and in which companies (the shell's first read). */
export const ME_READ: EarlyRead = { path: READ_PATHS.getMe };

export const FIRST_READS: Record<Area, (search: URLSearchParams, today: string) => EarlyRead[]> = {
  // the agent's status and the files, then every source what needs attention reads (needs-attention.tsx), each
  // only for whom the view reads it (attention-sources.ts)
  overview: (_search, today): EarlyRead[] => [
    { path: READ_PATHS.getAgentStatus },
    { path: READ_PATHS.getIngestStatus },
    { path: READ_PATHS.getConnectionsCatalog, of: 'connections' },
    { path: READ_PATHS.listPurchaseBills, of: 'bills' },
    { path: READ_PATHS.getPayrollWorkspace, query: { period: periodOf(today) }, of: 'payroll' },
    { path: READ_PATHS.listPayments, of: 'payments' },
    { path: READ_PATHS.listInvoices, query: { waiting_for: 'me' }, of: 'decisions' },
    { path: READ_PATHS.listExpenseClaims, of: 'claims' },
    { path: READ_PATHS.listMessageThreads, query: { unread: 'true' }, of: 'messages' },
    { path: READ_PATHS.listFilings, of: 'filings' },
    { path: READ_PATHS.listFilingAuthorizations, of: 'filings' },
  ],
  books: () => [{ path: READ_PATHS.listBooksMonths }],
  filings: () => [{ path: READ_PATHS.listFilings }],
  messages: () => [{ path: READ_PATHS.listMessageThreads }],
  documents: () => [{ path: READ_PATHS.listDocuments }],
  connections: () => [{ path: READ_PATHS.getConnectionsCatalog }],
  worklog: (search, today) => {
    const range = resolveRange(selectionFromSearch(search), today);
    return [{ path: READ_PATHS.listWorklog, query: { from: range.from, to: range.to } }];
  },
  bills: () => [{ path: READ_PATHS.listPurchaseBills }],
  claims: () => [{ path: READ_PATHS.listExpenseClaims }],
  payroll: (search, today) => [{ path: READ_PATHS.getPayrollWorkspace, query: { period: periodFromSearch(search.get('period'), today) } }],
  payments: () => [{ path: READ_PATHS.listPayments }],
  apiKeys: () => [{ path: READ_PATHS.listApiKeys }],
  members: () => [{ path: READ_PATHS.listMembers }],
};

/** The company and the area of a URL that opens an area's own page (`/<customer_id>/<segment>`), else null. */
export function areaPageOf(pathname: string): { customerId: string; area: Area } | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length !== 2) return null;
  const [company, segment] = segments;
  const area = areaOfSegment(segment);
  if (company === undefined || area === undefined) return null;
  let customerId: string;
  try {
    customerId = decodeURIComponent(company);
  } catch {
    return null;
  }
  return { customerId, area };
}

/** Whether the overview reads this source whoever the person is: the firm's staff, or a member of any one role. */
function readForEveryMember(source: AttentionSource): boolean {
  const everyone: Membership[] = [{ roles: [], staff: true }, ...KNOWN_ROLES.map((role) => ({ roles: [role], staff: false }))];
  return everyone.every((membership) => attentionSourcesOf(membership)[source]);
}

/**
 * The reads a page at this URL starts with: the area's first reads of that company; none for any other page.
 * Only what the person may see is asked for, even early: by the roles this tab last read from /me (the access
 * hint, src/portal/access-hint.ts); without it, only what every member may see.
 */
export function firstReadsOf(
  url: URL,
  today: string = todayInFinland(),
  membershipIn: (customerId: string) => Membership | null = accessHintOf,
): { customerId: string; reads: EarlyRead[] } | null {
  const page = areaPageOf(url.pathname);
  if (!page) return null;
  const membership = membershipIn(page.customerId);
  const admits = (area: Area) => (membership ? canUse(area, membership) : AREAS[area].roles === 'any');
  if (!admits(page.area)) return { customerId: page.customerId, reads: [] };
  const sources = membership ? attentionSourcesOf(membership) : null;
  const reads = FIRST_READS[page.area](url.searchParams, today).filter(
    (read) => read.of === undefined || (sources ? sources[read.of] : readForEveryMember(read.of)),
  );
  return { customerId: page.customerId, reads };
}
