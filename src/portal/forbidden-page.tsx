import { useTranslation } from 'react-i18next';
import { PageHeading } from '../ui/page-heading.tsx';
import { rolesNeeded, type Area } from './areas.ts';
import { FirmContactCard } from './firm-contact.tsx';

/** A view the person's roles do not reach: says which role would. */
export function ForbiddenPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const roles = rolesNeeded(area).map((role) => t(`roles.${role}`));
  const list = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} ${t('states.or')} ${roles.at(-1)}` : (roles[0] ?? '');
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{t('states.forbiddenTitle')}</PageHeading>
      <p>{t('states.forbiddenText', { roles: list })}</p>
      <p>{t('states.forbiddenHint')}</p>
      <FirmContactCard />
    </section>
  );
}
