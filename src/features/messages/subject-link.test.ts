import { describe, expect, it } from 'vitest';
import { subjectUrl } from './subject-link.ts';

/** A thread's subject links to its page in its area only for those who may use that area (src/portal/areas.ts). */

const admin = { roles: ['admin'] as const, staff: false };
const claimant = { roles: ['claimant'] as const, staff: false };
const reviewer = { roles: ['invoice_reviewer'] as const, staff: false };
const staff = { roles: [] as const, staff: true };

describe('a subject’s page', () => {
  it('is each area’s own page for the kinds', () => {
    expect(subjectUrl('cus_aurora', { kind: 'purchase_bill', id: 'bill:A 1' }, reviewer)).toBe('/cus_aurora/bills/bill%3AA%201');
    expect(subjectUrl('cus_aurora', { kind: 'expense_claim', id: 'c4' }, reviewer)).toBe('/cus_aurora/bills/claims/c4');
    expect(subjectUrl('cus_aurora', { kind: 'payroll_run', id: 'run_10' }, admin)).toBe('/cus_aurora/payroll/runs/run_10');
    expect(subjectUrl('cus_aurora', { kind: 'payment_batch', id: 'b1' }, admin)).toBe('/cus_aurora/payments/b1');
    expect(subjectUrl('cus_aurora', { kind: 'ledger_row', id: 'row/7' }, admin)).toBe('/cus_aurora/books/transactions/row%2F7');
    expect(subjectUrl('cus_aurora', { kind: 'document', id: 'doc_1' }, claimant)).toBe('/cus_aurora/documents');
    expect(subjectUrl('cus_aurora', { kind: 'filing', id: 'vat_return.2026-10' }, admin)).toBe('/cus_aurora/filings/vat_return.2026-10');
  });

  it('is the claimant’s own claims for a claim, who has no bills area', () => {
    expect(subjectUrl('cus_aurora', { kind: 'expense_claim', id: 'c4' }, claimant)).toBe('/cus_aurora/expense-claims');
  });

  it('is none where the person may not go, and none for a kind the portal does not know', () => {
    expect(subjectUrl('cus_aurora', { kind: 'payroll_run', id: 'run_10' }, claimant)).toBeUndefined();
    expect(subjectUrl('cus_aurora', { kind: 'payroll_run', id: 'run_10' }, staff)).toBeUndefined();
    expect(subjectUrl('cus_aurora', { kind: 'ledger_row', id: 'row_1' }, staff)).toBe('/cus_aurora/books/transactions/row_1');
    expect(subjectUrl('cus_aurora', { kind: 'contract', id: 'x' }, admin)).toBeUndefined();
  });
});
