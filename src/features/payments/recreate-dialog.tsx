import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTotalText } from './batch-facts.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { recreateRefusalKey, type Batch } from './model.ts';
import styles from './payments.module.css';

/**
 * Confirms re-creating a failed batch's payments as a new batch, by name (docs/decisions/0009): what the new batch
 * will hold (the same payees, amounts and due date, each account as it is now) and that nothing is paid
 * before it is released. A refusal the service gives by name (the cause still stands) is said in plain
 * words inside the dialog; the service's own words, naming the payees, are in its technical details.
 */
export function RecreateDialog({
  batch,
  name,
  recreate,
  onCancel,
  onConfirm,
}: {
  batch: Batch;
  name: string;
  recreate: UseMutationResult<unknown, unknown, void>;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const total = useTotalText();
  return (
    <ConfirmDialog
      idBase="payments-recreate"
      title={t('recreate.title')}
      request={recreate}
      text={(key) => t(`recreate.${key}`)}
      onCancel={onCancel}
      onConfirm={onConfirm}
      // a refusal of the service (409, 422) in the area's words; any other failure (network, 403, 5xx): the shared banner
      failure={(error) =>
        refusedByService(error) ? (
          <Refusal error={error} title={t('recreate.refusedTitle')} data-recreate-refusal={error.error}>
            <p>{t(`recreate.refusals.${recreateRefusalKey(error.error)}`)}</p>
          </Refusal>
        ) : null
      }
    >
      <Facts className={styles.facts}>
        <dt>{t('fields.total')}</dt>
        <dd>{total(batch.total_cents)}</dd>
        <dt>{t('fields.count')}</dt>
        <dd>{batch.count}</dd>
        <dt>{t('fields.dueDate')}</dt>
        <dd>{format.date(batch.due_date)}</dd>
      </Facts>
      <div id="payments-recreate-text">
        <p className={styles.byName}>{t('recreate.byName', { name })}</p>
        <p>{t('recreate.text')}</p>
      </div>
    </ConfirmDialog>
  );
}

function refusedByService(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 409 || error.status === 422);
}
