import { describe, expect, it } from 'vitest';
import { Invoice } from '../../api/schemas/invoice-circulation.ts';
import { readerOf } from '../../api/reading.ts';
import { backupInUse, daysUntil, matchesFilter, paymentPlaceOf, paymentWaitsForDecision, returnTargetsOf, whyNotYours } from './circulation-model.ts';
import { changesBetween } from './what-changed.ts';

const read = readerOf(Invoice);
const laura = { name: 'Laura Hämäläinen', email: 'bills@aurora.example' };
const pekka = { name: 'Pekka Korhonen', email: 'approver@aurora.example' };
const mikko = { name: 'Mikko Salonen', email: 'reviewer@aurora.example' };

function invoiceOf(overrides: Record<string, unknown> = {}, circulation: Record<string, unknown> = {}) {
  return read.parse({
    id: 'bill-1',
    kind: 'purchase_bill',
    number: 'A-1',
    supplier: 'LeasePlan Finland Oy',
    issue_date: '2026-11-01',
    due_date: '2026-11-30',
    total_cents: 50_000,
    vat_cents: 9_677,
    currency: 'EUR',
    review_state: 'accepted',
    purchased_by: null,
    waiting_for_me: false,
    payment: null,
    circulation: {
      state: 'waiting_for_approval',
      revision: 'r1',
      steps: [
        { kind: 'check', assignee: laura, backup: null, decided: { decision: 'approved', ...laura, at: '2026-11-20T09:00:00Z', comment: '' } },
        { kind: 'approve', assignee: mikko, backup: pekka, acting: 'backup', decided: null },
      ],
      duplicate_of: null,
      next: { step: 'approve', people: [pekka] },
      ...circulation,
    },
    ...overrides,
  });
}

describe('who may act on an invoice (docs/decisions/0011: four eyes, routing, backups)', () => {
  it('the person who did the check is told so before the others waiting', () => {
    expect(whyNotYours(invoiceOf(), 'BILLS@aurora.example')).toEqual({ reason: 'you_checked' });
  });

  it('the purchaser never decides their own purchase', () => {
    expect(whyNotYours(invoiceOf({ purchased_by: { name: 'Olli', email: 'olli@aurora.example' } }), 'olli@aurora.example')).toEqual({ reason: 'you_purchased' });
  });

  it('anyone else hears whom it waits for; a settled invoice waits for nobody', () => {
    expect(whyNotYours(invoiceOf(), 'someone@aurora.example')).toEqual({ reason: 'waits_for', people: ['Pekka Korhonen'] });
    expect(whyNotYours(invoiceOf({}, { state: 'paid', next: null }), 'someone@aurora.example')).toEqual({ reason: 'settled', state: 'paid' });
  });

  it('names the absent assignee and the backup deciding in their place', () => {
    expect(backupInUse(invoiceOf())).toEqual({ assignee: 'Mikko Salonen', backup: 'Pekka Korhonen' });
  });
});

describe('where a step can return an invoice (the reject operation’s assumption)', () => {
  it('a bill’s check only to the firm, an approval to the check or the firm, a claim back to its claimant', () => {
    const check = { state: 'waiting_for_check', next: { step: 'check', people: [] } };
    expect(returnTargetsOf(invoiceOf({}, check))).toEqual(['firm']);
    expect(returnTargetsOf(invoiceOf())).toEqual(['previous_step', 'firm']);
    expect(returnTargetsOf(invoiceOf({ kind: 'expense_claim' }, check))).toEqual(['previous_step']);
    expect(returnTargetsOf(invoiceOf({}, { state: 'approved', next: null }))).toEqual([]);
  });
});

describe('days left to the due date, in the Finnish calendar', () => {
  it('counts whole days, zero on the day and negative once overdue, across a month end', () => {
    expect(daysUntil('2026-12-01', '2026-11-27')).toBe(4);
    expect(daysUntil('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysUntil('2026-11-25', '2026-11-27')).toBe(-2);
  });
});

describe('the circulation list’s filters', () => {
  it('match the state, the kind and a text in the supplier or the number, without regard to case', () => {
    const invoice = invoiceOf();
    expect(matchesFilter(invoice, { state: '', kind: '', text: 'leaseplan' })).toBe(true);
    expect(matchesFilter(invoice, { state: '', kind: '', text: 'a-1' })).toBe(true);
    expect(matchesFilter(invoice, { state: 'waiting_for_check', kind: '', text: '' })).toBe(false);
    expect(matchesFilter(invoice, { state: '', kind: 'expense_claim', text: '' })).toBe(false);
  });
});

describe('what changed between what the person saw and now (a stale decision, 409 invoice_changed)', () => {
  it('lists the total, the due date, the lines’ sum, the firm’s verdict and a step decided meanwhile', () => {
    const seen = { invoice: invoiceOf(), linesTotalCents: 50_000 };
    const now = {
      invoice: invoiceOf(
        { total_cents: 60_000, due_date: '2026-12-05', review_state: 'needs_clarification' },
        {
          revision: 'r2',
          steps: [
            { kind: 'check', assignee: laura, backup: null, decided: null },
            { kind: 'approve', assignee: mikko, backup: pekka, decided: null },
          ],
        },
      ),
      linesTotalCents: 60_000,
    };
    expect(changesBetween(seen, now).map((change) => change.aspect)).toEqual(['total', 'lines', 'due_date', 'review_state', 'step']);
    expect(changesBetween(seen, now).at(-1)).toEqual({ aspect: 'step', step: 'check', before: { decision: 'approved', name: 'Laura Hämäläinen' }, after: null });
  });

  it('nothing a person reads changed: an empty list', () => {
    expect(changesBetween({ invoice: invoiceOf(), linesTotalCents: null }, { invoice: invoiceOf({}, { revision: 'r2' }), linesTotalCents: 1 })).toEqual([]);
  });
});

describe('where an approved invoice’s payment is (docs/decisions/0004-held-payments.md)', () => {
  const approved = { state: 'approved', next: null };
  const payment = (status: string, more: Record<string, unknown> = {}) => ({ batch_id: 'purchase_2026-12-01_2', payment_id: 'p1', status, paid_at: null, ...more });
  const held = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00Z', reason: 'Tili tarkistetaan' };

  it('a held payment carried on from its released batch is said as such, and waits for the company’s decision', () => {
    const carried = invoiceOf({ payment: payment('held', { held, carried_from: 'purchase_2026-12-01_1' }) }, approved);
    expect(paymentPlaceOf(carried)).toBe('heldCarried');
    expect(paymentWaitsForDecision(carried)).toBe(true);
    expect(paymentPlaceOf(invoiceOf({ payment: payment('held', { held }) }, approved))).toBe('held');
  });

  it('waiting, on its way, paid, refused, cancelled; a status the portal does not know is other; none without a payment', () => {
    expect(['awaiting_release', 'delivering', 'delivered', 'failed', 'cancelled', 'toString', 'paused'].map((status) => paymentPlaceOf(invoiceOf({ payment: payment(status) }, approved)))).toEqual([
      'waiting',
      'on_its_way',
      'paid',
      'failed',
      'cancelled',
      'other',
      'other',
    ]);
    expect(paymentPlaceOf(invoiceOf({}, approved))).toBeNull();
    expect(paymentWaitsForDecision(invoiceOf({ payment: payment('cancelled') }, approved))).toBe(false);
  });
});
