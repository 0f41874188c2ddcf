import { apiKeysArea } from '../features/api-keys/index.ts';
import { billsArea } from '../features/bills/index.ts';
import { booksArea } from '../features/books/index.ts';
import { overviewArea } from '../features/company/index.ts';
import { connectionsArea } from '../features/connections/index.ts';
import { claimsArea } from '../features/expense-claims/index.ts';
import { documentsArea } from '../features/documents/index.ts';
import { filingsArea } from '../features/filings/index.ts';
import { messagesArea } from '../features/messages/index.ts';
import { membersArea } from '../features/members/index.ts';
import { paymentsArea } from '../features/payments/index.ts';
import { payrollArea } from '../features/payroll/index.ts';
import { worklogArea } from '../features/worklog/index.ts';
import type { Area } from '../portal/areas.ts';
import type { BundledArea, ChunkedArea } from '../portal/area-entry.ts';

/**
 * Each area of the registry (src/portal/areas.ts) bound to its feature's public entry: the one place the app
 * names the features. The views, the chunks and texts the boot fetches ahead and the typed namespaces all
 * derive from here; an area of the registry without an entry, or an entry without an area, fails the typecheck.
 * (The registry cannot hold the entries itself: every feature builds its URLs from it.)
 */
export const CHUNKED_AREAS = {
  books: booksArea,
  filings: filingsArea,
  messages: messagesArea,
  documents: documentsArea,
  connections: connectionsArea,
  worklog: worklogArea,
  bills: billsArea,
  claims: claimsArea,
  payroll: payrollArea,
  payments: paymentsArea,
  apiKeys: apiKeysArea,
  members: membersArea,
} satisfies Record<Exclude<Area, 'overview'>, ChunkedArea>;

export const AREA_ENTRIES = { overview: overviewArea, ...CHUNKED_AREAS } satisfies Record<Area, ChunkedArea | BundledArea>;
