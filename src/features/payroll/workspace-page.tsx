import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Period } from '../../api/schemas/common.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { OpenValueText } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { formatHoursForInput } from '../../i18n/parse-amounts.ts';
import { payrollPaths } from './paths.ts';
import { periodFromSearch, shiftPeriod } from './periods.ts';
import { workspaceQuery } from '../../api/queries/payroll.ts';
import { TaxState } from './tax-state.tsx';
import { knownEmploymentType, savedUnreadableOf, unknownEmploymentType, type ReadWorkspace, type SavedEmployee } from './workspace-reading.ts';
import styles from './payroll.module.css';
import { DraftRunsSection } from './draft-runs-section.tsx';

/** The payroll workspace of one period: who is employed, on what terms and tax card, and the draft runs. */
export function WorkspacePage() {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const { company } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search.get('period'));
  const workspace = useQuery(workspaceQuery(client, company.customer_id, period));
  // An employee added (2xx) whose answer could not be read: the form sent the person here, to the
  // workspace read again, rather than inviting a second identical create (see employee-page.tsx).
  const savedUnreadable = savedUnreadableOf(useLocation().state);

  return (
    <>
      <PageTop heading={t('title')}>
        <p>{t('intro')}</p>
      </PageTop>
      {savedUnreadable ? <DoneButUnreadable answer={savedUnreadable} what={t('form.savedUnreadable', { name: savedUnreadable.name })} /> : null}
      <div className={styles.toolbar}>
        <PeriodPicker key={period} period={period} onChoose={(next) => setSearch({ period: next })} />
        <Link className="button" to={payrollPaths.newEmployee(company.customer_id, period)}>
          {t('employees.add')}
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {t('period.showing', { period: format.period(period) })}
      </p>
      <Loaded query={workspace}>
        {(data) => (
          <>
            <EmployeesSection workspace={data} customerId={company.customer_id} />
            <DraftRunsSection workspace={data} customerId={company.customer_id} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** The month shown: a month field, and a step back or forward. A half-typed month is kept until it is one. */
function PeriodPicker({ period, onChoose }: { period: string; onChoose: (period: string) => void }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const [typed, setTyped] = useState(period);
  return (
    <div className={styles.periodPicker}>
      <button type="button" className="secondary" onClick={() => onChoose(shiftPeriod(period, -1))}>
        <span aria-hidden="true">← </span>
        {t('period.previous')}
      </button>
      <div className={styles.group}>
        <label htmlFor="payroll-period" className={styles.label}>{t('period.label')}</label>
        <input
          id="payroll-period"
          type="month"
          value={typed}
          aria-describedby="payroll-period-hint"
          onChange={(event) => {
            setTyped(event.target.value);
            if (Period.safeParse(event.target.value).success) onChoose(event.target.value);
          }}
        />
        <span id="payroll-period-hint" className="visually-hidden">
          {t('period.hint')}
        </span>
      </div>
      <button type="button" className="secondary" onClick={() => onChoose(shiftPeriod(period, 1))}>
        {t('period.next')}
        <span aria-hidden="true"> →</span>
      </button>
    </div>
  );
}

function EmployeesSection({ workspace, customerId }: { workspace: ReadWorkspace; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  return (
    <Section headingId="payroll-employees" title={`${t('employees.title')} · ${format.period(workspace.period)}`}>
      {workspace.employees.length === 0 ? (
        <Empty>{t('employees.empty', { period: format.period(workspace.period) })}</Empty>
      ) : (
        <DataTable
          labelledBy="payroll-employees"
          rows={workspace.employees}
          rowKey={(employee) => employee.employee_id}
          columns={[
            {
              key: 'name',
              header: t('employees.name'),
              rowHeader: true,
              cell: (employee) => (
                <>
                  <Link to={payrollPaths.employee(customerId, employee.employee_id, workspace.period)}>{employee.name}</Link>
                  <ul className={`${styles.lines} ${styles.muted}`}>
                    {employee.employee_key ? <li>{t('employees.key', { key: employee.employee_key })}</li> : null}
                    {employee.tax_identifier_masked ? <li>{t('employees.identity', { masked: employee.tax_identifier_masked })}</li> : null}
                  </ul>
                </>
              ),
            },
            { key: 'contract', header: t('employees.contract'), cell: (employee) => <Pay employee={employee} /> },
            {
              key: 'employment',
              header: t('employees.employment'),
              cell: (employee) =>
                employee.start_date
                  ? employee.end_date
                    ? t('employees.range', { start: format.date(employee.start_date), end: format.date(employee.end_date) })
                    : t('employees.from', { start: format.date(employee.start_date) })
                  : '–',
            },
            { key: 'taxCard', header: t('employees.taxCard'), wide: true, cell: (employee) => <TaxState employee={employee} /> },
            {
              key: 'actions',
              header: t('employees.actions'),
              phoneLabel: null,
              cell: (employee) =>
                employee.contract_id ? (
                  <Link to={payrollPaths.taxCard(customerId, employee.employee_id, workspace.period)} aria-label={t('employees.fetchTaxCardFor', { name: employee.name })}>
                    {t('employees.fetchTaxCard')}
                  </Link>
                ) : null,
            },
          ]}
        />
      )}
    </Section>
  );
}

/** What the employee is paid and on what basis; a type the portal does not know is shown as the service said it, marked. */
function Pay({ employee }: { employee: SavedEmployee }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const pay =
    employee.monthly_salary_cents !== null
      ? t('employees.monthly', { amount: format.money(employee.monthly_salary_cents) })
      : employee.hourly_rate_cents !== null
        ? t('employees.hourly', { amount: format.money(employee.hourly_rate_cents) })
        : null;
  const hours = employee.weekly_hours;
  const knownType = knownEmploymentType(employee.employment_type);
  const unknownType = unknownEmploymentType(employee.employment_type);
  return (
    <ul className={styles.lines}>
      {unknownType !== null ? (
        <li>
          <OpenValueText value={unknownType} label={undefined} />
        </li>
      ) : null}
      {pay ? <li>{pay}</li> : knownType ? <li>{t(`types.${knownType}`)}</li> : null}
      {hours !== null && hours !== undefined ? <li>{t('employees.weeklyHours', { hours: formatHoursForInput(hours, format.language) })}</li> : null}
    </ul>
  );
}
