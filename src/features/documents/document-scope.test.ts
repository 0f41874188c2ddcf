import { describe, expect, it } from 'vitest';
import { documentScopeOf } from './document-scope.ts';

/** docs/decisions/0003-documents-by-role.md: the Documents page names the part of the documents a person sees by their broadest role. */
describe('documentScopeOf', () => {
  it.each([
    [['admin'], false, 'all'],
    [['approver', 'invoice_reviewer'], false, 'all'],
    [[], true, 'all'],
    [['operator'], false, 'operator'],
    [['operator', 'claimant'], false, 'operator'],
    [['purchase_invoices'], false, 'purchase'],
    [['invoice_reviewer', 'claimant'], false, 'purchase'],
    [['claimant'], false, 'claimant'],
    [['bookkeeping_viewer'], false, null],
  ] as const)('%j (staff %s) sees %s', (roles, staff, scope) => {
    expect(documentScopeOf(roles, staff)).toBe(scope);
  });
});
