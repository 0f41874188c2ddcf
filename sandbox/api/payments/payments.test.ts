import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentBatchResponse, PaymentsList, type PaymentBatchDetail } from '../../../src/api/schemas/payments.ts';
import { PayrollRunResponse } from '../../../src/api/schemas/payroll-runs.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { shiftPeriod } from '../payroll/calendar.ts';
import { currentPeriod, runStatus, workspace } from '../../testing/payroll-fixtures.ts';

/**
 * Spec §1 Payments; docs/decisions/0008: a batch is released
 * by a named person, whose name and email are recorded; it goes straight to the company's bank, which
 * takes it or refuses it — refused means failed and nothing paid. Release twice by the same person answers
 * the first; by another, 409. Interactive admins and approvers only. The batches this file releases are the
 * seed's (sandbox/db/seeds/payroll-runs.ts); no other file releases them.
 */

const previousPeriod = shiftPeriod(currentPeriod, -1);
const twoAgo = shiftPeriod(currentPeriod, -2);
const awaiting = `pay_aurora_${previousPeriod}_monthly`;
const refused = `pay_aurora_${previousPeriod}_hourly`;
const delivered = `pay_aurora_${twoAgo}_monthly`;

const tokens = new Map<string, string>();
const bearer = (who: string) => tokens.get(who) ?? who;

beforeAll(async () => {
  for (const who of ['admin', 'approver', 'operator', 'claimant', 'bills']) tokens.set(who, await idTokenOf(`${who}@aurora.example`));
  tokens.set('staff', await idTokenOf('staff@firm.example'));
});

