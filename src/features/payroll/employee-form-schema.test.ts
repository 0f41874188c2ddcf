import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../api/schemas/calendar.ts';
import { centuryBySign, ibanCheckDigits, personalIdentityCodeCheckCharacter } from '../../api/schemas/finnish-identifiers.ts';
import { contractProblemKey, initialFormValues, validateEmployeeForm, type EmployeeFormValues, type SavedEmployee } from './employee-form-schema.ts';
import { employeeFormSchema } from './employee-form-request.ts';

/** The day the tests call today (Finland), so that they mean the same whenever they run. */
const today = '2026-06-15';

const blank = initialFormValues(null, 'fi');
const filled: EmployeeFormValues = {
  ...blank,
  name: 'Ella Esimerkki',
  tax_identifier: '131052-308T',
  start_date: '2026-12-01',
  employment_type: 'monthly',
  monthly_salary_cents: '3 200,50',
};

function issuesOf(values: EmployeeFormValues, saved: SavedEmployee | null = null): Record<string, string> {
  const result = employeeFormSchema(saved, today).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const saved: SavedEmployee = {
  employee_id: 'emp_1',
  employee_key: 'E-1',
  name: 'Aino Laakso',
  contract_id: 'ctr_1',
  start_date: '2021-03-01',
  end_date: '2027-06-30',
  employment_type: 'monthly',
  monthly_salary_cents: 385_000,
  hourly_rate_cents: null,
  tax_identifier_masked: '170385-****',
  weekly_hours: 37.5,
  withholding_basis_points: 1850,
  pension_basis_points: 730,
  tax_card_additional_basis_points: 3800,
  tax_card_income_ceiling_cents: 3_200_000,
  tax_card_effective_from: '2026-02-01',
  employee_requested_minimum_basis_points: null,
};

describe('adding an employee: the form sends the contract’s input', () => {
  it('sends euros as exact cents, percentages as basis points and hours as a number', () => {
    const result = employeeFormSchema(null).parse({
      ...filled,
      weekly_hours: '37,5',
      pension_basis_points: '7,15',
      withholding_basis_points: '25,5',
      tax_card_income_ceiling_cents: '0,07',
      iban: 'fi21 1234 5600 0007 85',
      bic: 'ndeafihh',
    });
    expect(result).toEqual({
      name: 'Ella Esimerkki',
      tax_identifier: '131052-308T',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      start_date: '2026-12-01',
      employment_type: 'monthly',
      monthly_salary_cents: 320_050,
      weekly_hours: 37.5,
      pension_basis_points: 715,
      withholding_basis_points: 2550,
      tax_card_income_ceiling_cents: 7,
    });
  });

  it('asks for what a new employee needs, field by field', () => {
    expect(issuesOf(blank)).toMatchObject({
      name: 'form.errors.required',
      tax_identifier: 'form.errors.required',
      start_date: 'form.errors.required',
      employment_type: 'form.errors.required',
    });
    expect(issuesOf({ ...filled, monthly_salary_cents: '' })).toEqual({ monthly_salary_cents: 'form.errors.required' });
    expect(issuesOf({ ...filled, employment_type: 'hourly' })).toEqual({ hourly_rate_cents: 'form.errors.required' });
  });

  it('takes only the contract’s employment types, monthly and hourly', () => {
    expect(issuesOf({ ...filled, employment_type: 'daily' })).toEqual({ employment_type: 'form.errors.required' });
    expect(issuesOf({ ...filled, employment_type: 'hourly', hourly_rate_cents: '21,50' })).toEqual({});
  });

  it('refuses a pay of zero, as the contract does', () => {
    expect(issuesOf({ ...filled, monthly_salary_cents: '0' })).toEqual({ monthly_salary_cents: 'form.errors.amount.positive' });
  });

  it.each([
    ['131052-308U', 'checksum'],
    ['131052G308T', 'century_sign'],
    ['310252-308T', 'date'],
    ['131052-308', 'format'],
    ['13105-2308T', 'format'],
    ['131052A308T', 'future'],
    ['160626A902Y', 'future'],
  ])('explains why %s is not an identity code (%s)', (code, reason) => {
    expect(issuesOf({ ...filled, tax_identifier: code })).toEqual({ tax_identifier: `form.errors.identity.${reason}` });
  });

  it('refuses a birth date after today in Finland, and takes one of today', () => {
    expect(validateEmployeeForm({ ...filled, tax_identifier: '160626A902Y' }, null, today)).toEqual({ tax_identifier: 'form.errors.identity.future' });
    expect(validateEmployeeForm({ ...filled, tax_identifier: '150626a902a' }, null, today)).toEqual({});
    expect(validateEmployeeForm({ ...filled, tax_identifier: '160626A902Y' }, null, '2026-06-16')).toEqual({});
  });

  it('explains in the form’s words what only the contract checks, such as a control character in a name', () => {
    // A manual line break pasted from a word processor is U+000B
    expect(issuesOf({ ...filled, name: 'Ella\u000bEsimerkki' })).toEqual({ name: 'form.serverErrors.invalid.text' });
    expect(issuesOf({ ...filled, employee_key: 'E-\u0001' })).toEqual({ employee_key: 'form.serverErrors.invalid.text' });
  });

  it('reads the contract’s words about an identity code, an IBAN or a BIC as the reason they give, and no other words', () => {
    expect(contractProblemKey('tax_identifier', 'The birth date of the personal identity code is after today in Finland.')).toBe(
      'form.errors.identity.future',
    );
    expect(contractProblemKey('iban', 'A Finnish IBAN is FI followed by 16 digits')).toBe('form.errors.iban.length');
    expect(contractProblemKey('bic', 'Expected a BIC of 8 or 11 characters, for example NDEAFIHH')).toBe('form.errors.bic');
    expect(contractProblemKey('tax_identifier', 'The person has died')).toBeNull();
    expect(contractProblemKey('bic', 'The BIC is not the bank of the IBAN')).toBeNull();
  });

  it('explains an IBAN that fails mod 97 or a Finnish one of the wrong length, and a malformed BIC', () => {
    expect(issuesOf({ ...filled, iban: 'FI21 1234 5600 0007 86' })).toEqual({ iban: 'form.errors.iban.checksum' });
    expect(issuesOf({ ...filled, iban: 'FI21 1234 5600 0007' })).toEqual({ iban: 'form.errors.iban.length' });
    expect(issuesOf({ ...filled, bic: 'NDEA FI' })).toEqual({ bic: 'form.errors.bic' });
  });

  it('refuses an end before the start, and money with more than two decimals', () => {
    expect(issuesOf({ ...filled, end_date: '2026-11-30' })).toEqual({ end_date: 'form.errors.endBeforeStart' });
    expect(issuesOf({ ...filled, monthly_salary_cents: '3200,505' })).toEqual({ monthly_salary_cents: 'form.errors.amount.too_many_decimals' });
    expect(issuesOf({ ...filled, monthly_salary_cents: '0' })).toEqual({ monthly_salary_cents: 'form.errors.amount.positive' });
    expect(issuesOf({ ...filled, withholding_basis_points: '101' })).toEqual({ withholding_basis_points: 'form.errors.amount.out_of_range' });
  });

  it('ignores the pay field of the other basis', () => {
    expect(issuesOf({ ...filled, hourly_rate_cents: 'garbage' })).toEqual({});
  });
});

/** A valid identity code of any century sign whose birth date is not after `today` (2026-06-15). */
const validIdentityCode = fc
  .record({
    sign: fc.constantFrom(...Object.keys(centuryBySign)),
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    individual: fc.integer({ min: 2, max: 999 }),
  })
  .filter(({ sign, year, month }) => `${(centuryBySign[sign] ?? 1900) + year}-${String(month).padStart(2, '0')}` <= today.slice(0, 7))
  .chain(({ sign, year, month, individual }) => {
    const birthYear = (centuryBySign[sign] ?? 1900) + year;
    const thisMonth = `${birthYear}-${String(month).padStart(2, '0')}` === today.slice(0, 7);
    return fc.integer({ min: 1, max: thisMonth ? Number(today.slice(8, 10)) : daysInMonth(birthYear, month) }).map((day) => {
      const datePart = [day, month, year].map((part) => String(part).padStart(2, '0')).join('');
      const number = String(individual).padStart(3, '0');
      return `${datePart}${sign}${number}${personalIdentityCodeCheckCharacter(datePart, number)}`;
    });
  });

describe('identity codes and IBANs as people type them (property-based)', () => {
  it('accepts every valid identity code, whatever its century sign, typed in lower case with spaces around, and sends it upper case', () => {
    fc.assert(
      fc.property(validIdentityCode, (code) => {
        const result = employeeFormSchema(null, today).safeParse({ ...filled, tax_identifier: `  ${code.toLowerCase()} ` });
        expect(result.success && result.data.tax_identifier).toBe(code);
      }),
    );
  });

  it('explains a changed check character as a checksum problem', () => {
    fc.assert(
      fc.property(validIdentityCode, fc.constantFrom(...'0123456789ABCDEFHJKLMNPRSTUVWXY'), (code, check) => {
        fc.pre(code.at(-1) !== check);
        expect(validateEmployeeForm({ ...filled, tax_identifier: code.slice(0, -1) + check }, null, today).tax_identifier).toBe(
          'form.errors.identity.checksum',
        );
      }),
    );
  });

  it('accepts every Finnish IBAN with valid check digits in its printed form and sends the electronic form', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789'), { minLength: 14, maxLength: 14 }), (digits) => {
        const bban = digits.join('');
        const iban = `FI${ibanCheckDigits('FI', bban)}${bban}`;
        const printed = iban.replace(/(.{4})/g, '$1 ').trim();
        const result = employeeFormSchema(null, today).safeParse({ ...filled, iban: printed });
        expect(result.success && result.data.iban).toBe(iban);
      }),
    );
  });
});

