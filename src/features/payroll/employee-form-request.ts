/** The employee form's values as the contract's request: what changed against the saved employee, and the form's schema for react-hook-form. */
import { z } from '../../api/zod.ts';
import { normalizeIban } from '../../api/schemas/finnish-identifiers.ts';
import { EmployeeInput } from '../../api/schemas/payroll.ts';
import { parseEuros, parseHours, parsePercent, type ParsedAmount } from '../../i18n/parse-amounts.ts';
import { knownEmploymentType, type SavedEmployee } from './workspace-reading.ts';
import { EMPLOYEE_FORM_FIELDS, type EmployeeFormField, type EmployeeFormValues, contractProblemKey, isEmployeeFormField, normalizeBic, normalizeIdentityCode, validateEmployeeForm } from './employee-form-schema.ts';

function valueOf(parsed: ParsedAmount): number {
  if (!parsed.ok) throw new Error(`an amount passed validation unparsed: ${parsed.reason}`);
  return parsed.value;
}

/** What the saved employee holds of each field the workspace shows, in the request's terms. */
function savedValues(saved: SavedEmployee): Partial<Record<EmployeeFormField, unknown>> {
  return {
    name: saved.name,
    employee_key: saved.employee_key,
    start_date: saved.start_date,
    end_date: saved.end_date,
    employment_type: saved.employment_type,
    monthly_salary_cents: saved.monthly_salary_cents,
    hourly_rate_cents: saved.hourly_rate_cents,
    weekly_hours: saved.weekly_hours ?? null,
    pension_basis_points: saved.pension_basis_points ?? null,
    withholding_basis_points: saved.withholding_basis_points ?? null,
    tax_card_additional_basis_points: saved.tax_card_additional_basis_points ?? null,
    tax_card_income_ceiling_cents: saved.tax_card_income_ceiling_cents ?? null,
    tax_card_effective_from: saved.tax_card_effective_from ?? null,
    employee_requested_minimum_basis_points: saved.employee_requested_minimum_basis_points ?? null,
  };
}

/**
 * The request of valid form values, before the contract checks it. A new employee sends everything
 * filled in; an edit sends what differs from the saved employee, so that an unchanged form changes
 * nothing, and the identity code and bank account only when typed (they are never shown).
 */
export function employeeRequestOf(values: EmployeeFormValues, saved: SavedEmployee | null): Record<string, unknown> {
  const text = (field: EmployeeFormField) => values[field].trim();
  const optional = <T>(field: EmployeeFormField, convert: (value: string) => T): T | undefined =>
    text(field) === '' ? undefined : convert(values[field]);
  const type = knownEmploymentType(text('employment_type'));
  // validateEmployeeForm refuses any other type first: none is ever guessed here
  if (type === null) throw new Error('an employment type the contract does not know passed validation');

  const wanted: Record<EmployeeFormField, unknown> = {
    name: text('name'),
    employee_key: optional('employee_key', (value) => value.trim()),
    tax_identifier: optional('tax_identifier', normalizeIdentityCode),
    iban: optional('iban', normalizeIban),
    bic: optional('bic', normalizeBic),
    start_date: text('start_date'),
    end_date: text('end_date') === '' ? null : text('end_date'),
    employment_type: type,
    monthly_salary_cents: type === 'monthly' ? valueOf(parseEuros(values.monthly_salary_cents)) : undefined,
    hourly_rate_cents: type === 'hourly' ? valueOf(parseEuros(values.hourly_rate_cents)) : undefined,
    weekly_hours: optional('weekly_hours', (value) => valueOf(parseHours(value))),
    pension_basis_points: optional('pension_basis_points', (value) => valueOf(parsePercent(value))),
    withholding_basis_points: optional('withholding_basis_points', (value) => valueOf(parsePercent(value))),
    tax_card_additional_basis_points: optional('tax_card_additional_basis_points', (value) => valueOf(parsePercent(value))),
    tax_card_income_ceiling_cents: optional('tax_card_income_ceiling_cents', (value) => valueOf(parseEuros(value))),
    tax_card_effective_from: optional('tax_card_effective_from', (value) => value.trim()),
    employee_requested_minimum_basis_points: optional('employee_requested_minimum_basis_points', (value) => valueOf(parsePercent(value))),
  };

  const request: Record<string, unknown> = {};
  if (!saved) {
    for (const field of EMPLOYEE_FORM_FIELDS) if (wanted[field] !== undefined && wanted[field] !== null) request[field] = wanted[field];
    return request;
  }
  const before = savedValues(saved);
  request.employee_id = saved.employee_id;
  for (const field of EMPLOYEE_FORM_FIELDS) {
    if (wanted[field] === undefined) continue;
    if (!(field in before) || wanted[field] !== before[field]) request[field] = wanted[field];
  }
  return request;
}

/**
 * For react-hook-form: the form values in, the contract's `EmployeeInput` out, checked by the contract.
 * `today` (Finland) is read at each validation unless given.
 */
export function employeeFormSchema(saved: SavedEmployee | null, today?: string) {
  return z
    .object({
      name: z.string(),
      employee_key: z.string(),
      tax_identifier: z.string(),
      iban: z.string(),
      bic: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      employment_type: z.string(),
      monthly_salary_cents: z.string(),
      hourly_rate_cents: z.string(),
      weekly_hours: z.string(),
      pension_basis_points: z.string(),
      withholding_basis_points: z.string(),
      tax_card_additional_basis_points: z.string(),
      tax_card_income_ceiling_cents: z.string(),
      tax_card_effective_from: z.string(),
      employee_requested_minimum_basis_points: z.string(),
    } satisfies Record<EmployeeFormField, z.ZodString>)
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(validateEmployeeForm(values, saved, today))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((values, ctx): EmployeeInput => {
      const checked = EmployeeInput.safeParse(employeeRequestOf(values, saved));
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const [field] = issue.path;
        const key = isEmployeeFormField(field) ? contractProblemKey(field, issue.message) : null;
        ctx.addIssue({ code: 'custom', path: issue.path, message: key ?? issue.message });
      }
      return z.NEVER;
    });
}
