/** The payroll workspace's draft runs of the month, and making the month's run of a kind that has none. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, readableItems } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { Pill } from '../../ui/pill.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner, Empty, ErrorBanner } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { lastDayOf, todayInFinland } from './periods.ts';
import { createPayrollRunMutation } from '../../api/queries/payroll-writes.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { employeeCount, kindsToCreate, runNameOf, type KnownRunKind } from './run-reading.ts';
import { type ReadWorkspace } from './workspace-reading.ts';
import styles from './payroll.module.css';
import { useWrite } from '../../api/queries/write.ts';

export function DraftRunsSection({ workspace, customerId }: { workspace: ReadWorkspace; customerId: string }) {
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
  const creation = useWrite(createPayrollRunMutation, customerId);
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
