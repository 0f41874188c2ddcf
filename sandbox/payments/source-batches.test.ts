import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicePayment } from '../../src/api/schemas/invoice-circulation.ts';
import { PaymentBatchDetail } from '../../src/api/schemas/payments.ts';
import type { Database } from '../db/database.ts';
import { scratchDatabase } from '../testing/scratch-database.ts';
import { joinPaymentBatch, paymentOfSource, type SourcePayment } from './source-batches.ts';
import { batchOf, findBatch, paymentOf, paymentsOf } from './store.ts';

/**
 * docs/decisions/0010, 0012: an approved bill joins the company's purchase batch of its
 * due date (one open batch per date; a released one makes the next approval open a new one), a claim its
 * reimbursement batch; the payee's bank's check is stored with the payment; the invoice reads where it is
 * paid. A database of its own: the batches are made directly, as the circulation makes them at approval.
 */

let db: Database;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  db = await scratchDatabase();
});
afterAll(async () => {
  await db.close();
});

function bill(id: string, overrides: Partial<SourcePayment> = {}): SourcePayment {
  return {
    source_kind: 'purchase_bill',
    source_id: id,
    payee_name: 'Lyreco Finland Oy',
    iban: 'FI0912345600001001',
    amount_cents: 12_400,
    reference: '1232',
    message: `Lasku ${id}`,
    ...overrides,
  };
}

async function detail(customerId: string, batchId: string) {
  const row = await findBatch(db, customerId, batchId);
  if (!row) throw new Error(`no batch ${batchId}`);
  return PaymentBatchDetail.parse({ ...(await batchOf(db, customerId, row, '2026-11-20')), payments: (await paymentsOf(db, customerId, batchId)).map(paymentOf) });
}

async function release(customerId: string, batchId: string, at: Date, outcome: 'delivered' | 'failed' = 'delivered') {
  await db.query(
    `update payment_batches set released_by_name = 'Anna Virtanen', released_by_email = 'admin@aurora.example', released_at = $3, outcome = $4,
       delivery_seconds = 4, failure_code = $5, failure_detail = $6 where customer_id = $1 and id = $2`,
    [customerId, batchId, at, outcome, outcome === 'failed' ? 'bank_unreachable' : null, outcome === 'failed' ? 'The bank did not answer.' : null],
  );
}

