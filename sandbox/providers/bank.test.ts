import { describe, expect, it } from 'vitest';
import { deliverBatch, payingConnection, type BankPayment } from './bank.ts';

/**
 * Spec §1 Payments: direct delivery to the bank is the only rail and a batch that cannot be delivered fails
 * closed. The simulated bank takes a batch whole or refuses it whole, for the three reasons\n * docs/decisions/0009 names: no bank connection able to pay, an account refused, the bank unreachable.
 */

const payments: BankPayment[] = [
  { payee_name: 'Aino Laakso', iban: 'FI2112345600000785', amount_cents: 207_168 },
  { payee_name: 'Mikko Salmi', iban: 'FI2757123400012345', amount_cents: 261_602 },
];
const connected = { id: 'conn_bank', status: 'connected', account: 'FI4950009420028730' };

describe('the simulated bank', () => {
  it('takes a batch with valid accounts through a connected bank connection', () => {
    expect(deliverBatch(connected, payments)).toMatchObject({ outcome: 'accepted' });
  });

  it('refuses without a bank connection able to pay', () => {
    expect(deliverBatch(null, payments)).toMatchObject({ outcome: 'refused', code: 'no_bank_connection' });
    expect(deliverBatch({ ...connected, status: 'reauth_required' }, payments)).toMatchObject({ code: 'no_bank_connection' });
  });

  it('is unreachable through a connection whose sync failed', () => {
    expect(deliverBatch({ ...connected, status: 'sync_failed' }, payments)).toMatchObject({ code: 'bank_unreachable' });
  });

  it('refuses the whole batch when one account is missing or invalid, naming the payees', () => {
    const answer = deliverBatch(connected, [...payments, { payee_name: 'Sofia Lind', iban: null, amount_cents: 1 }, { payee_name: 'X', iban: 'FI0000000000000000', amount_cents: 1 }]);
    expect(answer).toEqual({ outcome: 'refused', code: 'account_refused', detail: expect.stringContaining('Sofia Lind, X') });
  });

  it('pays through a usable connection when the company has several', () => {
    expect(payingConnection([{ ...connected, id: 'old', status: 'reauth_required' }, connected])?.id).toBe('conn_bank');
  });
});
