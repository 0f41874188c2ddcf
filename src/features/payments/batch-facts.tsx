import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { Banner } from '../../ui/states.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { failureAdvice, type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';
import styles from './payments.module.css';

/** What a batch is: its kind in words, how many payments, the total, the due date, the account, who released it. */
export function BatchFacts({ batch }: { batch: Batch }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const label = useKnownLabel(PAYMENTS_NAMESPACE);
  const format = useFormat();
  return (
    <Facts className={styles.facts}>
      <dt>{t('fields.kind')}</dt>
      <dd>
        <OpenValueText value={batch.kind} label={label('kinds', batch.kind)} />
      </dd>
      <dt>{t('fields.count')}</dt>
      <dd>{batch.count}</dd>
      <dt>{t('fields.total')}</dt>
      <dd>{format.money(batch.total_cents)}</dd>
      <dt>{t('fields.dueDate')}</dt>
      <dd>{format.date(batch.due_date)}</dd>
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
 * A failed batch in plain words (DESIGN.md principle 10): that nothing was paid, why, and what to do — with
 * the way to where it is done; the bank's code, the service's own words and the ids in the technical details.
 */
export function FailureNotice({ batch, customerId }: { batch: Batch; customerId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const advice = failureAdvice(batch.failure?.code);
  return (
    <Banner tone="danger" title={t('failure.title')} data-failure="">
      <p>{t(`failure.reasons.${advice.key}`)}</p>
      <p>{t(`failure.advice.${advice.key}`)}</p>
      {advice.remedy === 'connections' ? (
        <p>
          <Link to={paymentsPaths.connections(customerId)}>{t('failure.links.no_bank_connection')}</Link>
        </p>
      ) : null}
      {advice.remedy === 'payroll' ? (
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
