import type { KnownRole } from '../api/schemas/roles.ts';

/**
 * The one registry of the portal's areas (spec §5, docs/decisions/0029): each area's route segment, its label in the
 * navigation, who may work in it, and the URL builder every link into it uses. The order here is the order
 * of the navigation. The sandbox enforces the same rules on the service side; here they decide what the
 * navigation offers and which URLs show the forbidden page instead of a view.
 *
 * The one list of the areas: each area's public entry (src/features/<area>/index.ts: its page and texts) is
 * bound to it in `src/app/area-entries.ts`, typed by this registry so that an area without an entry fails the
 * typecheck, and the app's views, the boot's loaders and the typed namespaces derive from that. The entries
 * are not held here: this shared layer would import the features, and every feature (which builds its URLs
 * from here) import itself through it.
 */
interface AreaRule {
  /** The URL segment after the company: `/<customer_id>/<segment>/…`. */
  segment: string;
  /** The key of its name in the navigation (the shell's texts). */
  navLabel: `nav.${string}`;
  /** Company roles that may use the area; 'any' is every member with a role the portal knows. */
  roles: readonly KnownRole[] | 'any';
  /** Whether the firm's staff may use it in any customer's workspace. */
  staff: boolean;
  /** Roles that may open one item of the area (a page below it), not the area itself. */
  itemRoles?: readonly KnownRole[];
}

export const AREAS = {
  overview: { segment: 'overview', navLabel: 'nav.overview', roles: 'any', staff: true },
  // docs/decisions/0014: the company's numbers, for the roles that run its money, and the firm's staff
  books: { segment: 'books', navLabel: 'nav.books', roles: ['admin', 'approver', 'operator'], staff: true },
  // docs/decisions/0015: what the firm files for the company and when, read as the books are
  filings: { segment: 'filings', navLabel: 'nav.filings', roles: ['admin', 'approver', 'operator'], staff: true },
  // docs/decisions/0013: everyone writes to the firm; which threads each sees, the thread's subject decides
  messages: { segment: 'messages', navLabel: 'nav.messages', roles: 'any', staff: true },
  documents: { segment: 'documents', navLabel: 'nav.documents', roles: 'any', staff: true },
  connections: { segment: 'connections', navLabel: 'nav.connections', roles: 'any', staff: true },
  worklog: { segment: 'worklog', navLabel: 'nav.worklog', roles: 'any', staff: true },
  // whoever may release a batch may open the bills and claims it pays (docs/decisions/0004-held-payments.md)
  bills: { segment: 'bills', navLabel: 'nav.bills', roles: ['purchase_invoices', 'invoice_reviewer'], staff: true, itemRoles: ['admin', 'approver'] },
  // docs/decisions/0012: a claimant files and follows their own claims; nobody else has claims of theirs to follow
  claims: { segment: 'expense-claims', navLabel: 'nav.claims', roles: ['claimant'], staff: false },
  payroll: { segment: 'payroll', navLabel: 'nav.payroll', roles: ['admin', 'approver'], staff: false },
  payments: { segment: 'payments', navLabel: 'nav.payments', roles: ['admin', 'approver'], staff: false },
  apiKeys: { segment: 'api-keys', navLabel: 'nav.apiKeys', roles: ['admin'], staff: false },
  // spec §5 rule 2: granting access is an interactive company admin's act; the firm's staff do not grant it
  members: { segment: 'members', navLabel: 'nav.members', roles: ['admin'], staff: false },
} as const satisfies Record<string, AreaRule>;

export type Area = keyof typeof AREAS;

/** Every area, in the order of the navigation. */
export const AREA_NAMES = Object.keys(AREAS).filter((name): name is Area => name in AREAS);

export interface Membership {
  roles: readonly KnownRole[];
  staff: boolean;
}

/** Whether the person may use the area; `item`: open a page below it (the service decides which items they read). */
export function canUse(area: Area, membership: Membership, item = false): boolean {
  const rule: AreaRule = AREAS[area];
  if (membership.staff && rule.staff) return true;
  if (item && rule.itemRoles?.some((role) => membership.roles.includes(role))) return true;
  if (rule.roles === 'any') return membership.roles.length > 0 || membership.staff;
  const allowed = rule.roles;
  return membership.roles.some((role) => allowed.includes(role));
}

/** What the forbidden page names as needed: roles, and the firm's staff where they may. */
export function rolesNeeded(area: Area): ReadonlyArray<KnownRole | 'staff'> {
  const rule: AreaRule = AREAS[area];
  const roles: Array<KnownRole | 'staff'> = rule.roles === 'any' ? [] : [...rule.roles];
  if (rule.staff && rule.roles !== 'any') roles.push('staff');
  return roles;
}

export function areaOfSegment(segment: string | undefined): Area | undefined {
  return AREA_NAMES.find((area) => AREAS[area].segment === segment);
}

/**
 * The portal URL of an area of a company, or of a page inside it: every further segment is encoded as one
 * path segment (an id with `/` or `%` stays one segment). `search`, when given, is appended as the query.
 */
export function areaUrl(area: Area, customerId: string, segments: readonly string[] = [], search?: URLSearchParams): string {
  const path = [customerId, AREAS[area].segment, ...segments].map(encodeURIComponent).join('/');
  const query = search === undefined || search.size === 0 ? '' : `?${search}`;
  return `/${path}${query}`;
}
