import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentsQuery } from '../../api/queries/documents.ts';
import { isUnreadable, readableItems, type UnreadableItem } from '../../api/reading.ts';
import type { Declaration } from '../../api/schemas/books.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { OpenValueText, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';
import { DocumentToggle } from './shown-document.tsx';
import styles from './lens.module.css';

/** An answer in words; one the portal does not know, as the service sent it. */
export function AnswerText({ answer }: { answer: string }) {
  const label = useKnownLabel(BOOKS_NAMESPACE);
  return <OpenValueText value={answer} label={label('questions.answers', answer)} />;
}

/**
 * The answers given about a row, oldest first, each with the files given with it (docs/decisions/0007-
 * declaration-documents.md) and who gave it and when; never changed afterwards.
 */
export function DeclarationList({ declarations }: { declarations: readonly (Declaration | UnreadableItem)[] }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  return (
    <ol className={styles.list}>
      {declarations.map((declaration, index) =>
        isUnreadable(declaration) ? (
          <UnreadableListItem key={`unreadable-${index}`} item={declaration} />
        ) : (
          <li key={declaration.id} className={styles.answer} data-declaration={declaration.answer}>
            <p>
              <strong>
                <AnswerText answer={declaration.answer} />
              </strong>
            </p>
            {declaration.note === '' ? null : <p className={styles.keepLines}>{declaration.note}</p>}
            {declaration.document_ids.length > 0 ? <DeclarationDocuments declarationId={declaration.id} documentIds={declaration.document_ids} /> : null}
            <p className={styles.muted}>{t('questions.answerBy', { name: declaration.name, time: format.timestamp(declaration.at) })}</p>
          </li>
        ),
      )}
    </ol>
  );
}

/**
 * The files given with an answer, each by the name it was sent with (the company's document list names it;
 * "Liite 2" while the list is not read or does not name it) and shown in the page on request.
 */
function DeclarationDocuments({ declarationId, documentIds }: { declarationId: string; documentIds: readonly string[] }) {
  const { t } = useTranslation('books');
  const client = useService();
  const { company } = useCurrentCompany();
  const list = useQuery(documentsQuery(client, company.customer_id));
  const names = new Map(readableItems(list.data?.documents ?? []).map((document) => [document.id, document.filename]));
  return (
    <ul className={styles.evidence} aria-label={t('questions.documents')}>
      {documentIds.map((documentId, index) => {
        const name = names.get(documentId) ?? t('questions.documentNumbered', { number: index + 1 });
        return (
          <li key={documentId}>
            <span className={styles.breaks}>{name}</span>
            <DocumentToggle
              documentId={documentId}
              filename={name}
              viewId={`books-evidence-${declarationId}-${index}`}
              texts={{
                show: t('questions.showDocument', { name }),
                hide: t('questions.hideDocument', { name }),
                loading: t('questions.documentLoading'),
                failed: t('questions.documentFailed'),
                alt: t('questions.documentAlt', { name }),
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Who may answer the agent's questions (the operation's rule): the company's admin, approver and operator, not the firm's staff. */
export const ANSWERING_ROLES: readonly string[] = ['admin', 'approver', 'operator'];

export function mayAnswer(staff: boolean, roles: readonly string[]): boolean {
  return !staff && roles.some((role) => ANSWERING_ROLES.includes(role));
}
