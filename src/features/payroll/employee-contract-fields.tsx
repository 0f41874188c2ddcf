import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '../../api/schemas/payroll.ts';
import { Field } from '../../ui/field.tsx';
import { OpenValueText } from '../../ui/open-value.tsx';
import { EmployeeInput, useEmployeeFieldMessage } from './employee-field.tsx';
import type { EmployeeFormValues, SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { unknownEmploymentType } from './workspace-reading.ts';
import styles from './payroll.module.css';

/** The contract: its dates, its employment type and the pay of that type, and the weekly hours. */
export function ContractFields({ saved }: { saved: SavedEmployee | null }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const { control, register } = useFormContext<EmployeeFormValues>();
  const messageOf = useEmployeeFieldMessage(saved);
  const employmentType = useWatch({ control, name: 'employment_type' });
  /** A saved type the portal does not know (say `permanent`): shown as saved until the person chooses one it knows. */
  const unknownSavedType = unknownEmploymentType(saved?.employment_type);
  const money = t('form.hints.money');
  return (
    <fieldset className={styles.section}>
      <legend>{t('form.sections.contract')}</legend>
      <EmployeeInput field="start_date" type="date" required error={messageOf('start_date')} />
      <EmployeeInput field="end_date" type="date" hint={t('form.hints.end_date')} error={messageOf('end_date')} />
      <Field
        id="employee-employment_type"
        label={t('form.fields.employment_type')}
        required
        requiredText={t('form.required')}
        hint={
          unknownSavedType !== null && employmentType === unknownSavedType ? (
            <>
              {t('form.unknownType.saved')} <OpenValueText value={unknownSavedType} label={undefined} />. {t('form.unknownType.choose')}
            </>
          ) : undefined
        }
        hintPlacement="above"
        error={messageOf('employment_type')}
      >
        {(control) => (
          <select aria-required {...control} {...register('employment_type')}>
            <option value="">{t('form.choose')}</option>
            {/* the saved type stays selected (never turned into another unasked), but cannot be chosen again */}
            {unknownSavedType !== null ? (
              <option value={unknownSavedType} disabled>
                {`${unknownSavedType} (${tCommon('states.unknownValue')})`}
              </option>
            ) : null}
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {employmentType === 'hourly' ? (
        <EmployeeInput field="hourly_rate_cents" required hint={money} inputMode="decimal" error={messageOf('hourly_rate_cents')} />
      ) : employmentType === 'monthly' ? (
        <EmployeeInput field="monthly_salary_cents" required hint={money} inputMode="decimal" error={messageOf('monthly_salary_cents')} />
      ) : null}
      <EmployeeInput field="weekly_hours" hint={t('form.hints.weekly_hours')} inputMode="decimal" error={messageOf('weekly_hours')} />
    </fieldset>
  );
}
