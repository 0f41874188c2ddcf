import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ErrorBanner } from '../../ui/states.tsx';
import { formatDuration } from './duration.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { voidWorklogEntryMutation } from './queries.ts';
import styles from './worklog.module.css';

/**
 * Confirms voiding one entry, showing what it is. A modal <dialog> keeps the focus inside and closes
 * with Escape; Cancel has the focus first, so that Enter never voids by accident. Who opened it puts
 * the focus back afterwards (the button that opened it on cancel, the list on success).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const confirm = () => {
    if (voiding.isPending) return;
    voiding.mutate(entry.id, { onSuccess: () => onVoided(entry) });
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="worklog-void-title"
      aria-describedby="worklog-void-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!voiding.isPending) onCancel();
      }}
    >
      <h2 id="worklog-void-title">{t('void.title')}</h2>
      <dl className={styles.details}>
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
      </dl>
      <p id="worklog-void-text">{t('void.text')}</p>
      {voiding.isError ? <ErrorBanner error={voiding.error} title={t('void.failed')} /> : null}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled while the request runs: a disabled button would drop the focus */}
        <button ref={cancelRef} type="button" className="secondary" aria-disabled={voiding.isPending || undefined} onClick={() => !voiding.isPending && onCancel()}>
          {t('void.cancel')}
        </button>
        <button type="button" className={styles.danger} aria-disabled={voiding.isPending || undefined} onClick={confirm}>
          {voiding.isPending ? t('void.confirming') : t('void.confirm')}
        </button>
      </div>
    </dialog>
  );
}
