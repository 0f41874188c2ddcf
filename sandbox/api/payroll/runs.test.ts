import { beforeAll, describe, expect, it } from 'vitest';
import { PayrollRunResponse, type PayrollRun } from '../../../src/api/schemas/payroll-runs.ts';
import { PaymentBatchResponse } from '../../../src/api/schemas/payments.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { ratesFor } from './rates.ts';
import { currentPeriod, midNextMonth, nextPeriod, runStatus, upsert, workspace } from '../../testing/payroll-fixtures.ts';
import { shiftPeriod } from './calendar.ts';

/**
 * docs/decisions/0018: a run is computed by the
 * service and approved as the person saw it, bound to its digest. The runs this file changes are its own:
 * Aurora's monthly run of next month (no other test file changes it) and Birch's draft of last month.
 */

const previousPeriod = shiftPeriod(currentPeriod, -1);
const tokens = new Map<string, string>();
const bearer = (who: string) => tokens.get(who) ?? '';

beforeAll(async () => {
  for (const who of ['admin', 'approver', 'operator', 'claimant', 'bills']) tokens.set(who, await idTokenOf(`${who}@aurora.example`));
  tokens.set('staff', await idTokenOf('staff@firm.example'));
});

async function getRun(runId: string, customerId = 'cus_aurora', who = 'approver'): Promise<PayrollRun> {
  const answer = await callService('GET', `/payroll/runs/${encodeURIComponent(runId)}?customer_id=${customerId}`, { bearer: bearer(who) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PayrollRunResponse.parse(answer.body).run;
}

const approve = (runId: string, digest: string, customerId = 'cus_aurora', who = 'approver') =>
  callService('POST', `/payroll/runs/${encodeURIComponent(runId)}/approve`, { bearer: bearer(who), body: { customer_id: customerId, digest } });

describe('GET /payroll/runs/{run_id}', () => {
  it('computes a draft run from the contracts, tax cards and the year’s rates; totals are the sums of the payslips', async () => {
    const run = await getRun(`run_aurora_${currentPeriod}_monthly`);
    expect(run).toMatchObject({ kind: 'monthly', period: currentPeriod, approved: null, payment_batch_id: null });
    // a draft, or voided by another file's tax-card fetch for Mikko: computed the same way either way
    expect(['draft', 'voided']).toContain(run.status);
    expect(run.label).toBe(`Kuukausipalkat ${currentPeriod.slice(5, 7)}/${currentPeriod.slice(0, 4)}`);
    expect(run.rates.year).toBe(ratesFor(currentPeriod).year);
    expect(run.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(run.payslips.map((payslip) => payslip.name)).toEqual(['Aino Laakso', 'Mikko Salmi']);
    const sum = (pick: (payslip: PayrollRun['payslips'][number]) => number) => run.payslips.reduce((total, payslip) => total + pick(payslip), 0);
    expect(run.totals.gross_cents).toBe(sum((p) => p.gross_cents));
    expect(run.totals.withholding_cents).toBe(sum((p) => p.withholding.amount_cents));
    expect(run.totals.net_cents).toBe(sum((p) => p.net_cents));
    expect(run.totals.employer_cost_cents).toBe(
      sum((p) => p.gross_cents + p.employer_pension_cents + p.employer_health_insurance_cents + p.employer_unemployment_cents),
    );
    // every payslip balances: net = gross − withholding − employee contributions
    for (const p of run.payslips) expect(p.net_cents).toBe(p.gross_cents - p.withholding.amount_cents - p.employee_pension_cents - p.employee_unemployment_cents);
  });

  it('shows accounts masked, never in full', async () => {
    const answer = await callService('GET', `/payroll/runs/run_aurora_${currentPeriod}_monthly?customer_id=cus_aurora`, { bearer: bearer('admin') });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('FI2112345600000785');
    expect(text).toContain('FI21 **** 0785');
  });

  it('names an hourly run by its kind', async () => {
    const run = await getRun(`run_aurora_${currentPeriod}_hourly`);
    expect(run.kind).toBe('hourly');
    expect(run.payslips.every((payslip) => payslip.lines.every((line) => line.kind === 'hourly_wage'))).toBe(true);
  });

  it('answers an approved run with the figures frozen at its approval, and who approved it', async () => {
    // the seed's hourly run of last month, whose batch the bank refused: approved, not paid — unless the
    // payments tests (sharing this sandbox) have re-created its refused batch and released the new one, which
    // then is the run's batch; either way the approval and its figures stay as they were
    const run = await getRun(`run_aurora_${previousPeriod}_hourly`);
    expect(run).toMatchObject({ approved: { name: 'Pekka Korhonen', email: 'approver@aurora.example' } });
    expect(['approved', 'paid']).toContain(run.status);
    expect(run.payment_batch_id).toMatch(new RegExp(`^pay_aurora_${previousPeriod}_hourly(_r\\d+)?$`));
    expect(run.payslips.map((payslip) => payslip.name)).toEqual(['Juha Rantanen', 'Liisa Heikkinen', 'Sofia Lind']);
  });

  it('answers 404 for another company’s run, even to a person of both companies, and for none at all', async () => {
    for (const runId of [`run_birch_${currentPeriod}`, 'run_nobody']) {
      const answer = await callService('GET', `/payroll/runs/${runId}?customer_id=cus_aurora`, { bearer: bearer('admin') });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'run_not_found', detail: expect.any(String) });
    }
    // Aurora's approver does not reach Birch at all
    const birch = await callService('GET', `/payroll/runs/run_birch_${currentPeriod}?customer_id=cus_birch`, { bearer: bearer('approver') });
    expect(birch.status).toBe(403);
  });

  it.each(['operator', 'claimant', 'bills', 'staff'])('refuses %s (403)', async (who) => {
    const answer = await callService('GET', `/payroll/runs/run_aurora_${currentPeriod}_monthly?customer_id=cus_aurora`, { bearer: bearer(who) });
    expect(answer.status).toBe(403);
  });

  it.each(['svc_sk_sandbox_aurora_read', 'svc_sk_sandbox_aurora_write'])('refuses the API key %s (403, spec §5 rule 2)', async (key) => {
    const read = await callService('GET', `/payroll/runs/run_aurora_${currentPeriod}_monthly`, { bearer: key });
    const write = await callService('POST', `/payroll/runs/run_aurora_${nextPeriod}_monthly/approve`, { bearer: key, body: { digest: 'x' } });
    expect([read.status, write.status]).toEqual([403, 403]);
    expect(read.body).toMatchObject({ error: 'interactive_session_required' });
  });
});

describe('POST /payroll/runs/{run_id}/approve', () => {
  const runId = `run_aurora_${nextPeriod}_monthly`;

  it('refuses a digest other than the run’s current one (409 run_changed): a payee account changed after loading', async () => {
    const loaded = await getRun(runId);
    // Mikko's account changes after the approver loaded the run; an account change voids no draft
    expect((await upsert({ employee_id: 'emp_aurora_mikko', iban: 'FI2112345600000785' })).status).toBe(200);
    try {
      const answer = await approve(runId, loaded.digest);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'run_changed', detail: expect.any(String) });
      const now = await getRun(runId);
      expect(now.status).toBe('draft');
      expect(now.digest).not.toBe(loaded.digest);
    } finally {
      expect((await upsert({ employee_id: 'emp_aurora_mikko', iban: 'FI2757123400012345' })).status).toBe(200);
    }
    // the same inputs again: the same digest
    expect((await getRun(runId)).digest).toBe(loaded.digest);
  });

  it('refuses a stale approval once a contract change voided the draft (409), and the new digest gets 422', async () => {
    const loaded = await getRun(runId);
    // Mikko's employment is set to end mid next month after the approver loaded the run: the existing rule
    // voids the draft runs of the periods whose employed days change — next month's monthly run only
    const changed = await upsert({ employee_id: 'emp_aurora_mikko', end_date: midNextMonth });
    try {
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((changed.body as { employee: { voided_draft_run_ids: string[] } }).employee.voided_draft_run_ids).toEqual([runId]);
      const stale = await approve(runId, loaded.digest);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ error: 'run_changed' });
      const now = await getRun(runId);
      expect(now.status).toBe('voided');
      // Mikko's payslip now pays the employed half of the month only
      expect(now.totals.gross_cents).toBeLessThan(loaded.totals.gross_cents);
      const current = await approve(runId, now.digest);
      expect(current.status).toBe(422);
      expect(current.body).toEqual({ error: 'run_not_draft', detail: expect.any(String) });
    } finally {
      expect((await upsert({ employee_id: 'emp_aurora_mikko', end_date: null })).status).toBe(200);
    }
    expect(runStatus(await workspace('cus_aurora', currentPeriod), `run_aurora_${currentPeriod}_monthly`)).not.toBe('approved');
  });

  it('approves as the named person with the current digest, creating a batch awaiting release; again 422', async () => {
    // Birch's draft of last month, approved by the admin of both companies
    const birchRun = `run_birch_${previousPeriod}`;
    const loaded = await getRun(birchRun, 'cus_birch', 'admin');
    expect(loaded.status).toBe('draft');
    const answer = await approve(birchRun, loaded.digest, 'cus_birch', 'admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { customer_id, run } = PayrollRunResponse.parse(answer.body);
    expect(customer_id).toBe('cus_birch');
    expect(run).toMatchObject({
      status: 'approved',
      digest: loaded.digest,
      totals: loaded.totals,
      payslips: loaded.payslips,
      approved: { name: 'Anna Virtanen', email: 'admin@aurora.example', at: expect.any(String) },
      payment_batch_id: `pay_birch_${previousPeriod}`,
    });
    const batchAnswer = await callService('GET', `/payments/${run.payment_batch_id}?customer_id=cus_birch`, { bearer: bearer('admin') });
    const { batch } = PaymentBatchResponse.parse(batchAnswer.body);
    expect(batch).toMatchObject({
      status: 'awaiting_release',
      total_cents: loaded.totals.net_cents,
      count: 1,
      released: null,
      due_date: loaded.payment_date,
      source: { kind: 'payroll_run', id: birchRun },
      // Birch has no bank connection
      bank_account_masked: null,
    });
    expect(batch.payments.map((payment) => [payment.payee_name, payment.amount_cents, payment.iban_masked])).toEqual([
      ['Kalle Koivu', loaded.totals.net_cents, 'FI84 **** 3456'],
    ]);

    const again = await approve(birchRun, loaded.digest, 'cus_birch', 'admin');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ error: 'run_not_draft', detail: expect.any(String) });
    expect(runStatus(await workspace('cus_birch', previousPeriod), birchRun)).toBe('approved');

    // Birch has no bank connection able to pay: its release is not even tried (409 with the reason), the
    // batch stays awaiting release with nobody named, nothing paid, the run not paid
    const released = await callService('POST', `/payments/${batch.id}/release`, {
      bearer: bearer('admin'),
      body: { customer_id: 'cus_birch', total_cents: batch.total_cents },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(409);
    expect(released.body).toEqual({ error: 'no_bank_connection', detail: expect.any(String) });
    const after = await callService('GET', `/payments/${batch.id}?customer_id=cus_birch`, { bearer: bearer('admin') });
    expect(PaymentBatchResponse.parse(after.body).batch).toMatchObject({
      status: 'awaiting_release',
      released: null,
      release_blocked: { code: 'no_bank_connection' },
    });
    expect((await getRun(birchRun, 'cus_birch', 'admin')).status).toBe('approved');
  });

  it('answers 404 for another company’s run and changes nothing there', async () => {
    const answer = await approve(`run_birch_${currentPeriod}`, 'x', 'cus_aurora', 'admin');
    expect(answer.status).toBe(404);
    expect(runStatus(await workspace('cus_birch', currentPeriod), `run_birch_${currentPeriod}`)).not.toBe('approved');
  });

  it.each(['operator', 'claimant', 'bills', 'staff'])('refuses %s (403) and approves nothing', async (who) => {
    const loaded = await getRun(`run_aurora_${currentPeriod}_hourly`);
    const answer = await approve(`run_aurora_${currentPeriod}_hourly`, loaded.digest, 'cus_aurora', who);
    expect(answer.status).toBe(403);
    expect((await getRun(`run_aurora_${currentPeriod}_hourly`)).status).not.toBe('approved');
  });
});
