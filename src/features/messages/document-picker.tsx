/** Choosing among the company's documents what a message attaches. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentsQuery } from '../../api/queries/documents.ts';
import { readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import styles from './messages.module.css';

/** The company's documents to attach, newest first, each a checkbox. */
export function DocumentPicker({
  id,
  chosen,
  onToggle,
  onDone,
}: {
  id: string;
  chosen: readonly string[];
  onToggle: (document: { document_id: string; filename: string }, on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company } = useCurrentCompany();
  const documents = useQuery(documentsQuery(client, company.customer_id));
  const list = readableItems(documents.data?.documents ?? []);
  return (
    <fieldset id={id} className={styles.picker}>
      <legend>{t('composer.pickTitle')}</legend>
      {documents.isPending ? (
        <Loading label={t('composer.pickLoading')} />
      ) : documents.isError ? (
        <ErrorBanner error={documents.error} onRetry={() => void documents.refetch()} />
      ) : list.length === 0 ? (
        <p>{t('composer.pickNone')}</p>
      ) : (
        <ul className={styles.pickList}>
          {list.map((document) => (
            <li key={document.id}>
              <label className={styles.pickItem}>
                <input
                  type="checkbox"
                  checked={chosen.includes(document.id)}
                  onChange={(event) => onToggle({ document_id: document.id, filename: document.filename }, event.currentTarget.checked)}
                />
                <span className={styles.filename}>{document.filename}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={onDone}>
        {t('composer.pickDone')}
      </button>
    </fieldset>
  );
}
