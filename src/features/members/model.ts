import { readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { KNOWN_ROLES, isKnownRole, type KnownRole } from '../../api/schemas/roles.ts';

export { KNOWN_ROLES, isKnownRole, type KnownRole };

/**
 * Whether a member is the company's only active admin: the service refuses (409 `last_admin`) to take the
 * admin role from them or to remove them, so the view says so before anyone tries. A row that could not be
 * read might be an admin too: then nobody is called the last one, and the service decides.
 */
export function isLastAdmin(member: Read<Member>, all: readonly (Read<Member> | UnreadableItem)[]): boolean {
  if (member.state !== 'active' || !member.roles.includes('admin')) return false;
  const readable = readableItems(all);
  if (readable.length !== all.length) return false;
  return readable.filter((other) => other.state === 'active' && other.roles.includes('admin')).length === 1;
}

/** A member's roles in the order the portal lists roles; unknown ones (shown as they came) after them. */
export function orderedRoles(roles: readonly string[]): string[] {
  const known = KNOWN_ROLES.filter((role) => roles.includes(role));
  return [...known, ...roles.filter((role) => !isKnownRole(role))];
}

/** What a roles form may send: the known roles chosen, in the portal's order. */
export function chosenRoles(chosen: ReadonlySet<string>): KnownRole[] {
  return KNOWN_ROLES.filter((role) => chosen.has(role));
}

/** The roles that a change added and took away (the log's entry says these, not two whole lists). */
export function roleDifference(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return {
    added: orderedRoles(after.filter((role) => !before.includes(role))),
    removed: orderedRoles(before.filter((role) => !after.includes(role))),
  };
}
