import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { Banner } from '../../ui/states.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { readableItems, type UnreadableItem } from '../../api/reading.ts';
import type { Payment } from '../../api/schemas/payments.ts';
import { blockAdvice, failureAdvice, unverifiedPayments, type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';
import styles from './payments.module.css';

/**
 * A batch's total in words: the sum, or — for a sum the service could not state exactly (beyond 2^53 − 1 cents,
 * docs/decisions/0004-held-payments.md) — that it is too large to show exactly, never a rounded figure.
 */
export function useTotalText(): (cents: number | null) => string {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  return (cents) => (cents === null ? t('fields.totalTooLarge') : format.money(cents));
}

/**
 * What a batch is — its key facts first, so that a phone shows them before anything else: the total, the
 * due date (overdue said in words) and, in a list, the status; then its kind, how many payments, the
 * account and who released it.
 */
export function BatchFacts({ batch, withStatus = false }: { batch: Batch; withStatus?: boolean }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const label = useKnownLabel(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const total = useTotalText();
  return (
    <Facts className={styles.facts}>
      <dt>{t('fields.total')}</dt>
      <dd data-total="">{total(batch.total_cents)}</dd>
      <dt>{t('fields.dueDate')}</dt>
      <dd data-overdue={batch.overdue || undefined}>
        {batch.overdue ? <strong className={styles.overdue}>{t('fields.dueDateOverdue', { date: format.date(batch.due_date) })}</strong> : format.date(batch.due_date)}
      </dd>
      {withStatus ? (
        <>
          <dt>{t('fields.status')}</dt>
          <dd data-status-fact="">
            <StatusLabel status={batch.status} />
          </dd>
        </>
      ) : null}
      <dt>{t('fields.kind')}</dt>
      <dd>
        <OpenValueText value={batch.kind} label={label('kinds', batch.kind)} />
      </dd>
      <dt>{t('fields.count')}</dt>
      <dd>{batch.count}</dd>
      {batch.held_count > 0 ? (
        <>
          <dt>{t('fields.held')}</dt>
          <dd data-held-count="">{t('fields.heldWaiting', { count: batch.held_count })}</dd>
        </>
      ) : null}
      <dt>{t('fields.account')}</dt>
      <dd>
        {batch.bank_account_masked === null ? (
          t('fields.noAccount')
        ) : (
          <span className={styles.mono} translate="no">
            {batch.bank_account_masked}
          </span>
        )}
      </dd>
      <dt>{t('fields.released')}</dt>
      <dd>{batch.released ? t('fields.releasedBy', { name: batch.released.name, time: format.timestamp(batch.released.at) }) : t('fields.notReleased')}</dd>
    </Facts>
  );
}

/** A batch's status in words; one the portal does not know, as it came. */
export function StatusLabel({ status }: { status: string }) {
  const label = useKnownLabel(PAYMENTS_NAMESPACE);
  return <OpenValueText value={status} label={label('statuses', status)} />;
}

/**
 * A failed batch in plain words (docs/decisions/0021, principle 10): that nothing was paid, why, and what to do — with
 * the way to where it is done; the bank's code, the service's own words and the ids in the technical details.
 */
export function FailureNotice({ batch, customerId }: { batch: Batch; customerId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const advice = failureAdvice(batch.failure?.code);
  const successor = batch.recreated_as;
  return (
    <Banner tone="danger" title={t('failure.title')} data-failure="">
      <p>{t(`failure.reasons.${advice.key}`)}</p>
      {successor !== null ? (
        <>
          <p>{t('failure.recreatedAs')}</p>
          <p>
            <Link to={paymentsPaths.batch(customerId, successor)} data-successor="">
              {t('failure.goToNew')}
            </Link>
          </p>
        </>
      ) : (
        <p>{t(`failure.advice.${advice.key}`)}</p>
      )}
      {successor !== null ? null : advice.remedy === 'connections' ? (
        <p>
          <Link to={paymentsPaths.connections(customerId)}>{t('failure.links.no_bank_connection')}</Link>
        </p>
      ) : null}
      {successor === null && advice.remedy === 'payroll' ? (
        <p>
          <Link to={paymentsPaths.payroll(customerId)}>{t('failure.links.account_refused')}</Link>
        </p>
      ) : null}
      <TechnicalDetails
        lines={[
          batch.failure ? t('technical.code', { code: batch.failure.code }) : undefined,
          batch.failure ? t('technical.said', { detail: batch.failure.detail }) : undefined,
          t('technical.batchId', { id: batch.id }),
        ]}
      />
    </Banner>
  );
}

/**
 * Why a batch is not offered for release (docs/decisions/0009) in plain words, and where its cause is fixed; the
 * service's code and words in the technical details (a code the portal does not know, as it came).
 */
export function BlockNotice({
  block,
  customerId,
  payments = [],
}: {
  block: { code: string; detail: string };
  customerId: string;
  /** The batch's payments, where known (its own page): a `payee_unverified` block names the ones it is about. */
  payments?: readonly (Payment | UnreadableItem)[];
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const advice = blockAdvice(block.code);
  const unverified = advice.key === 'payee_unverified' ? unverifiedPayments(readableItems(payments)) : [];
  return (
    <Banner tone="warning" title={t('block.title')} data-release-blocked={block.code}>
      <p>{t(`block.reasons.${advice.key}`)}</p>
      {unverified.length > 0 ? (
        <>
          <p>{t('block.unverified')}</p>
          <ul className={styles.unverified}>
            {unverified.map((payment, index) => (
              <li key={`${index}-${payment.id}`} data-unverified-payment={payment.id}>
                {t('block.toPayment', { payee: payment.payee_name, amount: format.money(payment.amount_cents) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t(`block.advice.${advice.key}`)}</p>
      {advice.remedy === 'connections' ? (
        <p>
          <Link to={paymentsPaths.connections(customerId)}>{t('block.link')}</Link>
        </p>
      ) : null}
      <TechnicalDetails lines={[t('technical.blockCode', { code: block.code }), t('technical.said', { detail: block.detail })]} />
    </Banner>
  );
}
