import { beforeAll, describe, expect, it } from 'vitest';
import { EmployeeCreationResult } from '../../../src/api/schemas/payroll.ts';
import { PayrollRunResponse, type PayrollRun } from '../../../src/api/schemas/payroll-runs.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { lastDayOf, shiftPeriod } from './calendar.ts';
import { created, currentPeriod, identityCode, newEmployee, upsert, workspace } from '../../testing/payroll-fixtures.ts';

/**
 * docs/decisions/0018: payroll after a change. A change that voids a draft recomputes it at once as a new draft linked
 * to the one it replaces; an approver can make the month's draft of a kind that has none, and return a draft
 * to the accounting firm with a comment.
 *
 * The runs this file makes are of months no seed run and no other file reaches (four to seven months ahead),
 * and every one ends approved or returned: a draft left behind would hold the seed's contracts, and another
 * file's change to them would void it too.
 */

const code = (serial: number) => identityCode(84, serial);
const tokens = new Map<string, string>();
const bearer = (who: string) => tokens.get(who) ?? '';

beforeAll(async () => {
  for (const who of ['admin', 'approver', 'operator', 'claimant']) tokens.set(who, await idTokenOf(`${who}@aurora.example`));
  tokens.set('writeKey', 'svc_sk_sandbox_aurora_write');
});

async function getRun(runId: string, customerId = 'cus_aurora'): Promise<PayrollRun> {
  const answer = await callService('GET', `/payroll/runs/${encodeURIComponent(runId)}?customer_id=${customerId}`, { bearer: bearer('approver') });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PayrollRunResponse.parse(answer.body).run;
}

const createRun = (period: string, kind: string, who = 'approver', customerId = 'cus_aurora') =>
  callService('POST', '/payroll/runs', { bearer: bearer(who), body: { customer_id: customerId, period, kind } });

