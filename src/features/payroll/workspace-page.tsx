import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isUnreadable, readableItems } from '../../api/reading.ts';
import { Period } from '../../api/schemas/common.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { OpenValueText, TechnicalDetails, UnreadableRow, useKnownLabel } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Pill } from '../../ui/pill.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { formatHoursForInput } from './parse-amounts.ts';
import { payrollPaths } from './paths.ts';
import { periodFromSearch, shiftPeriod } from './periods.ts';
import { workspaceQuery } from './queries.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { employeeCount, runNameOf } from './run-reading.ts';
import { TaxState } from './tax-state.tsx';
import { knownEmploymentType, savedUnreadableOf, unknownEmploymentType, type ReadWorkspace, type SavedEmployee } from './workspace-reading.ts';
import styles from './payroll.module.css';

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
        <Link className={styles.buttonLink} to={payrollPaths.newEmployee(company.customer_id, period)}>
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
    <section className="card" aria-labelledby="payroll-employees">
      <h2 id="payroll-employees">
        {t('employees.title')} · {format.period(workspace.period)}
      </h2>
      {workspace.employees.length === 0 ? (
        <Empty>{t('employees.empty', { period: format.period(workspace.period) })}</Empty>
      ) : (
        <ScrollRegion labelledBy="payroll-employees">
          <table>
            <caption className="visually-hidden">
              {t('employees.title')} {format.period(workspace.period)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('employees.name')}</th>
                <th scope="col">{t('employees.contract')}</th>
                <th scope="col">{t('employees.employment')}</th>
                <th scope="col">{t('employees.taxCard')}</th>
                <th scope="col">{t('employees.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {workspace.employees.map((employee, index) =>
                isUnreadable(employee) ? (
                  <UnreadableRow key={`unreadable-${index}`} item={employee} columns={5} />
                ) : (
                  <EmployeeRow key={employee.employee_id} employee={employee} customerId={customerId} period={workspace.period} />
                ),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function EmployeeRow({ employee, customerId, period }: { employee: SavedEmployee; customerId: string; period: string }) {
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
    <tr>
      <th scope="row">
        <Link to={payrollPaths.employee(customerId, employee.employee_id, period)}>{employee.name}</Link>
        <ul className={`${styles.lines} ${styles.muted}`}>
          {employee.employee_key ? <li>{t('employees.key', { key: employee.employee_key })}</li> : null}
          {employee.tax_identifier_masked ? <li>{t('employees.identity', { masked: employee.tax_identifier_masked })}</li> : null}
        </ul>
      </th>
      <td>
        <ul className={styles.lines}>
          {/* the pay names its basis; a type the portal does not know is shown as the service said it, marked */}
          {unknownType !== null ? (
            <li>
              <OpenValueText value={unknownType} label={undefined} />
            </li>
          ) : null}
          {pay ? <li>{pay}</li> : knownType ? <li>{t(`types.${knownType}`)}</li> : null}
          {hours !== null && hours !== undefined ? (
            <li>{t('employees.weeklyHours', { hours: formatHoursForInput(hours, format.language) })}</li>
          ) : null}
        </ul>
      </td>
      <td>
        {employee.start_date
          ? employee.end_date
            ? t('employees.range', { start: format.date(employee.start_date), end: format.date(employee.end_date) })
            : t('employees.from', { start: format.date(employee.start_date) })
          : '–'}
      </td>
      <td>
        <TaxState employee={employee} />
      </td>
      <td>
        {employee.contract_id ? (
          <Link to={payrollPaths.taxCard(customerId, employee.employee_id, period)} aria-label={t('employees.fetchTaxCardFor', { name: employee.name })}>
            {t('employees.fetchTaxCard')}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}

function DraftRunsSection({ workspace, customerId }: { workspace: ReadWorkspace; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  // each run read for its kind, period and employee count (issue 15 item 3); named by its payday meanwhile
  const named = useListedRuns(customerId, readableItems(workspace.draft_runs));
  const byId = new Map(named.map((entry) => [entry.listed.id, entry]));
  return (
    <section className="card" aria-labelledby="payroll-draft-runs">
      <h2 id="payroll-draft-runs">
        {t('draftRuns.title')} · {format.period(workspace.period)}
      </h2>
      {workspace.draft_runs.length === 0 ? (
        <Empty>{t('draftRuns.empty', { period: format.period(workspace.period) })}</Empty>
      ) : (
        <>
          <ScrollRegion labelledBy="payroll-draft-runs">
            <table>
              <caption className="visually-hidden">
                {t('draftRuns.title')} {format.period(workspace.period)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('draftRuns.id')}</th>
                  <th scope="col">{t('draftRuns.paymentDate')}</th>
                  <th scope="col">{t('draftRuns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {workspace.draft_runs.map((run, index) => {
                  if (isUnreadable(run)) return <UnreadableRow key={`unreadable-${index}`} item={run} columns={3} />;
                  const entry = byId.get(run.id);
                  return (
                    <tr key={run.id} data-run-id={run.id}>
                      <th scope="row">
                        <Link to={payrollPaths.run(customerId, run.id)}>{nameOf(entry?.name ?? runNameOf(run, undefined))}</Link>
                        {entry?.run ? <span className={`${styles.muted} ${styles.block}`}>{t('runs.employees', { count: employeeCount(entry.run) })}</span> : null}
                      </th>
                      <td>{format.date(run.payment_date)}</td>
                      <td>
                        <RunStatus status={run.status} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <TechnicalDetails lines={[t('runs.ids', { ids: readableItems(workspace.draft_runs).map((run) => run.id).join(', ') })]} />
        </>
      )}
    </section>
  );
}

/** A status the portal knows in words; one it does not know is shown as the service said it, marked unknown. */
function RunStatus({ status }: { status: string }) {
  const label = useKnownLabel(PAYROLL_NAMESPACE)('draftRuns.statuses', status);
  return (
    <Pill className={label === undefined ? undefined : styles[status]}>
      <OpenValueText value={status} label={label} />
    </Pill>
  );
}
