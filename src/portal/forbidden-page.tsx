import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../ui/page-heading.tsx';
import { canUse, rolesNeeded, type Area } from './areas.ts';
import { useCurrentCompany } from './current-company.tsx';
import { FirmContactCard } from './firm-contact.tsx';
import { memberRolesUrl } from './member-link.ts';

/**
 * A view the person's roles do not reach: says which role would. A company admin is not told to ask the admin:
 * they are led to their own roles in the members area, where they can give themselves the role.
 */
export function ForbiddenPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const { company, staff, me } = useCurrentCompany();
  const roles = rolesNeeded(area).map((role) => t(`roles.${role}`));
  const list = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} ${t('states.or')} ${roles.at(-1)}` : (roles[0] ?? '');
  const grantsRoles = me.principal.kind === 'interactive' && canUse('members', { roles: company.roles, staff });
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{t('states.forbiddenTitle')}</PageHeading>
      <p>{t('states.forbiddenText', { roles: list })}</p>
      {grantsRoles ? (
        <p>
          {t('states.forbiddenAdminHint')} <Link to={memberRolesUrl(company.customer_id, me.principal.subject)}>{t('states.forbiddenAdminLink')}</Link>
        </p>
      ) : (
        <p>{t('states.forbiddenHint')}</p>
      )}
      <FirmContactCard />
    </section>
  );
}
