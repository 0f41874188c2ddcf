import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/api/path.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from '../../../src/api/schemas/purchase-bills.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

const REVIEW = '/purchase-bills/{bill_id}/original-review';
const reviewPath = (billId: string, customerId?: string) =>
  `${pathOf(REVIEW, { bill_id: billId })}${customerId ? `?customer_id=${customerId}` : ''}`;

/** Aurora's seeded bills, each an ID the service must take exactly as it is. */
const AURORA_BILLS = [
  'pb-2026-0412',
  'bill:2026-0388',
  'bill:Elisa 10 2026',
  ' bill:0191 ',
  'bill:SK/Jyväskylä 2026/117',
  'bill:Savoy #77?50%',
  'pb-2024-0816',
  'pb-2026-0233',
  'pb-2025-1187',
  // docs/decisions/0011: the bills of the invoice circulation's states (sandbox/db/seeds/circulation.ts)
  'pb-2026-0440',
  'pb-2026-0452',
  'pb-2026-0431',
  'pb-2026-0445',
  'pb-2026-0448',
  'pb-2026-0449',
  'pb-2026-0421',
  'pb-2026-0455',
] as const;
const BIRCH_BILL = 'bill:B-2026-031';

const tokens: Record<'bills' | 'staff' | 'approver' | 'operator' | 'claimant' | 'admin', string> = {
  bills: '',
  staff: '',
  approver: '',
  operator: '',
  claimant: '',
  admin: '',
};

beforeAll(async () => {
  tokens.bills = await idTokenOf('bills@aurora.example');
  tokens.staff = await idTokenOf('staff@firm.example');
  tokens.approver = await idTokenOf('approver@aurora.example');
  tokens.operator = await idTokenOf('operator@aurora.example');
  tokens.claimant = await idTokenOf('claimant@aurora.example');
  tokens.admin = await idTokenOf('admin@aurora.example');
});

async function review(billId: string, bearer: string, customerId = 'cus_aurora') {
  const answer = await callService('GET', reviewPath(billId, customerId), { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PurchaseBillOriginalReview.parse(answer.body);
}

describe('spec §4.7: who may read purchase bills', () => {
  it.each(['bills', 'approver', 'staff'] as const)('lets %s read the list and a review (purchase-invoice roles and staff)', async (who) => {
    const list = await callService('GET', '/purchase-bills?customer_id=cus_aurora', { bearer: tokens[who] });
    expect(list.status).toBe(200);
    const one = await callService('GET', reviewPath('pb-2026-0412', 'cus_aurora'), { bearer: tokens[who] });
    expect(one.status).toBe(200);
  });

  it.each(['operator', 'claimant', 'admin'] as const)('refuses %s with 403 naming the roles needed, for a real and an unknown bill alike', async (who) => {
    for (const path of [reviewPath('pb-2026-0412', 'cus_aurora'), reviewPath('bill:no such bill', 'cus_aurora'), '/purchase-bills?customer_id=cus_aurora']) {
      const answer = await callService('GET', path, { bearer: tokens[who] });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'role_required', detail: expect.stringContaining('purchase-invoice role') });
    }
  });

  // A key acts as operator and never holds a purchase-invoice role, so the contract declares bills
  // interactive-only and keys are refused by their kind, before anything else about the request.
  it.each(['svc_sk_sandbox_aurora_read', 'svc_sk_sandbox_aurora_write'])('refuses the API key %s as interactive-only (403)', async (key) => {
    for (const path of [reviewPath('pb-2026-0412'), '/purchase-bills', '/purchase-bills?bogus=1', reviewPath('bill:no such bill')]) {
      const answer = await callService('GET', path, { bearer: key });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ error: 'interactive_session_required', detail: expect.stringContaining('purchase-invoice role') });
    }
  });

  it('answers 401 without a bearer', async () => {
    expect((await callService('GET', reviewPath('pb-2026-0412', 'cus_aurora'))).status).toBe(401);
  });

  it('asks staff to name the customer, since staff reach every company', async () => {
    const answer = await callService('GET', reviewPath('pb-2026-0412'), { bearer: tokens.staff });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'customer_id_required' });
  });
});

