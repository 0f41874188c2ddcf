import { isKnownRole, type KnownRole } from '../api/schemas/roles.ts';
import type { Membership } from './areas.ts';

/**
 * What this tab last learnt from /me of the person's access, by company: a hint for the boot (src/boot.ts),
 * which asks the service early only for what the person may see (a page the roles do not reach is never
 * asked for, not even early). Never a grant: the portal decides access by /me as always. Roles, not
 * secrets; kept in this tab's sessionStorage and forgotten with the session (src/main.tsx).
 */
export const ACCESS_HINT_KEY = 'portal.access';

interface AccessHint {
  subject: string;
  companies: Record<string, Membership>;
}

/** Notes the person's roles in each company, as the portal read them from /me. */
export function rememberAccess(
  subject: string,
  companies: readonly { customer_id: string; roles: readonly KnownRole[] }[],
  staff: boolean,
  storage: Pick<Storage, 'setItem'> = window.sessionStorage,
): void {
  const hint: AccessHint = { subject, companies: Object.fromEntries(companies.map((company) => [company.customer_id, { roles: company.roles, staff }])) };
  try {
    storage.setItem(ACCESS_HINT_KEY, JSON.stringify(hint));
  } catch {
    // storage refused: the boot then asks early only for what needs no role
  }
}

export function forgetAccess(storage: Pick<Storage, 'removeItem'> = window.sessionStorage): void {
  storage.removeItem(ACCESS_HINT_KEY);
}

/** The roles of a list the portal knows (an unknown one grants nothing); null for anything but a list. */
const knownRolesOf = (value: unknown): KnownRole[] | null =>
  Array.isArray(value) ? value.filter((role): role is KnownRole => typeof role === 'string' && isKnownRole(role)) : null;

/** The person's last known membership of a company, or null when this tab knows none (read without a schema). */
export function accessHintOf(customerId: string, storage: Pick<Storage, 'getItem'> = window.sessionStorage): Membership | null {
  let hint: unknown;
  try {
    hint = JSON.parse(storage.getItem(ACCESS_HINT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof hint !== 'object' || hint === null || !('companies' in hint)) return null;
  const { companies } = hint;
  if (typeof companies !== 'object' || companies === null || !Object.hasOwn(companies, customerId)) return null;
  const membership: unknown = Object.getOwnPropertyDescriptor(companies, customerId)?.value;
  if (typeof membership !== 'object' || membership === null || !('roles' in membership) || !('staff' in membership)) return null;
  const roles = knownRolesOf(membership.roles);
  return roles !== null && typeof membership.staff === 'boolean' ? { roles, staff: membership.staff } : null;
}
