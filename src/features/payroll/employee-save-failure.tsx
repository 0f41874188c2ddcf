import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { EMPLOYEE_SAVE_REFUSALS } from './server-errors.ts';

/**
 * A save that failed, in plain words first (docs/decisions/0021, principle 10): refused fields are marked where they are
 * (said here once, above the button), a refusal naming no field of the form that the portal knows is said in
 * its own words, anything else is the shared banner's. The service's own words, code and status are in the
 * technical details.
 */
export function EmployeeSaveFailure({ error, onFields }: { error: unknown; onFields: boolean }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  if (onFields) return <FieldsRefused error={error} text={t('form.fixFields')} />;
  const known = error instanceof ApiError ? EMPLOYEE_SAVE_REFUSALS.find((refusal) => refusal === error.error) : undefined;
  if (known === undefined) return <ErrorBanner error={error} title={t('form.failed')} />;
  return (
    <Refusal error={error} title={t('form.failed')}>
      <p>{t(`form.refusals.${known}`)}</p>
    </Refusal>
  );
}
