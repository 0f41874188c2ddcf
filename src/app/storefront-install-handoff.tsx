import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeading } from '../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../ui/states.tsx';
import { areaUrl, canUse } from '../portal/areas.ts';
import { useMe } from './use-me.ts';

/**
 * The storefront's install handoff arrives without a company (docs/decisions/0031: `/connections/storefront/install
 * ?shop=…&install_ticket=…`): it continues in the person's company, or asks which one when they have several.
 */
export function StorefrontInstallHandoff() {
  const me = useMe();
  const { t } = useTranslation();
  const { search } = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorBanner error={me.error} onRetry={() => void me.refetch()} />;
  const staff = me.data.principal.staff;
  const companies = me.data.companies.filter((company) => canUse('connections', { roles: company.roles, staff }));
  const target = (customerId: string) => `${areaUrl('connections', customerId, ['storefront', 'install'])}${search}`;
  const only = companies.length === 1 ? companies[0] : undefined;
  if (only) return <Navigate to={target(only.customer_id)} replace />;
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{t('handoff.title')}</PageHeading>
      {companies.length === 0 ? (
        <p>{t('states.noCompanies')}</p>
      ) : (
        <>
          <p>{t('handoff.chooseCompany')}</p>
          <ul>
            {companies.map((company) => (
              <li key={company.customer_id}>
                <Link to={target(company.customer_id)}>
                  {company.name} ({company.business_id})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
