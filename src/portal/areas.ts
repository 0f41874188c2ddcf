import type { Role } from '../api/schemas/company.ts';

/**
 * The areas of the portal and who may work in each (spec §5, DESIGN.md). The sandbox enforces the
 * same rules on the service side; here they decide what the navigation offers and which URLs
 * show the forbidden page instead of a view.
 */
export type Area = 'overview' | 'connections' | 'worklog' | 'bills' | 'payroll' | 'apiKeys';

interface AreaRule {
  /** Company roles that may use the area; 'any' is every member. */
  roles: readonly Role[] | 'any';
  /** Whether the firm's staff may use it in any customer's workspace. */
  staff: boolean;
  path: string;
}

export const AREAS: Record<Area, AreaRule> = {
  overview: { roles: 'any', staff: true, path: 'overview' },
  connections: { roles: 'any', staff: true, path: 'connections' },
  worklog: { roles: 'any', staff: true, path: 'worklog' },
  bills: { roles: ['purchase_invoices', 'invoice_reviewer'], staff: true, path: 'bills' },
  payroll: { roles: ['admin', 'approver'], staff: false, path: 'payroll' },
  apiKeys: { roles: ['admin'], staff: false, path: 'api-keys' },
};

export interface Membership {
  roles: readonly Role[];
  staff: boolean;
}

export function canUse(area: Area, membership: Membership): boolean {
  const rule = AREAS[area];
  if (membership.staff && rule.staff) return true;
  if (rule.roles === 'any') return membership.roles.length > 0 || membership.staff;
  return membership.roles.some((role) => rule.roles.includes(role));
}

/** What the forbidden page names as needed: roles, and the firm's staff where they may. */
export function rolesNeeded(area: Area): ReadonlyArray<Role | 'staff'> {
  const rule = AREAS[area];
  const roles: Array<Role | 'staff'> = rule.roles === 'any' ? [] : [...rule.roles];
  if (rule.staff && rule.roles !== 'any') roles.push('staff');
  return roles;
}

export function areaOfPath(segment: string | undefined): Area | undefined {
  return (Object.keys(AREAS) as Area[]).find((area) => AREAS[area].path === segment);
}
