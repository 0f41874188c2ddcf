import { describe, expect, it } from 'vitest';
import { TaxCardFetchResult } from '../../../src/api/schemas/payroll.ts';
import { taxYearStart } from '../../providers/tax-authority.ts';
import { callService } from '../../testing/service-client.ts';
import {
  admin,
  approver,
  created,
  currentPeriod,
  dayBefore,
  identityCode,
  lastDayOfCurrentPeriod,
  newEmployee,
  runStatus,
  today,
  workspace,
} from '../../testing/payroll-fixtures.ts';

// Birth year 83 is this file's.
const code = (serial: number, individual?: number) => identityCode(83, serial, individual);

async function fetchCard(body: Record<string, unknown>, bearer?: string) {
  return callService('POST', '/payroll/employees/tax-card/fetch', {
    bearer: bearer ?? (await approver()),
    body: { customer_id: 'cus_aurora', ...body },
  });
}

const idsOf = (employee: { employee_id: string; contract_id: string }) => ({
  employee_id: employee.employee_id,
  contract_id: employee.contract_id,
});

const aino = { employee_id: 'emp_aurora_aino', contract_id: 'ctr_aurora_aino' };

describe('POST /payroll/employees/tax-card/fetch: what the request may say (spec §4.3)', () => {
  it('refuses a request that names the authority environment (400): the server chooses it', async () => {
    const answer = await fetchCard({ ...aino, payment_date: lastDayOfCurrentPeriod, environment: 'production' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.stringContaining('environment') });
  });

  it('refuses a request that supplies the employee identity (400): the server reads it from payroll state', async () => {
    const answer = await fetchCard({ ...aino, payment_date: lastDayOfCurrentPeriod, tax_identifier: '131052-308T' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.stringContaining('tax_identifier') });
  });

  it.each([
    ['the environment', { environment: 'production' }, 'environment'],
    ['the employee identity', { tax_identifier: '131052-308T' }, 'tax_identifier'],
    ['both', { environment: 'production', tax_identifier: '131052-308T' }, 'environment'],
  ])('refuses a request that supplies %s in the query string (400 naming it) and fetches nothing', async (_case, query, named) => {
    const before = await workspace('cus_aurora', currentPeriod);
    const answer = await callService('POST', `/payroll/employees/tax-card/fetch?${new URLSearchParams(query)}`, {
      bearer: await approver(),
      body: { customer_id: 'cus_aurora', ...aino, payment_date: lastDayOfCurrentPeriod },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.stringContaining(`Query parameter ${named}`) });
    expect(await workspace('cus_aurora', currentPeriod)).toEqual(before);
  });

  it.each(['employee_id', 'contract_id'])('refuses a %s with a NUL (400 naming it), never a database failure', async (field) => {
    const answer = await fetchCard({ ...aino, [field]: 'x\u0000', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.stringContaining(`${field}:`) });
  });

  it('refuses a payday before today in Finland (422) and changes nothing', async () => {
    const before = await workspace('cus_aurora', currentPeriod);
    const answer = await fetchCard({ ...aino, payment_date: dayBefore(today) });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'payment_date_in_past', detail: expect.stringMatching(/^payment_date: /) });
    expect(await workspace('cus_aurora', currentPeriod)).toEqual(before);
  });

  it('accepts today as the payday', async () => {
    const answer = await fetchCard({ ...aino, payment_date: today });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('answers 404 for an employee the company does not have, including another company’s', async () => {
    for (const employee_id of ['emp_nobody', 'emp_birch_kalle']) {
      const answer = await fetchCard({ employee_id, contract_id: 'ctr_birch_kalle', payment_date: lastDayOfCurrentPeriod });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'employee_not_found' });
    }
  });

  it('answers 404 for a contract that is not the employee’s', async () => {
    const answer = await fetchCard({ employee_id: 'emp_aurora_aino', contract_id: 'ctr_aurora_mikko', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'contract_not_found' });
  });

  it('refuses a payday after the employment has ended (422)', async () => {
    const added = await created(newEmployee(code(1), { end_date: lastDayOfCurrentPeriod }));
    const answer = await fetchCard({ ...idsOf(added.employee), payment_date: '2099-01-15' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'payment_date_outside_employment' });
  });
});

