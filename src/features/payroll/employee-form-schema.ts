import { isIsoDate } from '../../api/schemas/calendar.ts';
import { bicMessage, ibanMessages, isBic, normalizeIban, personalIdentityCodeMessages, todayInFinland, validateIban, validatePersonalIdentityCode } from '../../api/schemas/finnish-identifiers.ts';
import { EmploymentType } from '../../api/schemas/payroll.ts';
import type { Language } from '../../i18n/format.ts';
import { formatBasisPointsForInput, formatCentsForInput, formatHoursForInput, parseEuros, parseHours, parsePercent, type ParsedAmount } from '../../i18n/parse-amounts.ts';
import { type SavedEmployee } from './workspace-reading.ts';
import type { PayrollTextKey } from './messages.ts';

/**
 * The employee form: what a person types (text, euros, percentages, dates) checked with the contract's
 * own validators and turned into the contract's `EmployeeInput` (cents, basis points), which it is
 * finally parsed with. Field names are the contract's, so that a server error about `iban` lands on
 * the IBAN field. Issue messages are keys of the `payroll` namespace (`form.errors.*`).
 */

export type { SavedEmployee };

export const EMPLOYEE_FORM_FIELDS = [
  'name',
  'employee_key',
  'tax_identifier',
  'iban',
  'bic',
  'start_date',
  'end_date',
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
] as const;

export type EmployeeFormField = (typeof EMPLOYEE_FORM_FIELDS)[number];
export type EmployeeFormValues = Record<EmployeeFormField, string>;

const PERCENT_FIELDS = [
  'pension_basis_points',
  'withholding_basis_points',
  'tax_card_additional_basis_points',
  'employee_requested_minimum_basis_points',
] as const;
const DATE_FIELDS = ['start_date', 'end_date', 'tax_card_effective_from'] as const;

export function isEmployeeFormField(value: unknown): value is EmployeeFormField {
  return EMPLOYEE_FORM_FIELDS.some((field) => field === value);
}

/** What the contract (`EmployeeInput`) checks in each field, as one kind of explanation. */
type ContractRule = 'text' | 'identity' | 'iban' | 'bic' | 'date' | 'employment_type' | 'pay' | 'hours' | 'rate' | 'ceiling';

const CONTRACT_RULE_OF: Record<EmployeeFormField, ContractRule> = {
  name: 'text',
  employee_key: 'text',
  tax_identifier: 'identity',
  iban: 'iban',
  bic: 'bic',
  start_date: 'date',
  end_date: 'date',
  employment_type: 'employment_type',
  monthly_salary_cents: 'pay',
  hourly_rate_cents: 'pay',
  weekly_hours: 'hours',
  pension_basis_points: 'rate',
  withholding_basis_points: 'rate',
  tax_card_additional_basis_points: 'rate',
  tax_card_income_ceiling_cents: 'ceiling',
  tax_card_effective_from: 'date',
  employee_requested_minimum_basis_points: 'rate',
};

function reasonOf<Reason extends string>(messages: Readonly<Record<Reason, string>>, said: string): Reason | undefined {
  return (Object.keys(messages) as Reason[]).find((reason) => messages[reason] === said);
}

/**
 * The form's explanation (a message key) of the contract refusing a field's value, from the contract's
 * own words about it: the message of a zod issue, which is also what the service's 400 `invalid_request`
 * says after `<field>: `. An identity code, an IBAN or a BIC can be refused for several reasons, told
 * apart by the contract's words for each; every other field has one rule (a real date, text without
 * control characters, a rate of 0–100 %…), which its explanation says whatever the words. Null when the
 * words are none the contract has for the field: the caller then shows them as they are.
 */
export function contractProblemKey(field: EmployeeFormField, said: string): PayrollTextKey | null {
  const words = said.trim().replace(/\.$/, '');
  const rule = CONTRACT_RULE_OF[field];
  switch (rule) {
    case 'identity': {
      const reason = reasonOf(personalIdentityCodeMessages, words);
      return reason === undefined ? null : `form.errors.identity.${reason}`;
    }
    case 'iban': {
      const reason = reasonOf(ibanMessages, words);
      return reason === undefined ? null : `form.errors.iban.${reason}`;
    }
    case 'bic':
      return words === bicMessage ? 'form.errors.bic' : null;
    default:
      return `form.serverErrors.invalid.${rule}`;
  }
}

