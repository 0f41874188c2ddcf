import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import { useService } from '../../api/service-context.tsx';
import { Field, FieldError } from '../../ui/field.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { chosenRoles, KNOWN_ROLES, type KnownRole } from './model.ts';
import { inviteMemberMutation, NewInvitation } from './queries.ts';
import { knownMemberRefusal, MemberRefusal } from './refusals.tsx';
import { RoleChoices } from './role-choices.tsx';
import styles from './members.module.css';

const INVITE_FIELDS = ['email', 'roles'] as const;
type InviteField = (typeof INVITE_FIELDS)[number];

/** The service's refusals of an address that the form says at the field, in its own words. */
const ADDRESS_TAKEN = { already_member: 'invite.alreadyMember', already_invited: 'invite.alreadyInvited' } as const;

function addressTaken(error: unknown): (typeof ADDRESS_TAKEN)[keyof typeof ADDRESS_TAKEN] | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http') return undefined;
  return error.error === 'already_member' || error.error === 'already_invited' ? ADDRESS_TAKEN[error.error] : undefined;
}

/**
 * Invites a person by email with roles. Checked here with the contract's own schema before it is sent; what
 * the service refuses is said at the field it names. What was typed and chosen stays until the invitation is sent.
 */
export function InviteForm({ customerId, onInvited }: { customerId: string; onInvited: (email: string) => void }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const client = useService();
  const queryClient = useQueryClient();
  const invite = useMutation(inviteMemberMutation(client, queryClient, customerId));
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Partial<Record<InviteField, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);

  const toggle = (role: KnownRole, checked: boolean) => {
    setProblems(({ roles: _roles, ...rest }) => rest);
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(role);
      else next.delete(role);
      return next;
    });
  };

  const submit = () => {
    invite.reset();
    const typed = email.trim();
    const parsed = NewInvitation.safeParse({ email: typed, roles: chosenRoles(chosen) });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const found: Partial<Record<InviteField, string>> = {};
      if (fields.has('email')) found.email = t(typed === '' ? 'invite.emailRequired' : 'invite.emailInvalid');
      if (fields.has('roles')) found.roles = t('roles.required');
      setProblems(found);
      if (found.email) emailRef.current?.focus();
      else document.getElementById(`invite-roles-${KNOWN_ROLES[0]}`)?.focus();
      return;
    }
    setProblems({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setChosen(new Set());
        onInvited(parsed.data.email);
      },
      onError: (error) => {
        const refused = fieldErrorsOf(error, INVITE_FIELDS);
        const taken = addressTaken(error);
        const found: Partial<Record<InviteField, string>> = {};
        if (taken) found.email = t(taken);
        else if (refused.email !== undefined) found.email = t('invite.refused.email');
        if (refused.roles !== undefined) found.roles = t('invite.refused.roles');
        setProblems(found);
        if (found.email) emailRef.current?.focus();
      },
    });
  };

  const fieldsRefused = invite.isError && Object.keys(problems).length > 0;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="invite-email" label={t('invite.email')} hint={t('invite.emailHint')} hintPlacement="above" error={problems.email}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblems(({ email: _email, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      <RoleChoices idBase="invite-roles" chosen={chosen} onToggle={toggle} error={problems.roles} />
      {fieldsRefused ? (
        <div>
          <FieldError role="alert">{t('invite.fixFields')}</FieldError>
          <TechnicalDetails lines={technicalLinesOf(invite.error, tCommon)} />
        </div>
      ) : invite.isError ? (
        knownMemberRefusal(invite.error) !== undefined ? (
          <MemberRefusal error={invite.error} name={email} title={t('invite.failed')} />
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
