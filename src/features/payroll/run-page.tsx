import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadable, isUnreadableAnswer, readableItems, type UnreadableAnswer } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableBlock, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Banner, Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { paymentBatchUrl, payrollPaths } from './paths.ts';
import { PayslipView } from './payslip-view.tsx';
import { shiftPeriod } from './periods.ts';
import { approveRunMutation, runQuery, workspaceQuery } from './queries.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { compareWithPrevious, employeeCount, isDraft, previousRunOf, runNameOf, type ListedRun, type PayChange, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';

/** `runs/:runId`: one payroll run, what it pays, how, and its approval (issue 17). */
export function RunPage() {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { runId = '' } = useParams();
  const client = useService();
  const { company } = useCurrentCompany();
  const run = useQuery(runQuery(client, company.customer_id, runId));
  return (
    <Loaded query={run} heading={t('runs.names.unnamed')}>
      {(data) => <RunView key={data.id} run={data} customerId={company.customer_id} />}
    </Loaded>
  );
}

/**
 * How the last approval went, said above the run: done (or done, its answer unreadable), or refused because
 * the run is not as the person saw it — with the totals they saw, to set beside the figures now.
 */
type Outcome =
  | { kind: 'approved' }
  | { kind: 'unreadable'; answer: UnreadableAnswer }
  | { kind: 'changed'; error: ApiError; seen: { net: number } }
  | { kind: 'notDraft'; error: ApiError };

function RunView({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  const statusLabel = useKnownLabel(PAYROLL_NAMESPACE)('draftRuns.statuses', run.status);
  const name = nameOf(runNameOf(null, run));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [approving, setApproving] = useState(false);
  const approveButton = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const count = employeeCount(run);
  const employeeContributions = run.totals.employee_pension_cents + run.totals.employee_unemployment_cents;
  const employerContributions = run.totals.employer_pension_cents + run.totals.employer_health_insurance_cents + run.totals.employer_unemployment_cents;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <>
      <Link className={styles.back} to={payrollPaths.workspace(customerId, run.period)}>
        <span aria-hidden="true">← </span>
        {t('runs.back')}
      </Link>
      <PageHeading>{name}</PageHeading>

      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} data-approval-outcome={outcome?.kind}>
        {outcome ? <OutcomeBanner outcome={outcome} run={run} name={name} /> : null}
      </div>

      <section className="card" aria-labelledby="run-summary">
        <h2 id="run-summary">{t('runs.summary.title')}</h2>
        <p className={styles.lead}>{t('runs.summary.lead', { net: format.money(run.totals.net_cents), count, date: format.date(run.payment_date) })}</p>
        <Facts className={styles.figures}>
          <dt>{t('runs.summary.status')}</dt>
          <dd>
            <Pill>
              <OpenValueText value={run.status} label={statusLabel} />
            </Pill>
          </dd>
          <dt>{t('runs.summary.payday')}</dt>
          <dd>{format.date(run.payment_date)}</dd>
          <dt>{t('runs.summary.employees')}</dt>
          <dd>{count}</dd>
          <dt>{t('runs.summary.gross')}</dt>
          <dd>{format.money(run.totals.gross_cents)}</dd>
          <dt>{t('runs.summary.net')}</dt>
          <dd>{format.money(run.totals.net_cents)}</dd>
          <dt>{t('runs.summary.withholding')}</dt>
          <dd>{format.money(run.totals.withholding_cents)}</dd>
          <dt>{t('runs.summary.employeeContributions')}</dt>
          <dd>{format.money(employeeContributions)}</dd>
          <dt>{t('runs.summary.employerContributions')}</dt>
          <dd>{format.money(employerContributions)}</dd>
          <dt>{t('runs.summary.employerCost')}</dt>
          <dd>
            <strong>{format.money(run.totals.employer_cost_cents)}</strong>
          </dd>
        </Facts>
        <RunState run={run} customerId={customerId} />
        {isDraft(run) ? (
          <div className={styles.actions}>
            <button ref={approveButton} type="button" onClick={() => setApproving(true)}>
              {outcome?.kind === 'changed' ? t('runs.approve.openAgain') : t('runs.approve.open')}
            </button>
          </div>
        ) : null}
      </section>

      {approving ? (
        <ApproveDialog
          run={run}
          name={name}
          customerId={customerId}
          onCancel={() => {
            setApproving(false);
            requestAnimationFrame(() => approveButton.current?.focus());
          }}
          onOutcome={(next) => {
            setApproving(false);
            setOutcome(next);
          }}
        />
      ) : null}

      <section className="card" aria-labelledby="run-rates">
        <h2 id="run-rates">{t('runs.rates.title', { year: run.rates.year })}</h2>
        <Facts className={styles.figures}>
          <dt>{t('runs.rates.employeePension')}</dt>
          <dd>{format.basisPoints(run.rates.employee_pension_basis_points)}</dd>
          <dt>{t('runs.rates.employeeUnemployment')}</dt>
          <dd>{format.basisPoints(run.rates.employee_unemployment_basis_points)}</dd>
          <dt>{t('runs.rates.employerPension')}</dt>
          <dd>{format.basisPoints(run.rates.employer_pension_basis_points)}</dd>
          <dt>{t('runs.rates.employerHealth')}</dt>
          <dd>{format.basisPoints(run.rates.employer_health_insurance_basis_points)}</dd>
          <dt>{t('runs.rates.employerUnemployment')}</dt>
          <dd>{format.basisPoints(run.rates.employer_unemployment_basis_points)}</dd>
          <dt>{t('runs.rates.employerUnemploymentAbove', { limit: format.money(run.rates.employer_unemployment_payroll_limit_cents) })}</dt>
          <dd>{format.basisPoints(run.rates.employer_unemployment_above_limit_basis_points)}</dd>
          <dt>{t('runs.rates.noCard')}</dt>
          <dd>{format.basisPoints(run.rates.no_tax_card_withholding_basis_points)}</dd>
        </Facts>
      </section>

      <ChangesSincePrevious run={run} customerId={customerId} />

      <section aria-labelledby="run-payslips">
        <h2 id="run-payslips">{t('runs.payslips.title')}</h2>
        <div className={styles.payslips}>
          {run.payslips.map((payslip, index) =>
            isUnreadable(payslip) ? (
              <UnreadableBlock key={`unreadable-${index}`} item={payslip} className="card" />
            ) : (
              <section key={payslip.employee_id} className="card" aria-labelledby={`payslip-${index}`}>
                <h3 id={`payslip-${index}`}>{payslip.name}</h3>
                <PayslipView payslip={payslip} idBase={`payslip-${index}`} />
                <Link to={payrollPaths.payslip(customerId, run.id, payslip.employee_id)}>{t('runs.payslips.print', { name: payslip.name })}</Link>
              </section>
            ),
          )}
        </div>
      </section>

      <TechnicalDetails
        lines={[
          t('runs.technical.id', { id: run.id }),
          t('runs.technical.label', { label: run.label }),
          t('runs.technical.digest', { digest: run.digest }),
          run.payment_batch_id ? t('runs.technical.batch', { id: run.payment_batch_id }) : undefined,
          run.approved ? t('runs.technical.approverEmail', { email: run.approved.email }) : undefined,
          runNameOf(null, run).by === 'unknownKind' ? t('runs.unknownKindSaid', { kind: run.kind }) : undefined,
        ]}
      />
    </>
  );
}

