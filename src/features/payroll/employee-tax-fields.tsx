import { useTranslation } from 'react-i18next';
import { EmployeeInput, useEmployeeFieldMessage } from './employee-field.tsx';
import type { SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import styles from './payroll.module.css';

/** The figures of a paper tax card (one fetched from the tax authority replaces them), the rate the employee asked for, and the pension rate. */
export function TaxFields({ saved }: { saved: SavedEmployee | null }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const messageOf = useEmployeeFieldMessage(saved);
  const money = t('form.hints.money');
  const percent = t('form.hints.percent');
  return (
    <fieldset className={styles.section}>
      <legend>{t('form.sections.tax')}</legend>
      <p className={styles.sectionHint}>{t('form.hints.tax')}</p>
      <EmployeeInput field="withholding_basis_points" hint={percent} inputMode="decimal" error={messageOf('withholding_basis_points')} />
      <EmployeeInput field="tax_card_additional_basis_points" hint={percent} inputMode="decimal" error={messageOf('tax_card_additional_basis_points')} />
      <EmployeeInput field="tax_card_income_ceiling_cents" hint={money} inputMode="decimal" error={messageOf('tax_card_income_ceiling_cents')} />
      <EmployeeInput field="tax_card_effective_from" type="date" error={messageOf('tax_card_effective_from')} />
      <EmployeeInput
        field="employee_requested_minimum_basis_points"
        hint={`${percent} ${t('form.hints.requested')}`}
        inputMode="decimal"
        error={messageOf('employee_requested_minimum_basis_points')}
      />
      <EmployeeInput field="pension_basis_points" hint={percent} inputMode="decimal" error={messageOf('pension_basis_points')} />
    </fieldset>
  );
}
