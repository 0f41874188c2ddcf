import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NO_ENVELOPE } from '../api/api-error.ts';
import { TechnicalDetails } from './open-value.tsx';
import { PageHeading } from './page-heading.tsx';
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
  // the service's own words, in English: quoted as such beside a sentence in the person's language
  let serviceSaid: string | undefined;
  let code: string | undefined;
  if (error instanceof ApiError) {
    code = error.error;
    if (error.kind === 'network') message = t('states.networkError');
    else if (error.kind === 'contract') message = t('states.contractError');
    // without the envelope there is no detail of the service's own, only the status (never English filler)
    else if (error.error === NO_ENVELOPE) message = t(error.status >= 500 ? 'states.serverError' : 'states.unexpectedAnswer');
    else if (error.status >= 500) {
      message = t('states.serverError');
      serviceSaid = error.detail;
    } else {
      message = t('states.refused');
      serviceSaid = error.detail;
    }
  } else {
    message = t('states.unexpectedError');
  }
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{title ?? t('states.errorTitle')}</p>
      <p>{message}</p>
      {/* plain words first (DESIGN.md principle 10): the service's own words and its code are for support */}
      <TechnicalDetails
        lines={[
          serviceSaid ? t('states.serviceSaid', { detail: serviceSaid }) : undefined,
          code && code !== NO_ENVELOPE ? t('states.errorCode', { code }) : undefined,
          error instanceof ApiError && error.status > 0 ? t('states.statusCode', { status: error.status }) : undefined,
        ]}
      />
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('states.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A message in a box with a coloured edge, above what it is about: a refusal or a problem (danger),
 * something to heed (warning), or something done (success). The caller gives its role (`alert`,
 * `note`, or none inside a live region) and, where the banner takes the focus, its ref and tabIndex.
 */
export function Banner({
  tone,
  title,
  className,
  children,
  ...rest
}: { tone: 'danger' | 'warning' | 'success'; title?: ReactNode } & Omit<ComponentPropsWithRef<'div'>, 'title'>) {
  const toneClass = tone === 'danger' ? '' : ` ${styles[tone]}`;
  return (
    <div className={`${styles.banner}${toneClass}${className ? ` ${className}` : ''}`} {...rest}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  );
}

/**
 * What a query has come to: the loading state while it is on its way, its failure with a retry, or
 * what the caller makes of its data. A page that waits for the query before it has a heading of its
 * own gives `heading`, which then stands above the failure so that the page is never without one.
 */
export function Loaded<T>({ query, heading, children }: { query: UseQueryResult<T>; heading?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const failure = <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />;
    if (heading === undefined) return failure;
    return (
      <>
        <PageHeading>{heading}</PageHeading>
        {failure}
      </>
    );
  }
  return children(query.data);
}