describe('editing an employee', () => {
  const opened = initialFormValues(saved, 'fi');

  it('opens with the saved values as a person would type them, and the identity code left out', () => {
    expect(opened).toMatchObject({
      name: 'Aino Laakso',
      monthly_salary_cents: '3 850,00',
      weekly_hours: '37,5',
      pension_basis_points: '7,3',
      withholding_basis_points: '18,5',
      tax_card_income_ceiling_cents: '32 000,00',
      tax_identifier: '',
    });
  });

  it('sends only the employee id when nothing changed', () => {
    expect(employeeFormSchema(saved).parse(opened)).toEqual({ employee_id: 'emp_1' });
  });

  it('sends what changed, in the contract’s units, and keeps the identity code unless one is typed', () => {
    expect(employeeFormSchema(saved).parse({ ...opened, monthly_salary_cents: '3 900', weekly_hours: '30' })).toEqual({
      employee_id: 'emp_1',
      monthly_salary_cents: 390_000,
      weekly_hours: 30,
    });
    expect(employeeFormSchema(saved).parse({ ...opened, tax_identifier: '170385-142w' })).toEqual({
      employee_id: 'emp_1',
      tax_identifier: '170385-142W',
    });
  });

  it('reopens the employment when the end date is cleared', () => {
    expect(employeeFormSchema(saved).parse({ ...opened, end_date: '' })).toEqual({ employee_id: 'emp_1', end_date: null });
  });

  it('switching to hourly sends the type and the rate, not the old salary', () => {
    expect(employeeFormSchema(saved).parse({ ...opened, employment_type: 'hourly', hourly_rate_cents: '21,50' })).toEqual({
      employee_id: 'emp_1',
      employment_type: 'hourly',
      hourly_rate_cents: 2_150,
    });
  });

  it('says a saved rate cannot be cleared, since the service keeps what is left out', () => {
    expect(issuesOf({ ...opened, pension_basis_points: '' }, saved)).toEqual({ pension_basis_points: 'form.errors.cannotClear' });
  });
});
