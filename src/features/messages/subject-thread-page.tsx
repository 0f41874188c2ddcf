import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/page-heading.tsx';

// Issue 30: built on its own branch; this only holds the route until then.
export function SubjectThreadPage() {
  const { t } = useTranslation('messages');
  return <PageHeading>{t('title')}</PageHeading>;
}
