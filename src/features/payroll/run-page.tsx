import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadable, isUnreadableAnswer, readableItems, type UnreadableAnswer } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableBlock, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Banner, Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { paymentBatchUrl, payrollPaths } from './paths.ts';
import { PayslipView } from './payslip-view.tsx';
import { shiftPeriod } from './periods.ts';
import { approveRunMutation, paymentBatchQuery, returnRunMutation, runQuery, workspaceQuery } from './queries.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { compareWithPrevious, employeeCount, isDraft, isReturned, previousRunOf, runNameOf, type ListedRun, type PayChange, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';

/** `runs/:runId`: one payroll run, what it pays, how, and its approval (docs/decisions/0018). */
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
  | { kind: 'returned' }
  | { kind: 'unreadable'; action: Action; answer: UnreadableAnswer }
  | { kind: 'changed'; action: Action; error: ApiError; seen: { net: number } }
  | { kind: 'notDraft'; action: Action; error: ApiError };

/** What the person did to the draft: approved it, or returned it to the accounting firm (docs/decisions/0018). */
type Action = 'approve' | 'return';

/** The refusals of an approval or a return that are said on the page, over the run read again; any other stays in the dialog. */
function outcomeOfRefusal(error: unknown, action: Action, run: ReadRun): Outcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.error === 'run_changed') return { kind: 'changed', action, error, seen: { net: run.totals.net_cents } };
  if (error.error === 'run_not_draft') return { kind: 'notDraft', action, error };
  return null;
}

function RunView({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  const statusLabel = useKnownLabel(PAYROLL_NAMESPACE)('draftRuns.statuses', run.status);
  const name = nameOf(runNameOf(null, run));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [approving, setApproving] = useState(false);
  const [returning, setReturning] = useState(false);
  // kept here, not in the dialog: a refusal closes the dialog, and what was typed is there when it opens again
  const [comment, setComment] = useState('');
  const approveButton = useRef<HTMLButtonElement>(null);
  const returnButton = useRef<HTMLButtonElement>(null);
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
      <Replacement run={run} customerId={customerId} />

      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} data-approval-outcome={outcome?.kind}>
        {outcome ? <OutcomeBanner outcome={outcome} run={run} name={name} /> : null}
      </div>

      <Section title={t('runs.summary.title')}>
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
              {outcome?.kind === 'changed' && outcome.action === 'approve' ? t('runs.approve.openAgain') : t('runs.approve.open')}
            </button>
            <button ref={returnButton} type="button" className="secondary" onClick={() => setReturning(true)}>
              {t('runs.returning.open')}
            </button>
          </div>
        ) : null}
      </Section>

      {returning ? (
        <ReturnDialog
          run={run}
          name={name}
          customerId={customerId}
          comment={comment}
          onComment={setComment}
          onCancel={() => {
            setReturning(false);
            requestAnimationFrame(() => returnButton.current?.focus());
          }}
          onOutcome={(next) => {
            setReturning(false);
            if (next.kind === 'returned') setComment('');
            setOutcome(next);
          }}
        />
      ) : null}

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

      <Section title={t('runs.rates.title', { year: run.rates.year })}>
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
      </Section>

      <ChangesSincePrevious run={run} customerId={customerId} />

      <Section plain title={t('runs.payslips.title')}>
        <div className={styles.payslips}>
          {run.payslips.map((payslip, index) =>
            isUnreadable(payslip) ? (
              <UnreadableBlock key={`unreadable-${index}`} item={payslip} className="card" />
            ) : (
              <Section key={payslip.employee_id} level={3} title={payslip.name}>
                <PayslipView payslip={payslip} idBase={`payslip-${index}`} />
                <Link to={payrollPaths.payslip(customerId, run.id, payslip.employee_id)}>{t('runs.payslips.print', { name: payslip.name })}</Link>
              </Section>
            ),
          )}
        </div>
      </Section>

      <TechnicalDetails
        lines={[
          t('runs.technical.id', { id: run.id }),
          t('runs.technical.label', { label: run.label }),
          t('runs.technical.digest', { digest: run.digest }),
          run.payment_batch_id ? t('runs.technical.batch', { id: run.payment_batch_id }) : undefined,
          run.approved ? t('runs.technical.approverEmail', { email: run.approved.email }) : undefined,
          run.returned ? t('runs.technical.returnerEmail', { email: run.returned.email }) : undefined,
          run.replaces ? t('runs.technical.replaces', { id: run.replaces }) : undefined,
          run.replaced_by ? t('runs.technical.replacedBy', { id: run.replaced_by }) : undefined,
          runNameOf(null, run).by === 'unknownKind' ? t('runs.unknownKindSaid', { kind: run.kind }) : undefined,
        ]}
      />
      <SubjectThreadPanel subject={{ kind: 'payroll_run', id: run.id }} />
    </>
  );
}

