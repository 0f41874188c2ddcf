import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { API_KEYS_NAMESPACE } from './messages.ts';
import { revokeApiKeyMutation } from '../../api/queries/api-keys-writes.ts';
import { useWrite } from '../../api/queries/write.ts';

/**
 * Confirms revoking one key, by name, saying that integrations using it stop at once (the dialog's
 * focus and Escape behaviour: ui/confirm-dialog.tsx).
 */
export function RevokeDialog({
  customerId,
  apiKey,
  onCancel,
  onRevoked,
}: {
  customerId: string;
  apiKey: ApiKeyMetadata;
  onCancel: () => void;
  onRevoked: (revoked: ApiKeyMetadata) => void;
}) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const revoke = useWrite(revokeApiKeyMutation, customerId);
  return (
    <ConfirmDialog
      idBase="revoke-api-key"
      title={t('revoke.title', { name: apiKey.name })}
      request={revoke}
      text={(key) => t(`revoke.${key}`)}
      onCancel={onCancel}
      // Revoked (2xx) even when the answer cannot be read: the key asked about is the one revoked.
      onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: (answer) => onRevoked(isUnreadableAnswer(answer) ? apiKey : answer.api_key) })}
      // a refusal known by name in the area's words; any other failure (the network, a 5xx) gets the shared banner
      failure={(error) => (knownRevokeRefusal(error) === undefined ? null : <RevokeRefusal error={error} />)}
    >
      <p id="revoke-api-key-text">
        <strong>{t('revoke.text')}</strong>
      </p>
      <p>{t('revoke.permanent')}</p>
    </ConfirmDialog>
  );
}

const REVOKE_REFUSALS = ['not_found', 'role_required'] as const;

/**
 * A refused revoke the portal knows, in its own words naming who can act (docs/decisions/0021, principle 10); the
 * service's own words in the technical details. Null for any other failure: the dialog's shared banner says it.
 */
/** The refusal of this kind the area knows by name, if the error is one. */
export function knownRevokeRefusal(error: unknown) {
  return error instanceof ApiError && error.kind === 'http' ? REVOKE_REFUSALS.find((refusal) => refusal === error.error) : undefined;
}

export function RevokeRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const known = knownRevokeRefusal(error);
  if (known === undefined) return null;
  return (
    <Refusal error={error} title={t('revoke.failed')}>
      <p>{t(`revoke.refusals.${known}`)}</p>
    </Refusal>
  );
}
