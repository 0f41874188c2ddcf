import { DEMO_PEOPLE, type DemoPerson } from '../../sandbox/idp/demo-people.ts';
import { KNOWN_ROLES, type KnownRole } from '../../src/api/schemas/company.ts';
import { AREA_NAMES, canUse, type Area } from '../../src/portal/areas.ts';

/**
 * Who opens each area of the registry (src/portal/areas.ts) in the bench: the company's admin where the
 * registry's own rule lets them, else the first person of the sandbox's seed who may (bills need a
 * purchase-invoice or reviewer role, which the admin lacks). An area nobody may open is left out.
 */
export function openers(customerId: string, preferred: string, people: readonly DemoPerson[] = DEMO_PEOPLE): Map<Area, string> {
  const present = people.filter((person) => !person.removed);
  const first = present.find((person) => person.email === preferred);
  const mayOpen = (person: DemoPerson, area: Area) => {
    const roles = person.memberships.find((membership) => membership.customer_id === customerId)?.roles ?? [];
    const known = roles.filter((role): role is KnownRole => (KNOWN_ROLES as readonly string[]).includes(role));
    // the firm's staff would open everything and show nothing of a member's view
    return known.length > 0 && canUse(area, { roles: known, staff: false });
  };
  const chosen = new Map<Area, string>();
  for (const area of AREA_NAMES) {
    const person = first && mayOpen(first, area) ? first : present.find((candidate) => mayOpen(candidate, area));
    if (person) chosen.set(area, person.email);
  }
  return chosen;
}
