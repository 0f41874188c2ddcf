import { describe, expect, it } from 'vitest';
import type { Claim } from './claim-state.ts';
import { standingOf } from './claim-state.ts';

const person = { name: 'Laura Hämäläinen', email: 'bills@aurora.example' };
const claim = (over: Partial<Claim['circulation']> = {}, payment: Claim['payment'] = null): Claim => ({
  id: 'claim_1',
  kind: 'expense_claim',
  number: 'KK-1',
  supplier: 'Kaisa Mäkinen',
  issue_date: '2026-11-20',
  due_date: '2026-11-30',
  total_cents: 2390,
  vat_cents: 476,
  currency: 'EUR',
  review_state: '',
  purchased_by: null,
  waiting_for_me: false,
  circulation: { state: 'waiting_for_check', revision: 'r1', steps: [], duplicate_of: null, next: null, history: [], ...over },
  payment,
  clarification: null,
  claim: { claimant: { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' }, date: '2026-11-20', purpose: 'Lounas', document_ids: ['doc_1'], iban_masked: 'FI21 **** 0785' },
});

describe('where a claim stands, for its claimant', () => {
  it('a returned claim names who returned it and why, from the latest return', () => {
    const standing = standingOf(
      claim({
        state: 'returned',
        history: [
          { event: 'returned', step: 'check', ...person, at: '2026-11-21T10:00:00Z', comment: 'Kuitti puuttuu' },
          { event: 'returned', step: 'check', ...person, at: '2026-11-22T10:00:00Z', comment: 'Väärä summa' },
        ],
      }),
    );
    expect(standing).toMatchObject({ state: 'returned', returned: { name: 'Laura Hämäläinen', reason: 'Väärä summa' } });
  });

  it('a paid claim says when: the payment’s day, else the history’s', () => {
    expect(standingOf(claim({ state: 'paid' }, { batch_id: 'b', payment_id: 'p', status: 'delivered', paid_at: '2026-11-25T08:00:00Z' })).paidAt).toBe('2026-11-25T08:00:00Z');
    expect(standingOf(claim({ state: 'paid', history: [{ event: 'paid', step: null, ...person, at: '2026-11-24T08:00:00Z', comment: '' }] })).paidAt).toBe('2026-11-24T08:00:00Z');
  });

  it('an approved claim whose payment is held back says so', () => {
    expect(standingOf(claim({ state: 'approved' }, { batch_id: 'b', payment_id: 'p', status: 'held', paid_at: null })).held).toBe(true);
  });

  it('a state the portal does not know is unknown, never taken for another', () => {
    expect(standingOf(claim({ state: 'escalated' })).state).toBe('unknown');
  });
});