async function batch(batchId: string, who = 'approver'): Promise<PaymentBatchDetail> {
  const answer = await callService('GET', `/payments/${batchId}?customer_id=cus_aurora`, { bearer: bearer(who) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PaymentBatchResponse.parse(answer.body).batch;
}

async function runOfBatch(batchId: string) {
  const answer = await callService('GET', `/payroll/runs/run_${batchId.replace(/^pay_/, '')}?customer_id=cus_aurora`, { bearer: bearer('approver') });
  return PayrollRunResponse.parse(answer.body).run;
}

/** The batch's total as answered; these batches' totals are ordinary sums, never beyond what JSON keeps exactly. */
function totalOf(shown: PaymentBatchDetail): number {
  if (shown.total_cents === null) throw new Error(`${shown.id} has no total`);
  return shown.total_cents;
}

const release = (batchId: string, totalCents: number, who = 'approver', customerId = 'cus_aurora') =>
  callService('POST', `/payments/${batchId}/release`, { bearer: bearer(who), body: { customer_id: customerId, total_cents: totalCents } });

describe('GET /payments', () => {
  it('lists the company’s batches, newest due date first, by status when asked', async () => {
    const answer = await callService('GET', '/payments?customer_id=cus_aurora', { bearer: bearer('approver') });
    expect(answer.status).toBe(200);
    const { customer_id, batches } = PaymentsList.parse(answer.body);
    expect(customer_id).toBe('cus_aurora');
    const ids = batches.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([awaiting, refused, delivered]));
    expect(ids.indexOf(delivered)).toBeGreaterThan(ids.indexOf(refused));
    expect(ids.some((id) => id.startsWith('pay_birch_'))).toBe(false);

    const failed = PaymentsList.parse((await callService('GET', '/payments?customer_id=cus_aurora&status=failed', { bearer: bearer('admin') })).body);
    expect(failed.batches.map((b) => b.id)).toContain(refused);
    expect(failed.batches.every((b) => b.status === 'failed')).toBe(true);
  });

  it('refuses a status it does not know (400)', async () => {
    const answer = await callService('GET', '/payments?customer_id=cus_aurora&status=paid', { bearer: bearer('approver') });
    expect(answer.status).toBe(400);
  });

  it.each(['operator', 'claimant', 'bills', 'staff', 'svc_sk_sandbox_aurora_read', 'svc_sk_sandbox_aurora_write'])('refuses %s (403)', async (who) => {
    const customer = who.startsWith('svc_sk_') ? '' : '?customer_id=cus_aurora';
    expect((await callService('GET', `/payments${customer}`, { bearer: bearer(who) })).status).toBe(403);
    expect((await callService('GET', `/payments/${awaiting}${customer}`, { bearer: bearer(who) })).status).toBe(403);
  });
});

describe('the seed’s batches', () => {
  it('a batch the bank refused is failed with its reason, and nothing was paid: its run is not paid', async () => {
    const failed = await batch(refused);
    expect(failed).toMatchObject({
      status: 'failed',
      failure: { code: 'account_refused', detail: expect.stringContaining('Sofia Lind') },
      released: { name: 'Anna Virtanen', email: 'admin@aurora.example' },
    });
    expect(failed.payments.find((payment) => payment.payee_name === 'Sofia Lind')?.iban_masked).toBeNull();
    // the run is paid only by a batch the bank took: this one never (recreate.test.ts may pay it by a new one)
    const run = await runOfBatch(refused);
    expect(run.payment_batch_id === refused ? run.status : 'approved').toBe('approved');
  });

  it('a delivered batch makes its run paid', async () => {
    expect(await batch(delivered)).toMatchObject({ status: 'delivered', failure: null, bank_account_masked: 'FI49 **** 8730' });
    expect((await runOfBatch(delivered)).status).toBe('paid');
  });
});

describe('POST /payments/{batch_id}/release', () => {
  it.each(['operator', 'claimant', 'bills', 'staff'])('refuses %s (403) and releases nothing', async (who) => {
    const before = await batch(awaiting);
    expect((await release(awaiting, totalOf(before), who)).status).toBe(403);
    expect((await batch(awaiting)).released).toBeNull();
  });

  it.each(['svc_sk_sandbox_aurora_write', 'svc_sk_sandbox_aurora_read'])('refuses the API key %s (403, spec §5 rule 2)', async (key) => {
    const before = await batch(awaiting);
    const answer = await callService('POST', `/payments/${awaiting}/release`, { bearer: key, body: { total_cents: totalOf(before) } });
    expect(answer.status).toBe(403);
    expect((await batch(awaiting)).released).toBeNull();
  });

  it('answers 404 for another company’s batch, releasing nothing', async () => {
    const before = await batch(awaiting);
    const answer = await release(awaiting, totalOf(before), 'admin', 'cus_birch');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'batch_not_found', detail: expect.any(String) });
    expect((await callService('GET', `/payments/${awaiting}?customer_id=cus_birch`, { bearer: bearer('admin') })).status).toBe(404);
    expect((await batch(awaiting)).released).toBeNull();
  });

  it('refuses a total other than the batch’s (409 total_changed), releasing nothing', async () => {
    const before = await batch(awaiting);
    const answer = await release(awaiting, totalOf(before) + 1);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'total_changed', detail: expect.any(String) });
    expect(await batch(awaiting)).toMatchObject({ status: 'awaiting_release', released: null });
  });

  it('records the person who released it; the same person again gets the first release — its total checked as ever; another gets 409; then delivered', async () => {
    const before = await batch(awaiting);
    expect(before.status).toBe('awaiting_release');
    const first = await release(awaiting, totalOf(before));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const released = PaymentBatchResponse.parse(first.body).batch;
    expect(released).toMatchObject({
      status: 'delivering',
      released: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: expect.any(String) },
      bank_account_masked: 'FI49 **** 8730',
      failure: null,
    });

    const again = await release(awaiting, totalOf(before));
    expect(again.status).toBe(200);
    expect(PaymentBatchResponse.parse(again.body).batch.released).toEqual(released.released);
    // a repeat by the same person is no way around the total: a wrong one answers as it does to anyone (docs/decisions/0004-held-payments.md)
    const wrongAgain = await release(awaiting, totalOf(before) + 1);
    expect(wrongAgain.status).toBe(409);
    expect(wrongAgain.body).toEqual({ error: 'total_changed', detail: expect.any(String) });

    const other = await release(awaiting, totalOf(before), 'admin');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: 'already_released', detail: expect.stringContaining('Pekka Korhonen') });

    // delivered on the sandbox's clock, a few seconds after the release
    await expect.poll(async () => (await batch(awaiting)).status, { timeout: 15_000, interval: 500 }).toBe('delivered');
    expect((await batch(awaiting)).released).toEqual(released.released);
    expect((await runOfBatch(awaiting)).status).toBe('paid');
    expect(runStatus(await workspace('cus_aurora', previousPeriod), `run_aurora_${previousPeriod}_monthly`)).toBe('paid');
  });
});
