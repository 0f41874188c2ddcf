import type { FieldRefusal } from '../../ui/use-contract-form.ts';
import { contractProblemKey, type EmployeeFormField } from './employee-form-schema.ts';
import type { PayrollTextKey } from './messages.ts';

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
 * What the employee form says next to a field the service refused, always in the portal's words (docs/decisions/0021,\n * principle 10): a 400 `invalid_request` explained from the contract's own words about the field (as the form
 * explains its own checks), each other refusal by its `error`, and an unknown one as a refusal of that field
 * to check and try again. The service's own words are in the form's technical details, never at the field.
 */
export function employeeFieldMessage({ field, text, error }: FieldRefusal<EmployeeFormField>): FieldMessage {
  const refusal = EMPLOYEE_REFUSALS.find((known) => known === error.error);
  const key =
    error.error === 'invalid_request'
      ? contractProblemKey(field, text)
      : refusal === undefined
        ? null
        : (`form.serverErrors.${refusal}` as const);
  return { key: key ?? 'form.serverErrors.unknown' };
}

/** The refusals of a save that name no field of the form, each said in its own words (`form.refusals.<error>`). */
export const EMPLOYEE_SAVE_REFUSALS = ['employee_not_found', 'contract_not_found', 'duplicate_contract_id'] as const;
