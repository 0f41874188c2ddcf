import { useTranslation } from 'react-i18next';
import { FieldError, Hint } from '../../ui/field.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { KNOWN_ROLES, type KnownRole } from './model.ts';
import { useRoleName } from './role-words.tsx';
import styles from './members.module.css';

/**
 * The roles a person may be given, as checkboxes, each with what it lets the person do in one line. A role
 * that cannot be taken away (the last admin's) stays checked and disabled, with the reason read with it.
 */
export function RoleChoices({
  idBase,
  chosen,
  onToggle,
  locked,
  error,
}: {
  idBase: string;
  chosen: ReadonlySet<string>;
  onToggle: (role: KnownRole, checked: boolean) => void;
  locked?: KnownRole;
  error?: string;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const roleName = useRoleName();
  const describedBy = [`${idBase}-hint`, error ? `${idBase}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('roles.legend')}</legend>
      <Hint id={`${idBase}-hint`}>{t('roles.hint')}</Hint>
      {error ? <FieldError id={`${idBase}-error`}>{error}</FieldError> : null}
      {KNOWN_ROLES.map((role) => {
        const id = `${idBase}-${role}`;
        const isLocked = locked === role;
        return (
          <div key={role} className={styles.choice}>
            <input
              id={id}
              type="checkbox"
              name={`${idBase}-roles`}
              value={role}
              checked={chosen.has(role)}
              disabled={isLocked}
              aria-describedby={isLocked ? `${id}-help ${id}-locked` : `${id}-help`}
              onChange={(event) => onToggle(role, event.target.checked)}
            />
            <label htmlFor={id}>{roleName(role)}</label>
            <Hint id={`${id}-help`} className={styles.choiceHelp}>
              {t(`roleHelp.${role}`)}
            </Hint>
            {isLocked ? (
              <Hint id={`${id}-locked`} className={styles.choiceHelp}>
                {t('roles.lastAdminLocked')}
              </Hint>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
