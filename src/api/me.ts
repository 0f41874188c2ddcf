import { isUnreadable, type Read, type UnreadableItem } from './reading.ts';
import type { Me } from './schemas/company.ts';
import { isKnownRole, type KnownRole } from './schemas/roles.ts';

/** A company of the person as the portal works with it: the roles it knows, and the others kept for showing. */
export interface CompanyOfMe {
  customer_id: string;
  name: string;
  business_id: string;
  /** The roles the portal knows: the only ones that grant anything (navigation, guards, forms). */
  roles: KnownRole[];
  /** Roles the service named that the portal does not know: shown as they came, granting nothing. */
  unknownRoles: string[];
}

/** GET /me as the shell and the views use it: companies that could not be read are kept apart, never chosen. */
export interface MeView {
  principal: Read<Me>['principal'];
  api_key?: Read<Me>['api_key'];
  companies: CompanyOfMe[];
  unreadableCompanies: UnreadableItem[];
}

export { isKnownRole };

/** Splits what /me answered into what grants access and what is only shown (docs/decisions/0021, principle 8). */
export function meView(me: Read<Me>): MeView {
  const companies: CompanyOfMe[] = [];
  const unreadableCompanies: UnreadableItem[] = [];
  for (const company of me.companies) {
    if (isUnreadable(company)) {
      unreadableCompanies.push(company);
      continue;
    }
    companies.push({
      customer_id: company.customer_id,
      name: company.name,
      business_id: company.business_id,
      roles: company.roles.filter(isKnownRole),
      unknownRoles: company.roles.filter((role) => !isKnownRole(role)),
    });
  }
  return { principal: me.principal, ...(me.api_key === undefined ? {} : { api_key: me.api_key }), companies, unreadableCompanies };
}
