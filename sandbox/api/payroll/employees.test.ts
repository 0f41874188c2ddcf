import { describe, expect, it } from 'vitest';
import { EmployeeCreationResult } from '../../../src/api/schemas/payroll.ts';
import { callService } from '../../testing/service-client.ts';
import {
  admin,
  approver,
  created,
  currentPeriod,
  identityCode,
  midNextMonth,
  newEmployee,
  nextPeriod,
  runStatus,
  upsert,
  workspace,
} from '../../testing/payroll-fixtures.ts';

// Birth year 81 is this file's: its identity codes never collide with another file's.
const code = (serial: number, individual?: number) => identityCode(81, serial, individual);

describe('POST /payroll/employees: adding an employee (spec §2.6, §2.7)', () => {
  it('creates the employee and contract (201) and answers with the workspace of the period asked for', async () => {
    const body = newEmployee(code(1), { period: currentPeriod, name: 'Ella Esimerkki', employee_key: 'T-81-1', weekly_hours: 37.5 });
    const result = await created(body);
    expect(result.employee).toMatchObject({
      customer_id: 'cus_aurora',
      start_date: '2026-01-01',
      contract_set: true,
      voided_draft_run_ids: [],
    });
    expect(result.workspace.period).toBe(currentPeriod);
    const row = result.workspace.employees.find((employee) => employee.employee_id === result.employee.employee_id);
    expect(row).toMatchObject({
      name: 'Ella Esimerkki',
      employee_key: 'T-81-1',
      contract_id: result.employee.contract_id,
      employment_type: 'monthly',
      monthly_salary_cents: 300_000,
      hourly_rate_cents: null,
      weekly_hours: 37.5,
      end_date: null,
    });
    expect(row?.tax_card).toBeUndefined();
  });

  it('never answers the identity code in full: the workspace shows only its masked form', async () => {
    const identity = code(2);
    const answer = await upsert(newEmployee(identity, { period: currentPeriod }));
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain(identity);
    const result = EmployeeCreationResult.parse(answer.body);
    const row = result.workspace.employees.find((employee) => employee.employee_id === result.employee.employee_id);
    expect(row?.tax_identifier_masked).toBe(`${identity.slice(0, 7)}****`);
    const read = await callService('GET', `/payroll/workspace?customer_id=cus_aurora&period=${currentPeriod}`, { bearer: await admin() });
    expect(JSON.stringify(read.body)).not.toContain(identity);
  });

  it('without a period, answers the workspace of the current month, or of the month the employment starts when later', async () => {
    const now = await created(newEmployee(code(3)));
    expect(now.workspace.period).toBe(currentPeriod);
    const later = await created(newEmployee(code(4), { start_date: '2031-05-20' }));
    expect(later.workspace.period).toBe('2031-05');
    expect(later.workspace.employees.map((employee) => employee.employee_id)).toContain(later.employee.employee_id);
  });

  it('creates an hourly contract with its rate and no monthly salary', async () => {
    const result = await created(
      newEmployee(code(5), { employment_type: 'hourly', monthly_salary_cents: undefined, hourly_rate_cents: 2_150, weekly_hours: 20 }),
    );
    const row = result.workspace.employees.find((employee) => employee.employee_id === result.employee.employee_id);
    expect(row).toMatchObject({ employment_type: 'hourly', hourly_rate_cents: 2_150, monthly_salary_cents: null });
  });

  it('refuses a new employee without the fields one needs (400), naming each missing field and creating nothing', async () => {
    const before = await workspace('cus_aurora', currentPeriod);
    const answer = await upsert({ name: 'Puuttuva Tieto' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'missing_field', detail: expect.any(String) });
    const detail = (answer.body as { detail: string }).detail;
    for (const field of ['tax_identifier', 'start_date', 'employment_type', 'monthly_salary_cents']) expect(detail).toContain(`${field}:`);
    expect(detail).not.toContain('name:');
    const after = await workspace('cus_aurora', currentPeriod);
    expect(after.employees.length).toBe(before.employees.length);
  });

  it('answers a body with only customer_id with 400, never with a created employee', async () => {
    const before = await workspace('cus_aurora', currentPeriod);
    const answer = await callService('POST', '/payroll/employees', { bearer: await approver(), body: { customer_id: 'cus_aurora' } });
    expect(answer.status).toBe(400);
    expect((await workspace('cus_aurora', currentPeriod)).employees.length).toBe(before.employees.length);
  });

  it('asks for the hourly rate of an hourly contract (400 naming hourly_rate_cents)', async () => {
    const answer = await upsert(newEmployee(code(6), { employment_type: 'hourly', monthly_salary_cents: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'missing_field', detail: expect.stringContaining('hourly_rate_cents:') });
  });

  it.each([
    ['a wrong check character', { tax_identifier: '131052-308U' }, 'tax_identifier:'],
    ['an unknown century sign', { tax_identifier: '131052G308T' }, 'tax_identifier:'],
    // digits that agree, but A makes it 13.10.2052: no one is born after today
    ['an identity code whose birth date is in the future', { tax_identifier: '131052A308T' }, 'tax_identifier:'],
    ['an IBAN failing mod 97', { iban: 'FI2112345600000786' }, 'iban:'],
    ['a malformed BIC', { bic: 'NDEAFIH' }, 'bic:'],
    ['a salary in fractional cents', { monthly_salary_cents: 3200.5 }, 'monthly_salary_cents:'],
    ['a zero salary', { monthly_salary_cents: 0 }, 'monthly_salary_cents:'],
    ['an unknown employment type', { employment_type: 'daily' }, 'employment_type:'],
    ['a rate above 100 %', { withholding_basis_points: 10_001 }, 'withholding_basis_points:'],
    ['a date that does not exist', { start_date: '2026-02-30' }, 'start_date:'],
    // There is no year 0000 and PostgreSQL refuses it: 400 from the contract, never 500 from the database.
    ['a start in year 0000', { start_date: '0000-01-01' }, 'start_date:'],
    ['an end in year 0000', { end_date: '0000-12-31' }, 'end_date:'],
    ['a tax card effective in year 0000', { tax_card_effective_from: '0000-02-01' }, 'tax_card_effective_from:'],
    ['a period in year 0000', { period: '0000-01' }, 'period:'],
    // Free text refuses U+0000 (which PostgreSQL text cannot hold) and the other C0 controls but tab, LF, CR.
    ['a name with a NUL', { name: 'A\u0000B' }, 'name:'],
    ['a name with a bell character', { name: 'A\u0007B' }, 'name:'],
    ['an employee key with a NUL', { employee_key: 'K\u0000' }, 'employee_key:'],
    ['a contract id with an escape', { contract_id: 'ctr\u001B' }, 'contract_id:'],
    // The contract's own bounds (assumptions): pay more than 0, a known employment type, a ceiling of 0 or more.
    ['a negative salary', { monthly_salary_cents: -1 }, 'monthly_salary_cents:'],
    ['a zero hourly rate', { employment_type: 'hourly', monthly_salary_cents: undefined, hourly_rate_cents: 0 }, 'hourly_rate_cents:'],
    ['a negative income ceiling', { tax_card_income_ceiling_cents: -1 }, 'tax_card_income_ceiling_cents:'],
  ])('refuses %s as malformed (400), naming the field', async (_case, override, field) => {
    const answer = await upsert(newEmployee(code(7), override));
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail).toContain(field);
  });

  it('refuses an employee id with a NUL when updating (400 naming it), never a database failure', async () => {
    const answer = await upsert({ employee_id: 'emp_aurora_aino\u0000', name: 'Aino Laakso' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_request', detail: expect.stringContaining('employee_id:') });
  });

  it('keeps a tab inside a name as it is: tab, LF and CR are free text', async () => {
    const result = await created(newEmployee(code(11), { name: 'Tab\tulator', period: currentPeriod }));
    expect(result.workspace.employees.find((employee) => employee.employee_id === result.employee.employee_id)?.name).toBe('Tab\tulator');
  });

  it('refuses an employment that ends before it starts (422 naming end_date)', async () => {
    const answer = await upsert(newEmployee(code(8), { start_date: '2026-06-01', end_date: '2026-05-31' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'end_date_before_start_date', detail: expect.stringMatching(/^end_date: /) });
  });

  it('refuses a second employee with the same identity code in the company (422 naming tax_identifier)', async () => {
    await created(newEmployee(code(9)));
    const answer = await upsert(newEmployee(code(9), { name: 'Toinen Henkilö' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'duplicate_tax_identifier', detail: expect.stringMatching(/^tax_identifier: /) });
  });

  it('refuses a salary on an hourly contract rather than guessing which pay is meant (422)', async () => {
    const answer = await upsert(newEmployee(code(10), { employment_type: 'hourly', hourly_rate_cents: 2_000 }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'pay_basis_mismatch' });
  });
});

describe('POST /payroll/employees: updating an employee', () => {
  it('updates by employee_id (200) and reports contract_set only when contract fields changed', async () => {
    const first = await created(newEmployee(code(20)));
    const renamed = await upsert({ employee_id: first.employee.employee_id, name: 'Uusi Nimi' });
    expect(renamed.status).toBe(200);
    expect(EmployeeCreationResult.parse(renamed.body).employee).toMatchObject({
      employee_id: first.employee.employee_id,
      contract_id: first.employee.contract_id,
      contract_set: false,
      voided_draft_run_ids: [],
    });
    const raised = EmployeeCreationResult.parse((await upsert({ employee_id: first.employee.employee_id, monthly_salary_cents: 320_050 })).body);
    expect(raised.employee.contract_set).toBe(true);
    const row = raised.workspace.employees.find((employee) => employee.employee_id === first.employee.employee_id);
    expect(row).toMatchObject({ name: 'Uusi Nimi', monthly_salary_cents: 320_050 });
  });

  it('updates by employee_key when the key is known, and adds with that key when it is not', async () => {
    const added = await created(newEmployee(code(21), { employee_key: 'T-81-21' }));
    const updated = await upsert({ employee_key: 'T-81-21', weekly_hours: 30 });
    expect(updated.status).toBe(200);
    expect(EmployeeCreationResult.parse(updated.body).employee.employee_id).toBe(added.employee.employee_id);
  });

  it('answers 404 for an employee_id or a contract_id the company does not have', async () => {
    const unknownEmployee = await upsert({ employee_id: 'emp_nobody', name: 'X' });
    expect(unknownEmployee.status).toBe(404);
    expect(unknownEmployee.body).toMatchObject({ error: 'employee_not_found' });
    const birchEmployee = await upsert({ employee_id: 'emp_birch_kalle', name: 'X' });
    expect(birchEmployee.status).toBe(404);
    const added = await created(newEmployee(code(22)));
    const wrongContract = await upsert({ employee_id: added.employee.employee_id, contract_id: 'ctr_aurora_aino', weekly_hours: 10 });
    expect(wrongContract.status).toBe(404);
    expect(wrongContract.body).toMatchObject({ error: 'contract_not_found' });
  });

  it('refuses to move the employment end before its start (422) and keeps what was saved', async () => {
    const added = await created(newEmployee(code(23), { start_date: '2026-03-01' }));
    const answer = await upsert({ employee_id: added.employee.employee_id, end_date: '2026-02-28', period: '2026-03' });
    expect(answer.status).toBe(422);
    const row = (await workspace('cus_aurora', '2026-03')).employees.find((e) => e.employee_id === added.employee.employee_id);
    expect(row?.end_date).toBeNull();
  });

  it('reopens an employment when end_date is sent as null', async () => {
    const added = await created(newEmployee(code(24), { end_date: '2026-06-30' }));
    const reopened = EmployeeCreationResult.parse(
      (await upsert({ employee_id: added.employee.employee_id, end_date: null, period: '2027-01' })).body,
    );
    const row = reopened.workspace.employees.find((employee) => employee.employee_id === added.employee.employee_id);
    expect(row?.end_date).toBeNull();
  });

  it('switching a contract to hourly needs the hourly rate and drops the monthly salary', async () => {
    const added = await created(newEmployee(code(25)));
    const withoutRate = await upsert({ employee_id: added.employee.employee_id, employment_type: 'hourly' });
    expect(withoutRate.status).toBe(400);
    expect(withoutRate.body).toMatchObject({ detail: expect.stringContaining('hourly_rate_cents:') });
    const switched = EmployeeCreationResult.parse(
      (await upsert({ employee_id: added.employee.employee_id, employment_type: 'hourly', hourly_rate_cents: 1_990 })).body,
    );
    const row = switched.workspace.employees.find((employee) => employee.employee_id === added.employee.employee_id);
    expect(row).toMatchObject({ employment_type: 'hourly', hourly_rate_cents: 1_990, monthly_salary_cents: null });
  });
});

describe('POST /payroll/employees: draft runs a change reaches are voided', () => {
  // Liisa Heikkinen (seed) is in Aurora's hourly draft runs of this month and next; no other test changes her pay.
  it('a changed hourly rate voids every draft run holding the contract and lists them', async () => {
    const runs = [`run_aurora_${currentPeriod}_hourly`, `run_aurora_${nextPeriod}_hourly`];
    const before = await workspace('cus_aurora', currentPeriod);
    expect(runStatus(before, runs[0] ?? '')).toBe('draft');
    const answer = await upsert({ employee_id: 'emp_aurora_liisa', hourly_rate_cents: 2_075, period: currentPeriod });
    expect(answer.status).toBe(200);
    const result = EmployeeCreationResult.parse(answer.body);
    expect(result.employee.contract_set).toBe(true);
    expect(result.employee.voided_draft_run_ids).toEqual(runs);
    expect(runStatus(result.workspace, runs[0] ?? '')).toBe('voided');
    expect(runStatus(await workspace('cus_aurora', nextPeriod), runs[1] ?? '')).toBe('voided');
    // the monthly run does not hold Liisa's contract
    expect(runStatus(result.workspace, `run_aurora_${currentPeriod}_monthly`)).not.toBeUndefined();
    expect(result.employee.voided_draft_run_ids).not.toContain(`run_aurora_${currentPeriod}_monthly`);
  });

  // Kalle Koivu (Birch's only employee) is in Birch's draft runs of this month and next.
  it('a new end date voids only the draft runs of the periods whose employed days it changes', async () => {
    const admins = await admin();
    const answer = await callService('POST', '/payroll/employees', {
      bearer: admins,
      body: { customer_id: 'cus_birch', employee_id: 'emp_birch_kalle', end_date: midNextMonth },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = EmployeeCreationResult.parse(answer.body);
    expect(result.employee.voided_draft_run_ids).toEqual([`run_birch_${nextPeriod}`]);
    expect(runStatus(await workspace('cus_birch', nextPeriod), `run_birch_${nextPeriod}`)).toBe('voided');
    expect(result.employee.voided_draft_run_ids).not.toContain(`run_birch_${currentPeriod}`);
  });

  it('a change of name or bank account voids nothing', async () => {
    const answer = await upsert({ employee_id: 'emp_aurora_aino', iban: 'FI2112345600000785', bic: 'NDEAFIHH', name: 'Aino Laakso' });
    expect(answer.status).toBe(200);
    expect(EmployeeCreationResult.parse(answer.body).employee).toMatchObject({ contract_set: false, voided_draft_run_ids: [] });
  });
});
