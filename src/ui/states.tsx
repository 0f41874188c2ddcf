import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import styles from './states.module.css';

/** Said to assistive technology as it appears; never a blank screen while data is on its way. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? t('states.loading')}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** What went wrong in the person's words, the service's own `detail` when it gave one, and a way to try again. */
export function ErrorBanner({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  let message: string;
  let code: string | undefined;
  if (error instanceof ApiError) {
    code = error.error;
    if (error.kind === 'network') message = t('states.networkError');
    else if (error.kind === 'contract') message = t('states.contractError');
    else if (error.status >= 500) message = `${t('states.serverError', { status: error.status })} ${error.detail}`;
    else message = error.detail;
  } else {
    message = error instanceof Error ? error.message : String(error);
  }
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>{title ?? t('states.errorTitle')}</p>
      <p>{message}</p>
      {code ? <p className={styles.code}>{t('states.errorCode', { code })}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('states.retry')}
        </button>
      ) : null}
    </div>
  );
}
