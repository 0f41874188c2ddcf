import type { UseMutationResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { useTotalText } from './batch-facts.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import type { Batch } from './model.ts';
import { ReleaseConflict } from '../../api/queries/payments-writes.ts';
import styles from './payments.module.css';

/**
 * Confirms releasing a batch by name (docs/decisions/0008): the total, the account, the
 * number of payments and the due date as shown here, and the person's own name. What it sends is the total
 * shown. After a 409 `total_changed` the batch read again is shown, and its new total is what a second
 * confirmation releases. (The dialog's focus and Escape behaviour: ui/confirm-dialog.tsx.)
 */
export function ReleaseDialog({
  shown,
  name,
  release,
  onCancel,
  onConfirm,
}: {
  /** The batch as the dialog shows it: as it was when opened, or as read again after its total changed. */
  shown: Batch;
  /** The signed-in person's name: the release is made in it. */
  name: string;
  release: UseMutationResult<unknown, unknown, number>;
  onCancel: () => void;
  onConfirm: (totalCents: number) => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const total = useTotalText();
  const changed = release.isError && release.error instanceof ReleaseConflict && release.error.code === 'total_changed' && release.error.batch !== undefined;
  return (
    <ConfirmDialog
      idBase="payments-release"
      title={t('release.title')}
      request={release}
      text={(key) => (key === 'confirm' && changed ? t('release.confirmNew') : t(`release.${key}`))}
      onCancel={onCancel}
      // a total the service could not state is never confirmed (its release is blocked, total_too_large)
      onConfirm={() => (shown.total_cents === null ? false : onConfirm(shown.total_cents))}
      // a conflict known by name in the area's words; any other failure (the network, a 403, a 5xx) gets the shared banner
      failure={(error) => (error instanceof ReleaseConflict ? <ReleaseRefusal error={error} sentTotal={release.variables} /> : null)}
    >
      <Facts className={styles.facts}>
        <dt>{t('fields.total')}</dt>
        <dd data-release-total="">{total(shown.total_cents)}</dd>
        <dt>{t('fields.account')}</dt>
        <dd>
          {shown.bank_account_masked === null ? (
            t('fields.noAccount')
          ) : (
            <span className={styles.mono} translate="no">
              {shown.bank_account_masked}
            </span>
          )}
        </dd>
        <dt>{t('fields.count')}</dt>
        <dd>{shown.count}</dd>
        <dt>{t('fields.dueDate')}</dt>
        <dd>{format.date(shown.due_date)}</dd>
      </Facts>
      <div id="payments-release-text">
        <p className={styles.byName}>{t('release.byName', { name })}</p>
        <p>{t('release.text')}</p>
      </div>
    </ConfirmDialog>
  );
}

/**
 * A release refused because the batch is not what the person saw, in plain words: its total changed (with
 * the new total, when the batch could be read again), or someone else released it (saying who, when the batch
 * read again tells). Null for any other failure: the dialog's shared banner says it.
 */
export function ReleaseRefusal({
  error,
  sentTotal,
  ref,
  tabIndex,
}: {
  error: unknown;
  /** The total the refused release sent: what the person saw. */
  sentTotal?: number | undefined;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const total = useTotalText();
  if (!(error instanceof ReleaseConflict)) return null;
  const { batch } = error;
  if (error.code === 'total_changed') {
    return (
      <Refusal error={error.error} title={t('release.totalChangedTitle')} ref={ref} tabIndex={tabIndex}>
        <p>
          {batch !== undefined && sentTotal !== undefined
            ? t('release.totalChanged', { total: total(batch.total_cents), shown: format.money(sentTotal) })
            : t('release.totalChangedUnknown')}
        </p>
      </Refusal>
    );
  }
  if (error.code === 'payee_unverified' || error.code === 'nothing_to_pay' || error.code === 'total_too_large') {
    const key = ({ payee_unverified: 'payeeUnverified', nothing_to_pay: 'nothingToPay', total_too_large: 'totalTooLarge' } as const)[error.code];
    return (
      <Refusal error={error.error} title={t(`release.${key}Title`)} ref={ref} tabIndex={tabIndex}>
        <p>{t(`release.${key}`)}</p>
      </Refusal>
    );
  }
  return (
    <Refusal error={error.error} title={t('release.alreadyReleasedTitle')} ref={ref} tabIndex={tabIndex}>
      <p>
        {batch?.released
          ? t('release.alreadyReleasedBy', { name: batch.released.name, time: format.timestamp(batch.released.at) })
          : t('release.alreadyReleased')}
      </p>
    </Refusal>
  );
}