/** The values the form opens with: empty for a new employee, the saved ones (as typed) for an edit. */
export function initialFormValues(saved: SavedEmployee | null, language: Language): EmployeeFormValues {
  const cents = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatCentsForInput(value, language));
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : formatBasisPointsForInput(value, language);
  return {
    name: saved?.name ?? '',
    employee_key: saved?.employee_key ?? '',
    // The saved identity code and bank account are never sent back in full: empty keeps them.
    tax_identifier: '',
    iban: '',
    bic: '',
    start_date: saved?.start_date ?? '',
    end_date: saved?.end_date ?? '',
    employment_type: saved?.employment_type ?? '',
    monthly_salary_cents: cents(saved?.monthly_salary_cents),
    hourly_rate_cents: cents(saved?.hourly_rate_cents),
    weekly_hours: saved?.weekly_hours === null || saved?.weekly_hours === undefined ? '' : formatHoursForInput(saved.weekly_hours, language),
    pension_basis_points: percent(saved?.pension_basis_points),
    withholding_basis_points: percent(saved?.withholding_basis_points),
    tax_card_additional_basis_points: percent(saved?.tax_card_additional_basis_points),
    tax_card_income_ceiling_cents: cents(saved?.tax_card_income_ceiling_cents),
    tax_card_effective_from: saved?.tax_card_effective_from ?? '',
    employee_requested_minimum_basis_points: percent(saved?.employee_requested_minimum_basis_points),
  };
}

export const normalizeIdentityCode = (text: string) => text.trim().toUpperCase();
export const normalizeBic = (text: string) => text.replace(/\s+/g, '').toUpperCase();

function amountIssue(parsed: ParsedAmount): PayrollTextKey | null {
  return parsed.ok ? null : `form.errors.amount.${parsed.reason}`;
}

/**
 * Each field's problem as a message key, or none; `saved` is the employee being edited, `today` the date
 * in Finland (`YYYY-MM-DD`) after which no one is born.
 */
export function validateEmployeeForm(
  values: EmployeeFormValues,
  saved: SavedEmployee | null,
  today: string = todayInFinland(),
): Partial<Record<EmployeeFormField, PayrollTextKey>> {
  const problems: Partial<Record<EmployeeFormField, PayrollTextKey>> = {};
  const text = (field: EmployeeFormField) => values[field].trim();
  const set = (field: EmployeeFormField, key: PayrollTextKey | null) => {
    if (key !== null && problems[field] === undefined) problems[field] = key;
  };

  if (text('name') === '') set('name', 'form.errors.required');
  if (saved?.employee_key && text('employee_key') === '') set('employee_key', 'form.errors.cannotClear');

  const identity = normalizeIdentityCode(values.tax_identifier);
  if (identity === '') {
    if (!saved) set('tax_identifier', 'form.errors.required');
  } else {
    const result = validatePersonalIdentityCode(identity, today);
    if (!result.ok) set('tax_identifier', `form.errors.identity.${result.reason}`);
  }

  const iban = normalizeIban(values.iban);
  if (iban !== '') {
    const result = validateIban(iban);
    if (!result.ok) set('iban', `form.errors.iban.${result.reason}`);
  }
  const bic = normalizeBic(values.bic);
  if (bic !== '' && !isBic(bic)) set('bic', 'form.errors.bic');

  for (const field of DATE_FIELDS) {
    if (text(field) !== '' && !isIsoDate(text(field))) set(field, 'form.errors.date');
  }
  if (text('start_date') === '') set('start_date', 'form.errors.required');
  if (saved?.tax_card_effective_from && text('tax_card_effective_from') === '') set('tax_card_effective_from', 'form.errors.cannotClear');
  if (problems.start_date === undefined && problems.end_date === undefined && text('end_date') !== '' && text('end_date') < text('start_date')) {
    set('end_date', 'form.errors.endBeforeStart');
  }

  // The contract's employment types (`monthly`, `hourly`), the same the service accepts. An employee saved
  // with a type the portal does not know opens with it: it is never turned into one of these unasked, and
  // the person is told to choose one before the form can be sent.
  const type = text('employment_type');
  if (!EmploymentType.safeParse(type).success) {
    const keptUnknown = type !== '' && saved !== null && type === saved.employment_type;
    set('employment_type', keptUnknown ? 'form.errors.unknownType' : 'form.errors.required');
  }
  const payField = type === 'hourly' ? 'hourly_rate_cents' : type === 'monthly' ? 'monthly_salary_cents' : null;
  if (payField !== null) {
    if (text(payField) === '') set(payField, 'form.errors.required');
    else {
      const pay = parseEuros(values[payField]);
      set(payField, amountIssue(pay));
      if (pay.ok && pay.value <= 0) set(payField, 'form.errors.amount.positive');
    }
  }

  if (text('weekly_hours') !== '') set('weekly_hours', amountIssue(parseHours(values.weekly_hours)));
  else if (saved?.weekly_hours !== null && saved?.weekly_hours !== undefined) set('weekly_hours', 'form.errors.cannotClear');

  for (const field of PERCENT_FIELDS) {
    if (text(field) !== '') set(field, amountIssue(parsePercent(values[field])));
    else if (saved?.[field] !== null && saved?.[field] !== undefined) set(field, 'form.errors.cannotClear');
  }
  if (text('tax_card_income_ceiling_cents') !== '') {
    set('tax_card_income_ceiling_cents', amountIssue(parseEuros(values.tax_card_income_ceiling_cents)));
  } else if (saved?.tax_card_income_ceiling_cents !== null && saved?.tax_card_income_ceiling_cents !== undefined) {
    set('tax_card_income_ceiling_cents', 'form.errors.cannotClear');
  }
  return problems;
}
