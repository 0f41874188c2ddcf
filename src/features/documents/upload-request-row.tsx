/** One request of an upload as a row: its files, its progress and what came of it. */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import type { DocumentList } from '../../api/schemas/documents.ts';
import { formatBytes } from '../../i18n/format-words.ts';
import type { Translate } from '../../i18n/text-keys.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Refusal } from '../../ui/refusal.tsx';
import { DocumentState, DuplicateNote } from './document-state.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import { type RefusalReason, type RefusedFile } from './upload-plan.ts';
import { type UploadRequest } from './use-upload-queue.ts';
import styles from './documents.module.css';

export function refusalText(t: Translate<typeof DOCUMENTS_NAMESPACE>, reason: RefusalReason, name: string, size: string): string {
  if (reason === 'too_large') return t('upload.refused.too_large', { name, size });
  if (reason === 'empty') return t('upload.refused.empty', { name });
  return t('upload.refused.type', { name });
}

/** Plain words for the file the service refused by name, next to that file. */
function refusedFileText(t: Translate<typeof DOCUMENTS_NAMESPACE>, refused: RefusedFile): string {
  return refused.kind === 'mismatch'
    ? t('sending.refusedFile.mismatch', { name: refused.name, ending: refused.ending })
    : t('sending.refusedFile.not_document', { name: refused.name });
}

/** Plain words for why a request failed; the service's own (which file, for a 415) are in the technical details. */
function failureKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return 'sending.failed.network' as const;
    if (error.status === 403) return 'sending.failed.forbidden' as const;
    if (
      error.error === 'too_many_files' ||
      error.error === 'no_files' ||
      error.error === 'upload_too_large' ||
      error.error === 'unsupported_media_type' ||
      error.error === 'name_does_not_match_content'
    ) {
      return `sending.failed.${error.error}` as const;
    }
  }
  return 'sending.failed.other' as const;
}

export function RequestRow({
  request,
  number,
  count,
  documents,
  onRetry,
}: {
  request: UploadRequest;
  number: number;
  count: number;
  documents: Read<DocumentList> | undefined;
  onRetry: (() => void) | undefined;
}) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const format = useFormat();
  const size = (bytes: number) => formatBytes(bytes, format.language);
  const listed = new Map(readableItems(documents?.documents ?? []).map((document) => [document.id, document]));
  const names = request.files.map((file) => file.name).join(', ');
  return (
    <li className={styles.request} data-request-state={request.state}>
      <p className={styles.requestTitle}>{t('sending.request', { number, count, files: names })}</p>
      {request.state === 'sending' || request.state === 'waiting' || (request.state === 'stored' && request.total > 0) ? (
        <>
          {/* the bytes the browser reports sent, of the request body's total (XMLHttpRequest upload progress) */}
          <progress
            className={styles.progress}
            max={request.total || 1}
            value={request.total ? request.sent : 0}
            aria-label={t('sending.request', { number, count, files: names })}
          />
          <p className={styles.muted}>
            {request.state === 'waiting'
              ? t('sending.waiting')
              : request.total
                ? t('sending.progress', { sent: size(request.sent), total: size(request.total) })
                : t('sending.sendingNow')}
          </p>
        </>
      ) : null}
      {request.state === 'stored' ? (
        request.unreadable ? (
          <p>{t('sending.storedUnreadable')}</p>
        ) : (
          <>
            <p className={styles.ok}>{t('sending.stored', { count: request.documents.length })}</p>
            <ul className={styles.fileList}>
              {request.documents.map((sent) => {
                const now = listed.get(sent.id) ?? sent;
                const earlier = sent.duplicate_of === null ? undefined : listed.get(sent.duplicate_of);
                return (
                  <li key={sent.id} data-document={sent.id}>
                    <span className={styles.filename}>{sent.filename}</span> <DocumentState document={now} />
                    <DuplicateNote document={sent} earlier={earlier} />
                  </li>
                );
              })}
            </ul>
          </>
        )
      ) : null}
      {request.state === 'failed' && request.refused ? (
        <Refusal error={request.error} tone="danger">
          <ul className={styles.fileList}>
            {request.files.map((file, index) => (
              <li key={`${file.name}-${index}`} data-refused={file.name === request.refused?.name ? '' : undefined}>
                <span className={styles.filename}>{file.name}</span>
                {file.name === request.refused?.name ? <span className={styles.refusedText}>{refusedFileText(t, request.refused)}</span> : null}
              </li>
            ))}
          </ul>
          {request.files.length > 1 ? <p>{t('sending.refusedFile.othersChosen', { count: request.files.length - 1 })}</p> : null}
        </Refusal>
      ) : request.state === 'failed' ? (
        <Refusal error={request.error} tone="danger">
          <p>{t(failureKey(request.error))}</p>
        </Refusal>
      ) : null}
      {request.state === 'cancelled' ? <p>{t('sending.cancelled')}</p> : null}
      {/* a request refused for one named file would be refused again as it is: its others are chosen again instead */}
      {(request.state === 'cancelled' || (request.state === 'failed' && !request.refused)) && onRetry ? (
        <div className="actions">
          <button type="button" onClick={onRetry}>
            {t('sending.retry')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
