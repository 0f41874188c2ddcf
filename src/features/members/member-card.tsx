import type { RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Read } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Hint } from '../../ui/field.tsx';
import { Pill } from '../../ui/pill.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { isKnownRole, orderedRoles } from './model.ts';
import { useRoleName } from './role-words.tsx';
import { RolesForm } from './roles-form.tsx';
import styles from './members.module.css';

export const memberCardId = (memberId: string) => `member-${memberId}`;
export const changeRolesButtonId = (memberId: string) => `change-roles-${memberId}`;
export const removeButtonId = (memberId: string) => `remove-${memberId}`;

/** How the view names a member: their name, or the address of an invitation nobody has signed in with yet. */
export const memberName = (member: Read<Member>) => member.name ?? member.email;

/**
 * One member: who they are, each role with what it lets them do, and the acts on them. The company's last
 * admin says so here, before anyone tries to take the role away: they have no Remove button, and their
 * admin role cannot be unchecked.
 */
export function MemberCard({
  customerId,
  member,
  you,
  lastAdmin,
  editing,
  focusRef,
  onEdit,
  onEditDone,
  onRemove,
}: {
  customerId: string;
  member: Read<Member>;
  you: boolean;
  lastAdmin: boolean;
  editing: boolean;
  focusRef: RefCallback<HTMLElement>;
  onEdit: () => void;
  onEditDone: (saved: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const format = useFormat();
  const roleName = useRoleName();
  const invited = member.state === 'invited';
  const name = memberName(member);
  const cardId = memberCardId(member.member_id);
  return (
    <li id={cardId} ref={focusRef} tabIndex={-1} className={styles.member} aria-labelledby={`${cardId}-name`}>
      <div className={styles.memberHead}>
        <h3 id={`${cardId}-name`}>
          {name} {you ? t('list.you') : null}
        </h3>
        {invited ? <Pill className={styles.invited}>{t('list.invited')}</Pill> : null}
      </div>
      {member.name !== null ? <p className={styles.muted}>{member.email}</p> : <p className={styles.muted}>{t('list.noName')}</p>}
      <p className={styles.muted}>{t(invited ? 'list.invitedAt' : 'list.addedAt', { time: format.timestamp(member.added_at) })}</p>
      {invited ? <Hint>{t('list.invitedHint')}</Hint> : null}
      <ul className={styles.roleList} aria-label={t('list.roles')}>
        {orderedRoles(member.roles).map((role) => (
          <li key={role}>
            <span className={styles.roleName}>{roleName(role)}</span>: {isKnownRole(role) ? t(`roleHelp.${role}`) : t('unknownRoleHelp')}
          </li>
        ))}
      </ul>
      {lastAdmin ? (
        <p className={styles.lastAdmin} id={`${cardId}-last-admin`}>
          {t('list.lastAdmin')}
        </p>
      ) : null}
      {editing ? (
        <RolesForm
          customerId={customerId}
          memberId={member.member_id}
          name={name}
          roles={member.roles}
          lastAdmin={lastAdmin}
          onSaved={() => onEditDone(true)}
          onCancel={() => onEditDone(false)}
        />
      ) : (
        <div className="actions">
          <button
            id={changeRolesButtonId(member.member_id)}
            ref={focusRef}
            type="button"
            className="secondary"
            aria-label={t('list.changeRolesNamed', { name })}
            onClick={onEdit}
          >
            {t('list.changeRoles')}
          </button>
          {lastAdmin ? null : (
            <button
              id={removeButtonId(member.member_id)}
              ref={focusRef}
              type="button"
              className={styles.dangerOutline}
              aria-label={t(invited ? 'list.withdrawNamed' : 'list.removeNamed', { name })}
              onClick={onRemove}
            >
              {t(invited ? 'list.withdraw' : 'list.remove')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