/** Where the run stands, in words: approved by whom and when with what became of its payment batch, returned, voided. */
function RunState({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  if (run.status === 'voided') return <p data-run-state="voided">{t('runs.state.voided')}</p>;
  if (isReturned(run)) {
    return (
      <div data-run-state="returned">
        {run.returned ? (
          <>
            <p>{t('runs.state.returned', { name: run.returned.name, at: format.timestamp(run.returned.at) })}</p>
            <figure className={styles.comment}>
              <figcaption>{t('runs.state.returnComment')}</figcaption>
              <blockquote>{run.returned.comment}</blockquote>
            </figure>
          </>
        ) : null}
        <p>{t('runs.state.returnedNext')}</p>
      </div>
    );
  }
  const known = ['draft', 'approved', 'paid'].includes(run.status);
  return (
    <div data-run-state={run.status}>
      {run.approved ? <p>{t('runs.state.approvedBy', { name: run.approved.name, at: format.timestamp(run.approved.at) })}</p> : null}
      {run.payment_batch_id ? (
        <BatchState batchId={run.payment_batch_id} customerId={customerId} paid={run.status === 'paid'} />
      ) : run.status === 'paid' ? (
        <p>{t('runs.state.paid')}</p>
      ) : null}
      {known ? null : <p>{t('runs.state.unknown')}</p>}
    </div>
  );
}

/**
 * What became of the pay, by the payment batch's own state (read through the payments operation): waiting
 * for release, being delivered, delivered, or refused by the bank with nothing paid — then the batch's page,
 * where it can be made again, is the way on. A state the portal does not know is shown as it came.
 */
function BatchState({ batchId, customerId, paid }: { batchId: string; customerId: string; paid: boolean }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const client = useService();
  const batch = useQuery(paymentBatchQuery(client, customerId, batchId));
  const status = batch.data?.batch.status;
  const link = (text: string) => (
    <p>
      <Link to={paymentBatchUrl(customerId, batchId)}>{text}</Link>
    </p>
  );
  if (status === undefined) {
    return (
      <div data-batch-state={batch.isError ? 'unreadable' : 'reading'}>
        {paid ? <p>{t('runs.state.paid')}</p> : null}
        <p className={batch.isError ? undefined : styles.muted}>{batch.isError ? t('runs.state.batch.unreadable') : t('runs.state.batch.reading')}</p>
        {link(t('runs.state.batchLink'))}
      </div>
    );
  }
  let said;
  switch (status) {
    case 'awaiting_release':
      said = <p>{t('runs.state.batchWaiting')}</p>;
      break;
    case 'delivering':
      said = <p>{t('runs.state.batch.delivering')}</p>;
      break;
    case 'delivered':
      said = <p>{t('runs.state.batch.delivered')}</p>;
      break;
    case 'failed':
      return (
        <Banner tone="danger" data-batch-state="failed">
          <p>{t('runs.state.batch.failed')}</p>
          {link(t('runs.state.batch.failedLink'))}
        </Banner>
      );
    default:
      said = (
        <p>
          {t('runs.state.batch.unknown')} <OpenValueText value={status} label={undefined} />
        </p>
      );
  }
  return (
    <div data-batch-state={status} role="status">
      {said}
      {link(t('runs.state.batchLink'))}
    </div>
  );
}

/**
 * A voided run leads to the draft recomputed in its place, said at the top where the person looks first; a
 * draft recomputed after a change says so and leads back to the run it replaced.
 */
function Replacement({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  if (run.status === 'voided' && run.replaced_by) {
    return (
      <Banner tone="warning" title={t('runs.replacement.voidedTitle')} data-replaced-by="">
        <p>{t('runs.replacement.voidedText')}</p>
        <p>
          <Link className="button" to={payrollPaths.run(customerId, run.replaced_by)}>
            {t('runs.replacement.open')}
          </Link>
        </p>
      </Banner>
    );
  }
  if (run.replaces) {
    return (
      <p className={styles.replaces} data-replaces="">
        {t('runs.replacement.replaces')} <Link to={payrollPaths.run(customerId, run.replaces)}>{t('runs.replacement.openOld')}</Link>
      </p>
    );
  }
  return null;
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
    case 'returned':
      return (
        <Banner tone="success" role="status">
          <p>{t('runs.returning.done', { name })}</p>
        </Banner>
      );
    case 'unreadable':
      return (
        <DoneButUnreadable answer={outcome.answer} what={t(outcome.action === 'approve' ? 'runs.approve.doneUnreadable' : 'runs.returning.doneUnreadable', { name })} />
      );
    case 'changed':
      return (
        <Refusal error={outcome.error} title={t('runs.approve.changedTitle')} tone="warning">
          <p>{run.status === 'voided' ? t('runs.approve.changedVoided') : outcome.action === 'approve' ? t('runs.approve.changed') : t('runs.returning.changed')}</p>
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
        <Refusal error={outcome.error} title={t(outcome.action === 'approve' ? 'runs.approve.failed' : 'runs.returning.failed')}>
          <p>{t(outcome.action === 'approve' ? 'runs.approve.notDraft' : 'runs.returning.notDraft')}</p>
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
            onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable', action: 'approve', answer: result } : { kind: 'approved' }),
            onError: (error) => {
              const refused = outcomeOfRefusal(error, 'approve', run);
              if (refused) onOutcome(refused);
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
        <dd className={styles.text}>{approver}</dd>
      </Facts>
    </ConfirmDialog>
  );
}

/** The most characters a return's comment may have (PayrollRunReturnRequest). */
const COMMENT_MAX = 2000;

/**
 * Returns the draft on screen to the accounting firm (docs/decisions/0018), with a comment the firm needs: the comment
 * field has the focus when the dialog opens, an empty or too long one is said under it and the focus goes
 * back to it, and what was typed lives with the page, so that a refusal (which closes the dialog and is said
 * on the page) or a failure (said in the dialog) loses none of it.
 */
function ReturnDialog({
  run,
  name,
  customerId,
  comment,
  onComment,
  onCancel,
  onOutcome,
}: {
  run: ReadRun;
  name: string;
  customerId: string;
  comment: string;
  onComment: (comment: string) => void;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const client = useService();
  const queryClient = useQueryClient();
  const returning = useMutation(returnRunMutation(client, queryClient, customerId));
  const [problem, setProblem] = useState<'commentMissing' | 'commentTooLong' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // after the dialog's own first focus (on Cancel): the comment is what the step needs first
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const send = (): false | void => {
    const trimmed = comment.trim();
    const found = trimmed === '' ? 'commentMissing' : [...trimmed].length > COMMENT_MAX ? 'commentTooLong' : null;
    setProblem(found);
    if (found) {
      field.current?.focus();
      return false;
    }
    returning.mutate(
      { runId: run.id, digest: run.digest, period: run.period, comment: trimmed },
      {
        onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable', action: 'return', answer: result } : { kind: 'returned' }),
        onError: (error) => {
          const refused = outcomeOfRefusal(error, 'return', run);
          if (refused) onOutcome(refused);
        },
      },
    );
  };
  return (
    <ConfirmDialog idBase="return-run" title={t('runs.returning.title', { name })} request={returning} text={(key) => t(`runs.returning.${key}`)} onCancel={onCancel} onConfirm={send}>
      <p id="return-run-text">{t('runs.returning.text')}</p>
      <Field
        id="return-run-comment"
        label={t('runs.returning.comment')}
        required
        requiredText={t('runs.returning.required')}
        hint={t('runs.returning.commentHint')}
        error={problem ? t(`runs.returning.${problem}`) : undefined}
      >
        {(control) => (
          <textarea
            ref={field}
            {...control}
            className={styles.commentField}
            rows={4}
            required
            value={comment}
            onChange={(event) => {
              onComment(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </Field>
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
    <Section title={t('runs.changes.title')}>{body}</Section>
  );
}

function ChangesTable({ changes }: { changes: PayChange[] }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  // a figure now beside the previous month's; one who was not paid then or is not paid now has only the other
  const nowAndBefore = (now: number | undefined, before: number | undefined) =>
    now === undefined
      ? `– (${format.money(before ?? 0)})`
      : before === undefined
        ? format.money(now)
        : t('runs.changes.was', { now: format.money(now), before: format.money(before) });
  const signed = (cents: number) => (cents > 0 ? `+${format.money(cents)}` : cents < 0 ? `−${format.money(-cents)}` : format.money(0));
  return (
    <DataTable
      caption={t('runs.changes.table')}
      rows={changes}
      rowKey={(change) => `${change.kind}-${change.employeeId}`}
      rowAttributes={(change) => ({ 'data-change': change.kind })}
      columns={[
        { key: 'employee', header: t('runs.changes.employee'), rowHeader: true, cell: (change) => change.name },
        {
          key: 'gross',
          header: t('runs.changes.gross'),
          numeric: true,
          className: styles.number,
          cell: (change) => nowAndBefore(change.kind === 'gone' ? undefined : change.gross, change.kind === 'new' ? undefined : change.previousGross),
        },
        {
          key: 'net',
          header: t('runs.changes.net'),
          numeric: true,
          className: styles.number,
          cell: (change) => nowAndBefore(change.kind === 'gone' ? undefined : change.net, change.kind === 'new' ? undefined : change.previousNet),
        },
        {
          key: 'change',
          header: t('runs.changes.change'),
          wide: true,
          className: styles.change,
          cell: (change) =>
            change.kind === 'changed' ? t('runs.changes.kinds.changed', { net: signed(change.net - change.previousNet) }) : t(`runs.changes.kinds.${change.kind}`),
        },
      ]}
    />
  );
}
