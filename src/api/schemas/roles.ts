/**
 * The roles a member can hold in a company that the portal knows (docs/decisions/0016), apart from the schemas
 * so that the boot can read them without zod (src/portal/access-hint.ts).
 */
export const KNOWN_ROLES = ['admin', 'approver', 'operator', 'claimant', 'purchase_invoices', 'invoice_reviewer'] as const;
/** A role the portal knows; an unknown one is read (and shown) but grants nothing. */
export type KnownRole = (typeof KNOWN_ROLES)[number];

export function isKnownRole(role: string): role is KnownRole {
  return (KNOWN_ROLES as readonly string[]).includes(role);
}
