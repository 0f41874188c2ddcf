/**
 * Which part of the company's documents a person sees, in the words the Documents page says it
 * (docs/decisions/0003-documents-by-role.md; the service decides, this only names it): `all` for the firm's
 * staff, an admin and an approver; `operator` all but payroll's; `purchase` the purchase documents and the
 * receipts of the claims they decide; `claimant` her own uploads and her claims' receipts. The broadest of a
 * person's roles names it; a person with none of these roles is told nothing (null).
 */
export type DocumentScope = 'all' | 'operator' | 'purchase' | 'claimant';

export function documentScopeOf(roles: readonly string[], staff: boolean): DocumentScope | null {
  const holds = (...wanted: string[]) => roles.some((role) => wanted.includes(role));
  if (staff || holds('admin', 'approver')) return 'all';
  if (holds('operator')) return 'operator';
  if (holds('purchase_invoices', 'invoice_reviewer')) return 'purchase';
  if (holds('claimant')) return 'claimant';
  return null;
}
