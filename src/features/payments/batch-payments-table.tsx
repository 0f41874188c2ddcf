/** A payment batch's payments as a table, each with what it pays and its payee check. */
import { type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableItems } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText } from '../../ui/open-value.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { Empty } from '../../ui/states.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import type { Payment } from '../../api/schemas/payments.ts';
import { areaUrl } from '../../portal/areas.ts';
import { billReviewSegments, claimSegments } from '../../portal/bill-links.ts';
import { mayCancel, mayHold, mayUnhold } from './model.ts';
import { type BatchDetail, type HoldChange } from '../../api/queries/payments-writes.ts';
import { PayeeCheckText } from './payee-check.tsx';
import styles from './payments.module.css';

/**
 * The batch's payments. A purchase or reimbursement batch (docs/decisions/0010) shows, for each payment, the bank's payee
 * check, what it pays (the bill or the claim, linked to its page in the bills area), whether it is held back
 * (by whom, when, why) or cancelled, and, while the batch awaits release, a way to hold it back — the first thing
 * on a payment whose payee did not match — or, once held, to put it back or cancel it
 * (docs/decisions/0004-held-payments.md). A payroll batch shows its payments as it always has.
 */
export function PaymentsTable({
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
