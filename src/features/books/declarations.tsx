import { useTranslation } from 'react-i18next';
import { isUnreadable, type UnreadableItem } from '../../api/reading.ts';
import type { Declaration } from '../../api/schemas/books.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';
import styles from './lens.module.css';

/** An answer in words; one the portal does not know, as the service sent it. */
export function AnswerText({ answer }: { answer: string }) {
  const label = useKnownLabel(BOOKS_NAMESPACE);
  return <OpenValueText value={answer} label={label('questions.answers', answer)} />;
}

/** The answers given about a row, oldest first, each with who gave it and when; never changed afterwards. */
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
            <p className={styles.muted}>{t('questions.answerBy', { name: declaration.name, time: format.timestamp(declaration.at) })}</p>
          </li>
        ),
      )}
    </ol>
  );
}

/** Who may answer the agent's questions (the operation's rule): the company's admin, approver and operator, not the firm's staff. */
export const ANSWERING_ROLES: readonly string[] = ['admin', 'approver', 'operator'];

export function mayAnswer(staff: boolean, roles: readonly string[]): boolean {
  return !staff && roles.some((role) => ANSWERING_ROLES.includes(role));
}
