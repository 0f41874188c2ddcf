import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/api/path.ts';
import { InvoiceList, InvoiceResponse, type Invoice } from '../../../src/api/schemas/invoice-circulation.ts';
import { PaymentBatchResponse, PaymentsList, type PaymentBatchDetail } from '../../../src/api/schemas/payments.ts';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { OidcTestClient } from '../../testing/oidc-client.ts';
import { scratchConfig } from '../../testing/scratch-database.ts';
import { DELIVERY_SECONDS } from '../../payments/batch-status.ts';
import { joinPaymentBatch, paymentOfSource, type SourcePayment } from '../../payments/source-batches.ts';

/**
 * Held payments (docs/decisions/0004-held-payments.md), over HTTP with real ID tokens, in a sandbox of its
 * own (seeded as of today: it releases the seed's purchase batch, which the shared sandbox's files count on):
 *
 * - releasing a batch with a held payment carries that payment to a new batch of the same kind and due date,
 *   awaiting release (`carried_from`), still held with its reason; the bill says where it is. Before, the held
 *   payment dropped out of every list and the bill still said it waited in the released batch.
 * - there it is put back and released (paid), or cancelled by a named admin or approver with a reason: never paid,
 *   and its bill `unpaid_cancelled`, back with the firm (which sends it back to the check);
 * - whoever may release a batch may read the bills and claims it pays (an admin without a purchase-invoice role);
 * - batch totals are exact integers: a sum beyond 2^53 − 1 never fails the list nor the batch (500 before);
 * - a repeat release by the same person is checked against the total.
 */

let dataDir = '';
let running: RunningSandbox | undefined;
let base = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-held-'));
  running = await startSandbox(scratchConfig(dataDir));
  base = `http://127.0.0.1:${running.config.port}`;
  for (const [who, email] of [
    ['admin', 'admin@aurora.example'],
    ['approver', 'approver@aurora.example'],
    ['operator', 'operator@aurora.example'],
    ['bills', 'bills@aurora.example'],
    ['staff', 'staff@firm.example'],
  ] as const) {
    tokens.set(who, (await new OidcTestClient({ sandboxUrl: base, issuer: running.issuer }).signIn(email)).id_token);
  }
}, 120_000);

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

