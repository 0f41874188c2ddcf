import { describe, expect, it } from 'vitest';
import { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { billTotalsOf, checkLine, hasFinding, journalLinksOf, journalTotalsOf, whatTheReviewSaw } from './review-checks.ts';

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

function line(net: number, rate: number, vat: number, gross = net + vat) {
  return {
    description: 'Rivi',
    expense_account_code: '7680',
    vat_code: 'OSTO',
    vat_rate_basis_points: rate,
    net_cents: net,
    vat_cents: vat,
    gross_cents: gross,
    vat_deduction: { basis_points: 10000, review_status: 'confirmed', reason: '' },
  };
}

function snapshot(overrides: { reviewRevision?: string; reviewSha?: string } = {}) {
  return PurchaseBillOriginalReview.parse({
    customer_id: 'cus_aurora',
    bill: {
      id: 'bill:1',
      resource: { uri: '/purchase-bills/bill%3A1', revision: 'r2' },
      number: '1',
      supplier: 'Lyreco Finland Oy',
      issue_date: '2026-11-03',
      due_date: '2026-11-17',
      currency: 'EUR',
      status: 'open',
      total_cents: 12550,
      vat_cents: 2550,
      open_cents: 12550,
      lines: [line(10000, 2550, 2550)],
    },
    original: { filename: 'x.pdf', id: 'doc_1', resource: { uri: '/documents/doc_1', revision: 'r1' }, sha256: SHA_A, adequacy: 'adequate', status: 'selected' },
    latest_review: {
      decided_at: '2026-11-05T08:12:00.000Z',
      receipt_uri: '/r',
      id: 'rev_2',
      bill_id: 'bill:1',
      document_id: 'doc_1',
      bill_revision: overrides.reviewRevision ?? 'r2',
      document_revision: 'r1',
      document_sha256: overrides.reviewSha ?? SHA_A,
      document_adequacy: 'adequate',
      verdict: 'accepted',
      reason: '',
      prior_review_id: 'rev_1',
      draft_contract: 'purchase-bill-journal/v3',
      draft_digest: 'sha256:1',
      draft: {},
    },
    review_state: 'accepted',
    review_reason: '',
    calculation: {
      contract: 'purchase-bill-journal/v3',
      digest: 'sha256:1',
      period_status: 'open',
      draft: {
        period: '2026-11',
        entry_date: '2026-11-03',
        description: '',
        source: 'purchase_bill',
        id: 'draft_1',
        customer_id: 'cus_aurora',
        source_ref: 'bill:1',
        dimensions_as_stated: false,
        lines: [],
      },
    },
    calculation_reason: '',
    journals: [],
    posting_state: 'not_posted',
    posting_ready: true,
    posting_reason: '',
    actor: { kind: 'interactive', realm: 'staff', subject: 'person_staff', tenant_id: 'cus_aurora' },
    actions: [],
    requires_staff_confirmation: true,
  });
}

const draftLine = (debit: number, credit: number) => ({
  account_code: '7680',
  vat_code: '',
  description: '',
  debit_cents: debit,
  credit_cents: credit,
  dimensions: {},
  dimension_allocations: {},
});

describe('line checks of the review page', () => {
  it('finds nothing on a correct 25.5 % line of November 2026', () => {
    const check = checkLine(line(18900, 2550, 4820), '2026-11-03');
    expect(check).toMatchObject({ grossAddsUp: true, vatMatchesRate: true, expectedVatCents: 4820 });
    expect(hasFinding(check)).toBe(false);
  });

  it('flags a rate not in force on the bill’s issue date', () => {
    const check = checkLine(line(31250, 1400, 4375), '2026-02-12');
    expect(check.rate.kind).toBe('not_in_force');
    expect(hasFinding(check)).toBe(true);
  });

  it('flags a line whose net and VAT do not add up to its gross', () => {
    const check = checkLine(line(10000, 2550, 2550, 12549), '2026-11-03');
    expect(check.grossAddsUp).toBe(false);
    expect(hasFinding(check)).toBe(true);
  });

  it('tolerates one cent of VAT rounding on a line, and flags more', () => {
    expect(checkLine(line(10001, 2550, 2551), '2026-11-03').vatMatchesRate).toBe(true);
    expect(checkLine(line(10000, 2550, 2552), '2026-11-03').vatMatchesRate).toBe(false);
  });

  it('rounds a credit line’s VAT symmetrically', () => {
    expect(checkLine(line(-10002, 2550, -2551), '2026-11-03')).toMatchObject({ expectedVatCents: -2551, vatMatchesRate: true });
  });
});

describe('totals of the bill and of the draft journal', () => {
  it('compares the bill’s totals with the sums of its lines', () => {
    const bill = snapshot().bill;
    expect(billTotalsOf(bill)).toEqual({ netCents: 10000, vatCents: 2550, grossCents: 12550, vatMatchesBill: true, grossMatchesBill: true });
    expect(billTotalsOf({ ...bill, total_cents: 12551 }).grossMatchesBill).toBe(false);
  });

  it('balances when debits equal credits and reports the difference otherwise', () => {
    expect(journalTotalsOf([draftLine(10000, 0), draftLine(2550, 0), draftLine(0, 12550)])).toEqual({
      debitCents: 12550,
      creditCents: 12550,
      differenceCents: 0,
      balanced: true,
    });
    expect(journalTotalsOf([draftLine(10000, 0), draftLine(0, 9009)])).toMatchObject({ differenceCents: 991, balanced: false });
    expect(journalTotalsOf([]).balanced).toBe(true);
  });
});

describe('what the latest review saw', () => {
  it('matches every aspect when the review is of the current revisions', () => {
    expect(whatTheReviewSaw(snapshot())?.every((seen) => seen.same)).toBe(true);
  });

  it('shows a review of an older bill revision and another document digest as different', () => {
    const seen = whatTheReviewSaw(snapshot({ reviewRevision: 'r1', reviewSha: SHA_B })) ?? [];
    expect(seen.filter((aspect) => !aspect.same).map((aspect) => aspect.aspect)).toEqual(['bill_revision', 'document_sha256']);
  });

  it('has nothing to compare before the first review', () => {
    expect(whatTheReviewSaw({ ...snapshot(), latest_review: undefined })).toBeNull();
  });
});

describe('journal history links', () => {
  const journal = (id: string, reversal_of = '') => ({ status: 'posted', reversal_of, id, entry_number: id, review_id: '', live: false });

  it('links a reversal to the entry it reverses, both ways', () => {
    const links = journalLinksOf([journal('je_1'), journal('je_2', 'je_1'), journal('je_3')]);
    expect(links.reverses.get('je_2')).toBe(0);
    expect(links.reversedBy.get('je_1')).toEqual([1]);
    expect(links.reverses.has('je_3')).toBe(false);
  });

  it('says when a reversal names an entry outside this history', () => {
    expect(journalLinksOf([journal('je_9', 'je_elsewhere')]).reverses.get('je_9')).toBeNull();
  });
});
