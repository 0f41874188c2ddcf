import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { connectionsPaths } from './paths.ts';

/** The way back to the company's connections, from every page of the area. */
export function BackToList() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  return <Link to={connectionsPaths.list(company.customer_id)}>{t('backToList')}</Link>;
}

/**
 * A page that has only something to say, and the way back: why a person without a mutating role
 * meets no form on a connect page, or that what the address names is not there.
 */
export function NoticePage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p>{text}</p>
      <p>
        <BackToList />
      </p>
    </>
  );
}