describe('joinPaymentBatch', () => {
  it('puts two bills of one due date into one purchase batch, its count and total of both', async () => {
    const first = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-15', bill('b-1'), now);
    const second = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-15', bill('b-2', { amount_cents: 600 }), now);
    expect(second.batch_id).toBe(first.batch_id);
    expect(second.payment_id).not.toBe(first.payment_id);
    const batch = await detail('cus_aurora', first.batch_id);
    expect(batch).toMatchObject({
      kind: 'purchase',
      source: { kind: 'due_date', id: '2026-12-15' },
      due_date: '2026-12-15',
      label: 'Ostolaskut 15.12.2026',
      status: 'awaiting_release',
      count: 2,
      total_cents: 13_000,
    });
    expect(batch.payments.map((payment) => [payment.id, payment.source])).toEqual([
      [first.payment_id, { kind: 'purchase_bill', id: 'b-1' }],
      [second.payment_id, { kind: 'purchase_bill', id: 'b-2' }],
    ]);
    expect(batch.payments[0]).toMatchObject({ iban_masked: 'FI09 **** 1001', reference: '1232', message: 'Lasku b-1', payee_check: 'match', held: null });
  });

  it('a bill of another due date gets a batch of its own', async () => {
    const other = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-31', bill('b-3'), now);
    const same = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-15', bill('b-4'), now);
    expect(other.batch_id).not.toBe(same.batch_id);
  });

  it('a source already in a live batch is not added twice', async () => {
    const again = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-15', bill('b-1'), now);
    const batch = await detail('cus_aurora', again.batch_id);
    expect(batch.payments.filter((payment) => payment.source?.id === 'b-1')).toHaveLength(1);
  });

  it('once the date’s batch is released, the next approval of that date opens a new one', async () => {
    const released = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-01-15', bill('b-10'), now);
    await release('cus_aurora', released.batch_id, now);
    const next = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-01-15', bill('b-11'), now);
    expect(next.batch_id).not.toBe(released.batch_id);
    expect(await detail('cus_aurora', next.batch_id)).toMatchObject({ status: 'awaiting_release', count: 1, source: { kind: 'due_date', id: '2027-01-15' } });
    expect((await detail('cus_aurora', released.batch_id)).count).toBe(1);
  });

  it('pays an expense claim in a reimbursement batch, apart from the purchase batch of the same date', async () => {
    const purchase = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2026-12-20', bill('b-20'), now);
    const claim = await joinPaymentBatch(
      db,
      'cus_aurora',
      'reimbursement',
      '2026-12-20',
      {
        source_kind: 'expense_claim',
        source_id: 'claim-1',
        payee_name: 'Kaisa Mäkinen',
        iban: 'FI5312345600013013',
        amount_cents: 4_590,
        reference: null,
        message: 'Kulukorvaus KL-1',
      },
      now,
    );
    expect(claim.batch_id).not.toBe(purchase.batch_id);
    expect(await detail('cus_aurora', claim.batch_id)).toMatchObject({
      kind: 'reimbursement',
      label: 'Kulukorvaukset 20.12.2026',
      count: 1,
      total_cents: 4_590,
      payments: [{ payee_name: 'Kaisa Mäkinen', payee_check: 'match', source: { kind: 'expense_claim', id: 'claim-1' } }],
    });
  });

  it('stores the payee’s bank’s answer when the payment joins: close match with the bank’s name, no match, unavailable', async () => {
    const close = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-02-01', bill('b-30', { payee_name: 'Kespro Oy', iban: 'FI4457990000008008' }), now);
    await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-02-01', bill('b-31', { payee_name: 'Puukeskus Oy', iban: 'FI5971100000011011' }), now);
    await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-02-01', bill('b-32', { payee_name: 'Neste Oyj', iban: 'FI5666010000010010' }), now);
    const checks = (await detail('cus_aurora', close.batch_id)).payments.map((payment) => [payment.payee_name, payment.payee_check, payment.payee_check_name]);
    expect(checks).toEqual([
      ['Kespro Oy', 'close_match', 'Kespro Ab'],
      ['Puukeskus Oy', 'no_match', null],
      ['Neste Oyj', 'unavailable', null],
    ]);
  });

  it('keeps companies apart: the same due date and source id make separate batches', async () => {
    const aurora = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-03-01', bill('shared'), now);
    const birch = await joinPaymentBatch(db, 'cus_birch', 'purchase', '2027-03-01', bill('shared'), now);
    expect((await detail('cus_birch', birch.batch_id)).payments).toHaveLength(1);
    expect((await detail('cus_aurora', aurora.batch_id)).payments).toHaveLength(1);
    expect(await paymentOfSource(db, 'cus_birch', 'purchase_bill', 'shared', now)).toMatchObject({ batch_id: birch.batch_id, payment_id: birch.payment_id });
  });

  it('runs in the caller’s transaction: rolled back, nothing joined', async () => {
    await db
      .transaction(async (tx) => {
        await joinPaymentBatch(tx, 'cus_aurora', 'purchase', '2027-04-01', bill('b-rolled'), now);
        throw new Error('the approval failed');
      })
      .catch(() => undefined);
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-rolled', now)).toBeNull();
  });
});

/** A payment neither held nor cancelled, in a batch that carries nothing on (docs/decisions/0004-held-payments.md). */
const plain = { held: null, cancelled: null, carried_from: null };

