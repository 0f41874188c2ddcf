import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Facts } from '../../ui/facts.tsx';
import { formatDuration } from './duration.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { voidWorklogEntryMutation } from './queries.ts';
import styles from './worklog.module.css';

/**
 * Confirms voiding one entry, showing what it is (the dialog's focus and Escape behaviour:
 * ui/confirm-dialog.tsx). Who opened it puts the focus back afterwards (the button that opened it on
 * cancel, the list on success).
 */
export function VoidDialog({
  customerId,
  entry,
  showAuthor,
  onCancel,
  onVoided,
}: {
  customerId: string;
  entry: WorklogEntry;
  showAuthor: boolean;
  onCancel: () => void;
  onVoided: (entry: WorklogEntry) => void;
}) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const queryClient = useQueryClient();
  const voiding = useMutation(voidWorklogEntryMutation(client, queryClient, customerId));
  return (
    <ConfirmDialog
      idBase="worklog-void"
      title={t('void.title')}
      request={voiding}
      text={(key) => t(`void.${key}`)}
      onCancel={onCancel}
      onConfirm={() => voiding.mutate(entry.id, { onSuccess: () => onVoided(entry) })}
    >
      <Facts className={styles.details}>
        <dt>{t('void.date')}</dt>
        <dd>{format.date(entry.entry_date)}</dd>
        <dt>{t('void.duration')}</dt>
        <dd>{formatDuration(entry.minutes)}</dd>
        {showAuthor ? (
          <>
            <dt>{t('void.author')}</dt>
            <dd>{entry.author_name}</dd>
          </>
        ) : null}
        <dt>{t('void.note')}</dt>
        <dd>{entry.note}</dd>
        <dt>{t('void.recorded')}</dt>
        <dd>{format.timestamp(entry.created_at)}</dd>
      </Facts>
      <p id="worklog-void-text">{t('void.text')}</p>
    </ConfirmDialog>
  );
}
