import { useTranslation } from 'react-i18next';
import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { statusWordOf, toneOf } from './model.ts';
import styles from './connections.module.css';

/** A connection's state in words (the dot beside it only repeats what the words say). */
export function StatusText({ connection, withHelp = false }: { connection: CredentialConnection; withHelp?: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const word = statusWordOf(connection);
  return (
    <>
      <span className={`${styles.status} ${styles[toneOf(connection)]}`}>{t(`status.${word}`)}</span>
      {withHelp ? <span className={styles.help}>{t(`statusHelp.${word}`)}</span> : null}
    </>
  );
}
