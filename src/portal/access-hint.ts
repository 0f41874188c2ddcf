import { isKnownRole, type KnownRole } from '../api/schemas/roles.ts';
import type { Membership } from './areas.ts';

/**
 * What this tab last learnt from /me of the person's access, by company: a hint for the boot (src/boot.ts),
 * which asks the service early only for what the person may see (a page the roles do not reach is never
 * asked for, not even early), and the company's name, which the overview's heading says on the first screen
 * (src/app/first-screen/). Never a grant: the portal decides access by /me as always. Roles and names, not
 * secrets; kept in this tab's sessionStorage and forgotten with the session (src/main.tsx).
 */
export const ACCESS_HINT_KEY = 'portal.access';

interface AccessHint {
  subject: string;
  companies: Record<string, Membership & { name: string }>;
}

/** Notes the person's roles in each company, and its name, as the portal read them from /me. */
export function rememberAccess(
  subject: string,
  companies: readonly { customer_id: string; name: string; roles: readonly KnownRole[] }[],
  staff: boolean,
  storage: Pick<Storage, 'setItem'> = window.sessionStorage,
): void {
  const hint: AccessHint = {
    subject,
    companies: Object.fromEntries(companies.map((company) => [company.customer_id, { roles: company.roles, staff, name: company.name }])),
  };
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

/** What the hint holds of a company, still unread; undefined when it holds nothing (read without a schema). */
function noteOf(customerId: string, storage: Pick<Storage, 'getItem'>): object | undefined {
  let hint: unknown;
  try {
    hint = JSON.parse(storage.getItem(ACCESS_HINT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof hint !== 'object' || hint === null || !('companies' in hint)) return undefined;
  const { companies } = hint;
  if (typeof companies !== 'object' || companies === null || !Object.hasOwn(companies, customerId)) return undefined;
  const note: unknown = Object.getOwnPropertyDescriptor(companies, customerId)?.value;
  return typeof note === 'object' && note !== null ? note : undefined;
}

/** The company's name as this tab last read it from /me; null when it knows none. */
export function companyNameHintOf(customerId: string, storage: Pick<Storage, 'getItem'> = window.sessionStorage): string | null {
  const note = noteOf(customerId, storage);
  return note && 'name' in note && typeof note.name === 'string' && note.name !== '' ? note.name : null;
}

/** The person's last known membership of a company, or null when this tab knows none (read without a schema). */
export function accessHintOf(customerId: string, storage: Pick<Storage, 'getItem'> = window.sessionStorage): Membership | null {
  const membership = noteOf(customerId, storage);
  if (!membership || !('roles' in membership) || !('staff' in membership)) return null;
  const roles = knownRolesOf(membership.roles);
  return roles !== null && typeof membership.staff === 'boolean' ? { roles, staff: membership.staff } : null;
}
