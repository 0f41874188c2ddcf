import type { CompanyRole } from '../../idp/demo-people.ts';
import { API_KEY_ROLE } from '../auth/principal.ts';
import type { HandlerContext } from '../handler.ts';
import { apiKeyEmailOf } from '../auth/person.ts';

/** Who reads or writes the work log, and what they see there. */
export interface WorklogViewer {
  /** `viewer_role` of GET /worklog. */
  role: CompanyRole | 'staff';
  /** `viewer_email`, and the `author_email` of what they write. */
  email: string;
  name: string;
  author: { kind: 'person'; subject: string } | { kind: 'api_key'; keyId: string };
  /** The claimant role sees only its own entries (spec §4.8). */
  seesOnlyOwn: boolean;
  /** Admins and approvers may void any entry of the company; everyone else only their own. */
  voidsAnyEntry: boolean;
  /** `voided_by`: `person:<subject>` or `api_key:<key id>`. */
  actor: string;
}

/**
 * A person holding several roles is shown by the one that sees the most, so that a claimant who is
 * also an operator is not limited to their own entries: the broader role wins, and only a person whose
 * every role is claimant sees just their own (an assumption of the contract's WorklogList).
 */
const ROLE_PRIORITY: readonly CompanyRole[] = ['admin', 'approver', 'operator', 'purchase_invoices', 'invoice_reviewer', 'claimant'];

export function viewerOf(ctx: HandlerContext): WorklogViewer {
  const { principal, roles } = ctx;
  if (principal.kind === 'api_key') {
    // spec §5 rule 2: a key acts as the operator role
    return {
      role: API_KEY_ROLE,
      email: apiKeyEmailOf(principal.keyId),
      name: principal.name,
      author: { kind: 'api_key', keyId: principal.keyId },
      seesOnlyOwn: false,
      voidsAnyEntry: false,
      actor: `api_key:${principal.keyId}`,
    };
  }
  const role = ROLE_PRIORITY.find((candidate) => roles.includes(candidate)) ?? (principal.staff ? 'staff' : undefined);
  if (role === undefined) throw new Error('route table error: a work-log route ran for a bearer without a role');
  return {
    role,
    email: principal.email,
    name: principal.name,
    author: { kind: 'person', subject: principal.subject },
    seesOnlyOwn: role === 'claimant',
    voidsAnyEntry: role === 'admin' || role === 'approver',
    actor: `person:${principal.subject}`,
  };
}