/** Where the run stands, in words: approved by whom and when with its payment batch, paid, voided. */
function RunState({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  if (run.status === 'voided') return <p data-run-state="voided">{t('runs.state.voided')}</p>;
  const known = ['draft', 'approved', 'paid', 'voided'].includes(run.status);
  return (
    <div data-run-state={run.status}>
      {run.approved ? <p>{t('runs.state.approvedBy', { name: run.approved.name, at: format.timestamp(run.approved.at) })}</p> : null}
      {run.status === 'paid' ? <p>{t('runs.state.paid')}</p> : null}
      {run.status === 'approved' ? <p>{t('runs.state.batchWaiting')}</p> : null}
      {run.payment_batch_id ? (
        <p>
          <Link to={paymentBatchUrl(customerId, run.payment_batch_id)}>{t('runs.state.batchLink')}</Link>
        </p>
      ) : null}
      {known ? null : <p>{t('runs.state.unknown')}</p>}
    </div>
  );
}

function OutcomeBanner({ outcome, run, name }: { outcome: Outcome; run: ReadRun; name: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  switch (outcome.kind) {
    case 'approved':
      return (
        <Banner tone="success" role="status">
          <p>{t('runs.approve.done', { name })}</p>
        </Banner>
      );
    case 'unreadable':
      return <DoneButUnreadable answer={outcome.answer} what={t('runs.approve.doneUnreadable', { name })} />;
    case 'changed':
      return (
        <Refusal error={outcome.error} title={t('runs.approve.changedTitle')} tone="warning">
          <p>{run.status === 'voided' ? t('runs.approve.changedVoided') : t('runs.approve.changed')}</p>
          <p>
            {t('runs.approve.figures', {
              now: format.money(run.totals.net_cents),
              count: employeeCount(run),
              before: format.money(outcome.seen.net),
            })}
          </p>
        </Refusal>
      );
    case 'notDraft':
      return (
        <Refusal error={outcome.error} title={t('runs.approve.failed')}>
          <p>{t('runs.approve.notDraft')}</p>
        </Refusal>
      );
  }
}

/**
 * Confirms the approval of the figures on screen (focus, Escape and double clicks: ui/confirm-dialog.tsx): what
 * is approved and who approves. The digest sent is the one of the run the page shows. A refusal meaning the run
 * is not as shown closes the dialog and is said on the page, over the run read again; any other failure stays in
 * the dialog, in its shared banner.
 */
function ApproveDialog({
  run,
  name,
  customerId,
  onCancel,
  onOutcome,
}: {
  run: ReadRun;
  name: string;
  customerId: string;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const queryClient = useQueryClient();
  const { me } = useCurrentCompany();
  const approval = useMutation(approveRunMutation(client, queryClient, customerId));
  const approver = me.principal.name || me.principal.email || '';
  return (
    <ConfirmDialog
      idBase="approve-run"
      title={t('runs.approve.title', { name })}
      request={approval}
      text={(key) => t(`runs.approve.${key}`)}
      onCancel={onCancel}
      onConfirm={() =>
        approval.mutate(
          { runId: run.id, digest: run.digest, period: run.period },
          {
            onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable', answer: result } : { kind: 'approved' }),
            onError: (error) => {
              if (!(error instanceof ApiError) || error.kind !== 'http') return;
              if (error.error === 'run_changed') onOutcome({ kind: 'changed', error, seen: { net: run.totals.net_cents } });
              else if (error.error === 'run_not_draft') onOutcome({ kind: 'notDraft', error });
            },
          },
        )
      }
    >
      <p id="approve-run-text">{t('runs.approve.text')}</p>
      <Facts className={styles.figures}>
        <dt>{t('runs.summary.net')}</dt>
        <dd>{format.money(run.totals.net_cents)}</dd>
        <dt>{t('runs.summary.gross')}</dt>
        <dd>{format.money(run.totals.gross_cents)}</dd>
        <dt>{t('runs.summary.employees')}</dt>
        <dd>{employeeCount(run)}</dd>
        <dt>{t('runs.summary.payday')}</dt>
        <dd>{format.date(run.payment_date)}</dd>
        <dt>{t('runs.approve.approver')}</dt>
        <dd>{approver}</dd>
      </Facts>
    </ConfirmDialog>
  );
}

/**
 * What changed since the previous month's run of the same kind: the previous period's workspace lists its runs,
 * each read for its kind; the one to compare with is chosen by previousRunOf, and compared employee by employee.
 */
function ChangesSincePrevious({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const nameOf = useRunNameText();
  const previousPeriod = shiftPeriod(run.period, -1);
  const workspace = useQuery(workspaceQuery(client, customerId, previousPeriod));
  const listed = workspace.data ? readableItems(workspace.data.draft_runs) : [];
  const reads = useListedRuns(customerId, listed);
  const waiting = workspace.isPending || reads.some(({ pending }) => pending);
  let body;
  if (workspace.isError) body = <p>{t('runs.changes.failed')}</p>;
  else if (waiting) body = <p className={styles.muted}>{t('runs.changes.loading')}</p>;
  else {
    const candidates: ListedRun[] = reads.flatMap(({ run: read }) => (read ? [{ id: read.id, status: read.status, kind: read.kind, payment_date: read.payment_date }] : []));
    const chosen = previousRunOf(candidates, run.kind);
    const previous = chosen ? reads.find(({ run: read }) => read?.id === chosen.id)?.run : undefined;
    body = previous ? (
      <>
        <p>{t('runs.changes.comparedWith', { name: nameOf(runNameOf(null, previous)) })}</p>
        <ChangesTable changes={compareWithPrevious(run, previous)} />
      </>
    ) : (
      <p>{t('runs.changes.none', { period: format.period(previousPeriod) })}</p>
    );
  }
  return (
    <section className="card" aria-labelledby="run-changes">
      <h2 id="run-changes">{t('runs.changes.title')}</h2>
      {body}
    </section>
  );
}

function ChangesTable({ changes }: { changes: PayChange[] }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const signed = (cents: number) => (cents > 0 ? `+${format.money(cents)}` : cents < 0 ? `−${format.money(-cents)}` : format.money(0));
  return (
    <ScrollRegion labelledBy="run-changes-caption">
      <table>
        <caption id="run-changes-caption" className="visually-hidden">
          {t('runs.changes.table')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('runs.changes.employee')}</th>
            <th scope="col" className={styles.number}>
              {t('runs.changes.gross')}
            </th>
            <th scope="col" className={styles.number}>
              {t('runs.changes.net')}
            </th>
            <th scope="col">{t('runs.changes.change')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.kind}-${change.employeeId}`} data-change={change.kind}>
              <th scope="row">{change.name}</th>
              <td className={styles.number}>
                {change.kind === 'gone'
                  ? `– (${format.money(change.previousGross)})`
                  : change.kind === 'new'
                    ? format.money(change.gross)
                    : t('runs.changes.was', { now: format.money(change.gross), before: format.money(change.previousGross) })}
              </td>
              <td className={styles.number}>
                {change.kind === 'gone'
                  ? `– (${format.money(change.previousNet)})`
                  : change.kind === 'new'
                    ? format.money(change.net)
                    : t('runs.changes.was', { now: format.money(change.net), before: format.money(change.previousNet) })}
              </td>
              <td className={styles.change}>
                {change.kind === 'changed' ? t('runs.changes.kinds.changed', { net: signed(change.net - change.previousNet) }) : t(`runs.changes.kinds.${change.kind}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
