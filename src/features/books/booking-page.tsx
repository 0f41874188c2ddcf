import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/page-heading.tsx';

// Issue 29: built on its own branch; this only holds the route until then.
export function BookingPage() {
  const { t } = useTranslation('books');
  return <PageHeading>{t('title')}</PageHeading>;
}
