import { describe, expect, inject, it } from 'vitest';
import { callService } from '../../testing/service-client.ts';
import { PAYROLL_SEED_EMPLOYEES } from '../../db/seeds/payroll-employees.ts';
import { seedClockOf } from '../../db/seed-clock.ts';
import { taxYearStart } from '../../providers/tax-authority.ts';
import { admin, currentPeriod, lastDayOfCurrentPeriod, nextPeriod, workspace } from '../../testing/payroll-fixtures.ts';

/** The seed's dates as written on its day (docs/decisions/0001-seed-lives-in-the-present.md). */
const seed = seedClockOf(inject('sandboxSeededOn'));
/** Timo Virta left at the end of the year before the seeding day's (authored: the end of 2025). */
const timosLastYear = seed.period('2025');

describe('GET /payroll/workspace (docs/decisions/0016)', () => {
  it('lists the employees whose employment overlaps the period, with contracts and pay', async () => {
    const space = await workspace('cus_aurora', currentPeriod);
    expect(space.period).toBe(currentPeriod);
    const byId = new Map(space.employees.map((employee) => [employee.employee_id, employee]));
    expect(byId.get('emp_aurora_aino')).toMatchObject({
      name: 'Aino Laakso',
      employee_key: 'E-1001',
      contract_id: 'ctr_aurora_aino',
      start_date: seed.date('2021-03-01'),
      end_date: null,
      employment_type: 'monthly',
      monthly_salary_cents: 385_000,
      hourly_rate_cents: null,
    });
    expect(byId.get('emp_aurora_juha')).toMatchObject({ employment_type: 'hourly', hourly_rate_cents: 2_200, monthly_salary_cents: null });
    // Timo Virta left at the end of last year
    expect(byId.has('emp_aurora_timo')).toBe(false);
  });

  it('shows a former employee in the periods of their employment only', async () => {
    const december = await workspace('cus_aurora', `${timosLastYear}-12`);
    const january = await workspace('cus_aurora', `${Number(timosLastYear) + 1}-01`);
    expect(december.employees.map((employee) => employee.employee_id)).toContain('emp_aurora_timo');
    expect(january.employees.map((employee) => employee.employee_id)).not.toContain('emp_aurora_timo');
  });

  it('carries the tax card in force in the period, and none for an employee without a fetched card', async () => {
    const space = await workspace('cus_aurora', currentPeriod);
    const aino = space.employees.find((employee) => employee.employee_id === 'emp_aurora_aino');
    expect(aino?.tax_card).toMatchObject({
      outcome: 'applied',
      environment: 'test',
      authority_base_basis_points: 1850,
      applied_base_basis_points: 1850,
      valid_from: taxYearStart(lastDayOfCurrentPeriod),
    });
    const sofia = space.employees.find((employee) => employee.employee_id === 'emp_aurora_sofia');
    expect(sofia?.tax_card).toBeUndefined();
    // a card of this tax year does not reach back into the previous one
    const previousTaxYear = await workspace('cus_aurora', `${Number(taxYearStart(lastDayOfCurrentPeriod).slice(0, 4)) - 1}-06`);
    expect(previousTaxYear.employees.find((employee) => employee.employee_id === 'emp_aurora_aino')?.tax_card).toBeUndefined();
  });

  it('lists the draft runs of the period with their status and kind; a voided run names the draft that replaced it', async () => {
    const space = await workspace('cus_aurora', nextPeriod);
    const seeded = [`run_aurora_${nextPeriod}_hourly`, `run_aurora_${nextPeriod}_monthly`];
    expect(space.draft_runs.map((run) => run.id)).toEqual(expect.arrayContaining(seeded));
    // any other run of the month is a draft recomputed after another file's change voided one
    for (const run of space.draft_runs.filter((listed) => !seeded.includes(listed.id))) expect(run.replaces).toEqual(expect.any(String));
    expect(space.draft_runs.find((run) => run.id === seeded[0])?.kind).toBe('hourly');
    const current = await workspace('cus_aurora', currentPeriod);
    expect(current.draft_runs.find((run) => run.id === `run_aurora_${currentPeriod}_monthly_superseded`)).toMatchObject({
      status: 'voided',
      payment_date: lastDayOfCurrentPeriod,
      kind: 'monthly',
      replaced_by: `run_aurora_${currentPeriod}_monthly`,
    });
  });

  it('never shows another company’s employees', async () => {
    const birch = await workspace('cus_birch', currentPeriod);
    const auroraIds = new Set(PAYROLL_SEED_EMPLOYEES.filter((e) => e.customer_id === 'cus_aurora').map((e) => e.employee_id));
    expect(birch.employees.filter((employee) => auroraIds.has(employee.employee_id))).toEqual([]);
    expect(birch.draft_runs.every((run) => run.id.startsWith('run_birch_'))).toBe(true);
    expect(birch.employees.map((employee) => employee.name)).toContain('Kalle Koivu');
  });

  it('returns no seeded identity code in full, only masked forms', async () => {
    const answer = await callService('GET', `/payroll/workspace?customer_id=cus_aurora&period=${currentPeriod}`, { bearer: await admin() });
    const text = JSON.stringify(answer.body);
    for (const employee of PAYROLL_SEED_EMPLOYEES) expect(text).not.toContain(employee.tax_identifier);
    expect(text).toContain('170385-****');
  });

  it.each(['2026-13', '2026-1', 'now', ''])('refuses the period %j with 400', async (period) => {
    const answer = await callService('GET', `/payroll/workspace?customer_id=cus_aurora&period=${period}`, { bearer: await admin() });
    expect(answer.status).toBe(400);
  });

  it('needs a period (400)', async () => {
    const answer = await callService('GET', '/payroll/workspace?customer_id=cus_aurora', { bearer: await admin() });
    expect(answer.status).toBe(400);
  });
});