async function created201(period: string, kind: string, who = 'approver'): Promise<PayrollRun> {
  const answer = await createRun(period, kind, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return PayrollRunResponse.parse(answer.body).run;
}

const approve = (runId: string, digest: string) =>
  callService('POST', `/payroll/runs/${encodeURIComponent(runId)}/approve`, { bearer: bearer('approver'), body: { customer_id: 'cus_aurora', digest } });

const returnRun = (runId: string, body: Record<string, unknown>, who = 'approver') =>
  callService('POST', `/payroll/runs/${encodeURIComponent(runId)}/return`, { bearer: bearer(who), body: { customer_id: 'cus_aurora', ...body } });

describe('a change that voids a draft recomputes it at once', () => {
  it('replaces the voided draft with a new one of the same period, kind and payday, linked both ways, showing the change, approvable', async () => {
    const period = shiftPeriod(currentPeriod, 4);
    const added = await created(newEmployee(code(1), { name: 'Vaihto Palkka', monthly_salary_cents: 300_000 }));
    const run = await created201(period, 'monthly');
    const before = run.payslips.find((payslip) => payslip.employee_id === added.employee.employee_id);
    expect(before?.gross_cents).toBe(300_000);

    const changed = await upsert({ employee_id: added.employee.employee_id, monthly_salary_cents: 345_000, period });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const result = EmployeeCreationResult.parse(changed.body);
    expect(result.employee.voided_draft_run_ids).toEqual([run.id]);

    const voided = await getRun(run.id);
    expect(voided.status).toBe('voided');
    expect(voided.replaced_by).toEqual(expect.stringMatching(/^run_aurora_/));
    const replacement = await getRun(voided.replaced_by ?? '');
    expect(replacement).toMatchObject({ status: 'draft', replaces: run.id, replaced_by: null, period, kind: 'monthly', payment_date: run.payment_date });
    expect(replacement.payslips.find((payslip) => payslip.employee_id === added.employee.employee_id)?.gross_cents).toBe(345_000);
    // the result's workspace lists both, each with its link
    const listed = result.workspace.draft_runs;
    expect(listed.find((entry) => entry.id === run.id)).toMatchObject({ status: 'voided', replaced_by: replacement.id, kind: 'monthly' });
    expect(listed.find((entry) => entry.id === replacement.id)).toMatchObject({ status: 'draft', replaces: run.id, payment_date: lastDayOf(period) });

    const approved = await approve(replacement.id, replacement.digest);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(PayrollRunResponse.parse(approved.body).run).toMatchObject({ status: 'approved', replaces: run.id, totals: replacement.totals });
  });
});

describe('POST /payroll/runs: the month’s draft run of a kind that has none', () => {
  const period = shiftPeriod(currentPeriod, 5);

  it('creates a draft holding the contracts of that kind employed in the period, paid on its last day; a second answers 409 naming the first', async () => {
    const run = await created201(period, 'hourly', 'admin');
    expect(run).toMatchObject({ status: 'draft', kind: 'hourly', period, payment_date: lastDayOf(period), replaces: null, approved: null, returned: null });
    expect(run.payslips.map((payslip) => payslip.name)).toEqual(expect.arrayContaining(['Liisa Heikkinen', 'Juha Rantanen', 'Sofia Lind']));
    expect(run.payslips.every((payslip) => payslip.lines.every((line) => line.kind === 'hourly_wage'))).toBe(true);
    expect((await workspace('cus_aurora', period)).draft_runs.find((entry) => entry.id === run.id)).toMatchObject({ status: 'draft', kind: 'hourly' });

    const again = await createRun(period, 'hourly');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'run_exists', detail: expect.stringContaining(run.id) });

    // returned to the accounting firm, the month has no run of the kind again: one can be made
    const returned = await returnRun(run.id, { digest: run.digest, comment: 'Tunnit puuttuvat.' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const next = await created201(period, 'hourly');
    expect(next.id).not.toBe(run.id);
    expect((await returnRun(next.id, { digest: next.digest, comment: 'Kokeiltu vain.' })).status).toBe(200);
  });

  it('answers 422 nobody_to_pay for a kind no employment of the period has, and 422 for a payday already past; nothing is created', async () => {
    const nobody = await createRun(period, 'hourly', 'admin', 'cus_birch');
    expect(nobody.status).toBe(422);
    expect(nobody.body).toEqual({ error: 'nobody_to_pay', detail: expect.any(String) });
    expect((await workspace('cus_birch', period)).draft_runs).toEqual([]);
    const past = await createRun(shiftPeriod(currentPeriod, -3), 'monthly');
    expect(past.status).toBe(422);
    expect(past.body).toEqual({ error: 'payment_date_in_past', detail: expect.any(String) });
  });

  it('refuses an unknown kind or a malformed period (400)', async () => {
    expect((await createRun(period, 'weekly')).status).toBe(400);
    expect((await createRun('2026-13', 'monthly')).status).toBe(400);
  });

  it.each(['writeKey', 'operator', 'claimant'])('refuses %s (403): only an interactive admin or approver makes a run', async (who) => {
    const answer = await createRun(shiftPeriod(currentPeriod, 6), 'monthly', who);
    expect(answer.status).toBe(403);
    expect((await workspace('cus_aurora', shiftPeriod(currentPeriod, 6))).draft_runs).toEqual([]);
  });
});

describe('POST /payroll/runs/{run_id}/return: a draft back to the accounting firm', () => {
  const period = shiftPeriod(currentPeriod, 7);

  it('needs a comment (400 when missing, blank or over 2000 characters), and refuses a stale digest (409); nothing is returned', async () => {
    const added = await created(newEmployee(code(2), { name: 'Palautus Tili', employment_type: 'hourly', hourly_rate_cents: 2_000, weekly_hours: 20, monthly_salary_cents: undefined }));
    const run = await created201(period, 'hourly');
    for (const body of [{ digest: run.digest }, { digest: run.digest, comment: '   ' }, { digest: run.digest, comment: 'x'.repeat(2001) }]) {
      const answer = await returnRun(run.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // a payee account changed after the approver loaded the run: its digest is another (an account voids nothing)
    expect((await upsert({ employee_id: added.employee.employee_id, iban: 'FI2112345600000785' })).status).toBe(200);
    const stale = await returnRun(run.id, { digest: run.digest, comment: 'Tarkistakaa.' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'run_changed', detail: expect.any(String) });
    expect((await getRun(run.id)).status).toBe('draft');
  });

  it('returns the draft as the named person with the comment trimmed; it cannot then be approved or returned again (422)', async () => {
    const listed = (await workspace('cus_aurora', period)).draft_runs.find((entry) => entry.status === 'draft' && entry.kind === 'hourly');
    const run = await getRun(listed?.id ?? '');
    const answer = await returnRun(run.id, { digest: run.digest, comment: '  Sofian tuntipalkka on väärä.  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(PayrollRunResponse.parse(answer.body).run).toMatchObject({
      status: 'returned',
      returned: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: expect.any(String), comment: 'Sofian tuntipalkka on väärä.' },
      approved: null,
      payment_batch_id: null,
    });
    const approval = await approve(run.id, run.digest);
    expect(approval.status).toBe(422);
    expect(approval.body).toEqual({ error: 'run_not_draft', detail: expect.stringContaining('returned') });
    expect((await returnRun(run.id, { digest: run.digest, comment: 'Uudelleen.' })).status).toBe(422);
    expect((await workspace('cus_aurora', period)).draft_runs.find((entry) => entry.id === run.id)?.status).toBe('returned');
  });

  it.each(['writeKey', 'operator'])('refuses %s (403)', async (who) => {
    const answer = await returnRun('run_aurora_nothing', { digest: 'x', comment: 'x' }, who);
    expect(answer.status).toBe(403);
  });
});
