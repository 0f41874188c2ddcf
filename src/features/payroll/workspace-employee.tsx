import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PayrollWorkspace } from '../../api/schemas/payroll.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../app/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loaded } from '../../ui/states.tsx';
import type { SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { workspaceQuery } from './queries.ts';

/**
 * The employee a page is about, as the workspace of the period in the URL has them. Until the
 * workspace is there, or when it fails, the page is payroll's; an employee who is not in that period
 * (or whom `select` cannot use) is said so, with a way back to the period.
 */
export function WorkspaceEmployee<T>({
  employeeId,
  period,
  select,
  backLabel,
  children,
}: {
  employeeId: string;
  period: string;
  /** What the page needs of the employee, or null when the page cannot serve this employee. */
  select: (employee: SavedEmployee) => T | null;
  backLabel: string;
  children: (selected: T, workspace: PayrollWorkspace) => ReactNode;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const { company } = useCurrentCompany();
  const workspace = useQuery(workspaceQuery(client, company.customer_id, period));
  return (
    <Loaded query={workspace} heading={t('title')}>
      {(data) => {
        const employee = data.employees.find((candidate) => candidate.employee_id === employeeId);
        const selected = employee ? select(employee) : null;
        if (selected !== null) return children(selected, data);
        return (
          <>
            <PageHeading>{t('title')}</PageHeading>
            <p>{t('form.notInPeriod', { period: format.period(period) })}</p>
            <Link to={payrollPaths.workspace(company.customer_id, period)}>{backLabel}</Link>
          </>
        );
      }}
    </Loaded>
  );
}
