import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import { UnreadableItem } from '../reading.ts';
import { paymentBatchExample } from '../../testing/payment-batch-example.ts';
import type { PaymentBatchResponse } from '../schemas/payments.ts';
import { batchRefetchInterval, DELIVERY_REFRESH_MS, deliveryRefetchInterval, paymentBatchQuery, paymentKeys, paymentsQuery, statusesOf } from './payments.ts';

const batch = (id: string, status: string) =>
  paymentBatchExample({ id, status, label: `Batch ${id}`, count: 2, total_cents: 100_00, bank_account_masked: 'FI49 **** 8730' });

/** Statuses update without a reload only while a batch is on its way to the bank. */
describe('deliveryRefetchInterval', () => {
  it('asks again while any batch shown is delivering', () => {
    expect(deliveryRefetchInterval(['delivered', 'delivering'])).toBe(DELIVERY_REFRESH_MS);
    expect(deliveryRefetchInterval(statusesOf([batch('a', 'awaiting_release'), batch('b', 'delivering')]))).toBe(DELIVERY_REFRESH_MS);
  });

  it('stops once the bank has answered, and never follows a status it does not know', () => {
    expect(deliveryRefetchInterval(['delivered', 'failed', 'awaiting_release'])).toBe(false);
    expect(deliveryRefetchInterval(['queued_at_bank'])).toBe(false);
    expect(deliveryRefetchInterval([])).toBe(false);
    expect(deliveryRefetchInterval(statusesOf(undefined))).toBe(false);
  });

  it('reads around an item that cannot be read', () => {
    expect(statusesOf([new UnreadableItem({ status: 'delivering' }, 'broken'), batch('a', 'delivered')])).toEqual(['delivered']);
  });
});

/**
 * A payment batch is one entry, whoever reads it: the payments area's batch page, and a payroll run's page saying
 * what became of the pay. Both follow its delivery the same way.
 */
describe('one payment batch read', () => {
  const answerOf = (status: PaymentBatchResponse['batch']['status']): PaymentBatchResponse => ({
    customer_id: 'cus_aurora',
    batch: {
      ...paymentBatchExample({ id: 'pay_1', status, source: { kind: 'payroll_run', id: 'run/1' }, label: 'Kuukausipalkat 11/2026', total_cents: 72 }),
      bank_account_masked: 'FI21 **** 0785',
      payments: [],
    },
  });

  it('is kept under the payments’ key for the batch, with the answer as it came', async () => {
    const sent: string[] = [];
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'token',
      renewSession: async () => false,
      fetch: async (input) => {
        sent.push(String(input));
        return Response.json(answerOf('delivering'));
      },
    });
    const queryClient = new QueryClient();
    const options = paymentBatchQuery(client, 'cus_aurora', 'pay_1');
    expect(options.queryKey).toEqual(paymentKeys.batch('cus_aurora', 'pay_1'));
    expect((await queryClient.fetchQuery(options)).batch.status).toBe('delivering');
    expect(sent).toEqual(['/portal/payments/pay_1?customer_id=cus_aurora']);
  });

  it('is read again only while the bank is receiving it', () => {
    expect(batchRefetchInterval(answerOf('delivering'))).toBe(DELIVERY_REFRESH_MS);
    for (const status of ['delivered', 'failed', 'awaiting_release'] as const) expect(batchRefetchInterval(answerOf(status))).toBe(false);
    expect(batchRefetchInterval(undefined)).toBe(false);
  });
});

/**
 * Docs/decisions/0004-held-payments.md: a service may send a total past 2^53 − 1 as a bare JSON number, which no
 * reader keeps exactly. The list is read item by item: that batch is unreadable in its own place, its siblings read,
 * and a total the service says it cannot state (null) reads as such.
 */
describe('reading the list of batches', () => {
  it('keeps a batch whose total is no exact number as unreadable in its place, its siblings read; a null total read as null', async () => {
    const raw = `{"customer_id":"cus_aurora","batches":[${JSON.stringify(batch('a', 'awaiting_release'))},${JSON.stringify(batch('b', 'awaiting_release')).replace('"total_cents":10000', '"total_cents":9008199254740991')},${JSON.stringify({ ...batch('c', 'awaiting_release'), total_cents: null, release_blocked: { code: 'total_too_large', detail: 'too large' } })}]}`;
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'token',
      renewSession: async () => false,
      fetch: async () => new Response(raw, { headers: { 'Content-Type': 'application/json' } }),
    });
    const answer = await new QueryClient().fetchQuery(paymentsQuery(client, 'cus_aurora'));
    const [first, second, third] = answer.batches;
    expect(first).toMatchObject({ id: 'a', total_cents: 100_00 });
    expect(second).toBeInstanceOf(UnreadableItem);
    expect(second instanceof UnreadableItem ? second.id : undefined).toBe('b');
    expect(third).toMatchObject({ id: 'c', total_cents: null, release_blocked: { code: 'total_too_large' } });
  });
});
