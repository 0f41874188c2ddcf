import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { focusPageHeading, PageHeading } from '../../ui/page-heading.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { Section } from '../../ui/section.tsx';
import { Loading } from '../../ui/states.tsx';
import { BatchFacts, BlockNotice, FailureNotice, StatusLabel } from './batch-facts.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import type { Payment } from '../../api/schemas/payments.ts';
import { type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';
import { paymentBatchQuery } from '../../api/queries/payments.ts';
import { holdChangeMutation, recreatePaymentBatchMutation, ReleaseConflict, releasePaymentBatchMutation, type BatchDetail, type HoldChange } from '../../api/queries/payments-writes.ts';
import { HoldDialog } from './hold-dialog.tsx';
import { RecreateDialog } from './recreate-dialog.tsx';
import { ReleaseDialog, ReleaseRefusal } from './release-dialog.tsx';
import { useBatchName } from './batch-name.ts';
import styles from './payments.module.css';
import { useWrite } from '../../api/queries/write.ts';
import { BatchFailure, CarriedNotice, StatusText } from './batch-notices.tsx';
import { PaymentsTable } from './batch-payments-table.tsx';

/** One batch: its status (followed live while it is on its way to the bank), its payments, and its release. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const { company } = useCurrentCompany();
  // keyed by the batch: a release begun on one batch's page never shows on another's
  return <BatchView key={batchId} customerId={company.customer_id} batchId={batchId} />;
}

/** Where the focus goes once the dialog has closed. */
type FocusAfter = 'opener' | 'recreateOpener' | 'status' | 'refusal' | 'holdOpener' | 'held' | null;

function BatchView({ customerId, batchId }: { customerId: string; batchId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { company, me } = useCurrentCompany();
  const client = useService();
  const batch = useQuery(paymentBatchQuery(client, customerId, batchId));
  const release = useWrite(releasePaymentBatchMutation, customerId, batchId);
  const recreate = useWrite(recreatePaymentBatchMutation, customerId, batchId);
  const [recreating, setRecreating] = useState(false);
  const navigate = useNavigate();
  const recreateOpenerRef = useRef<HTMLButtonElement>(null);
  // the batch as the dialog shows it; null while the dialog is closed
  const [shown, setShown] = useState<Batch | null>(null);
  // a refusal said on the page after the dialog closed (someone else released the batch)
  const [refused, setRefused] = useState<ReleaseConflict | null>(null);
  const focusAfter = useRef<FocusAfter>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const name = useBatchName();
  const format = useFormat();
  const hold = useWrite(holdChangeMutation, customerId, batchId, 'hold');
  const unhold = useWrite(holdChangeMutation, customerId, batchId, 'unhold');
  const cancel = useWrite(holdChangeMutation, customerId, batchId, 'cancel');
  const changes = { hold, unhold, cancel };
  // the payment the hold dialog is about, and whether it is held back, put back or cancelled; null while it is closed
  const [holding, setHolding] = useState<{ payment: Payment; change: HoldChange } | null>(null);
  // the button that opened the dialog last (a held payment has two): it takes the focus back
  const [opener, setOpener] = useState<{ id: string; change: HoldChange } | null>(null);
  // the payment held or put back last: said above the payments, where the focus goes once the dialog has closed
  const [held, setHeld] = useState<{ payment: Payment; change: HoldChange } | null>(null);
  const holdOpenerRef = useRef<HTMLButtonElement>(null);
  const heldRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (shown !== null || recreating || holding !== null || focusAfter.current === null) return;
    const target = {
      opener: openerRef,
      recreateOpener: recreateOpenerRef,
      status: statusRef,
      refusal: refusalRef,
      holdOpener: holdOpenerRef,
      held: heldRef,
    }[focusAfter.current].current;
    focusAfter.current = null;
    if (target) target.focus();
    else focusPageHeading();
  }, [shown, recreating, holding, held, refused, release.isSuccess, recreate.isSuccess]);

  if (batch.isPending) return <Loading />;
  if (batch.isError) return <BatchFailure error={batch.error} onRetry={() => void batch.refetch()} />;

  const current: BatchDetail = batch.data.batch;
  const mayRelease = company.roles.some((role) => role === 'admin' || role === 'approver');
  // docs/decisions/0009: a batch the company cannot pay is not offered for release; the reason and the fix are shown instead
  const blocked = current.status === 'awaiting_release' && !release.isSuccess ? current.release_blocked : null;
  const canRelease = mayRelease && current.status === 'awaiting_release' && !release.isSuccess && blocked === null;
  const canRecreate = mayRelease && current.status === 'failed' && current.recreated_as === null && !recreate.isSuccess;

  const confirmRecreate = () =>
    recreate.mutate(undefined, {
      onSuccess: (answer) => {
        setRecreating(false);
        // the new batch's page, whose heading takes the focus; an answer that could not be read is said here
        if (!isUnreadableAnswer(answer)) void navigate(paymentsPaths.batch(customerId, answer.batch.id));
        else focusAfter.current = 'status';
      },
    });

  const confirm = (totalCents: number) =>
    release.mutate(totalCents, {
      onSuccess: () => {
        focusAfter.current = 'status';
        setShown(null);
      },
      onError: (error) => {
        if (!(error instanceof ReleaseConflict)) return;
        if (error.code !== 'total_changed') {
          focusAfter.current = 'refusal';
          setRefused(error);
          setShown(null);
        } else if (error.batch !== undefined) {
          // the new total is what the dialog shows now, and what a second confirmation sends
          setShown(error.batch);
        }
      },
    });

  return (
    <>
      <PageHeading>{name(current)}</PageHeading>
      <p>
        <Link to={paymentsPaths.list(customerId)}>{t('batch.back')}</Link>
      </p>
      {refused ? <ReleaseRefusal error={refused} ref={refusalRef} tabIndex={-1} /> : null}
      <Section title={t('batch.statusTitle')}>
        <div ref={statusRef} tabIndex={-1} className={styles.statusNow} data-batch-status={current.status}>
          {release.isSuccess ? (
            isUnreadableAnswer(release.data) ? (
              <DoneButUnreadable answer={release.data} what={t('release.doneWhat')} />
            ) : (
              <p role="status">{t('release.done')}</p>
            )
          ) : null}
          <div aria-live="polite">
            <p className={styles.statusLine}>
              <strong>
                <StatusLabel status={current.status} />
              </strong>
              {current.overdue ? (
                <>
                  {' '}
                  <strong className={styles.overdue} data-overdue="">
                    ({t('fields.overdue')})
                  </strong>
                </>
              ) : null}
              {' – '}
              <StatusText status={current.status} />
            </p>
            {recreate.isSuccess && isUnreadableAnswer(recreate.data) ? <DoneButUnreadable answer={recreate.data} what={t('recreate.title')} /> : null}
            {current.recreated && current.recreates !== null ? (
              <p data-recreates="">
                {t('recreate.recreates', { name: current.recreated.name, time: format.timestamp(current.recreated.at) })}{' '}
                <Link to={paymentsPaths.batch(customerId, current.recreates)}>{t('recreate.goToFailed')}</Link>
              </p>
            ) : null}
            {current.status === 'failed' ? <FailureNotice batch={current} customerId={customerId} /> : null}
          </div>
          <CarriedNotice batch={current} customerId={customerId} />
        </div>
        <BatchFacts batch={current} />
        {blocked ? <BlockNotice block={blocked} customerId={customerId} payments={current.payments} /> : null}
        {canRecreate ? (
          <div className="actions">
            <button
              ref={recreateOpenerRef}
              type="button"
              onClick={() => {
                recreate.reset();
                setRecreating(true);
              }}
            >
              {t('recreate.open')}
            </button>
          </div>
        ) : null}
        {canRelease ? (
          <div className="actions">
            <button
              ref={openerRef}
              type="button"
              onClick={() => {
                release.reset();
                setRefused(null);
                setShown(current);
              }}
            >
              {t('release.open')}
            </button>
          </div>
        ) : null}
        <TechnicalDetails
          lines={[t('technical.batchId', { id: current.id }), t('technical.label', { label: current.label }), t('technical.source', { kind: current.source.kind, id: current.source.id })]}
        />
      </Section>
      <PaymentsTable
        batch={current}
        customerId={customerId}
        mayHoldBack={mayRelease && !release.isSuccess}
        opener={opener}
        holdOpenerRef={holdOpenerRef}
        onHold={(payment, change) => {
          hold.reset();
          unhold.reset();
          cancel.reset();
          setOpener({ id: payment.id, change });
          setHeld(null);
          setHolding({ payment, change });
        }}
        held={
          held ? (
            <p ref={heldRef} tabIndex={-1} role="status" className={styles.held} data-held-done="">
              {t(`${held.change}.done`, { payee: held.payment.payee_name })}
            </p>
          ) : null
        }
      />
      <SubjectThreadPanel subject={{ kind: 'payment_batch', id: current.id }} />
      {holding ? (
        <HoldDialog
          change={holding.change}
          payment={holding.payment}
          name={me.principal.name}
          hold={changes[holding.change]}
          onCancel={() => {
            focusAfter.current = 'holdOpener';
            hold.reset();
            unhold.reset();
            cancel.reset();
            setHolding(null);
          }}
          onConfirm={(reason) =>
            changes[holding.change].mutate(
              { paymentId: holding.payment.id, reason },
              {
                onSuccess: () => {
                  focusAfter.current = 'held';
                  setHeld(holding);
                  setHolding(null);
                },
              },
            )
          }
        />
      ) : null}
      {recreating ? (
        <RecreateDialog
          batch={current}
          name={me.principal.name}
          recreate={recreate}
          onCancel={() => {
            focusAfter.current = 'recreateOpener';
            recreate.reset();
            setRecreating(false);
          }}
          onConfirm={confirmRecreate}
        />
      ) : null}
      {shown ? (
        <ReleaseDialog
          shown={shown}
          name={me.principal.name}
          release={release}
          onCancel={() => {
            focusAfter.current = 'opener';
            release.reset();
            setShown(null);
          }}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