describe('paymentOfSource', () => {
  it('is null for a source in no batch', async () => {
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'never-approved', now)).toBeNull();
  });

  it('follows the batch: awaiting release, delivering, then delivered with paid_at when the delivery finished', async () => {
    const joined = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-01', bill('b-40'), now);
    const read = async (at: Date) => InvoicePayment.parse(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-40', at));
    expect(await read(now)).toEqual({ ...joined, ...plain, status: 'awaiting_release', paid_at: null });
    const releasedAt = new Date('2026-11-20T11:00:00Z');
    await release('cus_aurora', joined.batch_id, releasedAt);
    expect(await read(new Date('2026-11-20T11:00:02Z'))).toEqual({ ...joined, ...plain, status: 'delivering', paid_at: null });
    expect(await read(new Date('2026-11-20T11:00:10Z'))).toEqual({ ...joined, ...plain, status: 'delivered', paid_at: '2026-11-20T11:00:04.000Z' });
  });

  it('answers held for a held payment', async () => {
    const joined = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-02', bill('b-41'), now);
    await db.query(
      `update payments set held_by_name = 'Anna Virtanen', held_by_email = 'admin@aurora.example', held_at = $3, held_reason = 'Tarkistetaan tili'
       where customer_id = $1 and id = $2`,
      ['cus_aurora', joined.payment_id, now],
    );
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-41', now)).toEqual({
      ...joined,
      ...plain,
      status: 'held',
      paid_at: null,
      held: { name: 'Anna Virtanen', email: 'admin@aurora.example', at: now.toISOString(), reason: 'Tarkistetaan tili' },
    });
    expect(await detail('cus_aurora', joined.batch_id)).toMatchObject({ count: 0, total_cents: 0 });
  });

  it('a payment held back in a batch since released is never paid by it: the source may join a later batch, which then answers', async () => {
    const held = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-04', bill('b-43'), now);
    await db.query(
      `update payments set held_by_name = 'Anna Virtanen', held_by_email = 'admin@aurora.example', held_at = $3, held_reason = 'Väärä tili'
       where customer_id = $1 and id = $2`,
      ['cus_aurora', held.payment_id, now],
    );
    expect(await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-04', bill('b-43'), now)).toEqual(held);
    await release('cus_aurora', held.batch_id, now);
    const later = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-04', bill('b-43'), new Date('2026-11-21T10:00:00Z'));
    expect(later.batch_id).not.toBe(held.batch_id);
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-43', now)).toEqual({ ...later, ...plain, status: 'awaiting_release', paid_at: null });
  });

  it('the live batch wins over a failed one that was re-created', async () => {
    const failed = await joinPaymentBatch(db, 'cus_aurora', 'purchase', '2027-05-03', bill('b-42'), now);
    await release('cus_aurora', failed.batch_id, now, 'failed');
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-42', new Date('2026-11-20T10:01:00Z'))).toMatchObject({ status: 'failed', paid_at: null });
    const newId = `${failed.batch_id}_r2`;
    await db.query(`update payment_batches set recreated_as = $3 where customer_id = $1 and id = $2`, ['cus_aurora', failed.batch_id, newId]);
    await db.query(
      `insert into payment_batches (customer_id, id, kind, source_kind, source_id, label, due_date, total_cents, created_at, recreates, recreated_by_name, recreated_by_email, recreated_at)
       values ('cus_aurora', $1, 'purchase', 'due_date', '2027-05-03', 'Ostolaskut 3.5.2027', '2027-05-03', 12400, $2, $3, 'Anna Virtanen', 'admin@aurora.example', $2)`,
      [newId, now, failed.batch_id],
    );
    await db.query(
      `insert into payments (customer_id, batch_id, position, id, source_kind, source_id, payee_name, iban, amount_cents, payee_check)
       values ('cus_aurora', $1, 0, $2, 'purchase_bill', 'b-42', 'Lyreco Finland Oy', 'FI0912345600001001', 12400, 'match')`,
      [newId, `${newId}_p1`],
    );
    expect(await paymentOfSource(db, 'cus_aurora', 'purchase_bill', 'b-42', now)).toEqual({
      batch_id: newId,
      payment_id: `${newId}_p1`,
      status: 'awaiting_release',
      paid_at: null,
      ...plain,
    });
  });
});
