import { useTranslation } from 'react-i18next';
import { isKnownRole, orderedRoles } from './model.ts';

/**
 * A role's name in the person's language (the shell's words, as the rest of the portal names roles); a role
 * the portal does not know is shown as it came, marked (docs/decisions/0021, principle 8).
 */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => (isKnownRole(role) ? t(`roles.${role}`) : `${role} (${t('states.unknownValue')})`);
}

/** Roles as one phrase, in the portal's order: "pääkäyttäjä, ostolaskujen käsittelijä". */
export function useRolesPhrase(): (roles: readonly string[], none: string) => string {
  const roleName = useRoleName();
  return (roles, none) => (roles.length === 0 ? none : orderedRoles(roles).map(roleName).join(', '));
}
