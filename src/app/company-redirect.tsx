import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeading } from '../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../ui/states.tsx';
import { areaUrl } from '../portal/areas.ts';
import { useMe } from './use-me.ts';

/** `/`: the person's first company, so that every page after this has the company in its URL. */
export function CompanyRedirect() {
  const me = useMe();
  const { t } = useTranslation();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorBanner error={me.error} onRetry={() => void me.refetch()} />;
  const first = me.data.companies[0];
  if (!first) {
    return (
      <section aria-labelledby="page-heading">
        <PageHeading>{t('app.name')}</PageHeading>
        <p>{t('states.noCompanies')}</p>
      </section>
    );
  }
  return <Navigate to={areaUrl('overview', first.customer_id)} replace />;
}
