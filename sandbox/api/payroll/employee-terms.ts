/** What an employee write is checked against and merged from: the contract's required facts, the terms as saved and as sent, and the refusals that name a field. */
import { randomBytes } from 'node:crypto';
import type { EmployeeInput } from '../../../src/api/schemas/payroll.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, badRequest } from '../errors.ts';
import { type ContractRow } from './store.ts';

export type Input = EmployeeInput;

/** Contract facts whose change alters what a draft run computes for every period it holds. */
export const PAY_AND_TAX_FIELDS = [
  'employment_type',
  'monthly_salary_cents',
  'hourly_rate_cents',
  'weekly_hours',
  'pension_basis_points',
  'withholding_basis_points',
  'tax_card_additional_basis_points',
  'tax_card_income_ceiling_cents',
  'tax_card_effective_from',
  'employee_requested_minimum_basis_points',
] as const satisfies readonly (keyof ContractRow)[];

export const DATE_FIELDS = ['start_date', 'end_date'] as const satisfies readonly (keyof ContractRow)[];

export type ContractTerms = Omit<ContractRow, 'contract_id' | 'employee_id'>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export function fieldProblem(status: 400 | 404 | 422, error: string, field: string, why: string): ApiError {
  return new ApiError(status, error, `${field}: ${why}`);
}

export function actorOf(principal: Principal): string {
  return principal.kind === 'interactive' ? principal.email : `api_key:${principal.keyId}`;
}

/** The contract fields a contract cannot be without, given what is saved already (`before`). */
export function missingContractFields(input: Input, before: ContractTerms | null): string[] {
  const missing: string[] = [];
  if ((input.start_date ?? before?.start_date) === undefined) missing.push('start_date');
  const type = input.employment_type ?? before?.employment_type;
  if (type === undefined) missing.push('employment_type');
  const monthly = input.monthly_salary_cents ?? (before?.employment_type === 'monthly' ? before.monthly_salary_cents : null);
  const hourly = input.hourly_rate_cents ?? (before?.employment_type === 'hourly' ? before.hourly_rate_cents : null);
  if (type === 'monthly' && monthly === null) missing.push('monthly_salary_cents');
  if (type === 'hourly' && hourly === null) missing.push('hourly_rate_cents');
  if (type === undefined && monthly === null && hourly === null) missing.push('monthly_salary_cents');
  return missing;
}

export function missingFields(fields: readonly string[], why: string): ApiError {
  return badRequest('missing_field', `${fields.map((field) => `${field}: ${why}`).join('; ')}.`);
}

/** The contract terms after the change: what is given replaces, what is left out stays. */
export function mergedTerms(input: Input, before: ContractTerms | null): ContractTerms {
  const missing = missingContractFields(input, before);
  if (missing.length > 0) throw missingFields(missing, 'required for the contract');
  const startDate = input.start_date ?? before?.start_date;
  const type = input.employment_type ?? before?.employment_type;
  if (startDate === undefined || type === undefined) throw new Error('unreachable: missing fields were reported');

  if (type === 'monthly' && input.hourly_rate_cents !== undefined) {
    throw fieldProblem(422, 'pay_basis_mismatch', 'hourly_rate_cents', 'a monthly contract is paid a monthly salary, not an hourly rate.');
  }
  if (type === 'hourly' && input.monthly_salary_cents !== undefined) {
    throw fieldProblem(422, 'pay_basis_mismatch', 'monthly_salary_cents', 'an hourly contract is paid an hourly rate, not a monthly salary.');
  }
  // The pay of the other basis does not carry over when the type changes.
  const monthly = input.monthly_salary_cents ?? (before?.employment_type === 'monthly' ? before.monthly_salary_cents : null);
  const hourly = input.hourly_rate_cents ?? (before?.employment_type === 'hourly' ? before.hourly_rate_cents : null);

  const endDate = input.end_date === undefined ? (before?.end_date ?? null) : input.end_date;
  if (endDate !== null && endDate < startDate) {
    throw fieldProblem(422, 'end_date_before_start_date', 'end_date', `the employment cannot end (${endDate}) before it starts (${startDate}).`);
  }

  const pick = <K extends keyof ContractTerms>(field: K, given: ContractTerms[K] | undefined): ContractTerms[K] | null =>
    given !== undefined ? given : (before?.[field] ?? null);
  return {
    start_date: startDate,
    end_date: endDate,
    employment_type: type,
    monthly_salary_cents: type === 'monthly' ? monthly : null,
    hourly_rate_cents: type === 'hourly' ? hourly : null,
    weekly_hours: pick('weekly_hours', input.weekly_hours),
    withholding_basis_points: pick('withholding_basis_points', input.withholding_basis_points),
    pension_basis_points: pick('pension_basis_points', input.pension_basis_points),
    tax_card_additional_basis_points: pick('tax_card_additional_basis_points', input.tax_card_additional_basis_points),
    tax_card_income_ceiling_cents: pick('tax_card_income_ceiling_cents', input.tax_card_income_ceiling_cents),
    tax_card_effective_from: pick('tax_card_effective_from', input.tax_card_effective_from),
    employee_requested_minimum_basis_points: pick(
      'employee_requested_minimum_basis_points',
      input.employee_requested_minimum_basis_points,
    ),
  };
}
