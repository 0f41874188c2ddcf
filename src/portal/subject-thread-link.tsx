import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { useCurrentCompany } from './current-company.tsx';
import { subjectThreadUrl } from './subject-thread.ts';
import type { ThreadSubject } from './subject-thread-panel-view.tsx';
import styles from './subject-thread-panel.module.css';

/**
 * "Ask the accountant" about one thing of a list (a document among the company's documents): a link to its
 * thread, opened when it has one and started when it has none, named with the thing so that a list of them
 * reads apart. Its texts come with it, apart from the page's; until they are there it takes no room.
 */
export function SubjectThreadLink({ subject, name }: { subject: ThreadSubject; name: string }) {
  return (
    <Suspense fallback={null}>
      <AskLink subject={subject} name={name} />
    </Suspense>
  );
}

function AskLink({ subject, name }: { subject: ThreadSubject; name: string }) {
  const { t, i18n } = useTranslation(CONVERSATION_NAMESPACE);
  const { company, staff } = useCurrentCompany();
  // texts that could not be fetched: no link rather than one named by its key
  if (!i18n.hasResourceBundle(i18n.language, CONVERSATION_NAMESPACE)) return null;
  return (
    <Link className={styles.askLink} to={subjectThreadUrl(company.customer_id, subject)} data-ask-about={subject.kind}>
      {staff ? t('writeToCustomer') : t('ask')}
      <span className="visually-hidden">{`: ${name}`}</span>
    </Link>
  );
}
