import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { useService } from '../../api/service-context.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { MEMBER_SEARCH_PARAM } from '../../portal/member-link.ts';
import { UnreadableListItem } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { ChangeLog } from './change-log.tsx';
import { InviteForm } from './invite-form.tsx';
import { changeRolesButtonId, MemberCard, memberCardId, memberName, removeButtonId } from './member-card.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { isLastAdmin } from './model.ts';
import { membersQuery } from '../../api/queries/members.ts';
import { RemoveDialog } from './remove-dialog.tsx';
import styles from './members.module.css';
import { Section } from '../../ui/section.tsx';
import { RoutingSection } from './routing-section.tsx';

/**
 * Members and roles (docs/decisions/0017, spec §5: granting access is an interactive admin's act): for company admins
 * (the route shows others the forbidden page).
 */
export default function MembersPage() {
  useMessagesOf(MEMBERS_NAMESPACE);
  const { company, me } = useCurrentCompany();
  // Keyed by the company: switching company drops every open form and dialog of the other one.
  return <MembersView key={company.customer_id} customerId={company.customer_id} companyName={company.name} subject={me.principal.subject} />;
}

function MembersView({ customerId, companyName, subject }: { customerId: string; companyName: string; subject: string }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const client = useService();
  const members = useQuery(membersQuery(client, customerId));
  const [search] = useSearchParams();
  // the member the URL names (memberRolesUrl) has their roles open from the start, and takes the focus once shown
  const asked = search.get(MEMBER_SEARCH_PARAM);
  const [editing, setEditing] = useState<string | null>(asked);
  const focus = useFocusAfterRender(asked === null ? null : memberCardId(asked));
  const [removing, setRemoving] = useState<Read<Member> | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className={styles.intro}>{t('intro', { company: companyName })}</p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>

      <Loaded query={members}>
        {(data) => (
          <>
            <Section headingId="members-title" headingRef={focus.ref} title={t('list.title')}>
              <MemberCards
                customerId={customerId}
                members={data.members}
                subject={subject}
                editing={editing}
                focusRef={focus.ref}
                onEdit={(member) => {
                  setNotice('');
                  setEditing(member.member_id);
                }}
                onEditDone={(member, saved) => {
                  setEditing(null);
                  focus.request(saved ? memberCardId(member.member_id) : changeRolesButtonId(member.member_id));
                  if (saved) setNotice(t('roles.done', { name: memberName(member) }));
                }}
                onRemove={(member) => {
                  setNotice('');
                  setRemoving(member);
                }}
              />
            </Section>

            <Section title={t('invite.title')}>
              <p>{t('invite.intro')}</p>
              <InviteForm customerId={customerId} onInvited={(email) => setNotice(t('invite.done', { email }))} />
            </Section>

            <RoutingSection customerId={customerId} members={data.members} />

            <ChangeLog changes={data.changes} />
          </>
        )}
      </Loaded>

      {removing ? (
        <RemoveDialog
          customerId={customerId}
          member={removing}
          name={memberName(removing)}
          you={removing.state === 'active' && removing.member_id === subject}
          onCancel={() => {
            focus.request(removeButtonId(removing.member_id));
            setRemoving(null);
          }}
          onRemoved={() => {
            focus.request('members-title');
            setRemoving(null);
            setNotice(t(removing.state === 'invited' ? 'remove.withdrawn' : 'remove.done', { name: memberName(removing) }));
          }}
        />
      ) : null}
    </>
  );
}

function MemberCards({
  customerId,
  members,
  subject,
  editing,
  focusRef,
  onEdit,
  onEditDone,
  onRemove,
}: {
  customerId: string;
  members: readonly (Read<Member> | UnreadableItem)[];
  subject: string;
  editing: string | null;
  focusRef: RefCallback<HTMLElement>;
  onEdit: (member: Read<Member>) => void;
  onEditDone: (member: Read<Member>, saved: boolean) => void;
  onRemove: (member: Read<Member>) => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  if (members.length === 0) return <Empty>{t('list.empty')}</Empty>;
  return (
    <ul className={styles.members} aria-labelledby="members-title">
      {members.map((member, index) =>
        isUnreadable(member) ? (
          <UnreadableListItem key={`unreadable-${index}`} item={member} className={styles.member} />
        ) : (
          <MemberCard
            key={member.member_id}
            customerId={customerId}
            member={member}
            you={member.state === 'active' && member.member_id === subject}
            lastAdmin={isLastAdmin(member, members)}
            editing={editing === member.member_id}
            focusRef={focusRef}
            onEdit={() => onEdit(member)}
            onEditDone={(saved) => onEditDone(member, saved)}
            onRemove={() => onRemove(member)}
          />
        ),
      )}
    </ul>
  );
}

/**
 * Focus for after the page has changed: the element with the requested id takes focus when it is rendered
 * (a saved member's card once the list is read again; the member the URL names once the list is there). The
 * callback is a new one each render, so React hands it every element again after each change.
 */
function useFocusAfterRender(initial: string | null) {
  const pending = useRef<string | null>(initial);
  const ref: RefCallback<HTMLElement> = (element) => {
    if (element && pending.current === element.id) {
      pending.current = null;
      element.focus();
      element.scrollIntoView?.({ block: 'start' });
    }
  };
  return {
    ref,
    request: (id: string) => {
      pending.current = id;
    },
  };
}