async function batch(batchId: string, who = 'approver'): Promise<PaymentBatchDetail> {
  const answer = await call('GET', `/payments/${encodeURIComponent(batchId)}?customer_id=cus_aurora`, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PaymentBatchResponse.parse(answer.body).batch;
}

async function list(who = 'approver') {
  const answer = await call('GET', '/payments?customer_id=cus_aurora', who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PaymentsList.parse(answer.body).batches;
}

async function invoice(invoiceId: string, who = 'approver'): Promise<Invoice> {
  const answer = await call('GET', `${pathOf('/invoices/{invoice_id}', { invoice_id: invoiceId })}?customer_id=cus_aurora`, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return InvoiceResponse.parse(answer.body).invoice;
}

const act = (change: 'hold' | 'unhold' | 'cancel', batchId: string, paymentId: string, reason: string, who = 'approver') =>
  call('POST', `/payments/${encodeURIComponent(batchId)}/payments/${encodeURIComponent(paymentId)}/${change}`, who, { customer_id: 'cus_aurora', reason });

const release = (batchId: string, totalCents: number | null, who = 'approver') =>
  call('POST', `/payments/${encodeURIComponent(batchId)}/release`, who, { customer_id: 'cus_aurora', total_cents: totalCents });

function totalOf(shown: { id: string; total_cents: number | null }): number {
  if (shown.total_cents === null) throw new Error(`${shown.id} has no total`);
  return shown.total_cents;
}

function claim(id: string, cents: number): SourcePayment {
  return { source_kind: 'expense_claim', source_id: id, payee_name: 'Kaisa Mäkinen', iban: 'FI5312345600013013', amount_cents: cents, reference: null, message: `Kulukorvaus ${id}` };
}

const PUUKESKUS = 'pb-2026-0448';
const HOLD_REASON = 'Tilinumero tarkistetaan Puukeskukselta';

describe('the seed’s purchase batch released with Puukeskus’s payment held', () => {
  let released = '';
  let carried = '';

  it('carries the held payment to a new batch of the same kind and due date, awaiting release, still held with its reason', async () => {
    const payment = (await invoice(PUUKESKUS)).payment;
    if (!payment) throw new Error('Puukeskus is in no batch');
    released = payment.batch_id;
    expect((await act('hold', released, payment.payment_id, HOLD_REASON)).status).toBe(200);
    const before = await batch(released);
    const answer = await release(released, totalOf(before));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const after = PaymentBatchResponse.parse(answer.body).batch;
    expect(after.carried_to).not.toBeNull();
    carried = after.carried_to ?? '';
    // the released batch keeps the held payment as it was: what it left out
    expect(after.payments.find((each) => each.source?.id === PUUKESKUS)?.held).toMatchObject({ name: 'Pekka Korhonen', reason: HOLD_REASON });

    const next = await batch(carried);
    expect(next).toMatchObject({
      kind: 'purchase',
      source: before.source,
      due_date: before.due_date,
      label: before.label,
      status: 'awaiting_release',
      carried_from: released,
      carried_to: null,
      count: 0,
      total_cents: 0,
      held_count: 1,
      released: null,
      release_blocked: { code: 'nothing_to_pay' },
    });
    expect(next.payments).toHaveLength(1);
    expect(next.payments[0]).toMatchObject({
      source: { kind: 'purchase_bill', id: PUUKESKUS },
      payee_name: 'Puukeskus Oy',
      payee_check: 'no_match',
      held: { name: 'Pekka Korhonen', email: 'approver@aurora.example', reason: HOLD_REASON },
      cancelled: null,
    });
    // the list names it, beside the released batch
    const listed = await list();
    expect(listed.find((each) => each.id === carried)).toMatchObject({ carried_from: released, held_count: 1, status: 'awaiting_release' });
    expect(listed.find((each) => each.id === released)).toMatchObject({ carried_to: carried, held_count: 0 });
  });

  it('the bill says where its payment is: held in the carried batch, with who held it and why', async () => {
    const bill = await invoice(PUUKESKUS);
    expect(bill.circulation.state).toBe('approved');
    expect(bill.payment).toMatchObject({
      batch_id: carried,
      status: 'held',
      carried_from: released,
      held: { name: 'Pekka Korhonen', reason: HOLD_REASON },
      cancelled: null,
      paid_at: null,
    });
  });

  it('refuses to cancel a payment that is not held (409 not_held) and refuses the operator (403)', async () => {
    const next = await batch(carried);
    const paymentId = next.payments[0]?.id ?? '';
    expect((await act('cancel', carried, paymentId, 'Ei makseta', 'operator')).status).toBe(403);
    const other = await joinPaymentBatch(db(), 'cus_aurora', 'purchase', '2031-05-05', { ...claim('held-not', 500), source_kind: 'purchase_bill' }, new Date());
    const refused = await act('cancel', other.batch_id, other.payment_id, 'Ei makseta');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'not_held', detail: expect.any(String) });
  });

  it('cancelled by a named admin with a reason: never paid, the batch cancelled, the bill unpaid_cancelled and back with the firm', async () => {
    const paymentId = (await batch(carried)).payments[0]?.id ?? '';
    const answer = await act('cancel', carried, paymentId, 'Toimittaja hyvitti laskun; ei makseta', 'admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = PaymentBatchResponse.parse(answer.body).batch;
    expect(shown).toMatchObject({ status: 'cancelled', count: 0, total_cents: 0, held_count: 0, release_blocked: null });
    expect(shown.payments[0]?.cancelled).toEqual({
      name: 'Anna Virtanen',
      email: 'admin@aurora.example',
      at: expect.any(String),
      reason: 'Toimittaja hyvitti laskun; ei makseta',
    });
    // again: the first cancellation, unchanged
    const again = await act('cancel', carried, paymentId, 'Toinen syy');
    expect(again.status).toBe(200);
    expect(PaymentBatchResponse.parse(again.body).batch.payments[0]?.cancelled?.reason).toBe('Toimittaja hyvitti laskun; ei makseta');
    // a cancellation is final
    expect((await act('unhold', carried, paymentId, 'Sittenkin')).status).toBe(409);

    const bill = await invoice(PUUKESKUS);
    expect(bill.circulation.state).toBe('unpaid_cancelled');
    expect(bill.circulation.next).toBeNull();
    expect(bill.payment).toMatchObject({ batch_id: carried, status: 'cancelled', cancelled: { name: 'Anna Virtanen' } });
    expect(bill.circulation.history.map((event) => ('event' in event ? [event.event, event.comment] : null)).slice(-2)).toEqual([
      ['held', HOLD_REASON],
      ['cancelled', 'Toimittaja hyvitti laskun; ei makseta'],
    ]);
    const cancelledBills = InvoiceList.parse((await call('GET', '/invoices?customer_id=cus_aurora&state=unpaid_cancelled', 'bills')).body).invoices;
    expect(cancelledBills.map((each) => each.id)).toEqual([PUUKESKUS]);
    expect((await list()).find((each) => each.id === carried)?.status).toBe('cancelled');
  });

  it('the firm sends the corrected bill back to the check', async () => {
    const bill = await invoice(PUUKESKUS, 'staff');
    const sent = await call('POST', `${pathOf('/invoices/{invoice_id}', { invoice_id: PUUKESKUS })}/resubmit`, 'staff', {
      customer_id: 'cus_aurora',
      revision: bill.circulation.revision,
      note: 'Tilinumero korjattu toimittajan vahvistamaksi',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(InvoiceResponse.parse(sent.body).invoice.circulation.state).toBe('waiting_for_check');
    expect(await paymentOfSource(db(), 'cus_aurora', 'purchase_bill', PUUKESKUS, new Date())).toMatchObject({ status: 'cancelled' });
  });
});

describe('a held payment put back in its carried batch and released', () => {
  it('is paid there; the claim says so, its history keeping the hold and its release', async () => {
    const due = '2031-06-02';
    const paid = await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', due, claim('c-held-1', 4_200), new Date());
    const held = await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', due, claim('c-held-2', 1_800), new Date());
    expect((await act('hold', held.batch_id, held.payment_id, 'Kuitti puuttuu')).status).toBe(200);
    expect((await release(held.batch_id, 4_200)).status).toBe(200);
    const carried = (await batch(held.batch_id)).carried_to;
    if (!carried) throw new Error('nothing carried');
    expect(carried).toBe(`reimbursement_${due}_2`);
    const moved = await paymentOfSource(db(), 'cus_aurora', 'expense_claim', 'c-held-2', new Date());
    expect(moved).toMatchObject({ batch_id: carried, status: 'held', carried_from: held.batch_id });

    const back = await act('unhold', carried, moved?.payment_id ?? '', 'Kuitti löytyi', 'admin');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(PaymentBatchResponse.parse(back.body).batch).toMatchObject({ count: 1, total_cents: 1_800, held_count: 0, release_blocked: null });
    // a later approval of the date opens a batch of its own: the carried batch holds only what was carried
    const later = await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', due, claim('c-held-3', 900), new Date());
    expect(later.batch_id).not.toBe(carried);
    expect((await release(carried, 1_800, 'admin')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_SECONDS * 1000 + 500));
    expect(await batch(carried)).toMatchObject({ status: 'delivered', carried_to: null });
    expect(await paymentOfSource(db(), 'cus_aurora', 'expense_claim', 'c-held-2', new Date())).toMatchObject({ batch_id: carried, status: 'delivered', paid_at: expect.any(String) });
    expect(await paymentOfSource(db(), 'cus_aurora', 'expense_claim', 'c-held-1', new Date())).toMatchObject({ batch_id: paid.batch_id, status: 'delivered' });
  });
});

describe('whoever may release a batch may read what it pays', () => {
  it('an admin without a purchase-invoice role reads a bill a batch pays, and its original review; not another bill', async () => {
    // Puukeskus is paid (cancelled, but in a batch of the company); pb-2026-0412 waits for its approval, in no batch
    expect((await invoice(PUUKESKUS, 'admin')).id).toBe(PUUKESKUS);
    const review = await call('GET', `${pathOf('/purchase-bills/{bill_id}/original-review', { bill_id: PUUKESKUS })}?customer_id=cus_aurora`, 'admin');
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    for (const billId of ['pb-2026-0412', 'pb-no-such-bill']) {
      expect((await call('GET', `${pathOf('/invoices/{invoice_id}', { invoice_id: billId })}?customer_id=cus_aurora`, 'admin')).status).toBe(403);
      expect((await call('GET', `${pathOf('/purchase-bills/{bill_id}/original-review', { bill_id: billId })}?customer_id=cus_aurora`, 'admin')).status).toBe(403);
    }
    // the operator releases nothing and reads nothing
    expect((await call('GET', `${pathOf('/invoices/{invoice_id}', { invoice_id: PUUKESKUS })}?customer_id=cus_aurora`, 'operator')).status).toBe(403);
  });

  it('an admin reads an expense claim a batch pays', async () => {
    // the seed's claims paid by a batch (one delivered, one awaiting release)
    const claimId = (
      await db().query<{ id: string }>(
        `select e.id from expense_claims e where e.customer_id = 'cus_aurora'
           and exists (select 1 from payments p where p.customer_id = e.customer_id and p.source_kind = 'expense_claim' and p.source_id = e.id)
         order by e.id limit 1`,
      )
    ).rows[0]?.id;
    if (!claimId) throw new Error('the seed pays no claim');
    const answer = await call('GET', `${pathOf('/invoices/{invoice_id}', { invoice_id: claimId })}?customer_id=cus_aurora`, 'admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(InvoiceResponse.parse(answer.body).invoice.kind).toBe('expense_claim');
  });
});

describe('batch totals are exact integers', () => {
  it('a batch whose total passes 2^53 − 1 is listed with no total and its release blocked; its siblings intact; the batch read; its release refused', async () => {
    const due = '2031-07-01';
    const odd = await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', due, claim('c-huge-1', Number.MAX_SAFE_INTEGER), new Date());
    await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', due, claim('c-huge-2', 1_000_000_000_000), new Date());
    const sibling = await joinPaymentBatch(db(), 'cus_aurora', 'reimbursement', '2031-07-02', claim('c-small', 2_500), new Date());

    const listed = await list();
    expect(listed.find((each) => each.id === odd.batch_id)).toMatchObject({ total_cents: null, count: 2, release_blocked: { code: 'total_too_large' } });
    expect(listed.find((each) => each.id === sibling.batch_id)).toMatchObject({ total_cents: 2_500, release_blocked: null });

    const shown = await batch(odd.batch_id);
    expect(shown.total_cents).toBeNull();
    expect(shown.payments.map((payment) => payment.amount_cents)).toEqual([Number.MAX_SAFE_INTEGER, 1_000_000_000_000]);
    const refused = await release(odd.batch_id, Number.MAX_SAFE_INTEGER);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'total_too_large', detail: expect.any(String) });

    // held back, the rest is an exact total again and can be released
    expect((await act('hold', odd.batch_id, `${odd.batch_id}_p2`, 'Summa tarkistetaan')).status).toBe(200);
    expect(await batch(odd.batch_id)).toMatchObject({ total_cents: Number.MAX_SAFE_INTEGER, release_blocked: null });
  });
});
