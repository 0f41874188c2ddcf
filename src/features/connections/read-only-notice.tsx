import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../app/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';

/** What a person without a mutating role meets on a connect page: why there is no form, and the way back. */
export function ReadOnlyNotice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p>{text}</p>
      <p>
        <Link to={`/${encodeURIComponent(company.customer_id)}/connections`}>{t('backToList')}</Link>
      </p>
    </>
  );
}
