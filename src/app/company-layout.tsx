import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageTop } from '../ui/page-top.tsx';
import { ErrorBanner, Loading } from '../ui/states.tsx';
import { CurrentCompanyProvider } from '../portal/current-company.tsx';
import { UnknownCompanyPage } from '../portal/pages.tsx';
import { firstScreenTopOf, overviewTopOf, topWordsOf } from './first-screen/first-screen-top.ts';
import { useMe } from './use-me.ts';

/** `/:customerId/…`: the company the URL names, when it is one of the person's; its views below. */
export function CompanyLayout() {
  const { customerId = '' } = useParams();
  const me = useMe();
  if (me.isPending) {
    return (
      <>
        <TopBeforeMe />
        <Loading />
      </>
    );
  }
  if (me.isError) return <ErrorBanner error={me.error} onRetry={() => void me.refetch()} />;
  const company = me.data.companies.find((c) => c.customer_id === customerId);
  if (!company) return <UnknownCompanyPage />;
  return (
    <CurrentCompanyProvider value={{ company, staff: me.data.principal.staff, me: me.data }}>
      <Outlet />
    </CurrentCompanyProvider>
  );
}

/**
 * While /me is on its way: the page's top where it needs nothing from the service, exactly as the boot drew it
 * on the first screen (src/app/first-screen/), so that the page does not blink when React takes it over.
 */
function TopBeforeMe() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const overview = overviewTopOf(pathname);
  // the overview's heading as src/features/company/overview-page.tsx draws it, with the name /me will confirm
  if (overview) {
    return (
      <PageHeading>
        {t('overview.title')}: {overview.companyName}
      </PageHeading>
    );
  }
  const found = firstScreenTopOf(pathname);
  const words = found ? topWordsOf(i18n.getResourceBundle(i18n.language, found.top.namespace), found.top) : null;
  if (!words) return null;
  return (
    <PageTop heading={words.heading}>
      <p>{words.intro}</p>
    </PageTop>
  );
}
