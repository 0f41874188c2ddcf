import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../ui/save-file.ts';
import { downloadName, fileEnding } from '../../api/document-names.ts';
import { downloadDocumentContentMutation } from '../../api/queries/documents-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import type { Document, DocumentList as DocumentListAnswer } from '../../api/schemas/documents.ts';
import { formatBytes } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { SubjectThreadLink } from '../../portal/subject-thread-link.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { DocumentBelonging, DocumentState, DocumentType, DuplicateNote } from './document-state.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import styles from './documents.module.css';

/**
 * The company's documents, newest first, each with its ingest state and a way to get its stored bytes. The
 * state comes right after the file, the time and size after it, each kept on one line; on a phone each
 * document is a block (its name, its state, then when and how large), so nothing is cut off at the card's
 * edge (ui/data-table.tsx).
 */
export function DocumentList({ customerId, query, all = true }: { customerId: string; query: UseQueryResult<Read<DocumentListAnswer>>; all?: boolean }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const format = useFormat();
  return (
    <Section title={t('list.title')}>
      <Loaded query={query}>
        {(data) => {
          // a person who sees only some documents is not told the company has none (docs/decisions/0003-documents-by-role.md)
          if (data.documents.length === 0) return <Empty>{all ? t('list.empty') : t('list.emptyMine')}</Empty>;
          const byId = new Map(readableItems(data.documents).map((document) => [document.id, document]));
          return (
            <DataTable
              caption={t('list.caption')}
              rows={data.documents}
              rowKey={(document) => document.id}
              rowAttributes={(document) => ({ 'data-document': document.id })}
              columns={[
                {
                  key: 'file',
                  header: t('list.file'),
                  rowHeader: true,
                  cell: (document) => (
                    <>
                      <FileName name={document.filename} />
                      <span className={styles.muted}>
                        <DocumentType contentType={document.content_type} />
                      </span>
                      <span className={styles.muted}>
                        <DocumentBelonging kind={document.belongs_to.kind} />
                      </span>
                      <DuplicateNote document={document} earlier={document.duplicate_of === null ? undefined : byId.get(document.duplicate_of)} />
                      <Download customerId={customerId} document={document} />
                      <SubjectThreadLink subject={{ kind: 'document', id: document.id }} name={document.filename} />
                    </>
                  ),
                },
                { key: 'state', header: t('list.state'), wide: true, phoneLabel: null, className: styles.stateCell, cell: (document) => <DocumentState document={document} /> },
                {
                  key: 'uploaded',
                  header: t('list.uploaded'),
                  wide: true,
                  className: styles.when,
                  cell: (document) => <time dateTime={document.uploaded_at}>{format.timestamp(document.uploaded_at)}</time>,
                },
                { key: 'size', header: t('list.size'), numeric: true, className: styles.size, cell: (document) => formatBytes(document.size_bytes, format.language) },
              ]}
            />
          );
        }}
      </Loaded>
    </Section>
  );
}

/**
 * A file's name that a narrow column may wrap anywhere before its ending, never inside it: `.pdf` stays
 * whole, so that what kind of file it is can still be read at a glance.
 */
export function FileName({ name }: { name: string }) {
  const ending = fileEnding(name);
  const base = ending === undefined ? name : name.slice(0, name.length - ending.length - 1);
  return (
    <span className={styles.filename} data-filename="">
      {base}
      {ending === undefined ? null : <span className={styles.ending}>.{name.slice(name.length - ending.length)}</span>}
    </span>
  );
}

/**
 * Gets the stored bytes (with the person's bearer, so not a plain link) and hands them to the browser as a
 * download under the file's own name with the ending of the type the service decided (a script sent as
 * `.bat` that passed as CSV is saved as `.csv`): a phone or a desktop then opens it in its own viewer.
 */
function Download({ customerId, document }: { customerId: string; document: Read<Document> }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const fetching = useWrite(downloadDocumentContentMutation, customerId);
  const state = fetching.isPending ? 'loading' : fetching.isError ? 'failed' : 'idle';
  const download = () => fetching.mutate(document.id, { onSuccess: (stored) => saveFile(stored.blob, downloadName(document.filename, document.content_type)) });
  return (
    <span className={styles.download}>
      <button type="button" className="secondary" onClick={download} disabled={state === 'loading'} aria-label={t('list.download', { name: document.filename })}>
        {state === 'loading' ? t('list.downloading') : t('list.downloadShort')}
      </button>
      {state === 'failed' ? (
        <span role="alert" className={styles.failedText}>
          {t('list.downloadFailed', { name: document.filename })}
        </span>
      ) : null}
    </span>
  );
}
