import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, readableItems } from '../../api/reading.ts';
import { Period } from '../../api/schemas/common.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Pill } from '../../ui/pill.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner, Empty, ErrorBanner, Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { formatHoursForInput } from '../../i18n/parse-amounts.ts';
import { payrollPaths } from './paths.ts';
import { lastDayOf, periodFromSearch, shiftPeriod, todayInFinland } from './periods.ts';
import { createRunMutation, workspaceQuery } from './queries.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { employeeCount, kindsToCreate, runNameOf, type KnownRunKind } from './run-reading.ts';
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

function DraftRunsSection({ workspace, customerId }: { workspace: ReadWorkspace; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  // each run read for its kind, period and employee count (docs/decisions/0021); named by its payday meanwhile
  const named = useListedRuns(customerId, readableItems(workspace.draft_runs));
  const byId = new Map(named.map((entry) => [entry.listed.id, entry]));
  return (
    <Section headingId="payroll-draft-runs" title={`${t('draftRuns.title')} · ${format.period(workspace.period)}`}>
      {workspace.draft_runs.length === 0 ? (
        <Empty>{t('draftRuns.empty', { period: format.period(workspace.period) })}</Empty>
      ) : (
        <>
          <DataTable
            labelledBy="payroll-draft-runs"
            rows={workspace.draft_runs}
            rowKey={(run) => run.id}
            rowAttributes={(run) => ({ 'data-run-id': run.id })}
            columns={[
              {
                key: 'name',
                header: t('draftRuns.id'),
                rowHeader: true,
                cell: (run) => {
                  const entry = byId.get(run.id);
                  const replacedBy = run.replaced_by ?? entry?.run?.replaced_by ?? null;
                  const name = nameOf(entry?.name ?? runNameOf(run, undefined));
                  return (
                    <>
                      <Link to={payrollPaths.run(customerId, run.id)}>{name}</Link>
                      {entry?.run ? <span className={`${styles.muted} ${styles.block}`}>{t('runs.employees', { count: employeeCount(entry.run) })}</span> : null}
                      {run.status === 'voided' && replacedBy ? (
                        <Link
                          className={styles.block}
                          to={payrollPaths.run(customerId, replacedBy)}
                          aria-label={t('draftRuns.replacedByFor', { name })}
                          data-replaced-by={replacedBy}
                        >
                          <span aria-hidden="true">→ </span>
                          {t('draftRuns.replacedBy')}
                        </Link>
                      ) : null}
                    </>
                  );
                },
              },
              { key: 'paymentDate', header: t('draftRuns.paymentDate'), className: styles.figure, cell: (run) => format.date(run.payment_date) },
              { key: 'status', header: t('draftRuns.status'), className: styles.runState, cell: (run) => <RunStatus status={run.status} /> },
            ]}
          />
          <TechnicalDetails lines={[t('runs.ids', { ids: readableItems(workspace.draft_runs).map((run) => run.id).join(', ') })]} />
        </>
      )}
      <CreateRun workspace={workspace} customerId={customerId} kindOf={(id) => byId.get(id)?.run?.kind} />
    </Section>
  );
}

/**
 * Makes the month's draft run of a kind that has none (docs/decisions/0018): offered for each kind some employee of the
 * period is paid by and no draft, approved or paid run holds — never for a payday already past. Everyone who
 * sees payroll is an admin or an approver, who may. The outcome is said under the buttons and takes the focus:
 * done, with the way to the new run; or refused in plain words (the month has its run already, nobody to pay,
 * the payday passed), the workspace read again where it may have changed.
 */
function CreateRun({
  workspace,
  customerId,
  kindOf,
}: {
  workspace: ReadWorkspace;
  customerId: string;
  /** a listed run's kind once the run is read, for a service that does not list it */
  kindOf: (runId: string) => string | undefined;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  const client = useService();
  const queryClient = useQueryClient();
  const creation = useMutation(createRunMutation(client, queryClient, customerId));
  const outcome = useRef<HTMLDivElement>(null);
  const [kindSent, setKindSent] = useState<KnownRunKind | null>(null);
  const done = creation.isSuccess || creation.isError;
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  const payday = lastDayOf(workspace.period);
  const kinds = kindsToCreate(
    readableItems(workspace.employees).map((employee) => employee.employment_type),
    readableItems(workspace.draft_runs).map((run) => ({ status: run.status, kind: run.kind ?? kindOf(run.id) })),
  );
  const offered = payday >= todayInFinland() ? (kinds ?? []) : [];
  const nameOfKind = (kind: KnownRunKind) => nameOf({ by: 'kind', kind, period: workspace.period, voided: false });
  const created = creation.data && !isUnreadableAnswer(creation.data) ? creation.data.run : null;
  if (offered.length === 0 && !done) return null;
  return (
    <div className={styles.create} data-create-run="">
      {offered.length > 0 ? (
        <>
          <h3 id="payroll-create-run">{t('draftRuns.create.title')}</h3>
          <p>{t('draftRuns.create.text', { period: format.period(workspace.period), date: format.date(payday) })}</p>
          <div className={styles.createActions}>
            {offered.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-disabled={creation.isPending || undefined}
                onClick={() => {
                  if (creation.isPending) return;
                  setKindSent(kind);
                  creation.mutate({ period: workspace.period, kind });
                }}
              >
                {creation.isPending && kindSent === kind ? t('draftRuns.create.creating') : t('draftRuns.create.button', { name: nameOfKind(kind) })}
              </button>
            ))}
          </div>
        </>
      ) : null}
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        {creation.isSuccess && kindSent ? (
          created ? (
            <Banner tone="success" role="status">
              <p>{t('draftRuns.create.done', { name: nameOfKind(kindSent) })}</p>
              <p>
                <Link to={payrollPaths.run(customerId, created.id)}>{t('draftRuns.create.open', { name: nameOfKind(kindSent) })}</Link>
              </p>
            </Banner>
          ) : (
            <Banner tone="success" role="status">
              <p>{t('draftRuns.create.doneUnreadable', { name: nameOfKind(kindSent) })}</p>
            </Banner>
          )
        ) : null}
        {creation.isError ? <CreateRefusal error={creation.error} /> : null}
      </div>
    </div>
  );
}

/** The refusals of a create the page says in its own words, by the service's error code. */
const CREATE_REFUSALS: Partial<Record<string, 'exists' | 'nobody' | 'past'>> = { run_exists: 'exists', nobody_to_pay: 'nobody', payment_date_in_past: 'past' };

function CreateRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const known = error instanceof ApiError && error.kind === 'http' ? CREATE_REFUSALS[error.error] : undefined;
  if (known) {
    return (
      <Refusal error={error} title={t('draftRuns.create.failed')}>
        <p>{t(`draftRuns.create.${known}`)}</p>
      </Refusal>
    );
  }
  return <ErrorBanner error={error} title={t('draftRuns.create.failed')} />;
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
