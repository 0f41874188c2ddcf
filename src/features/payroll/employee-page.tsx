import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { EmployeeInput } from '../../api/schemas/payroll.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { ContractFields } from './employee-contract-fields.tsx';
import { identityValuesOf } from './employee-field.tsx';
import { EMPLOYEE_FORM_FIELDS, initialFormValues, type EmployeeFormValues, type SavedEmployee } from './employee-form-schema.ts';
import { employeeFormSchema } from './employee-form-request.ts';
import { PaymentFields } from './employee-payment-fields.tsx';
import { PersonFields } from './employee-person-fields.tsx';
import { EmployeeSaveFailure } from './employee-save-failure.tsx';
import { SaveNoticeView } from './employee-save-notice.tsx';
import { TaxFields } from './employee-tax-fields.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { periodFromSearch } from './periods.ts';
import { employeeFieldMessage } from './server-errors.ts';
import { useEmployeeSave } from './use-employee-save.ts';
import { WorkspaceEmployee } from './workspace-employee.tsx';
import styles from './payroll.module.css';

/** Adding an employee (`employees/new`) or editing one (`employees/:employeeId`) of the period in the URL. */
export function EmployeePage() {
  const { employeeId } = useParams();
  const [search] = useSearchParams();
  const period = periodFromSearch(search.get('period'));
  if (employeeId === undefined) return <EmployeeEditor saved={null} period={period} />;
  return <ExistingEmployee employeeId={employeeId} period={period} />;
}

function ExistingEmployee({ employeeId, period }: { employeeId: string; period: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  return (
    <WorkspaceEmployee employeeId={employeeId} period={period} select={(employee) => employee} backLabel={t('form.back')}>
      {(saved) => <EmployeeEditor key={saved.employee_id} saved={saved} period={period} />}
    </WorkspaceEmployee>
  );
}

/** The employee form: its sections, what the last save came to, and the save. */
function EmployeeEditor({ saved, period }: { saved: SavedEmployee | null; period: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const { company } = useCurrentCompany();
  const customerId = company.customer_id;
  const [changingIdentity, setChangingIdentity] = useState(saved === null);
  const schema = useMemo(() => employeeFormSchema(saved), [saved]);
  const form = useContractForm<EmployeeFormValues, EmployeeInput>({
    schema,
    defaultValues: initialFormValues(saved, format.language),
    // in the portal's words at the field; the service's own are in the technical details under the form
    refusals: {
      fields: EMPLOYEE_FORM_FIELDS,
      say: (refusal): string => t(employeeFieldMessage(refusal).key, identityValuesOf(form.getValues('tax_identifier'), format.date)),
    },
  });
  const { submit, notice, failure, pending } = useEmployeeSave({ saved, period, customerId, form, onSaved: () => setChangingIdentity(false) });

  return (
    <>
      <Link className={styles.back} to={payrollPaths.workspace(customerId, period)}>
        <span aria-hidden="true">← </span>
        {t('form.back')}
      </Link>
      <PageHeading>{saved ? t('form.editTitle', { name: saved.name }) : t('form.newTitle')}</PageHeading>
      <SaveNoticeView notice={notice} name={saved?.name ?? ''} customerId={customerId} />

      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
          <PersonFields saved={saved} changingIdentity={changingIdentity} onChangingIdentity={setChangingIdentity} />
          <PaymentFields saved={saved} />
          <ContractFields saved={saved} />
          <TaxFields saved={saved} />
          {failure ? <EmployeeSaveFailure error={failure.error} onFields={failure.onFields} /> : null}
          <div className="actions">
            <SubmitButton pending={pending} label={t('form.save')} pendingLabel={t('form.saving')} />
            <Link to={payrollPaths.workspace(customerId, period)}>{t('form.back')}</Link>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
