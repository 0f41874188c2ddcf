import { describe, expect, it } from 'vitest';
import { EmployeeInput, TaxCardFetchRequest } from './payroll.ts';

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
    ['period', '2026-13'],
  ])('refuses an invalid %s (%j)', (field, value) => {
    expect(EmployeeInput.safeParse({ [field]: value }).success).toBe(false);
  });
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
