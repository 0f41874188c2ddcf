import type { Database } from '../../db/database.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { badRequest, forbidden } from '../errors.ts';
import { API_KEY_ROLE, type Principal } from './principal.ts';

/**
 * Who may call an endpoint (spec §5). `roles` are company roles; an API key acts as `operator`.
 * `staff`: the firm's staff may call it for any customer. `interactiveOnly`: API keys get 403.
 * `company: false`: the endpoint is about the bearer, not a company (GET /me).
 */
export interface Access {
  roles: readonly CompanyRole[] | 'any';
  staff: boolean;
  interactiveOnly: boolean;
  company: boolean;
  /** Said in the 403 detail so that a person learns which role they lack. */
  describe: string;
}

const ALL: Access = { roles: 'any', staff: true, interactiveOnly: false, company: true, describe: 'any role in the company' };

export const ACCESS = {
  /** GET /me: any valid bearer. */
  identity: { ...ALL, company: false, describe: 'a valid bearer' },
  /** Company reads: status, ingest, connections, work log. */
  member: ALL,
  /** Connection writes: a mutating portal role (§4.4); a write key acts as operator. */
  connectionsWrite: { roles: ['admin', 'approver', 'operator'], staff: false, interactiveOnly: false, company: true, describe: 'admin, approver or operator' },
  /** Work-log writes: every member records their own hours; the firm's staff do not write customers' logs. */
  worklogWrite: { roles: 'any', staff: false, interactiveOnly: false, company: true, describe: 'a role in the company' },
  /**
   * Document upload (docs/decisions/0019): every member who may write, the claimant
   * photographing a receipt included, and a write key (a read key is refused by scope, §5 rule 1); the
   * firm's staff read a customer's documents but do not send them.
   */
  documentsWrite: { roles: 'any', staff: false, interactiveOnly: false, company: true, describe: 'a role in the company or a write-scoped key' },
  /** §4.3, §5 rules 2–3: payroll, reads included. */
  payroll: { roles: ['admin', 'approver'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive admin or broad approver' },
  /** §1 Payments (docs/decisions/0008): named release by an interactive admin or approver. */
  payments: { roles: ['admin', 'approver'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive admin or approver' },
  /** §4.10, §5 rule 3. */
  companySettings: { roles: ['admin', 'approver'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive admin or broad approver' },
  /** §4.2, §5 rule 5. */
  apiKeys: { roles: ['admin'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive company admin' },
  /** §5 rule 2 (granting access is never a key's act), docs/decisions/0017: members and roles, by an interactive company admin only. */
  members: { roles: ['admin'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive company admin' },
  /** §4.10, §5 rule 3: the matching invoice review permission. */
  invoiceDecisions: {
    roles: ['purchase_invoices', 'invoice_reviewer'],
    staff: false,
    interactiveOnly: true,
    company: true,
    describe: 'an invoice review permission (purchase_invoices for the check, invoice_reviewer for the approval) in an interactive session',
  },
  /** docs/decisions/0011: answering the firm's clarification request is the company's, by a purchase-invoice role. */
  billClarifications: { roles: ['purchase_invoices', 'invoice_reviewer'], staff: false, interactiveOnly: true, company: true, describe: 'a purchase-invoice role in an interactive session' },
  /** docs/decisions/0011: the routing is read by the admin, the purchase-invoice roles and staff. */
  invoiceRoutingRead: { roles: ['admin', 'purchase_invoices', 'invoice_reviewer'], staff: true, interactiveOnly: true, company: true, describe: 'a company admin, a purchase-invoice role or the firm’s staff' },
  /** docs/decisions/0011: the firm's own acts in a customer's circulation (sending a returned bill back). */
  firmStaff: { roles: [], staff: true, interactiveOnly: true, company: true, describe: 'the firm’s staff' },
  /** docs/decisions/0012: the claimant files and follows their own claims. */
  expenseClaims: { roles: ['claimant'], staff: false, interactiveOnly: true, company: true, describe: 'the claimant role in an interactive session' },
  /**
   * §4.7: customer purchase-invoice roles, and staff within the selected customer. A key acts as operator
   * and never holds a purchase-invoice role, so keys are refused by kind, as the contract says.
   */
  purchaseBills: { roles: ['purchase_invoices', 'invoice_reviewer'], staff: true, interactiveOnly: true, company: true, describe: 'a purchase-invoice role or the firm’s staff' },
  /**
   * One bill or claim: as purchaseBills, and an admin or approver for those a payment batch of the company pays —
   * whoever may release a batch may read what it pays (docs/decisions/0004-held-payments.md); the handler decides
   * which (sandbox/payments/paid-sources.ts).
   */
  paidInvoiceRead: {
    roles: ['purchase_invoices', 'invoice_reviewer', 'admin', 'approver'],
    staff: true,
    interactiveOnly: true,
    company: true,
    describe: 'a purchase-invoice role or the firm’s staff (an admin or approver: the bills and claims a payment batch pays)',
  },
  /** docs/decisions/0014: the company's numbers, for the roles that run its money, keys (as operator) and staff. */
  booksRead: { roles: ['admin', 'approver', 'operator'], staff: true, interactiveOnly: false, company: true, describe: 'admin, approver or operator, an API key or the firm’s staff' },
  /** Spec §1 Books, the one write: a row declaration is the company's evidence; the firm's staff do not give it. */
  booksDeclare: { roles: ['admin', 'approver', 'operator'], staff: false, interactiveOnly: false, company: true, describe: 'admin, approver or operator, or a write-scoped key' },
  /**
   * docs/decisions/0013: every member, key and the firm's staff reach the endpoints; which threads
   * each sees follows the thread's subject, decided per thread (sandbox/messages/thread-access.ts).
   */
  messagesRead: { ...ALL, describe: 'a role in the company, an API key or the firm’s staff' },
  /** Writing into a thread one may see: members, the firm's staff (the other side of every thread) and write keys. */
  messagesWrite: { roles: 'any', staff: true, interactiveOnly: false, company: true, describe: 'a role in the company, a write-scoped key or the firm’s staff' },
  /** Read state is a person's: interactive sessions only. */
  messagesReadState: { roles: 'any', staff: true, interactiveOnly: true, company: true, describe: 'a person signed in with a role in the company, or the firm’s staff' },
  /** docs/decisions/0015: read as the books are. */
  filingsRead: { roles: ['admin', 'approver', 'operator'], staff: true, interactiveOnly: false, company: true, describe: 'admin, approver or operator, an API key or the firm’s staff' },
  /** The company's decision on a prepared return, by a named person: an interactive admin or approver. */
  filingsReview: { roles: ['admin', 'approver'], staff: false, interactiveOnly: true, company: true, describe: 'an interactive company admin or approver' },
  /** §5 rule 6. */
  accounting: { roles: ['admin'], staff: true, interactiveOnly: false, company: true, describe: 'the firm’s staff or a company admin' },
} as const satisfies Record<string, Access>;

export interface Company {
  customer_id: string;
  name: string;
  business_id: string;
}

export interface Authorized {
  /** The company the request acts on; null for endpoints about the bearer. */
  company: Company | null;
  /** The bearer's roles there (an API key: operator; staff: none of their own). */
  roles: readonly CompanyRole[];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Answers 403 alike for a company that does not exist and one the bearer may not reach. */
const noSuchCompany = () =>
  forbidden('customer_forbidden', 'This bearer has no access to the company named by customer_id.');

/**
 * The checks of spec §5 that need no company, made before the request's body is read: an API key on an
 * interactive-only endpoint (rules 2 and 5) and a read-scoped key on a mutating method (rule 1) get 403
 * whatever their body or query says.
 */
export function checkBearerKind(principal: Principal, access: Access, method: string): void {
  if (principal.kind !== 'api_key') return;
  if (access.interactiveOnly) {
    throw forbidden('interactive_session_required', `API keys cannot use this endpoint; it needs ${access.describe}.`);
  }
  if (MUTATING.has(method) && principal.scope !== 'write') {
    throw forbidden('insufficient_scope', 'A read-scoped API key cannot use a mutating method; use a write-scoped key.');
  }
}

/**
 * The company the request acts on and the bearer's roles there, once `checkBearerKind` has passed and the
 * request has been parsed (customer_id comes from the query on GET and DELETE, from the body on writes).
 */
export async function authorize(
  db: Database,
  principal: Principal,
  access: Access,
  requestedCustomerId: string | undefined,
): Promise<Authorized> {
  if (!access.company) {
    // spec §5 (customer_id optional everywhere): an endpoint about the bearer (GET /me) acts on no company,
    // but a customer_id sent to it is still checked, never ignored: one the bearer does not reach is refused
    if (requestedCustomerId !== undefined) await companyReached(db, principal, requestedCustomerId);
    return { company: null, roles: [] };
  }

  const customerId = resolveCustomerId(principal, requestedCustomerId);
  const { company, roles } = await companyReached(db, principal, customerId);
  const staffAllowed = principal.kind === 'interactive' && principal.staff && access.staff;
  const roleAllowed = access.roles === 'any' ? roles.length > 0 : roles.some((role) => access.roles.includes(role));
  if (!staffAllowed && !roleAllowed) {
    throw forbidden('role_required', `This needs ${access.describe}.`);
  }
  return { company, roles };
}

/** The company and the bearer's roles in it; an unknown company and one out of reach are refused alike. */
async function companyReached(db: Database, principal: Principal, customerId: string): Promise<{ company: Company; roles: readonly CompanyRole[] }> {
  const company = (
    await db.query<Company>('select customer_id, name, business_id from companies where customer_id = $1', [customerId])
  ).rows[0];
  if (!company) throw noSuchCompany();
  const roles = rolesIn(principal, customerId);
  if (!roles) throw noSuchCompany();
  return { company, roles };
}

function resolveCustomerId(principal: Principal, requested: string | undefined): string {
  if (principal.kind === 'api_key') {
    // spec §5 rule 7: a key may omit customer_id; naming another company is refused like an unknown one
    if (requested !== undefined && requested !== principal.customerId) throw noSuchCompany();
    return principal.customerId;
  }
  if (requested !== undefined) return requested;
  const companies = [...principal.memberships.keys()];
  if (!principal.staff && companies.length === 1 && companies[0]) return companies[0];
  throw badRequest(
    'customer_id_required',
    principal.staff || companies.length > 1
      ? 'This person reaches several companies: name one with customer_id.'
      : 'This person has no company.',
  );
}

/** The bearer's roles in a company, or undefined when it may not reach that company at all. */
function rolesIn(principal: Principal, customerId: string): readonly CompanyRole[] | undefined {
  if (principal.kind === 'api_key') return principal.customerId === customerId ? [API_KEY_ROLE] : undefined;
  const roles = principal.memberships.get(customerId);
  if (roles) return roles;
  return principal.staff ? [] : undefined;
}
