import { z } from '../zod.ts';
import { ChangeMemberRolesRequest, InviteMemberRequest, MemberList, MemberRemoved, MemberResult } from '../schemas/members.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

/**
 * Members and roles (docs/decisions/0017). Spec §5 rule 2 makes granting access an act no API key can do, and the
 * spec names no operation for it: these are the project's. Only an interactive company admin may call them;
 * the firm's staff and every API key get 403.
 */
const interactiveAdminOnly = 'Only an interactive company admin (spec §5 rule 2: granting access is never an API key’s act); the firm’s staff and API keys get 403.';
const lastAdmin = '409 `last_admin` when the change would leave the company without an admin who can sign in; nothing is changed.';
const memberIdParam = z.strictObject({
  member_id: nonEmptySegment.describe('an active member’s subject, or an invitation’s id; another company’s answers 404'),
});

export const listMembers = {
  operationId: 'listMembers',
  method: 'GET',
  path: '/members',
  tag: 'Company',
  summary: 'List the members of the company, their roles, open invitations and the change log',
  query: customerIdQuery,
  success: { status: 200, schema: MemberList },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: `docs/decisions/0017: GET /members → {customer_id, members: [{member_id, email, name, roles, state: "active" | "invited", added_at}], changes: [{at, by: {name, email}, member_email, member_name, kind, roles_before, roles_after}]}, changes newest first. ${interactiveAdminOnly}`,
} as const satisfies Endpoint;

export const inviteMember = {
  operationId: 'inviteMember',
  method: 'POST',
  path: '/members/invitations',
  tag: 'Company',
  summary: 'Invite a person by email with roles',
  body: InviteMemberRequest,
  success: { status: 201, schema: MemberResult },
  errors: [400, 401, 403, 409],
  bearers: 'interactive',
  assumption: `docs/decisions/0017: POST /members/invitations {customer_id?, email, roles} → 201 {customer_id, member} with state "invited". The invitation takes effect when a person with that address (any case) is next authenticated by the service — signs in, or sends their next request with a session they already have: they become an active member with those roles, and the log records "joined". An address the identity provider does not know stays invited. 409 \`already_member\` when the address is a member already, 409 \`already_invited\` when an invitation of it is open. ${interactiveAdminOnly}`,
} as const satisfies Endpoint;

export const changeMemberRoles = {
  operationId: 'changeMemberRoles',
  method: 'POST',
  path: '/members/{member_id}/roles',
  tag: 'Company',
  summary: 'Replace the roles of a member or of an open invitation',
  pathParams: memberIdParam,
  body: ChangeMemberRolesRequest,
  success: { status: 200, schema: MemberResult },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption: `docs/decisions/0017: POST (not PUT: the contract's methods are spec §5 rule 1's) /members/{member_id}/roles {customer_id?, roles} → 200 {customer_id, member}; the roles replace the member's, and /me says the new ones at once. The same roles again change nothing and log nothing. ${lastAdmin} ${interactiveAdminOnly}`,
} as const satisfies Endpoint;

export const removeMember = {
  operationId: 'removeMember',
  method: 'DELETE',
  path: '/members/{member_id}',
  tag: 'Company',
  summary: 'Remove a member from the company, or withdraw an invitation',
  pathParams: memberIdParam,
  query: customerIdQuery,
  success: { status: 200, schema: MemberRemoved },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive',
  assumption: `docs/decisions/0017: DELETE /members/{member_id} → 200 {customer_id, removed: <the member as it was>}; the person keeps their account and what they did stays in the records, but holds no role in the company. DELETE carries no body, so customer_id is a query parameter. A member already removed answers 404. ${lastAdmin} ${interactiveAdminOnly}`,
} as const satisfies Endpoint;
