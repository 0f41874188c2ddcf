import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUnreadable } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableBlock, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Section } from '../../ui/section.tsx';
import { Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { PayslipView } from './payslip-view.tsx';
import { runQuery } from '../../api/queries/payroll.ts';
import { useRunNameText } from './run-names.tsx';
import { employeeCount, isDraft, runNameOf, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';
import { type Outcome, OutcomeBanner } from './run-outcome.tsx';
import { Replacement, RunState } from './run-state.tsx';
import { ApproveDialog, ReturnDialog } from './run-decision-dialogs.tsx';
import { ChangesSincePrevious } from './run-changes.tsx';

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
