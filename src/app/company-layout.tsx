import { Outlet, useParams } from 'react-router';
import { ErrorBanner, Loading } from '../ui/states.tsx';
import { CurrentCompanyProvider } from '../portal/current-company.tsx';
import { UnknownCompanyPage } from '../portal/pages.tsx';
import { useMe } from './use-me.ts';

/** `/:customerId/…`: the company the URL names, when it is one of the person's; its views below. */
export function CompanyLayout() {
  const { customerId = '' } = useParams();
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorBanner error={me.error} onRetry={() => void me.refetch()} />;
  const company = me.data.companies.find((c) => c.customer_id === customerId);
  if (!company) return <UnknownCompanyPage />;
  return (
    <CurrentCompanyProvider value={{ company, staff: me.data.principal.staff, me: me.data }}>
      <Outlet />
    </CurrentCompanyProvider>
  );
}
