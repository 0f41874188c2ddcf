import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import { ErrorBanner } from '../../ui/states.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { chosenRoles, KNOWN_ROLES, type KnownRole } from './model.ts';
import { changeMemberRolesMutation } from '../../api/queries/members-writes.ts';
import { knownMemberRefusal, MemberRefusal } from './refusals.tsx';
import { RoleChoices } from './role-choices.tsx';
import styles from './members.module.css';
import { useWrite } from '../../api/queries/write.ts';

/**
 * Changes one member's roles (or an open invitation's). At least one role: taking every role away is removing
 * the member, a step of its own with its own confirmation. The choice is kept whatever the service answers.
 */
export function RolesForm({
  customerId,
  memberId,
  name,
  roles,
  lastAdmin,
  onSaved,
  onCancel,
}: {
  customerId: string;
  memberId: string;
  name: string;
  roles: readonly string[];
  lastAdmin: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const change = useWrite(changeMemberRolesMutation, customerId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(roles));
  const [missing, setMissing] = useState(false);
  const idBase = `roles-${memberId}`;
  // The last admin keeps the admin role whatever was chosen before they became the last one (the list is read
  // again after a refusal): what is shown checked is what is sent.
  const effective: ReadonlySet<string> = lastAdmin ? new Set([...chosen, 'admin']) : chosen;

  const toggle = (role: KnownRole, checked: boolean) => {
    setMissing(false);
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(role);
      else next.delete(role);
      return next;
    });
  };

  const refusedRoles = fieldErrorsOf(change.error, ['roles']).roles !== undefined;
  const error = missing ? t('roles.required') : refusedRoles ? t('roles.refused') : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('list.changeRolesNamed', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        const next = chosenRoles(effective);
        if (next.length === 0) {
          setMissing(true);
          // nothing is checked, so no role is locked: the first choice takes the focus, with the error read with it
          document.getElementById(`${idBase}-${KNOWN_ROLES[0]}`)?.focus();
          return;
        }
        change.mutate({ memberId, roles: next }, { onSuccess: onSaved });
      }}
    >
      <RoleChoices idBase={idBase} chosen={effective} onToggle={toggle} locked={lastAdmin ? 'admin' : undefined} error={error} />
      {change.isError && !refusedRoles ? (
        knownMemberRefusal(change.error) !== undefined ? (
          <MemberRefusal error={change.error} name={name} title={t('roles.failed')} />
        ) : (
          <ErrorBanner error={change.error} title={t('roles.failed')} />
        )
      ) : null}
      <div className="actions">
        <button type="submit" disabled={change.isPending}>
          {change.isPending ? t('roles.saving') : t('roles.save')}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={change.isPending}>
          {t('roles.cancel')}
        </button>
      </div>
    </form>
  );
}
