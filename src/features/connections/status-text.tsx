import { useTranslation } from 'react-i18next';
import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { OpenValueText } from '../../ui/open-value.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { statusWordOf, toneOf, unknownErrorCode } from './model.ts';
import styles from './connections.module.css';

/**
 * A connection's state in words (the dot beside it only repeats what the words say). An error code the
 * portal does not know is shown beside them as the service sent it, marked as unknown.
 */
export function StatusText({ connection, withHelp = false }: { connection: CredentialConnection; withHelp?: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const word = statusWordOf(connection);
  const unknownCode = unknownErrorCode(connection);
  return (
    <>
      <span className={`${styles.status} ${styles[toneOf(connection)]}`}>{t(`status.${word}`)}</span>
      {withHelp ? <span className={styles.help}>{t(`statusHelp.${word}`)}</span> : null}
      {unknownCode !== null ? (
        <span className={styles.help}>
          {t('connected.reason')}: <OpenValueText value={unknownCode} label={undefined} />
        </span>
      ) : null}
    </>
  );
}
