import { useTranslation } from 'react-i18next';
import type { Read } from '../../api/reading.ts';
import type { Document } from '../../api/schemas/documents.ts';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { Pill } from '../../ui/pill.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import styles from './documents.module.css';

/**
 * A document's ingest state in words (an unknown one as it came, marked); a failed file says what to do,
 * with the service's reason in the technical details (DESIGN.md principle 10).
 */
export function DocumentState({ document }: { document: Read<Document> }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const label = useKnownLabel(DOCUMENTS_NAMESPACE);
  const tone = document.state === 'booked' ? styles.booked : document.state === 'failed' ? styles.failed : document.state === 'parsed' ? styles.parsed : styles.queued;
  return (
    <>
      <Pill className={tone}>
        <OpenValueText value={document.state} label={label('states', document.state)} />
      </Pill>
      {document.state === 'failed' ? (
        <>
          <span className={styles.failedText}>{t('failedText')}</span>
          <TechnicalDetails lines={[document.detail]} />
        </>
      ) : null}
    </>
  );
}

const TYPE_KEYS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'application/xml': 'xml',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** A document's type in a word ("PDF", "JPEG-kuva"); one the portal does not know as the service sent it. */
export function DocumentType({ contentType }: { contentType: string }) {
  const label = useKnownLabel(DOCUMENTS_NAMESPACE);
  const key = TYPE_KEYS[contentType];
  return <OpenValueText value={contentType} label={key === undefined ? undefined : label('types', key)} />;
}
