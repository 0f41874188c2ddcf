import { useTranslation } from 'react-i18next';
import styles from './service-text.module.css';

/**
 * The language the service writes its own sentences in (the agent's progress notes, a review's reasons):
 * the firm's, Finnish, whatever language the person reads the portal in. The spec does not say; the
 * operations' assumptions record it (src/api/operations/company.ts, purchase-bills.ts).
 */
export const SERVICE_TEXT_LANGUAGE = 'fi';

/**
 * A sentence the service wrote, quoted as it came and marked with its language, so that a screen reader
 * reads it in that language and nobody takes it for the page's own words. `ServiceText` says whose words
 * they are next to them; a list of them says so once, above the list (`ServiceTextsLabel`).
 */
export function ServiceQuote({ text }: { text: string }) {
  return (
    <q className={styles.quote} lang={SERVICE_TEXT_LANGUAGE}>
      {text}
    </q>
  );
}

export function ServiceText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  if (text === '') return null;
  return (
    <span className={className ? `${styles.text} ${className}` : styles.text}>
      <span className={styles.label}>{t('states.serviceText')}</span> <ServiceQuote text={text} />
    </span>
  );
}

export function ServiceTextsLabel() {
  const { t } = useTranslation();
  return <p className={styles.label}>{t('states.serviceTexts')}</p>;
}