describe('POST /payroll/employees/tax-card/fetch: the authority’s answers', () => {
  it('answers 503 when the authority cannot be reached (Juha Rantanen), and changes nothing', async () => {
    const before = await workspace('cus_aurora', currentPeriod);
    const answer = await fetchCard({ employee_id: 'emp_aurora_juha', contract_id: 'ctr_aurora_juha', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'tax_authority_unreachable', detail: expect.any(String) });
    expect(await workspace('cus_aurora', currentPeriod)).toEqual(before);
  });

  it('answers 503 for any employee whose identity number is in 950–999', async () => {
    const added = await created(newEmployee(code(2, 977)));
    const answer = await fetchCard({ ...idsOf(added.employee), payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(503);
  });

  it('answers 422 when the authority has no card for the person (Sofia Lind, temporary code 905)', async () => {
    const answer = await fetchCard({ employee_id: 'emp_aurora_sofia', contract_id: 'ctr_aurora_sofia', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'no_tax_card', detail: expect.any(String) });
  });

  it('applies the authority’s card (Mikko Salmi): rates, ceiling, valid_from, changed, the voided draft run and the payday’s workspace', async () => {
    const monthlyRun = `run_aurora_${currentPeriod}_monthly`;
    expect(runStatus(await workspace('cus_aurora', currentPeriod), monthlyRun)).toBe('draft');
    const answer = await fetchCard({ employee_id: 'emp_aurora_mikko', contract_id: 'ctr_aurora_mikko', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { tax_card, workspace: space } = TaxCardFetchResult.parse(answer.body);
    expect(tax_card).toMatchObject({
      customer_id: 'cus_aurora',
      employee_id: 'emp_aurora_mikko',
      contract_id: 'ctr_aurora_mikko',
      payment_date: lastDayOfCurrentPeriod,
      outcome: 'applied',
      environment: 'test',
      changed: true,
      authority_base_basis_points: 2200,
      authority_additional_basis_points: 4200,
      annual_income_ceiling_cents: 4_500_000,
      valid_from: taxYearStart(lastDayOfCurrentPeriod),
      employee_requested_minimum_basis_points: 0,
      applied_base_basis_points: 2200,
      applied_additional_basis_points: 4200,
      voided_draft_run_ids: [monthlyRun],
    });
    expect(tax_card.fetch_id).toMatch(/^tcf_/);
    expect(tax_card.note).not.toBe('');
    expect(space.period).toBe(currentPeriod);
    expect(runStatus(space, monthlyRun)).toBe('voided');
    // docs/decisions/0018: recomputed at once as a new draft of the same payday, linked both ways
    const replacedBy = space.draft_runs.find((run) => run.id === monthlyRun)?.replaced_by;
    expect(space.draft_runs.find((run) => run.id === replacedBy)).toMatchObject({ status: 'draft', replaces: monthlyRun, kind: 'monthly', payment_date: lastDayOfCurrentPeriod });
    const mikko = space.employees.find((employee) => employee.employee_id === 'emp_aurora_mikko');
    expect(mikko?.tax_card?.fetch_id).toBe(tax_card.fetch_id);
    expect(mikko).toMatchObject({ withholding_basis_points: 2200, tax_card_additional_basis_points: 4200, tax_card_income_ceiling_cents: 4_500_000 });
    expect(JSON.stringify(answer.body)).not.toContain('040779-2378');
  });

  it('applies the employee’s requested minimum when above the authority’s base rate (Liisa Heikkinen)', async () => {
    const answer = await fetchCard({ employee_id: 'emp_aurora_liisa', contract_id: 'ctr_aurora_liisa', payment_date: lastDayOfCurrentPeriod });
    expect(answer.status).toBe(200);
    const { tax_card } = TaxCardFetchResult.parse(answer.body);
    expect(tax_card).toMatchObject({
      authority_base_basis_points: 1250,
      authority_additional_basis_points: 3250,
      employee_requested_minimum_basis_points: 3000,
      applied_base_basis_points: 3000,
      applied_additional_basis_points: 3250,
      changed: false,
      voided_draft_run_ids: [],
    });
    expect(tax_card.note).toContain('30 %');
  });

  it('says unchanged and voids nothing when the same card is fetched again', async () => {
    const added = await created(newEmployee(code(3)));
    const first = TaxCardFetchResult.parse((await fetchCard({ ...idsOf(added.employee), payment_date: lastDayOfCurrentPeriod })).body);
    const second = TaxCardFetchResult.parse((await fetchCard({ ...idsOf(added.employee), payment_date: lastDayOfCurrentPeriod })).body);
    expect(first.tax_card.changed).toBe(true);
    expect(second.tax_card).toMatchObject({ changed: false, voided_draft_run_ids: [] });
    expect(second.tax_card.fetch_id).not.toBe(first.tax_card.fetch_id);
    expect(second.tax_card.applied_base_basis_points).toBe(first.tax_card.applied_base_basis_points);
  });

  it('raises the additional rate to the applied base when the requested minimum exceeds it', async () => {
    const added = await created(newEmployee(code(4), { employee_requested_minimum_basis_points: 9000 }));
    const { tax_card } = TaxCardFetchResult.parse((await fetchCard({ ...idsOf(added.employee), payment_date: lastDayOfCurrentPeriod })).body);
    expect(tax_card.applied_base_basis_points).toBe(9000);
    expect(tax_card.applied_additional_basis_points).toBe(9000);
  });

  it('voids the draft run of the payday’s month only (Birch: Kalle Koivu), as the admin of two companies', async () => {
    const answer = await callService('POST', '/payroll/employees/tax-card/fetch', {
      bearer: await admin(),
      body: { customer_id: 'cus_birch', employee_id: 'emp_birch_kalle', contract_id: 'ctr_birch_kalle', payment_date: lastDayOfCurrentPeriod },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { tax_card, workspace: space } = TaxCardFetchResult.parse(answer.body);
    expect(tax_card).toMatchObject({ changed: true, includes_stock_options_and_grants: true, voided_draft_run_ids: [`run_birch_${currentPeriod}`] });
    expect(runStatus(space, `run_birch_${currentPeriod}`)).toBe('voided');
  });
});
