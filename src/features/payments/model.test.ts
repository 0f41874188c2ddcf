import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../../api/reading.ts';
import { paymentBatchExample } from '../../testing/payment-batch-example.ts';
import { blockAdvice, failureAdvice, groupBatches, mayCancel, mayHold, mayUnhold, unverifiedPayments, type Batch } from './model.ts';

const batch = (id: string, status: string): Batch =>
  paymentBatchExample({ id, status, label: `Batch ${id}`, count: 2, total_cents: 100_00, bank_account_masked: 'FI49 **** 8730' });

/** The Payments view: what waits for a person first, then what is on its way, what failed, what is done. */
describe('groupBatches', () => {
  it('orders the groups awaiting release, delivering, failed, delivered, whatever order the service sends', () => {
    const { groups } = groupBatches([batch('a', 'delivered'), batch('b', 'failed'), batch('c', 'awaiting_release'), batch('d', 'delivering'), batch('e', 'awaiting_release')]);
    expect(groups.map((group) => [group.status, group.batches.map((item) => item.id)])).toEqual([
      ['awaiting_release', ['c', 'e']],
      ['delivering', ['d']],
      ['failed', ['b']],
      ['delivered', ['a']],
    ]);
  });

  it('keeps a status it does not know as a group of its own, before the delivered ones, in the order it first appears', () => {
    const { groups } = groupBatches([batch('a', 'delivered'), batch('b', 'on_hold'), batch('c', 'awaiting_release'), batch('d', 'paused'), batch('e', 'on_hold')]);
    expect(groups.map((group) => group.status)).toEqual(['awaiting_release', 'on_hold', 'paused', 'delivered']);
    expect(groups[1]?.batches.map((item) => item.id)).toEqual(['b', 'e']);
  });

  it('sets an item that cannot be read apart, never hiding its siblings', () => {
    const broken = new UnreadableItem({ id: 'pay_x', total_cents: '12' }, 'total_cents: expected int');
    const { groups, unreadable } = groupBatches([broken, batch('a', 'failed')]);
    expect(groups.map((group) => group.status)).toEqual(['failed']);
    expect(unreadable).toEqual([broken]);
  });

  it('has no group for an empty list', () => {
    expect(groupBatches([])).toEqual({ groups: [], unreadable: [] });
  });
});

/** A failed batch says why and what to do, by the bank's reason. */
describe('failureAdvice', () => {
  it.each([
    ['no_bank_connection', 'connections'],
    ['account_refused', 'payroll'],
    ['bank_unreachable', 'firm'],
  ] as const)('%s: its own words, and the way to %s', (code, remedy) => {
    expect(failureAdvice(code)).toEqual({ key: code, remedy });
  });

  it('sends a reason it does not know, or none, to the firm in general words', () => {
    expect(failureAdvice('insufficient_funds')).toEqual({ key: 'other', remedy: 'firm' });
    expect(failureAdvice(undefined)).toEqual({ key: 'other', remedy: 'firm' });
    // never a key built from whatever the service sent
    expect(failureAdvice('__proto__')).toEqual({ key: 'other', remedy: 'firm' });
  });
});

describe('blocks and holds (docs/decisions/0010)', () => {
  it('sends a payee_unverified block to the hold on the batch’s page, the bank connection’s to Connections, the rest to the firm', () => {
    expect(blockAdvice('payee_unverified')).toEqual({ key: 'payee_unverified', remedy: 'hold' });
    expect(blockAdvice('no_bank_connection')).toEqual({ key: 'no_bank_connection', remedy: 'connections' });
    // every payment held back: each is put back or cancelled on the batch's page (docs/decisions/0004-held-payments.md)
    expect(blockAdvice('nothing_to_pay')).toEqual({ key: 'nothing_to_pay', remedy: 'hold' });
    expect(blockAdvice('total_too_large')).toEqual({ key: 'total_too_large', remedy: 'firm' });
    expect(blockAdvice('audit_pending')).toEqual({ key: 'other', remedy: 'firm' });
  });

  it('names as unverified only the no-match payments nobody has held back', () => {
    const held = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00Z', reason: 'tili' };
    const payments = [
      { id: 'a', payee_check: 'no_match', held: null },
      { id: 'b', payee_check: 'no_match', held },
      { id: 'c', payee_check: 'close_match', held: null },
    ];
    expect(unverifiedPayments(payments).map((payment) => payment.id)).toEqual(['a']);
  });

  it('lets a held payment be put back or cancelled only while its batch awaits release, and never once cancelled', () => {
    const held = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00Z', reason: 'tili' };
    expect(mayUnhold({ status: 'awaiting_release' }, { id: 'a', held, cancelled: null })).toBe(true);
    expect(mayCancel({ status: 'awaiting_release' }, { id: 'a', held, cancelled: null })).toBe(true);
    expect(mayCancel({ status: 'awaiting_release' }, { id: 'a', held: null, cancelled: null })).toBe(false);
    expect(mayCancel({ status: 'awaiting_release' }, { id: 'a', held, cancelled: { ...held, reason: 'hyvitetty' } })).toBe(false);
    expect(mayUnhold({ status: 'awaiting_release' }, { id: 'a', held, cancelled: { ...held, reason: 'hyvitetty' } })).toBe(false);
    expect(mayCancel({ status: 'delivered' }, { id: 'a', held, cancelled: null })).toBe(false);
  });

  it('orders a cancelled batch with the done ones, after the delivered', () => {
    const { groups } = groupBatches([batch('a', 'cancelled'), batch('b', 'delivered'), batch('c', 'awaiting_release')]);
    expect(groups.map((group) => group.status)).toEqual(['awaiting_release', 'delivered', 'cancelled']);
  });

  it('lets a payment be held only while its batch awaits release, once, and when the service named it', () => {
    expect(mayHold({ status: 'awaiting_release' }, { id: 'a', held: null })).toBe(true);
    expect(mayHold({ status: 'delivering' }, { id: 'a', held: null })).toBe(false);
    expect(mayHold({ status: 'awaiting_release' }, { id: '', held: null })).toBe(false);
  });
});
