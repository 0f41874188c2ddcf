import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/page-heading.tsx';

// Issue 31: built on its own branch; this only holds the route until then.
export function DeadlinesPage() {
  const { t } = useTranslation('filings');
  return <PageHeading>{t('title')}</PageHeading>;
}
