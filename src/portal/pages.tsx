import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../ui/page-heading.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{t('states.notFoundTitle')}</PageHeading>
      <p>{t('states.notFoundText')}</p>
      <p>
        <Link to="/">{t('states.toFrontPage')}</Link>
      </p>
    </section>
  );
}

export function UnknownCompanyPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{t('states.unknownCompanyTitle')}</PageHeading>
      <p>{t('states.unknownCompanyText')}</p>
      <p>
        <Link to="/">{t('states.toFrontPage')}</Link>
      </p>
    </section>
  );
}

/** What a route's error boundary shows: what happened, and a way to try the view again. */
export function RouteErrorPage({ error, onRetry, chunk = false }: { error: unknown; onRetry: () => void; chunk?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-heading" role="alert">
      <PageHeading>{t('states.routeErrorTitle')}</PageHeading>
      <p>{t(chunk ? 'states.chunkErrorText' : 'states.routeErrorText')}</p>
      {error instanceof Error ? (
        // for whoever helps the person: the program's own words, which are not translated
        <details>
          <summary>{t('states.technicalDetails')}</summary>
          <p lang="en">{error.message}</p>
        </details>
      ) : null}
      <button type="button" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </section>
  );
}
