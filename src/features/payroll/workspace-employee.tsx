import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { workspaceQuery } from '../../api/queries/payroll.ts';
import { findEmployee, type ReadWorkspace, type SavedEmployee } from './workspace-reading.ts';

/**
 * The employee a page is about, as the workspace of the period in the URL has them. Until the
 * workspace is there, or when it fails, the page is payroll's; an employee who is not in that period
 * (or whom `select` cannot use) is said so, with a way back to the period. An employee whose row the
 * service sent but the portal could not read is said to be that: there, but unreadable — not missing.
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
  children: (selected: T, workspace: ReadWorkspace) => ReactNode;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const client = useService();
  const { company } = useCurrentCompany();
  const workspace = useQuery(workspaceQuery(client, company.customer_id, period));
  const back = <Link to={payrollPaths.workspace(company.customer_id, period)}>{backLabel}</Link>;
  return (
    <Loaded query={workspace} heading={t('title')}>
      {(data) => {
        const found = findEmployee(data, employeeId);
        const selected = found.kind === 'readable' ? select(found.employee) : null;
        if (selected !== null) return children(selected, data);
        if (found.kind === 'unreadable') {
          return (
            <>
              <PageHeading>{t('title')}</PageHeading>
              <div data-unreadable-item="">
                <p>{t('form.unreadable')}</p>
                <TechnicalDetails
                  lines={[tCommon('states.unreadableItemId', { id: employeeId }), tCommon('states.unreadableProblem', { problem: found.item.problem })]}
                />
              </div>
              {back}
            </>
          );
        }
        return (
          <>
            <PageHeading>{t('title')}</PageHeading>
            <p>{t('form.notInPeriod', { period: format.period(period) })}</p>
            {back}
          </>
        );
      }}
    </Loaded>
  );
}
