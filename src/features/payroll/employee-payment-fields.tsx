import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { finnishBankName, normalizeIban } from '../../api/schemas/finnish-identifiers.ts';
import { EmployeeInput, useEmployeeFieldMessage } from './employee-field.tsx';
import type { EmployeeFormValues, SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import styles from './payroll.module.css';

/** Where the pay goes: the account (with its Finnish bank named as it is typed) and its BIC; a saved person's stay unless retyped. */
export function PaymentFields({ saved }: { saved: SavedEmployee | null }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { control } = useFormContext<EmployeeFormValues>();
  const messageOf = useEmployeeFieldMessage(saved);
  const iban = useWatch({ control, name: 'iban' });
  const bank = iban.trim() === '' ? null : finnishBankName(normalizeIban(iban));
  const keep = saved ? t('form.hints.keep') : undefined;
  return (
    <fieldset className={styles.section}>
      <legend>{t('form.sections.payment')}</legend>
      <div className={styles.group}>
        <EmployeeInput field="iban" hint={[t('form.hints.iban'), keep].filter(Boolean).join(' ')} error={messageOf('iban')} />
        <p className={styles.bank} aria-live="polite">
          {bank ? t('form.bankOf', { bank }) : ''}
        </p>
      </div>
      <EmployeeInput field="bic" hint={[t('form.hints.bic'), keep].filter(Boolean).join(' ')} error={messageOf('bic')} />
    </fieldset>
  );
}
