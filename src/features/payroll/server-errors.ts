import { ApiError } from '../../api/api-error.ts';
import { refusedFieldsIn } from '../../api/refused-fields.ts';
import { contractProblemKey, type EmployeeFormField } from './employee-form-schema.ts';
import type { PayrollTextKey } from './messages.ts';

/**
 * The service names the field of a failure in the envelope's `detail` as `<field>: <why>` (several
 * joined by `; `, perhaps after a sentence such as "The body is not valid."), and says what kind of
 * failure in `error`. This finds, for the fields a form has, the server's words about each, so that
 * they can be shown next to the field instead of in a banner far from it.
 */
export interface FieldProblem<Field extends string> {
  field: Field;
  /** The envelope's machine-readable `error`. */
  error: string;
  /** The server's own words about this field. */
  detail: string;
}


export function fieldProblemsOf<Field extends string>(error: unknown, fields: readonly Field[]): FieldProblem<Field>[] {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status < 400 || error.status >= 500) return [];
  return refusedFieldsIn(error.detail, fields).map(({ field, text }) => ({ field, error: error.error, detail: text }));
}

/**
 * The refusals of `POST /payroll/employees` other than `invalid_request` that have a message of their
 * own (sandbox/api/payroll/employees.ts); each names its field in `detail`.
 */
export const EMPLOYEE_REFUSALS = [
  'missing_field',
  'duplicate_tax_identifier',
  'duplicate_employee_key',
  'duplicate_contract_id',
  'end_date_before_start_date',
  'pay_basis_mismatch',
] as const;

/** A message of the `payroll` namespace said next to a refused field. */
export interface FieldMessage {
  key: PayrollTextKey;
}

/**
 * What the employee form says next to a field the service refused, always in the portal's words (DESIGN.md
 * principle 10): a 400 `invalid_request` explained from the contract's own words about the field (as the form
 * explains its own checks), each other refusal by its `error`, and an unknown one as a refusal of that field
 * to check and try again. The service's own words are in the form's technical details, never at the field.
 */
export function employeeFieldMessage(problem: FieldProblem<EmployeeFormField>): FieldMessage {
  const refusal = EMPLOYEE_REFUSALS.find((known) => known === problem.error);
  const key =
    problem.error === 'invalid_request'
      ? contractProblemKey(problem.field, problem.detail)
      : refusal === undefined
        ? null
        : (`form.serverErrors.${refusal}` as const);
  return { key: key ?? 'form.serverErrors.unknown' };
}

/** The refusals of a save that name no field of the form, each said in its own words (`form.refusals.<error>`). */
export const EMPLOYEE_SAVE_REFUSALS = ['employee_not_found', 'contract_not_found', 'duplicate_contract_id'] as const;
