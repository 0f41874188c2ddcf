import { useCallback, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Read } from '../../api/reading.ts';
import type { DocumentList } from '../../api/schemas/documents.ts';
import { formatBytes } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Banner } from '../../ui/states.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import { planUpload } from './upload-plan.ts';
import { useUploadQueue } from './use-upload-queue.ts';
import styles from './documents.module.css';
import { Section } from '../../ui/section.tsx';
import { RequestRow, refusalText } from './upload-request-row.tsx';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.xml,.csv,.xlsx,application/pdf,image/jpeg,image/png,image/heic,image/heif,application/xml,text/xml,text/csv';

/**
 * Picking, dropping or photographing files; what will and will not go, said before anything is sent; then
 * each request's bytes as they go, a way to cancel, a way to send again what failed, and each stored file's
 * ingest state as it changes.
 */
export function UploadPanel({ customerId, onStored, documents }: { customerId: string; onStored: (ids: string[]) => void; documents: Read<DocumentList> | undefined }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const format = useFormat();
  const [picked, setPicked] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const pickInput = useRef<HTMLInputElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const sendingHeading = useRef<HTMLHeadingElement>(null);
  const chooseAgain = useCallback((files: File[]) => setPicked((before) => [...before, ...files]), []);
  const queue = useUploadQueue(customerId, onStored, chooseAgain);
  const plan = planUpload(picked);
  const sendable = plan.requests.flat();
  const size = (bytes: number) => formatBytes(bytes, format.language);

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const added = Array.from(files);
    setPicked((before) => [...before, ...added]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const send = () => {
    queue.send(plan.requests);
    setPicked([]);
    // the picked list gives way to the sending list: reading goes on from its heading
    window.setTimeout(() => sendingHeading.current?.focus(), 0);
  };
  const done = () => {
    queue.clear();
    pickButton.current?.focus();
  };

  return (
    <Section title={t('upload.title')}>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.dropText} aria-hidden="true">
          {t('upload.drop')} {t('upload.or')}
        </p>
        <div className="actions">
          <button ref={pickButton} type="button" onClick={() => pickInput.current?.click()} disabled={queue.running}>
            {t('upload.pick')}
          </button>
          <button type="button" className={`secondary ${styles.photo}`} onClick={() => photoInput.current?.click()} disabled={queue.running}>
            {t('upload.photo')}
          </button>
        </div>
        <p className={styles.muted} id="upload-accepted">
          {t('upload.accepted')}
        </p>
        <input
          ref={pickInput}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="documents-pick"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-testid="documents-photo"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>

      {plan.refused.length > 0 ? (
        <Banner tone="warning" role="alert" title={t('upload.refusedTitle', { count: plan.refused.length })}>
          <ul>
            {plan.refused.map(({ file, reason }, index) => (
              <li key={`${file.name}-${index}`}>{refusalText(t, reason, file.name, size(file.size))}</li>
            ))}
          </ul>
        </Banner>
      ) : null}

      {sendable.length > 0 ? (
        <div className={styles.picked}>
          <p>
            {t('upload.chosen', { count: sendable.length, size: size(sendable.reduce((sum, file) => sum + file.size, 0)) })}{' '}
            {t('upload.requests', { count: plan.requests.length })}
          </p>
          <ul className={styles.fileList}>
            {picked.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className={styles.filename}>{file.name}</span> <span className={styles.muted}>{size(file.size)}</span>
                <button
                  type="button"
                  className={`secondary ${styles.remove}`}
                  aria-label={t('upload.remove', { name: file.name })}
                  onClick={() => setPicked((before) => before.filter((_, at) => at !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="actions">
            <button type="button" onClick={send} disabled={queue.running}>
              {t('upload.sendCount', { count: sendable.length })}
            </button>
            <button type="button" className="secondary" onClick={() => setPicked([])}>
              {t('upload.clear')}
            </button>
          </div>
        </div>
      ) : plan.refused.length > 0 ? (
        <div className="actions">
          <button type="button" className="secondary" onClick={() => setPicked([])}>
            {t('upload.clear')}
          </button>
        </div>
      ) : null}

      {queue.requests.length > 0 ? (
        <div className={styles.sending}>
          <h3 ref={sendingHeading} tabIndex={-1}>
            {t('sending.title')}
          </h3>
          <ol className={styles.requests}>
            {queue.requests.map((request, index) => (
              <RequestRow
                key={request.id}
                request={request}
                number={index + 1}
                count={queue.requests.length}
                documents={documents}
                onRetry={queue.running ? undefined : () => queue.retry(request.id)}
              />
            ))}
          </ol>
          <div className="actions">
            {queue.running ? (
              <button type="button" className="secondary" onClick={queue.cancel}>
                {t('sending.cancel')}
              </button>
            ) : (
              <button type="button" className="secondary" onClick={done}>
                {t('sending.done')}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </Section>
  );
}
