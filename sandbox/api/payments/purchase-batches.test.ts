import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentBatchResponse, PaymentsList, type PaymentBatchDetail } from '../../../src/api/schemas/payments.ts';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { OidcTestClient } from '../../testing/oidc-client.ts';
import { scratchConfig } from '../../testing/scratch-database.ts';
import { paymentEvents } from '../invoices/payment-events.ts';
import { DELIVERY_SECONDS } from '../../payments/batch-status.ts';
import { joinPaymentBatch, paymentOfSource, type SourcePayment } from '../../payments/source-batches.ts';

/**
 * docs/decisions/0010 over HTTP with real ID tokens: holding a payment back by name with a reason, and
 * releasing it back into its batch (docs/decisions/0010: only while the batch awaits release, only a held one);
 * a batch with a `no_match` payment not held refused (409 `payee_unverified`) until it is held, then paid
 * without it; a refused bank leaving nothing paid, and the batch re-created; count and total without held
 * payments; companies kept apart. A sandbox of its own: its bills' batches are made directly with
 * joinPaymentBatch, as the circulation makes them at an invoice's last approval, on due dates no seed uses.
 */

let dataDir = '';
let running: RunningSandbox | undefined;
let base = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-purchase-'));
  running = await startSandbox(scratchConfig(dataDir));
  base = `http://127.0.0.1:${running.config.port}`;
  for (const who of ['admin', 'approver', 'operator']) {
    tokens.set(who, (await new OidcTestClient({ sandboxUrl: base, issuer: running.issuer }).signIn(`${who}@aurora.example`)).id_token);
  }
}, 60_000);

afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function db() {
  if (!running) throw new Error('no sandbox');
  return running.db;
}

