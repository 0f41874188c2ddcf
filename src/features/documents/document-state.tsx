import { useTranslation } from 'react-i18next';
import type { Read } from '../../api/reading.ts';
import type { Document } from '../../api/schemas/documents.ts';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { Pill } from '../../ui/pill.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import styles from './documents.module.css';

/**
 * A document's ingest state in words (an unknown one as it came, marked); a failed file says why in the
 * person's language when the service names its reason by a code the portal knows, in general words
 * otherwise, and the service's English detail and the code stay in the technical details (docs/decisions/0021,\n * principle 10).
 */
export function DocumentState({ document }: { document: Read<Document> }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const label = useKnownLabel(DOCUMENTS_NAMESPACE);
  const tone = document.state === 'booked' ? styles.booked : document.state === 'failed' ? styles.failed : document.state === 'parsed' ? styles.parsed : styles.queued;
  const reason = document.reason === undefined ? undefined : label('reasons', document.reason);
  return (
    <>
      <Pill className={tone}>
        <OpenValueText value={document.state} label={label('states', document.state)} />
      </Pill>
      {document.state === 'failed' ? (
        <>
          <span className={styles.failedText}>{reason ?? t('failedText')}</span>
          <TechnicalDetails lines={[document.detail, document.reason]} />
        </>
      ) : null}
    </>
  );
}

/**
 * Said once, where the file is named: the same bytes as an earlier document, which is no failure — its
 * content is booked once, as the earlier one's.
 */
export function DuplicateNote({ document, earlier }: { document: Read<Document>; earlier: Read<Document> | undefined }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const format = useFormat();
  if (document.duplicate_of === null) return null;
  return (
    <span className={styles.duplicate} data-duplicate-of={document.duplicate_of}>
      {earlier ? t('sending.duplicate', { name: earlier.filename, time: format.timestamp(earlier.uploaded_at) }) : t('sending.duplicateUnknown')}
    </span>
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

/**
 * What a document belongs to in a word ("Ostot", "Kulukorvaus"): who may see it follows from it
 * (docs/decisions/0003-documents-by-role.md); a kind the portal does not know as the service sent it.
 */
export function DocumentBelonging({ kind }: { kind: string }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const label = useKnownLabel(DOCUMENTS_NAMESPACE);
  return (
    <span data-belongs-to={kind}>
      {t('list.belongsTo')}: <OpenValueText value={kind} label={label('belongs', kind)} />
    </span>
  );
}
