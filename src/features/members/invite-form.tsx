import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';
import { Field } from '../../ui/field.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { chosenRoles, KNOWN_ROLES, type KnownRole } from './model.ts';
import { inviteMemberMutation } from '../../api/queries/members-writes.ts';
import { NewInvitation } from './new-invitation.ts';
import { knownMemberRefusal, MemberRefusal } from './refusals.tsx';
import { RoleChoices } from './role-choices.tsx';
import styles from './members.module.css';
import { useWrite } from '../../api/queries/write.ts';

/** The contract's invitation, the address as typed with the spaces around it left out. */
const InviteFields = NewInvitation.extend({ email: z.string().trim().pipe(NewInvitation.shape.email) });
type InviteInput = z.input<typeof InviteFields>;

/** The service's refusals of an address that the form says at the field, in its own words. */
const ADDRESS_TAKEN = { already_member: 'invite.alreadyMember', already_invited: 'invite.alreadyInvited' } as const;

/**
 * Invites a person by email with roles. Checked here with the contract's own schema before it is sent; what
 * the service refuses is said at the field it names. What was typed and chosen stays until the invitation is sent.
 */
export function InviteForm({ customerId, onInvited }: { customerId: string; onInvited: (email: string) => void }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const invite = useWrite(inviteMemberMutation, customerId);
  const [fieldsRefused, setFieldsRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    refuse,
    control,
    formState: { errors, isSubmitted },
  } = useContractForm<InviteInput, NewInvitation>({
    schema: InviteFields,
    defaultValues: { email: '', roles: [] },
    refusals: {
      fields: ['email', 'roles'],
      byCode: { already_member: 'email', already_invited: 'email' },
      say: ({ field, error }) =>
        t(
          field === 'roles'
            ? 'invite.refused.roles'
            : error.error === 'already_member' || error.error === 'already_invited'
              ? ADDRESS_TAKEN[error.error]
              : 'invite.refused.email',
        ),
    },
  });
  const roles = useWatch({ control, name: 'roles' });
  const chosen = new Set(roles);

  const toggle = (role: KnownRole, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(role);
    else next.delete(role);
    setValue('roles', chosenRoles(next), { shouldValidate: isSubmitted });
  };

  const send = handleSubmit(
    (invitation) => {
      setFieldsRefused(false);
      invite.mutate(invitation, {
        onSuccess: () => {
          reset();
          onInvited(invitation.email);
        },
        onError: (error) => setFieldsRefused(refuse(error)),
      });
    },
    // the roles are checkboxes of their own, not a registered field: the first takes the focus when only they are wrong
    (invalid) => {
      if (!invalid.email) document.getElementById(`invite-roles-${KNOWN_ROLES[0]}`)?.focus();
    },
  );

  const emailError = errors.email
    ? errors.email.type === 'server'
      ? errors.email.message
      : t(getValues('email').trim() === '' ? 'invite.emailRequired' : 'invite.emailInvalid')
    : undefined;
  const rolesError = errors.roles ? (errors.roles.type === 'server' ? errors.roles.message : t('roles.required')) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        invite.reset();
        void send(event);
      }}
    >
      <Field id="invite-email" label={t('invite.email')} hint={t('invite.emailHint')} hintPlacement="above" error={emailError}>
        {(control) => <input {...control} type="email" inputMode="email" autoComplete="off" spellCheck={false} {...register('email')} />}
      </Field>
      <RoleChoices idBase="invite-roles" chosen={chosen} onToggle={toggle} error={rolesError} />
      {invite.isError && fieldsRefused ? (
        <FieldsRefused error={invite.error} text={t('invite.fixFields')} />
      ) : invite.isError ? (
        knownMemberRefusal(invite.error) !== undefined ? (
          <MemberRefusal error={invite.error} name={getValues('email')} title={t('invite.failed')} />
        ) : (
          <ErrorBanner error={invite.error} title={t('invite.failed')} />
        )
      ) : null}
      <div className="actions">
        <button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('invite.submitting') : t('invite.submit')}
        </button>
      </div>
    </form>
  );
}
