import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { Refusal } from '../../ui/refusal.tsx';
import { MEMBERS_NAMESPACE } from './messages.ts';

const MEMBER_REFUSALS = ['last_admin', 'not_found', 'role_required'] as const;
export type MemberRefusalCode = (typeof MEMBER_REFUSALS)[number];

/** The refusal of a change the area knows by name, if the error is one. */
export function knownMemberRefusal(error: unknown): MemberRefusalCode | undefined {
  return error instanceof ApiError && error.kind === 'http' ? MEMBER_REFUSALS.find((code) => code === error.error) : undefined;
}

/**
 * A refused change in the area's own words, naming what to do (docs/decisions/0021, principle 10); the service's own words
 * in the technical details. Null for any other failure: the caller's shared banner says it.
 */
export function MemberRefusal({ error, name, title }: { error: unknown; name: string; title: string }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const known = knownMemberRefusal(error);
  if (known === undefined) return null;
  return (
    <Refusal error={error} title={title}>
      <p>{t(`refusals.${known}`, { name })}</p>
    </Refusal>
  );
}
