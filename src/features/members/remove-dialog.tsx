import { useTranslation } from 'react-i18next';
import type { Read } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { removeMemberMutation } from '../../api/queries/members-writes.ts';
import { knownMemberRefusal, MemberRefusal } from './refusals.tsx';
import { useWrite } from '../../api/queries/write.ts';

/**
 * Confirms removing a member (or withdrawing an invitation), by name, saying what the person loses at once and
 * what is kept (the dialog's focus and Escape behaviour: ui/confirm-dialog.tsx).
 */
export function RemoveDialog({
  customerId,
  member,
  name,
  you,
  onCancel,
  onRemoved,
}: {
  customerId: string;
  member: Read<Member>;
  name: string;
  /** The person is removing themselves (another admin remains): they are told they lose access at once. */
  you: boolean;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const remove = useWrite(removeMemberMutation, customerId);
  const invitation = member.state === 'invited';
  return (
    <ConfirmDialog
      idBase="remove-member"
      title={t(invitation ? 'remove.withdrawTitle' : 'remove.title', { name })}
      request={remove}
      text={(key) => t(`remove.${key}`)}
      onCancel={onCancel}
      onConfirm={() => remove.mutate(member.member_id, { onSuccess: onRemoved })}
      failure={(error) =>
        knownMemberRefusal(error) === undefined ? null : <MemberRefusal error={error} name={name} title={t('remove.failed')} />
      }
    >
      <p id="remove-member-text">
        <strong>{t(invitation ? 'remove.withdrawText' : 'remove.text')}</strong>
      </p>
      {you ? (
        <p>
          <strong>{t('remove.self')}</strong>
        </p>
      ) : null}
      <p>{t('remove.again')}</p>
    </ConfirmDialog>
  );
}
