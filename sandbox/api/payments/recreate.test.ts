import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentBatchResponse, PaymentsList, type PaymentBatchDetail } from '../../../src/api/schemas/payments.ts';
import { PayrollRunResponse } from '../../../src/api/schemas/payroll-runs.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { shiftPeriod } from '../payroll/calendar.ts';
import { currentPeriod } from '../../testing/payroll-fixtures.ts';

/**
 * docs/decisions/0009: a refused batch is re-created from its failed batch once its cause is fixed, by a named person;
 * refused while the cause stands; a batch past its due date still waiting for a person is overdue. Uses
 * the seed's refused batches: Aurora's hourly wages of last month (no account for Sofia Lind) and Birch's
 * wages of two months ago (Birch has no bank connection). No other file re-creates them.
 */

const previousPeriod = shiftPeriod(currentPeriod, -1);
const twoAgo = shiftPeriod(currentPeriod, -2);
const auroraRefused = `pay_aurora_${previousPeriod}_hourly`;
const birchRefused = `pay_birch_${twoAgo}`;

const tokens = new Map<string, string>();
const bearer = (who: string) => tokens.get(who) ?? who;

beforeAll(async () => {
  for (const who of ['admin', 'approver', 'operator', 'bills']) tokens.set(who, await idTokenOf(`${who}@aurora.example`));
});

async function batch(batchId: string, customerId = 'cus_aurora'): Promise<PaymentBatchDetail> {
  const answer = await callService('GET', `/payments/${batchId}?customer_id=${customerId}`, { bearer: bearer('admin') });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PaymentBatchResponse.parse(answer.body).batch;
}

const recreate = (batchId: string, who = 'approver', customerId = 'cus_aurora') =>
  callService('POST', `/payments/${batchId}/recreate`, { bearer: bearer(who), body: { customer_id: customerId } });

async function batchIds(customerId: string): Promise<string[]> {
  const answer = await callService('GET', `/payments?customer_id=${customerId}`, { bearer: bearer('admin') });
  return PaymentsList.parse(answer.body).batches.map((b) => b.id);
}

describe('overdue and release blocks as read', () => {
  it('a failed batch past its due date, not re-created, is overdue; a delivered one is not', async () => {
    expect(await batch(birchRefused, 'cus_birch')).toMatchObject({ status: 'failed', overdue: true, recreated_as: null, failure: { code: 'no_bank_connection' } });
    expect(await batch(`pay_aurora_${twoAgo}_monthly`)).toMatchObject({ status: 'delivered', overdue: false });
  });

  it('a batch awaiting release through a connection able to pay has no release block', async () => {
    expect(await batch(`pay_aurora_${previousPeriod}_monthly`)).toMatchObject({ release_blocked: null, bank_account_masked: 'FI49 **** 8730' });
  });
});

describe('POST /payments/{batch_id}/recreate', () => {
  it.each(['svc_sk_sandbox_aurora_write', 'svc_sk_sandbox_aurora_read'])('refuses the API key %s (403): only a named person re-creates', async (key) => {
    const answer = await callService('POST', `/payments/${auroraRefused}/recreate`, { bearer: key, body: {} });
    expect(answer.status).toBe(403);
    expect((await batch(auroraRefused)).recreated_as).toBeNull();
  });

  it.each(['operator', 'bills'])('refuses %s (403), creating nothing', async (who) => {
    const before = await batchIds('cus_aurora');
    expect((await recreate(auroraRefused, who)).status).toBe(403);
    expect(await batchIds('cus_aurora')).toEqual(before);
  });

  it('refuses while the company still has no bank connection (422 no_bank_connection), creating nothing', async () => {
    const before = await batchIds('cus_birch');
    const answer = await recreate(birchRefused, 'admin', 'cus_birch');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'no_bank_connection', detail: expect.any(String) });
    expect(await batchIds('cus_birch')).toEqual(before);
    expect((await batch(birchRefused, 'cus_birch')).recreated_as).toBeNull();
  });

  it('refuses while a payee still has no account (422 payee_account_missing, naming them), creating nothing', async () => {
    const before = await batchIds('cus_aurora');
    const answer = await recreate(auroraRefused);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'payee_account_missing', detail: expect.stringContaining('Sofia Lind') });
    expect(await batchIds('cus_aurora')).toEqual(before);
  });

  it('refuses a batch that did not fail (409 not_failed)', async () => {
    const answer = await recreate(`pay_aurora_${twoAgo}_monthly`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'not_failed', detail: expect.any(String) });
  });

  it('once the account is fixed, re-creates the payments as a new batch by name, same source and total, then released and delivered', async () => {
    const fixed = await callService('POST', '/payroll/employees', {
      bearer: bearer('admin'),
      body: { customer_id: 'cus_aurora', employee_id: 'emp_aurora_sofia', iban: 'FI4250001510000023' },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const failed = await batch(auroraRefused);
    const answer = await recreate(auroraRefused);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = PaymentBatchResponse.parse(answer.body).batch;
    expect(created).toMatchObject({
      status: 'awaiting_release',
      source: failed.source,
      total_cents: failed.total_cents,
      count: failed.count,
      due_date: failed.due_date,
      recreates: auroraRefused,
      recreated: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: expect.any(String) },
      recreated_as: null,
      released: null,
      failure: null,
      release_blocked: null,
      overdue: true,
    });
    expect(created.id).not.toBe(auroraRefused);
    expect(created.payments.map((p) => [p.payee_name, p.amount_cents])).toEqual(failed.payments.map((p) => [p.payee_name, p.amount_cents]));
    expect(created.payments.find((p) => p.payee_name === 'Sofia Lind')?.iban_masked).toBe('FI42 **** 0023');

    // the failed one names its successor and waits for nobody any more
    expect(await batch(auroraRefused)).toMatchObject({ status: 'failed', recreated_as: created.id, overdue: false });
    const again = await recreate(auroraRefused, 'admin');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'already_recreated', detail: expect.stringContaining(created.id) });
    expect((await recreate(created.id)).body).toMatchObject({ error: 'not_failed' });

    // the run is paid by its new batch
    const runId = failed.source.id;
    const runAnswer = await callService('GET', `/payroll/runs/${runId}?customer_id=cus_aurora`, { bearer: bearer('approver') });
    expect(PayrollRunResponse.parse(runAnswer.body).run.payment_batch_id).toBe(created.id);

    const released = await callService('POST', `/payments/${created.id}/release`, {
      bearer: bearer('admin'),
      body: { customer_id: 'cus_aurora', total_cents: created.total_cents },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    await expect.poll(async () => (await batch(created.id)).status, { timeout: 15_000, interval: 500 }).toBe('delivered');
    expect(await batch(created.id)).toMatchObject({ overdue: false });
    const paid = await callService('GET', `/payroll/runs/${runId}?customer_id=cus_aurora`, { bearer: bearer('approver') });
    expect(PayrollRunResponse.parse(paid.body).run.status).toBe('paid');
  });
});
