import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { formatDuration } from './duration.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { voidWorklogEntryMutation } from '../../api/queries/worklog-writes.ts';
import styles from './worklog.module.css';
import { useWrite } from '../../api/queries/write.ts';

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
  const voiding = useWrite(voidWorklogEntryMutation, customerId);
  return (
    <ConfirmDialog
      idBase="worklog-void"
      title={t('void.title')}
      request={voiding}
      text={(key) => t(`void.${key}`)}
      onCancel={onCancel}
      onConfirm={() => voiding.mutate(entry.id, { onSuccess: () => onVoided(entry) })}
      // a refusal known by name in the area's words; any other failure (the network, a 5xx) gets the shared banner
      failure={(error) => (knownVoidRefusal(error) === undefined ? null : <VoidRefusal error={error} />)}
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

const VOID_REFUSALS = ['not_entry_author', 'not_found'] as const;

/**
 * A refused void the portal knows, in its own words naming who can act (docs/decisions/0021, principle 10); the service's
 * own words in the technical details. Null for any other failure: the dialog's shared banner says it.
 */
/** The refusal of this kind the area knows by name, if the error is one. */
export function knownVoidRefusal(error: unknown) {
  return error instanceof ApiError && error.kind === 'http' ? VOID_REFUSALS.find((refusal) => refusal === error.error) : undefined;
}

export function VoidRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const known = knownVoidRefusal(error);
  if (known === undefined) return null;
  return (
    <Refusal error={error} title={t('void.failed')}>
      <p>{t(`void.refusals.${known}`)}</p>
    </Refusal>
  );
}
