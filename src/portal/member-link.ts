import { areaUrl } from './areas.ts';

/** The search parameter of the members area that opens one member's roles. */
export const MEMBER_SEARCH_PARAM = 'member';

/**
 * The members area opened at one member's roles: where the forbidden page sends a company admin who lacks a
 * role, to give it to themselves (docs/decisions/0017). Its own module, so that neither the first route nor the
 * registry carries it.
 */
export function memberRolesUrl(customerId: string, memberId: string): string {
  return areaUrl('members', customerId, [], new URLSearchParams({ [MEMBER_SEARCH_PARAM]: memberId }));
}
