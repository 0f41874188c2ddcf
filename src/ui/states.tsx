import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NO_ENVELOPE } from '../api/api-error.ts';
import type { Translate } from '../i18n/text-keys.ts';
import { TechnicalDetails } from './open-value.tsx';
import { PageHeading } from './page-heading.tsx';
import styles from './states.module.css';

/** Said to assistive technology as it appears; never a blank screen while data is on its way. */
/**
 * A wait. Content that is on its way shows as a skeleton, grey bars where the text will be, and only once
 * the wait has lasted 300 ms (a quick answer never flashes one); its place is kept from the start, so
 * nothing moves when it appears. A wait with something to say (`label`: signing in, a row of its own) says
 * it in words beside a spinner. Either way a screen reader hears it as a status.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  if (label === undefined) {
    return (
      <div className={styles.skeleton} role="status" aria-live="polite" data-loading="">
        <span className="visually-hidden">{t('states.loading')}</span>
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
      </div>
    );
  }
  return (
    <p className={styles.loading} role="status" aria-live="polite" data-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/**
 * What the service itself said about a failure, for the technical details (docs/decisions/0021, principle 10): its own
 * words (in English, quoted as such), its code and the status. Never the first sentence a person reads.
 */
export function technicalLinesOf(error: unknown, t: Translate): (string | undefined)[] {
  if (!(error instanceof ApiError)) return [];
  // without the envelope there is no detail of the service's own, only the status (never English filler)
  const envelope = error.error !== NO_ENVELOPE;
  return [
    error.kind === 'http' && envelope && error.detail ? t('states.serviceSaid', { detail: error.detail }) : undefined,
    envelope ? t('states.errorCode', { code: error.error }) : undefined,
    error.status > 0 ? t('states.statusCode', { status: error.status }) : undefined,
  ];
}

/** What went wrong in the person's words, the service's own `detail` when it gave one, and a way to try again. */
export function ErrorBanner({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  let message: string;
  if (error instanceof ApiError) {
    if (error.kind === 'network') message = t('states.networkError');
    else if (error.kind === 'contract') message = t('states.contractError');
    else if (error.error === NO_ENVELOPE) message = t(error.status >= 500 ? 'states.serverError' : 'states.unexpectedAnswer');
    else message = t(error.status >= 500 ? 'states.serverError' : 'states.refused');
  } else {
    message = t('states.unexpectedError');
  }
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{title ?? t('states.errorTitle')}</p>
      <p>{message}</p>
      {/* plain words first (docs/decisions/0021, principle 10): the service's own words and its code are for support */}
      <TechnicalDetails lines={technicalLinesOf(error, t)} />
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
 * What a query has come to: the loading state while it is on its way (and while its first answer is being
 * drawn), its failure with a retry, or what the caller makes of its data. A page that waits for the query before it has a heading of its
 * own gives `heading`, which then stands above the failure so that the page is never without one.
 */
export function Loaded<T>({ query, heading, children }: { query: UseQueryResult<T>; heading?: ReactNode; children: (data: T) => ReactNode }) {
  // The first answer is drawn as a transition, in slices the browser may interrupt, never in one long task
  // (a long list on a slow phone, docs/decisions/0023): the answer arrives through React Query's store, whose updates
  // React renders at once; the wait stays on screen until the answer is drawn. Later answers redraw at once.
  const drawing = useDeferredValue(query.isPending);
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
  if (drawing) return <Loading />;
  return children(query.data);
}
