import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { OpenValueText, TechnicalDetails } from '../../ui/open-value.tsx';
import { focusPageHeading, PageHeading } from '../../ui/page-heading.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty, ErrorBanner, Loading } from '../../ui/states.tsx';
import { BatchFacts, BlockNotice, FailureNotice, StatusLabel } from './batch-facts.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import type { Payment } from '../../api/schemas/payments.ts';
import { areaUrl } from '../../portal/areas.ts';
import { billReviewSegments, claimSegments } from '../../portal/bill-links.ts';
import { mayCancel, mayHold, mayUnhold, type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';
import { holdChangeMutation, paymentBatchQuery, recreateBatchMutation, ReleaseConflict, releaseBatchMutation, type BatchDetail, type HoldChange } from './queries.ts';
import { HoldDialog } from './hold-dialog.tsx';
import { PayeeCheckText } from './payee-check.tsx';
import { RecreateDialog } from './recreate-dialog.tsx';
import { ReleaseDialog, ReleaseRefusal } from './release-dialog.tsx';
import { useBatchName } from './batch-name.ts';
import styles from './payments.module.css';

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
  const queryClient = useQueryClient();
  const batch = useQuery(paymentBatchQuery(client, customerId, batchId));
  const release = useMutation(releaseBatchMutation(client, queryClient, customerId, batchId));
  const recreate = useMutation(recreateBatchMutation(client, queryClient, customerId, batchId));
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
  const hold = useMutation(holdChangeMutation(client, queryClient, customerId, batchId, 'hold'));
  const unhold = useMutation(holdChangeMutation(client, queryClient, customerId, batchId, 'unhold'));
  const cancel = useMutation(holdChangeMutation(client, queryClient, customerId, batchId, 'cancel'));
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

function StatusText({ status }: { status: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  switch (status) {
    case 'awaiting_release':
    case 'delivering':
    case 'failed':
    case 'delivered':
    case 'cancelled':
      return <>{t(`statusTexts.${status}`)}</>;
    default:
      return <>{t('unknownStatus')}</>;
  }
}

/**
 * Where the held payments of a batch are (docs/decisions/0004-held-payments.md): a batch
 * made at another's release to carry its held payments on says so and links back to it; a released batch whose held
 * payments were carried on says where they went.
 */
function CarriedNotice({ batch, customerId }: { batch: Batch; customerId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <>
      {batch.carried_from !== null ? (
        <p data-carried-from={batch.carried_from}>
          {t('carried.from')} <Link to={paymentsPaths.batch(customerId, batch.carried_from)}>{t('carried.fromLink')}</Link>
        </p>
      ) : null}
      {batch.carried_to !== null ? (
        <p data-carried-to={batch.carried_to}>
          {t('carried.to')} <Link to={paymentsPaths.batch(customerId, batch.carried_to)}>{t('carried.toLink')}</Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * The batch's payments. A purchase or reimbursement batch (docs/decisions/0010) shows, for each payment, the bank's payee
 * check, what it pays (the bill or the claim, linked to its page in the bills area), whether it is held back
 * (by whom, when, why) or cancelled, and, while the batch awaits release, a way to hold it back — the first thing
 * on a payment whose payee did not match — or, once held, to put it back or cancel it
 * (docs/decisions/0004-held-payments.md). A payroll batch shows its payments as it always has.
 */
function PaymentsTable({
  batch,
  customerId,
  mayHoldBack,
  opener,
  holdOpenerRef,
  onHold,
  held,
}: {
  batch: BatchDetail;
  customerId: string;
  /** The person may hold payments back (who may release), and has not released this batch just now. */
  mayHoldBack: boolean;
  /** The button whose dialog was opened last: it takes the focus back. */
  opener: { id: string; change: HoldChange } | null;
  holdOpenerRef: Ref<HTMLButtonElement>;
  onHold: (payment: Payment, change: HoldChange) => void;
  /** What the last hold did, said above the payments. */
  held: ReactNode;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const payroll = batch.kind === 'payroll';
  const columns: Column<Payment>[] = [
    { key: 'payee', header: t('batch.payee'), rowHeader: true, cell: (payment) => payment.payee_name },
    {
      key: 'iban',
      header: t('batch.iban'),
      wide: true,
      cell: (payment) =>
        payment.iban_masked === null ? (
          <span className={styles.missing}>{t('batch.noIban')}</span>
        ) : (
          <span className={styles.mono} translate="no">
            {payment.iban_masked}
          </span>
        ),
    },
    { key: 'amount', header: t('batch.amount'), numeric: true, className: styles.amount, cell: (payment) => format.money(payment.amount_cents) },
  ];
  if (!payroll) {
    columns.push(
      {
        key: 'check',
        header: t('payee.title'),
        wide: true,
        cell: (payment) => (
          <>
            <PayeeCheckText check={payment.payee_check} bankName={payment.payee_check_name} />
            {payment.cancelled ? (
              <span className={styles.held} data-cancelled="">
                <br />
                <strong>{t('cancelled.by', { name: payment.cancelled.name, time: format.timestamp(payment.cancelled.at) })}</strong>
                <br />
                {t('cancelled.reason', { reason: payment.cancelled.reason })} {t('cancelled.notPaid')}
              </span>
            ) : payment.held ? (
              <span className={styles.held} data-held="">
                <br />
                <strong>{t('held.by', { name: payment.held.name, time: format.timestamp(payment.held.at) })}</strong>
                <br />
                {t('held.reason', { reason: payment.held.reason })} {t('held.notPaid')}{' '}
                {batch.status === 'awaiting_release' ? t('held.waits') : batch.carried_to !== null ? t('held.carried') : null}
              </span>
            ) : null}
          </>
        ),
      },
      { key: 'source', header: t('source.title'), cell: (payment) => <SourceLink source={payment.source} customerId={customerId} /> },
    );
  }
  columns.push(
    { key: 'reference', header: t('batch.reference'), cell: (payment) => payment.reference ?? t('batch.none') },
    { key: 'message', header: t('batch.message'), cell: (payment) => payment.message ?? t('batch.none') },
  );
  // a payment not held may be held back; a held one put back or cancelled
  const changesOf = (payment: Payment): HoldChange[] =>
    mayHold(batch, payment) ? ['hold'] : [...(mayUnhold(batch, payment) ? (['unhold'] as const) : []), ...(mayCancel(batch, payment) ? (['cancel'] as const) : [])];
  if (!payroll && mayHoldBack && readableItems(batch.payments).some((payment) => changesOf(payment).length > 0)) {
    columns.push({
      key: 'hold',
      header: t('hold.column'),
      cell: (payment) => {
        const changes = changesOf(payment);
        return changes.length === 0 ? null : (
          <span className={styles.paymentActions}>
            {changes.map((change) => (
              <button
                key={change}
                type="button"
                ref={opener?.id === payment.id && opener.change === change ? holdOpenerRef : undefined}
                className={change === 'hold' && payment.payee_check === 'no_match' ? undefined : 'secondary'}
                aria-label={t(`${change}.openFor`, { payee: payment.payee_name, amount: format.money(payment.amount_cents) })}
                {...{ [`data-${change}-payment`]: payment.id }}
                onClick={() => onHold(payment, change)}
              >
                {t(`${change}.open`)}
              </button>
            ))}
          </span>
        );
      },
    });
  }
  return (
    // the heading names the table's scrolling region: a section around them would be a second region of that name
    <>
      <h2 id="batch-payments-heading">{t('batch.paymentsTitle')}</h2>
      {held}
      {batch.payments.length === 0 ? (
        <Empty>{t('batch.empty')}</Empty>
      ) : (
        <DataTable
          labelledBy="batch-payments-heading"
          rows={batch.payments}
          rowKey={(payment, index) => `${index}-${payment.id}-${payment.payee_name}`}
          rowAttributes={(payment) => ({ 'data-payment-id': payment.id })}
          columns={columns}
        />
      )}
    </>
  );
}

/** What a payment pays, linked to its page in the bills area: a purchase bill, or an expense claim; nothing for another source. */
function SourceLink({ source, customerId }: { source: Payment['source']; customerId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  if (source === null) return <>{t('batch.none')}</>;
  if (source.kind === 'purchase_bill') return <Link to={areaUrl('bills', customerId, billReviewSegments(source.id))}>{t('source.purchase_bill')}</Link>;
  if (source.kind === 'expense_claim') return <Link to={areaUrl('bills', customerId, claimSegments(source.id))}>{t('source.expense_claim')}</Link>;
  return <OpenValueText value={source.kind} label={undefined} />;
}

/** The batch could not be read: not there (404) says so in plain words; anything else is the shared failure. */
function BatchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { company } = useCurrentCompany();
  const notFound = error instanceof ApiError && error.kind === 'http' && error.status === 404;
  return (
    <>
      <PageHeading>{notFound ? t('batch.notFoundTitle') : t('title')}</PageHeading>
      {notFound ? <p>{t('batch.notFound')}</p> : <ErrorBanner error={error} onRetry={onRetry} />}
      <p>
        <Link to={paymentsPaths.list(company.customer_id)}>{t('batch.back')}</Link>
      </p>
    </>
  );
}
