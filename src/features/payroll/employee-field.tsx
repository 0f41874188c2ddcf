import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { personalIdentityCodeBirthDate } from '../../api/schemas/finnish-identifiers.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Field } from '../../ui/field.tsx';
import { normalizeIdentityCode, type EmployeeFormField, type EmployeeFormValues, type SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE, type PayrollTextKey } from './messages.ts';
import { unknownEmploymentType } from './workspace-reading.ts';

/** What an explanation of the identity code quotes of it: its century sign and the birth date it gives. */
export function identityValuesOf(typed: string, formatDate: (date: string) => string): { sign: string; birthDate: string } {
  const code = normalizeIdentityCode(typed);
  const birthDate = personalIdentityCodeBirthDate(code);
  return { sign: code.charAt(6), birthDate: birthDate === null ? '' : formatDate(birthDate) };
}

/**
 * What the employee form says under a field: the service's refusals come translated; the form's own (and the
 * contract's) are message keys, or the contract's own words when it has none for them.
 */
export function useEmployeeFieldMessage(saved: SavedEmployee | null): (field: EmployeeFormField) => string | undefined {
  const { t, i18n } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const {
    control,
    formState: { errors },
  } = useFormContext<EmployeeFormValues>();
  const identityCode = useWatch({ control, name: 'tax_identifier' });
  const unknownSavedType = unknownEmploymentType(saved?.employment_type);
  const isTextKey = (message: string): message is PayrollTextKey => i18n.exists(message, { ns: PAYROLL_NAMESPACE });
  return (field) => {
    const error: FieldError | undefined = errors[field];
    if (!error?.message) return undefined;
    if (error.type === 'server' || !error.message.startsWith('form.') || !isTextKey(error.message)) return error.message;
    return t(error.message, { ...identityValuesOf(identityCode, format.date), type: unknownSavedType ?? '' });
  };
}

/** One input of the employee form: a date is the browser's date picker; the rest are typed as text, never spell-checked. */
export function EmployeeInput({
  field,
  type = 'text',
  required,
  hint,
  inputMode,
  autoComplete = 'off',
  error,
}: {
  field: EmployeeFormField;
  type?: 'text' | 'date';
  required?: boolean;
  hint?: ReactNode;
  inputMode?: 'decimal' | 'text';
  autoComplete?: string;
  error: string | undefined;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { register } = useFormContext<EmployeeFormValues>();
  return (
    <Field id={`employee-${field}`} label={t(`form.fields.${field}`)} required={required} requiredText={t('form.required')} hint={hint} error={error}>
      {(control) => (
        <input
          type={type}
          {...(type === 'text' ? { inputMode, autoComplete, spellCheck: false } : {})}
          aria-required={required || undefined}
          {...control}
          {...register(field)}
        />
      )}
    </Field>
  );
}