async function call(method: string, pathAndQuery: string, who: string, body?: unknown) {
  const response = await fetch(`${base}/portal${pathAndQuery}`, {
    method,
    headers: { Authorization: `Bearer ${tokens.get(who) ?? who}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function batch(batchId: string, customerId = 'cus_aurora'): Promise<PaymentBatchDetail> {
  const answer = await call('GET', `/payments/${batchId}?customer_id=${customerId}`, 'admin');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PaymentBatchResponse.parse(answer.body).batch;
}

const hold = (batchId: string, paymentId: string, who = 'approver', body: Record<string, unknown> = { customer_id: 'cus_aurora', reason: 'Tilinumero tarkistetaan toimittajalta' }) =>
  call('POST', `/payments/${batchId}/payments/${paymentId}/hold`, who, body);

const unhold = (batchId: string, paymentId: string, who = 'approver', body: Record<string, unknown> = { customer_id: 'cus_aurora', reason: 'Toimittaja vahvisti tilinumeron' }) =>
  call('POST', `/payments/${batchId}/payments/${paymentId}/unhold`, who, body);

const release = (batchId: string, totalCents: number, who = 'approver', customerId = 'cus_aurora') =>
  call('POST', `/payments/${batchId}/release`, who, { customer_id: customerId, total_cents: totalCents });

function bill(id: string, payee: string, iban: string, amountCents: number): SourcePayment {
  return { source_kind: 'purchase_bill', source_id: id, payee_name: payee, iban, amount_cents: amountCents, reference: null, message: `Lasku ${id}` };
}

const LYRECO = (id: string, cents = 10_000) => bill(id, 'Lyreco Finland Oy', 'FI0912345600001001', cents);
const PUUKESKUS = (id: string, cents = 50_000) => bill(id, 'Puukeskus Oy', 'FI5971100000011011', cents);
const join = (dueDate: string, payment: SourcePayment, customerId = 'cus_aurora') => joinPaymentBatch(db(), customerId, 'purchase', dueDate, payment, new Date());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /payments/{batch_id}/payments/{payment_id}/hold', () => {
  it('holds a payment back by name with the reason; the batch’s count and total leave it out', async () => {
    const kept = await join('2031-01-10', LYRECO('h-1'));
    const held = await join('2031-01-10', PUUKESKUS('h-2'));
    const answer = await hold(held.batch_id, held.payment_id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = PaymentBatchResponse.parse(answer.body);
    expect(shown.customer_id).toBe('cus_aurora');
    expect(shown.batch).toMatchObject({ id: kept.batch_id, count: 1, total_cents: 10_000 });
    expect(shown.batch.payments.find((payment) => payment.id === held.payment_id)?.held).toEqual({
      name: 'Pekka Korhonen',
      email: 'approver@aurora.example',
      at: expect.any(String),
      reason: 'Tilinumero tarkistetaan toimittajalta',
    });
    expect(shown.batch.payments.find((payment) => payment.id === kept.payment_id)?.held).toBeNull();
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'h-2', new Date())).toMatchObject({ status: 'held', paid_at: null });
  });

  it('holding a held payment again answers 200 with the first hold unchanged', async () => {
    const held = await join('2031-01-11', PUUKESKUS('h-3'));
    const first = PaymentBatchResponse.parse((await hold(held.batch_id, held.payment_id)).body).batch.payments[0]?.held;
    const again = await hold(held.batch_id, held.payment_id, 'admin', { customer_id: 'cus_aurora', reason: 'Toinen syy' });
    expect(again.status).toBe(200);
    expect(PaymentBatchResponse.parse(again.body).batch.payments[0]?.held).toEqual(first);
  });

  it('requires a reason (400), holding nothing', async () => {
    const payment = await join('2031-01-12', PUUKESKUS('h-4'));
    for (const body of [{ customer_id: 'cus_aurora' }, { customer_id: 'cus_aurora', reason: '' }]) {
      expect((await hold(payment.batch_id, payment.payment_id, 'approver', body)).status).toBe(400);
    }
    expect((await batch(payment.batch_id)).payments[0]?.held).toBeNull();
  });

  it('answers 404 for an unknown batch, an unknown payment, and another company’s batch', async () => {
    const aurora = await join('2031-01-13', LYRECO('h-5'));
    const birch = await join('2031-01-23', LYRECO('h-6'), 'cus_birch');
    expect((await hold('purchase_1999-01-01_1', aurora.payment_id)).body).toMatchObject({ error: 'batch_not_found' });
    expect((await hold(aurora.batch_id, `${aurora.batch_id}_p99`)).body).toMatchObject({ error: 'payment_not_found' });
    expect((await hold(aurora.batch_id, `${aurora.batch_id}_p99`)).status).toBe(404);
    // Birch's batch, asked for as Aurora's (Aurora has no batch of that date)
    const other = await hold(birch.batch_id, birch.payment_id);
    expect(other.status).toBe(404);
    expect((await batch(birch.batch_id, 'cus_birch')).payments[0]?.held).toBeNull();
  });

  it.each(['operator', 'svc_sk_sandbox_aurora_write'])('refuses %s (403): only a named admin or approver holds', async (who) => {
    const payment = await join('2031-01-14', PUUKESKUS('h-7'));
    expect((await hold(payment.batch_id, payment.payment_id, who)).status).toBe(403);
    expect((await batch(payment.batch_id)).payments[0]?.held).toBeNull();
  });

  it('refuses once the batch is released (409 already_released)', async () => {
    const payment = await join('2031-01-15', LYRECO('h-8', 2_000));
    expect((await release(payment.batch_id, 2_000)).status).toBe(200);
    const late = await hold(payment.batch_id, payment.payment_id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'already_released', detail: expect.any(String) });
  });
});

describe('POST /payments/{batch_id}/payments/{payment_id}/unhold', () => {
  it('puts a held payment back by name with the reason: counted and paid with the batch again, both acts in its history', async () => {
    const kept = await join('2031-03-10', LYRECO('u-1'));
    const held = await join('2031-03-10', LYRECO('u-2', 4_000));
    await hold(held.batch_id, held.payment_id);
    expect(await batch(kept.batch_id)).toMatchObject({ count: 1, total_cents: 10_000 });
    const answer = await unhold(held.batch_id, held.payment_id, 'admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = PaymentBatchResponse.parse(answer.body).batch;
    expect(shown).toMatchObject({ count: 2, total_cents: 14_000, release_blocked: null });
    expect(shown.payments.find((payment) => payment.id === held.payment_id)?.held).toBeNull();
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'u-2', new Date())).toMatchObject({ status: 'awaiting_release' });
    const history = await paymentEvents(db(), 'cus_aurora', { kind: 'purchase_bill', id: 'u-2' }, null);
    expect(history.map(({ event, by_name, comment }) => ({ event, by_name, comment }))).toEqual([
      { event: 'held', by_name: 'Pekka Korhonen', comment: 'Tilinumero tarkistetaan toimittajalta' },
      { event: 'unheld', by_name: 'Anna Virtanen', comment: 'Toimittaja vahvisti tilinumeron' },
    ]);
  });

  it('a no_match payment put back blocks the release again (payee_unverified) until it is held once more', async () => {
    const kept = await join('2031-03-11', LYRECO('u-3', 12_000));
    const wrong = await join('2031-03-11', PUUKESKUS('u-4', 30_000));
    await hold(wrong.batch_id, wrong.payment_id);
    expect((await batch(kept.batch_id)).release_blocked).toBeNull();
    expect((await unhold(wrong.batch_id, wrong.payment_id)).status).toBe(200);
    expect((await batch(kept.batch_id)).release_blocked).toEqual({ code: 'payee_unverified', detail: expect.stringContaining('Puukeskus Oy') });
    const refused = await release(kept.batch_id, 42_000);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'payee_unverified' });
  });

  it('refuses a payment that is not held (409 not_held), changing nothing', async () => {
    const payment = await join('2031-03-12', LYRECO('u-5'));
    const answer = await unhold(payment.batch_id, payment.payment_id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'not_held', detail: expect.any(String) });
    expect(await batch(payment.batch_id)).toMatchObject({ count: 1, total_cents: 10_000 });
  });

  it('refuses once the batch no longer awaits release (409 batch_not_awaiting_release): the held payment stays held', async () => {
    const kept = await join('2031-03-13', LYRECO('u-6', 2_000));
    const held = await join('2031-03-13', LYRECO('u-7', 3_000));
    await hold(held.batch_id, held.payment_id);
    expect((await release(kept.batch_id, 2_000)).status).toBe(200);
    const late = await unhold(held.batch_id, held.payment_id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'batch_not_awaiting_release', detail: expect.any(String) });
    expect((await batch(kept.batch_id)).payments.find((payment) => payment.id === held.payment_id)?.held).not.toBeNull();
  });

  it('requires a reason (400) and answers 404 for an unknown batch or payment, and another company’s', async () => {
    const held = await join('2031-03-14', PUUKESKUS('u-8'));
    await hold(held.batch_id, held.payment_id);
    for (const body of [{ customer_id: 'cus_aurora' }, { customer_id: 'cus_aurora', reason: '' }]) {
      expect((await unhold(held.batch_id, held.payment_id, 'approver', body)).status).toBe(400);
    }
    expect((await unhold('purchase_1999-01-01_1', held.payment_id)).body).toMatchObject({ error: 'batch_not_found' });
    expect((await unhold(held.batch_id, `${held.batch_id}_p99`)).body).toMatchObject({ error: 'payment_not_found' });
    const birch = await join('2031-03-24', LYRECO('u-9'), 'cus_birch');
    expect((await unhold(birch.batch_id, birch.payment_id)).status).toBe(404);
    expect((await batch(held.batch_id)).payments[0]?.held).not.toBeNull();
  });

  it.each(['operator', 'svc_sk_sandbox_aurora_write'])('refuses %s (403): only a named admin or approver puts a payment back', async (who) => {
    const held = await join('2031-03-15', PUUKESKUS('u-10'));
    await hold(held.batch_id, held.payment_id);
    expect((await unhold(held.batch_id, held.payment_id, who)).status).toBe(403);
    expect((await batch(held.batch_id)).payments[0]?.held).not.toBeNull();
  });
});

describe('release with the payee check', () => {
  it('refuses a batch with a no_match payment not held (409 payee_unverified naming the payee) until it is held; then pays the rest only', async () => {
    const kept = await join('2031-02-01', LYRECO('r-1', 12_000));
    const wrong = await join('2031-02-01', PUUKESKUS('r-2', 30_000));
    const before = await batch(kept.batch_id);
    expect(before.release_blocked).toEqual({ code: 'payee_unverified', detail: expect.stringContaining('Puukeskus Oy') });
    expect(before.payments.map((payment) => payment.payee_check)).toEqual(['match', 'no_match']);

    const refused = await release(kept.batch_id, 42_000);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'payee_unverified', detail: expect.stringContaining('Puukeskus Oy') });
    expect(await batch(kept.batch_id)).toMatchObject({ status: 'awaiting_release', released: null, total_cents: 42_000 });

    expect((await hold(wrong.batch_id, wrong.payment_id)).status).toBe(200);
    expect((await batch(kept.batch_id)).release_blocked).toBeNull();
    // the total the person confirms is the one without the held payment
    expect((await release(kept.batch_id, 42_000)).body).toMatchObject({ error: 'total_changed' });
    const released = await release(kept.batch_id, 12_000);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    await sleep(DELIVERY_SECONDS * 1000 + 500);
    expect(await batch(kept.batch_id)).toMatchObject({ status: 'delivered', count: 1, total_cents: 12_000 });
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-1', new Date())).toMatchObject({ status: 'delivered', paid_at: expect.any(String) });
    // the held payment was carried on to a batch of its own (docs/decisions/0004-held-payments.md), still held
    const carriedTo = (await batch(kept.batch_id)).carried_to;
    expect(carriedTo).not.toBeNull();
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-2', new Date())).toMatchObject({
      batch_id: carriedTo,
      status: 'held',
      paid_at: null,
      carried_from: kept.batch_id,
    });
  });

  it('answers in order: the total first, then the bank block, then the payee check', async () => {
    const aurora = await join('2031-02-02', PUUKESKUS('r-3', 1_000));
    expect((await release(aurora.batch_id, 999)).body).toMatchObject({ error: 'total_changed' });
    // Birch has no bank connection: that block comes before the payee check
    const birch = await join('2031-02-02', PUUKESKUS('r-4', 1_000), 'cus_birch');
    expect((await batch(birch.batch_id, 'cus_birch')).release_blocked).toMatchObject({ code: 'no_bank_connection' });
    expect((await release(birch.batch_id, 1_000, 'admin', 'cus_birch')).body).toMatchObject({ error: 'no_bank_connection' });
  });

  it('a batch whose every payment is held has nothing to pay (409 nothing_to_pay)', async () => {
    const only = await join('2031-02-03', PUUKESKUS('r-5'));
    await hold(only.batch_id, only.payment_id);
    const shown = await batch(only.batch_id);
    expect(shown).toMatchObject({ count: 0, total_cents: 0, release_blocked: { code: 'nothing_to_pay' } });
    const refused = await release(only.batch_id, 0);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'nothing_to_pay', detail: expect.any(String) });
    expect((await batch(only.batch_id)).released).toBeNull();
  });

  it('a refused bank leaves nothing paid; once the bank answers again the batch is re-created and paid; what was held was carried on at the release', async () => {
    const paid = await join('2031-02-04', LYRECO('r-6', 7_000));
    const held = await join('2031-02-04', PUUKESKUS('r-7', 9_000));
    await hold(held.batch_id, held.payment_id);
    await db().query(`update connections set status = 'sync_failed' where customer_id = 'cus_aurora' and id = 'conn_aurora_bank'`);
    try {
      expect((await release(paid.batch_id, 7_000)).status).toBe(200);
      await sleep(DELIVERY_SECONDS * 1000 + 500);
      expect(await batch(paid.batch_id)).toMatchObject({ status: 'failed', failure: { code: 'bank_unreachable' } });
      expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-6', new Date())).toMatchObject({ status: 'failed', paid_at: null });
    } finally {
      await db().query(`update connections set status = 'connected' where customer_id = 'cus_aurora' and id = 'conn_aurora_bank'`);
    }
    const recreated = await call('POST', `/payments/${paid.batch_id}/recreate`, 'admin', { customer_id: 'cus_aurora' });
    expect(recreated.status, JSON.stringify(recreated.body)).toBe(201);
    const again = PaymentBatchResponse.parse(recreated.body).batch;
    expect(again).toMatchObject({ kind: 'purchase', source: { kind: 'due_date', id: '2031-02-04' }, recreates: paid.batch_id, count: 1, total_cents: 7_000 });
    expect(again.payments.map((payment) => [payment.source?.id, payment.payee_check, payment.held?.name ?? null])).toEqual([['r-6', 'match', null]]);
    // the held payment is in the batch its release carried it to, not paid twice over
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-7', new Date())).toMatchObject({ status: 'held', carried_from: paid.batch_id });
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-6', new Date())).toMatchObject({ batch_id: again.id, status: 'awaiting_release' });
    expect((await release(again.id, 7_000)).status).toBe(200);
  });

  it('a payee account the bank refuses fails the whole batch: nothing paid; it cannot be re-created with that account', async () => {
    const good = await join('2031-02-05', LYRECO('r-8', 3_000));
    await join('2031-02-05', bill('r-9', 'Lyreco Finland Oy', 'FI0012345600001001', 4_000));
    expect((await release(good.batch_id, 7_000)).status).toBe(200);
    await sleep(DELIVERY_SECONDS * 1000 + 500);
    expect(await batch(good.batch_id)).toMatchObject({ status: 'failed', failure: { code: 'account_refused' } });
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', 'r-8', new Date())).toMatchObject({ status: 'failed', paid_at: null });
    const recreate = await call('POST', `/payments/${good.batch_id}/recreate`, 'admin', { customer_id: 'cus_aurora' });
    expect(recreate.status).toBe(422);
    expect(recreate.body).toMatchObject({ error: 'payee_account_missing' });
  });

  it('the next bill of a released batch’s due date opens a new batch', async () => {
    const released = await join('2031-02-06', LYRECO('n-1', 500));
    expect((await release(released.batch_id, 500)).status).toBe(200);
    const next = await join('2031-02-06', LYRECO('n-2', 800));
    expect(next.batch_id).not.toBe(released.batch_id);
    const listed = PaymentsList.parse((await call('GET', '/payments?customer_id=cus_aurora', 'admin')).body).batches;
    expect(listed.filter((b) => b.kind === 'purchase' && b.due_date === '2031-02-06').map((b) => [b.id, b.status, b.count, b.total_cents])).toEqual([
      [next.batch_id, 'awaiting_release', 1, 800],
      [released.batch_id, expect.stringMatching(/^deliver/), 1, 500],
    ]);
  });
});

describe('companies and payroll', () => {
  it('one company’s purchase batches are not another’s', async () => {
    const birch = await join('2031-03-01', LYRECO('i-1'), 'cus_birch');
    const aurora = PaymentsList.parse((await call('GET', '/payments?customer_id=cus_aurora', 'admin')).body).batches.map((b) => b.id);
    expect(aurora).not.toContain(birch.batch_id);
    expect((await call('GET', `/payments/${birch.batch_id}?customer_id=cus_aurora`, 'admin')).status).toBe(404);
  });

  it('payroll payments carry an id, their payslip as source and the payee check, their figures as before', async () => {
    const list = PaymentsList.parse((await call('GET', '/payments?customer_id=cus_aurora', 'admin')).body).batches;
    const payroll = list.filter((b) => b.kind === 'payroll');
    expect(payroll.length).toBeGreaterThan(0);
    for (const summary of payroll) {
      const detail = await batch(summary.id);
      expect(detail.total_cents).toBe(detail.payments.reduce((sum, payment) => sum + payment.amount_cents, 0));
      for (const payment of detail.payments) {
        expect(payment.id).toMatch(new RegExp(`^${summary.id}_p\\d+$`));
        expect(payment.source?.kind).toBe('payslip');
        // no seeded employee's account is in the simulated banks' register
        expect(payment.payee_check).toBe('unavailable');
        expect(payment.held).toBeNull();
      }
    }
  });
});
