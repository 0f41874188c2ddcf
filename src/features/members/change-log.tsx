import { useTranslation } from 'react-i18next';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { MemberChange } from '../../api/schemas/members.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, UnreadableListItem } from '../../ui/open-value.tsx';
import { Empty } from '../../ui/states.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { roleDifference } from './model.ts';
import { useRolesPhrase } from './role-words.tsx';
import styles from './members.module.css';
import { Section } from '../../ui/section.tsx';

/** The company's log of changes to members and roles, newest first as the service sends it: who, when and what. */
export function ChangeLog({ changes }: { changes: readonly (Read<MemberChange> | UnreadableItem)[] }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  return (
    <Section headingId="member-log-title" title={t('log.title')}>
      <p>{t('log.intro')}</p>
      {changes.length === 0 ? (
        <Empty>{t('log.empty')}</Empty>
      ) : (
        <ol className={styles.log} aria-labelledby="member-log-title">
          {changes.map((change, index) =>
            isUnreadable(change) ? <UnreadableListItem key={`unreadable-${index}`} item={change} /> : <ChangeEntry key={index} change={change} />,
          )}
        </ol>
      )}
    </Section>
  );
}

const KNOWN_KINDS = ['invited', 'joined', 'roles_changed', 'removed'] as const;

function ChangeEntry({ change }: { change: Read<MemberChange> }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const format = useFormat();
  const rolesPhrase = useRolesPhrase();
  const member = change.member_name ?? change.member_email;
  const none = t('log.none');
  const known = (KNOWN_KINDS as readonly string[]).includes(change.kind);
  const what = (() => {
    switch (change.kind) {
      case 'invited':
        return t('log.invited', { member, roles: rolesPhrase(change.roles_after, none) });
      case 'joined':
        return t('log.joined', { roles: rolesPhrase(change.roles_after, none) });
      case 'roles_changed':
        return t('log.roles_changed', { member });
      case 'removed':
        return t('log.removed', { member, roles: rolesPhrase(change.roles_before, none) });
      default:
        return t('log.unknownKind', { member });
    }
  })();
  const { added, removed } = roleDifference(change.roles_before, change.roles_after);
  return (
    <li>
      <time className={styles.logWhen} dateTime={change.at}>
        {format.timestamp(change.at)}
      </time>
      <span className={styles.logWho}>{t('log.by', { name: change.by.name, email: change.by.email })}</span> {what}
      {known ? null : (
        <>
          {' '}
          (<OpenValueText value={change.kind} label={undefined} />)
        </>
      )}
      {change.kind === 'roles_changed' && added.length + removed.length > 0 ? (
        <ul className={styles.logDiff}>
          {added.length > 0 ? <li>{t('log.added', { roles: rolesPhrase(added, none) })}</li> : null}
          {removed.length > 0 ? <li>{t('log.taken', { roles: rolesPhrase(removed, none) })}</li> : null}
        </ul>
      ) : null}
    </li>
  );
}
