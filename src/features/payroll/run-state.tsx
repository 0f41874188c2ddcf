/** Where a payroll run stands: approved, returned or voided, and what became of its payment batch. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText } from '../../ui/open-value.tsx';
import { Banner } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { paymentBatchUrl, payrollPaths } from './paths.ts';
import { paymentBatchQuery } from '../../api/queries/payments.ts';
import { isReturned, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';

/** Where the run stands, in words: approved by whom and when with what became of its payment batch, returned, voided. */
export function RunState({ run, customerId }: { run: ReadRun; customerId: string }) {
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
export function Replacement({ run, customerId }: { run: ReadRun; customerId: string }) {
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
