import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { refusedFieldsIn } from '../../api/refused-fields.ts';
import { EmployeeInput } from '../../api/schemas/payroll.ts';
import { leaves } from '../../testing/same-shape.ts';
import { EMPLOYEE_FORM_FIELDS, type EmployeeFormField } from './employee-form-schema.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { EMPLOYEE_REFUSALS, EMPLOYEE_SAVE_REFUSALS, employeeFieldMessage, type FieldMessage } from './server-errors.ts';

const payrollMessages = { fi, sv, en };

// --- what the employee form says about each refusal ------------------------------------------------

/** The service's 400 for a body the contract refuses, worded as sandbox/api/app.ts words it. */
function contractRefusal(body: Record<string, unknown>): ApiError {
  const result = EmployeeInput.safeParse(body);
  if (result.success) throw new Error(`the contract takes ${JSON.stringify(body)}`);
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return new ApiError('http', 400, 'invalid_request', `The body is not valid. ${problems.join('; ')}.`);
}

/** What the form says at each field the refusal names, as useContractForm hands each to it. */
function explanationsOf(error: ApiError): FieldMessage[] {
  return refusedFieldsIn(error.detail, EMPLOYEE_FORM_FIELDS).map(({ field, text }) => employeeFieldMessage({ field, text, error }));
}

/** For every field of the form, values the contract refuses and what the form then says. */
const refusedValues: [EmployeeFormField, unknown, string][] = [
  ['name', '  ', 'form.serverErrors.invalid.text'],
  ['name', 'Eeva\u000bEsimerkki', 'form.serverErrors.invalid.text'],
  ['employee_key', 'E-\u0001', 'form.serverErrors.invalid.text'],
  ['tax_identifier', '131052-308', 'form.errors.identity.format'],
  ['tax_identifier', '310252-308T', 'form.errors.identity.date'],
  ['tax_identifier', '131052G308T', 'form.errors.identity.century_sign'],
  ['tax_identifier', '131052-308U', 'form.errors.identity.checksum'],
  ['tax_identifier', '131052A308T', 'form.errors.identity.future'],
  ['iban', 'FI21 1234', 'form.errors.iban.format'],
  ['iban', 'FI211234560000078', 'form.errors.iban.length'],
  ['iban', 'FI2112345600000786', 'form.errors.iban.checksum'],
  ['bic', 'NDEAFI', 'form.errors.bic'],
  ['start_date', '2026-02-30', 'form.serverErrors.invalid.date'],
  ['end_date', '30.11.2026', 'form.serverErrors.invalid.date'],
  ['tax_card_effective_from', '0000-01-01', 'form.serverErrors.invalid.date'],
  ['employment_type', 'daily', 'form.serverErrors.invalid.employment_type'],
  ['monthly_salary_cents', 0, 'form.serverErrors.invalid.pay'],
  ['hourly_rate_cents', 21.5, 'form.serverErrors.invalid.pay'],
  ['weekly_hours', 169, 'form.serverErrors.invalid.hours'],
  ['pension_basis_points', -1, 'form.serverErrors.invalid.rate'],
  ['withholding_basis_points', 10_001, 'form.serverErrors.invalid.rate'],
  ['tax_card_additional_basis_points', 25.5, 'form.serverErrors.invalid.rate'],
  ['employee_requested_minimum_basis_points', 20_000, 'form.serverErrors.invalid.rate'],
  ['tax_card_income_ceiling_cents', -1, 'form.serverErrors.invalid.ceiling'],
];

describe('the employee form explains each refusal of the service next to its field, in the person’s language', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a refused value for every field of the form', () => {
    expect(new Set(refusedValues.map(([field]) => field))).toEqual(new Set(EMPLOYEE_FORM_FIELDS));
  });

  it.each(refusedValues)('explains a 400 invalid_request about %s (%j) as %s', (field, value, key) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    expect(explanationsOf(contractRefusal({ [field]: value }))).toEqual([{ key }]);
  });

  it('explains every field a 400 invalid_request names, each on its own', () => {
    expect(explanationsOf(contractRefusal({ iban: 'FI2112345600000786', start_date: '2026-02-30', weekly_hours: 169 }))).toEqual([
      { key: 'form.errors.iban.checksum' },
      { key: 'form.serverErrors.invalid.date' },
      { key: 'form.serverErrors.invalid.hours' },
    ]);
  });

  it.each([
    [400, 'missing_field', 'name: required to add an employee; start_date: required to add an employee.', ['name', 'start_date']],
    [422, 'duplicate_tax_identifier', 'tax_identifier: another employee of the company already has this personal identity code.', ['tax_identifier']],
    [422, 'duplicate_employee_key', 'employee_key: another employee of the company already has this key.', ['employee_key']],
    [422, 'end_date_before_start_date', 'end_date: the employment cannot end (2026-01-01) before it starts (2026-02-01).', ['end_date']],
    [422, 'pay_basis_mismatch', 'hourly_rate_cents: a monthly contract is paid a monthly salary, not an hourly rate.', ['hourly_rate_cents']],
  ] as const)('explains %i %s by its own message', (status, error, detail, fields) => {
    const refusal = new ApiError('http', status, error, detail);
    expect(refusedFieldsIn(detail, EMPLOYEE_FORM_FIELDS).map((named) => named.field)).toEqual(fields);
    expect(explanationsOf(refusal)).toEqual(fields.map(() => ({ key: `form.serverErrors.${error}` })));
  });

  it('says that the service refused an unknown one in the portal’s words, never quoting the service’s at the field', () => {
    expect(explanationsOf(new ApiError('http', 422, 'tax_identifier_not_issued', 'tax_identifier: the population register has no such code.'))).toEqual([
      { key: 'form.serverErrors.unknown' },
    ]);
    expect(explanationsOf(new ApiError('http', 400, 'invalid_request', 'The body is not valid. iban: The bank has closed this account.'))).toEqual([
      { key: 'form.serverErrors.unknown' },
    ]);
  });

  it('has every message it names in Finnish, Swedish and English, none of them quoting the service', () => {
    const keys = [
      ...refusedValues.map(([, , key]) => key),
      ...EMPLOYEE_REFUSALS.map((error) => `form.serverErrors.${error}`),
      ...EMPLOYEE_SAVE_REFUSALS.map((error) => `form.refusals.${error}`),
      'form.serverErrors.unknown',
    ];
    for (const [language, messages] of Object.entries(payrollMessages)) {
      const texts = leaves(messages);
      for (const key of keys) {
        expect(texts.get(key), `${language} ${key}`).toEqual(expect.any(String));
        expect(texts.get(key), `${language} ${key}`).not.toMatch(/\{\{detail\}\}/);
      }
    }
  });
});
