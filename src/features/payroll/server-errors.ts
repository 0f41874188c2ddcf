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

/** A message of the `payroll` namespace and what it says besides the form's own values. */
export interface FieldMessage {
  key: PayrollTextKey;
  values?: { detail: string };
}

/**
 * What the employee form says next to a field the service refused: a 400 `invalid_request` explained
 * from the contract's own words about the field (as the form explains its own checks), each other
 * refusal by its `error`, and an unknown one in the person's language as a refusal whose reason the
 * service gave, quoted as it gave it.
 */
export function employeeFieldMessage(problem: FieldProblem<EmployeeFormField>): FieldMessage {
  const refusal = EMPLOYEE_REFUSALS.find((known) => known === problem.error);
  const key =
    problem.error === 'invalid_request'
      ? contractProblemKey(problem.field, problem.detail)
      : refusal === undefined
        ? null
        : (`form.serverErrors.${refusal}` as const);
  return key === null ? { key: 'form.serverErrors.unknown', values: { detail: problem.detail } } : { key };
}
