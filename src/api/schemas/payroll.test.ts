import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES, EmployeeInput, EmploymentType, TaxCardFetchRequest } from './payroll.ts';

const fetchBody = { employee_id: 'e_1', contract_id: 'k_1', payment_date: '2026-11-30' };

describe('TaxCardFetchRequest', () => {
  it('accepts employee_id, contract_id, payment_date and an optional customer_id', () => {
    expect(TaxCardFetchRequest.safeParse(fetchBody).success).toBe(true);
    expect(TaxCardFetchRequest.safeParse({ ...fetchBody, customer_id: 'c_1' }).success).toBe(true);
  });

  it('refuses a request naming the authority environment: the server selects it', () => {
    expect(TaxCardFetchRequest.safeParse({ ...fetchBody, environment: 'production' }).success).toBe(false);
  });

  it('refuses a request naming the employee identity: the server reads it from payroll state', () => {
    expect(TaxCardFetchRequest.safeParse({ ...fetchBody, tax_identifier: '131052-308T' }).success).toBe(false);
  });

  it.each(['employee_id', 'contract_id'])('refuses a control character in %s, naming it', (field) => {
    const result = TaxCardFetchRequest.safeParse({ ...fetchBody, [field]: 'x\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('refuses a payment date that is not a real YYYY-MM-DD date', () => {
    expect(TaxCardFetchRequest.safeParse({ ...fetchBody, payment_date: '2026-02-29' }).success).toBe(false);
    expect(TaxCardFetchRequest.safeParse({ ...fetchBody, payment_date: '30.11.2026' }).success).toBe(false);
  });
});

describe('EmployeeInput', () => {
  it('accepts an empty input: the spec does not say which fields are required', () => {
    expect(EmployeeInput.safeParse({}).success).toBe(true);
  });

  it('accepts a complete, valid input', () => {
    const input = {
      customer_id: 'c_1',
      period: '2026-11',
      employee_key: 'anna',
      name: 'Anna Virtanen',
      tax_identifier: '131052-308T',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      start_date: '2026-01-01',
      contract_id: 'k_1',
      employment_type: 'monthly',
      monthly_salary_cents: 350000,
      weekly_hours: 37.5,
      withholding_basis_points: 2550,
      pension_basis_points: 715,
      tax_card_additional_basis_points: 4000,
      tax_card_income_ceiling_cents: 4000000,
      tax_card_effective_from: '2026-02-01',
    };
    expect(EmployeeInput.parse(input)).toEqual(input);
  });

  it('refuses an unknown field instead of dropping it', () => {
    expect(EmployeeInput.safeParse({ salary: 3500 }).success).toBe(false);
  });

  it.each([
    ['tax_identifier', '131052-308U'],
    ['iban', 'FI2112345600000786'],
    ['bic', 'NDEAFIH'],
    ['monthly_salary_cents', 3500.5],
    ['withholding_basis_points', 10001],
    ['start_date', '2026-02-29'],
    ['start_date', '0000-01-01'],
    ['end_date', '0000-12-31'],
    ['tax_card_effective_from', '0000-02-01'],
    ['period', '2026-13'],
    ['period', '0000-01'],
  ])('refuses an invalid %s (%j)', (field, value) => {
    expect(EmployeeInput.safeParse({ [field]: value }).success).toBe(false);
  });

  it.each(['name', 'employee_key', 'employee_id', 'contract_id'])(
    'refuses a NUL or another control character in the free-text field %s, naming it',
    (field) => {
      for (const value of ['A\u0000B', 'A\u0007B']) {
        const result = EmployeeInput.safeParse({ [field]: value });
        expect(result.success, value).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
      }
      expect(EmployeeInput.safeParse({ [field]: 'Anna\tVirtanen' }).success).toBe(true);
    },
  );
});

describe('EmployeeInput additions (assumptions)', () => {
  it('accepts end_date null on an update, to reopen the employment', () => {
    expect(EmployeeInput.safeParse({ employee_id: 'e_1', end_date: null }).success).toBe(true);
  });

  it('accepts an employee-requested minimum base rate in basis points, up to 100 %', () => {
    expect(EmployeeInput.safeParse({ employee_requested_minimum_basis_points: 3000 }).success).toBe(true);
    expect(EmployeeInput.safeParse({ employee_requested_minimum_basis_points: 10001 }).success).toBe(false);
  });
});

describe('employment type and pay (assumptions the sandbox and the form share)', () => {
  it('knows exactly the employment types monthly and hourly', () => {
    expect(EMPLOYMENT_TYPES).toEqual(['monthly', 'hourly']);
    // open for the portal's reading (principle 8), strict in the contract the sandbox sends and checks
    expect(EmploymentType.safeParse('permanent').success).toBe(false);
    for (const type of EMPLOYMENT_TYPES) expect(EmployeeInput.safeParse({ employment_type: type }).success).toBe(true);
  });

  it.each(['daily', 'Monthly', '', 'monthly '])('refuses the employment type %j', (type) => {
    expect(EmployeeInput.safeParse({ employment_type: type }).success).toBe(false);
  });

  it.each([
    ['monthly_salary_cents', 0],
    ['monthly_salary_cents', -100],
    ['hourly_rate_cents', 0],
    ['hourly_rate_cents', -1],
  ])('refuses a pay of 0 or less: %s %d', (field, value) => {
    const result = EmployeeInput.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('accepts the smallest pay, one cent, and an income ceiling of 0 but not below', () => {
    expect(EmployeeInput.safeParse({ monthly_salary_cents: 1, hourly_rate_cents: 1 }).success).toBe(true);
    expect(EmployeeInput.safeParse({ tax_card_income_ceiling_cents: 0 }).success).toBe(true);
    expect(EmployeeInput.safeParse({ tax_card_income_ceiling_cents: -1 }).success).toBe(false);
  });
});
