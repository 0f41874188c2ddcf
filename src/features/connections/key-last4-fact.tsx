import { useTranslation } from 'react-i18next';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import styles from './connections.module.css';

/** The last characters of a connection's key, as a fact: masked for the eye, said in words to a screen reader. */
export function KeyLast4Fact({ last4 }: { last4: string | null | undefined }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  if (!last4) return null;
  return (
    <>
      <dt>{t('check.keyLast4')}</dt>
      <dd>
        <span className="visually-hidden">{t('check.keyMasked', { last4 })}</span>
        <span aria-hidden="true" className={styles.mono}>
          ••••{last4}
        </span>
      </dd>
    </>
  );
}