describe('GET /purchase-bills (docs/decisions/0016)', () => {
  it('lists exactly the company’s bills, newest first, IDs unchanged', async () => {
    const answer = await callService('GET', '/purchase-bills?customer_id=cus_aurora', { bearer: tokens.bills });
    const list = PurchaseBillList.parse(answer.body);
    expect(list.customer_id).toBe('cus_aurora');
    expect(list.bills.map((bill) => bill.id).sort()).toEqual([...AURORA_BILLS].sort());
    const dates = list.bills.map((bill) => bill.issue_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('never lists another company’s bill', async () => {
    const aurora = PurchaseBillList.parse((await callService('GET', '/purchase-bills?customer_id=cus_aurora', { bearer: tokens.staff })).body);
    const birch = PurchaseBillList.parse((await callService('GET', '/purchase-bills?customer_id=cus_birch', { bearer: tokens.staff })).body);
    expect(aurora.bills.map((bill) => bill.id)).not.toContain(BIRCH_BILL);
    expect(birch.bills.map((bill) => bill.id)).toContain(BIRCH_BILL);
    expect(birch.bills.some((bill) => (AURORA_BILLS as readonly string[]).includes(bill.id))).toBe(false);
  });

  it('gives each listed bill the same number, supplier, dates, total and review state as its review', async () => {
    const list = PurchaseBillList.parse((await callService('GET', '/purchase-bills?customer_id=cus_aurora', { bearer: tokens.bills })).body);
    for (const row of list.bills) {
      const snapshot = await review(row.id, tokens.bills);
      expect(row).toEqual({
        id: snapshot.bill.id,
        number: snapshot.bill.number,
        supplier: snapshot.bill.supplier,
        issue_date: snapshot.bill.issue_date,
        due_date: snapshot.bill.due_date,
        total_cents: snapshot.bill.total_cents,
        currency: snapshot.bill.currency,
        review_state: snapshot.review_state,
      });
    }
  });
});

describe('spec §4.7: bill_id is the exact opaque ID, one encoded path segment', () => {
  it.each(AURORA_BILLS)('finds %j by its exact ID, encoded as one segment', async (billId) => {
    const snapshot = await review(billId, tokens.bills);
    expect(snapshot.bill.id).toBe(billId);
    expect(snapshot.customer_id).toBe('cus_aurora');
  });

  it.each([
    ['the spaces trimmed', 'bill:0191'],
    ['only the leading space', ' bill:0191'],
    ['only the trailing space', 'bill:0191 '],
    ['the bill: prefix stripped', '2026-0388'],
    ['the prefix in capitals', 'BILL:2026-0388'],
    ['the prefix with a space after the colon', 'bill: 2026-0388'],
    ['a doubled inner space', 'bill:Elisa  10 2026'],
    ['another case', 'bill:savoy #77?50%'],
    ['decomposed Unicode (NFD) instead of the stored form', 'bill:SK/Jyväskylä 2026/117'.normalize('NFD')],
    ['a literal %2F instead of a slash', 'bill:SK%2FJyväskylä 2026%2F117'],
    ['a non-breaking space instead of a space', 'bill:Elisa\u00a010 2026'],
  ])('does not find a bill by its ID with %s (404)', async (_how, billId) => {
    const answer = await callService('GET', reviewPath(billId, 'cus_aurora'), { bearer: tokens.bills });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', detail: expect.any(String) });
  });

  it('does not read an unencoded slash as part of the ID', async () => {
    const answer = await callService('GET', '/purchase-bills/bill:SK/Jyv%C3%A4skyl%C3%A4%202026/117/original-review?customer_id=cus_aurora', {
      bearer: tokens.bills,
    });
    expect(answer.status).toBe(404);
  });

  it('answers a bill of another company exactly as an unknown bill, for a member and for staff', async () => {
    const unknown = await callService('GET', reviewPath('bill:B-2099-999', 'cus_aurora'), { bearer: tokens.bills });
    const otherCompanys = await callService('GET', reviewPath(BIRCH_BILL, 'cus_aurora'), { bearer: tokens.bills });
    expect(unknown.status).toBe(404);
    expect(otherCompanys.status).toBe(404);
    expect(otherCompanys.body).toEqual(unknown.body);
    const staffInAurora = await callService('GET', reviewPath(BIRCH_BILL, 'cus_aurora'), { bearer: tokens.staff });
    expect(staffInAurora.status).toBe(404);
    expect(staffInAurora.body).toEqual(unknown.body);
    const staffInBirch = await review(BIRCH_BILL, tokens.staff, 'cus_birch');
    expect(staffInBirch.bill.supplier).toBe('Neste Oyj');
  });
});

describe('spec §2.11: the whole snapshot', () => {
  it('keeps every seeded bill internally consistent: lines add up, totals are their sums', async () => {
    for (const billId of AURORA_BILLS) {
      const { bill } = await review(billId, tokens.staff);
      expect(bill.lines.length).toBeGreaterThan(0);
      for (const line of bill.lines) expect(line.net_cents + line.vat_cents, `${billId}: ${line.description}`).toBe(line.gross_cents);
      expect(bill.lines.reduce((sum, line) => sum + line.gross_cents, 0), billId).toBe(bill.total_cents);
      expect(bill.lines.reduce((sum, line) => sum + line.vat_cents, 0), billId).toBe(bill.vat_cents);
      expect(bill.open_cents === 0 || bill.open_cents === bill.total_cents, billId).toBe(true);
    }
  });

  it('balances every draft journal but the one deliberately unbalanced, which is not ready to post', async () => {
    const unbalanced: string[] = [];
    for (const billId of AURORA_BILLS) {
      const snapshot = await review(billId, tokens.staff);
      const lines = snapshot.calculation.draft.lines;
      const debit = lines.reduce((sum, line) => sum + line.debit_cents, 0);
      const credit = lines.reduce((sum, line) => sum + line.credit_cents, 0);
      if (debit !== credit) {
        unbalanced.push(billId);
        expect(snapshot.posting_ready).toBe(false);
      } else {
        expect(credit, billId).toBe(snapshot.bill.total_cents);
      }
      expect(snapshot.calculation.draft.customer_id).toBe('cus_aurora');
      expect(snapshot.calculation.draft.source_ref).toBe(billId);
    }
    expect(unbalanced).toEqual([' bill:0191 ']);
  });

  it('shows a posting-ready bill with a balanced draft and an accepted review of the current revisions', async () => {
    const snapshot = await review('pb-2026-0412', tokens.staff);
    expect(snapshot.posting_ready).toBe(true);
    expect(snapshot.latest_review?.verdict).toBe('accepted');
    expect(snapshot.latest_review?.bill_revision).toBe(snapshot.bill.resource.revision);
    expect(snapshot.latest_review?.document_sha256).toBe(snapshot.original.sha256);
    expect(snapshot.latest_review?.draft_digest).toBe(snapshot.calculation.digest);
    expect(snapshot.original.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves latest_review out of a bill never reviewed', async () => {
    const answer = await callService('GET', reviewPath('bill:2026-0388', 'cus_aurora'), { bearer: tokens.bills });
    expect(answer.body).not.toHaveProperty('latest_review');
    expect(PurchaseBillOriginalReview.parse(answer.body).review_state).toBe('pending');
  });

  it('names the review a newer review supersedes, and the first review supersedes none', async () => {
    const superseding = await review('bill:Elisa 10 2026', tokens.bills);
    expect(superseding.latest_review?.id).toBe('rev_elisa_6034129981_2');
    expect(superseding.latest_review?.prior_review_id).toBe('rev_elisa_6034129981_1');
    expect(superseding.latest_review?.bill_revision).not.toBe(superseding.bill.resource.revision);
    const first = await review('pb-2026-0412', tokens.bills);
    expect(first.latest_review?.prior_review_id).toBe('');
  });

  it('links a reversal to the posted entry it reverses, and keeps one live entry', async () => {
    const snapshot = await review('pb-2024-0816', tokens.staff);
    const ids = snapshot.journals.map((journal) => journal.id);
    const reversals = snapshot.journals.filter((journal) => journal.reversal_of !== '');
    expect(reversals).toHaveLength(1);
    expect(ids).toContain(reversals[0]?.reversal_of);
    expect(snapshot.journals.find((journal) => journal.id === reversals[0]?.reversal_of)?.status).toBe('reversed');
    expect(snapshot.journals.filter((journal) => journal.live)).toHaveLength(1);
    expect(snapshot.posting_state).toBe('posted');
  });

  it('carries full and partial deductions and rates 25.5 %, 13.5 % and 24 % (before 1.9.2024)', async () => {
    const rates = new Set<number>();
    const deductions = new Set<number>();
    for (const billId of AURORA_BILLS) {
      const { bill } = await review(billId, tokens.bills);
      for (const line of bill.lines) {
        rates.add(line.vat_rate_basis_points);
        deductions.add(line.vat_deduction.basis_points);
        if (line.vat_rate_basis_points === 2400) expect(bill.issue_date < '2024-09-01').toBe(true);
      }
    }
    expect([...rates]).toEqual(expect.arrayContaining([2550, 1350, 2400]));
    expect([...deductions]).toEqual(expect.arrayContaining([10000, 8000, 5000, 0]));
  });

  it('derives role_eligible from the reader: the purchase-invoice person and staff each see eligible and ineligible actions', async () => {
    const eligibility = (snapshot: PurchaseBillOriginalReview) =>
      Object.fromEntries(snapshot.actions.map((action) => [action.operation.id, action.role_eligible]));
    const asBills = await review('bill:2026-0388', tokens.bills);
    const asStaff = await review('bill:2026-0388', tokens.staff);
    expect(eligibility(asBills)).toEqual({ 'purchase_bill.review.record': false, 'purchase_bill.original.replace': true });
    expect(eligibility(asStaff)).toEqual({ 'purchase_bill.review.record': true, 'purchase_bill.original.replace': false });
    expect(asBills.actor).toEqual({ kind: 'interactive', realm: 'customer', subject: 'person_bills', tenant_id: 'cus_aurora' });
    expect(asStaff.actor).toEqual({ kind: 'interactive', realm: 'staff', subject: 'person_staff', tenant_id: 'cus_aurora' });
    // the rest of the snapshot is the same for both readers
    expect({ ...asBills, actor: null, actions: null }).toEqual({ ...asStaff, actor: null, actions: null });
  });
});
