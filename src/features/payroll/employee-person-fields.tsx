import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmployeeInput, useEmployeeFieldMessage } from './employee-field.tsx';
import type { EmployeeFormValues, SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import styles from './payroll.module.css';

/**
 * The person: name, key and personal identity code. A saved person's code is shown masked and is sent only
 * when the person chooses to change it; keeping it again empties the field.
 */
export function PersonFields({
  saved,
  changingIdentity,
  onChangingIdentity,
}: {
  saved: SavedEmployee | null;
  changingIdentity: boolean;
  onChangingIdentity: (changing: boolean) => void;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { setValue, setFocus } = useFormContext<EmployeeFormValues>();
  const messageOf = useEmployeeFieldMessage(saved);
  const changeIdentityButton = useRef<HTMLButtonElement>(null);
  // the field takes the focus when the person opened it, not when the page opens with it (a new employee)
  const identityOpenedByPerson = useRef(false);
  useEffect(() => {
    if (changingIdentity && identityOpenedByPerson.current) setFocus('tax_identifier');
  }, [changingIdentity, setFocus]);

  return (
    <fieldset className={styles.section}>
      <legend>{t('form.sections.person')}</legend>
      <EmployeeInput field="name" required error={messageOf('name')} />
      <EmployeeInput field="employee_key" hint={t('form.hints.employee_key')} error={messageOf('employee_key')} />
      {changingIdentity ? (
        <div className={styles.group}>
          <EmployeeInput
            field="tax_identifier"
            required={!saved}
            hint={saved ? `${t('form.hints.tax_identifier')} ${t('form.hints.keep')}` : t('form.hints.tax_identifier')}
            error={messageOf('tax_identifier')}
          />
          {saved ? (
            <div className="actions">
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  setValue('tax_identifier', '');
                  identityOpenedByPerson.current = false;
                  onChangingIdentity(false);
                  // the button is back once the field is gone
                  requestAnimationFrame(() => changeIdentityButton.current?.focus());
                }}
              >
                {t('form.keepIdentity')}
              </button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.group}>
          <span className={styles.label}>{t('form.fields.tax_identifier')}</span>
          <p className={styles.saved}>{t('form.savedIdentity', { masked: saved?.tax_identifier_masked ?? '****' })}</p>
          <div className="actions">
            <button
              ref={changeIdentityButton}
              type="button"
              className="secondary"
              onClick={() => {
                identityOpenedByPerson.current = true;
                onChangingIdentity(true);
              }}
            >
              {t('form.changeIdentity')}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
