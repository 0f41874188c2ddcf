import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadName, fileEnding } from '../../api/document-names.ts';
import { getDocumentContent } from '../../api/operations/documents.ts';
import { isUnreadable, readableItems, type Read } from '../../api/reading.ts';
import type { Document, DocumentList as DocumentListAnswer } from '../../api/schemas/documents.ts';
import { useService } from '../../api/service-context.tsx';
import { content } from '../../api/transfer.ts';
import { formatBytes } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { UnreadableRow } from '../../ui/open-value.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { DocumentState, DocumentType, DuplicateNote } from './document-state.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import styles from './documents.module.css';

/**
 * The company's documents, newest first, each with its ingest state and a way to get its stored bytes. The
 * state comes right after the file, the time and size after it, each kept on one line; on a phone each
 * document is a block (its name, its state, then when and how large), so nothing is cut off at the card's
 * edge (documents.module.css): the explicit roles keep it a table for assistive technology, which a
 * table's parts laid out as blocks would otherwise not be in every browser.
 */
export function DocumentList({ customerId, query }: { customerId: string; query: UseQueryResult<Read<DocumentListAnswer>> }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const format = useFormat();
  return (
    <section className="card" aria-labelledby="documents-list-heading">
      <h2 id="documents-list-heading">{t('list.title')}</h2>
      <Loaded query={query}>
        {(data) => {
          if (data.documents.length === 0) return <Empty>{t('list.empty')}</Empty>;
          const byId = new Map(readableItems(data.documents).map((document) => [document.id, document]));
          return (
            <ScrollRegion labelledBy="documents-caption">
              <table className={styles.documents} role="table">
                <caption id="documents-caption" className="visually-hidden">
                  {t('list.caption')}
                </caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {t('list.file')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('list.state')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('list.uploaded')}
                    </th>
                    <th scope="col" role="columnheader" className="number">
                      {t('list.size')}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {data.documents.map((document, index) =>
                    isUnreadable(document) ? (
                      <UnreadableRow key={`unreadable-${index}`} item={document} columns={4} />
                    ) : (
                      <tr key={document.id} data-document={document.id} role="row" className={styles.document}>
                        <th scope="row" role="rowheader" className={styles.fileCell}>
                          <FileName name={document.filename} />
                          <span className={styles.muted}>
                            <DocumentType contentType={document.content_type} />
                          </span>
                          <DuplicateNote document={document} earlier={document.duplicate_of === null ? undefined : byId.get(document.duplicate_of)} />
                          <Download customerId={customerId} document={document} />
                        </th>
                        <td role="cell" className={styles.stateCell}>
                          <DocumentState document={document} />
                        </td>
                        <td role="cell" className={styles.when}>
                          <time dateTime={document.uploaded_at}>{format.timestamp(document.uploaded_at)}</time>
                        </td>
                        <td role="cell" className={`number ${styles.size}`}>
                          {formatBytes(document.size_bytes, format.language)}
                        </td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </ScrollRegion>
          );
        }}
      </Loaded>
    </section>
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
  const client = useService();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const stored = await content(client, getDocumentContent, { path: { document_id: document.id }, customerId });
      const url = URL.createObjectURL(stored.blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = downloadName(document.filename, document.content_type);
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.download}>
      <button type="button" className="secondary" onClick={() => void download()} disabled={state === 'loading'} aria-label={t('list.download', { name: document.filename })}>
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
