import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { useService } from '../../api/service-context.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { API_KEYS_NAMESPACE } from './messages.ts';
import { revokeApiKeyMutation } from './queries.ts';
import styles from './api-keys-page.module.css';

/**
 * Confirms revoking one key, by name, saying that integrations using it stop at once. A modal
 * <dialog> keeps focus inside and closes with Escape; Cancel has the focus first, so that Enter
 * never revokes by accident.
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
  const client = useService();
  const queryClient = useQueryClient();
  const revoke = useMutation(revokeApiKeyMutation(client, queryClient, customerId));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="revoke-api-key-title"
      aria-describedby="revoke-api-key-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!revoke.isPending) onCancel();
      }}
    >
      <h2 id="revoke-api-key-title">{t('revoke.title', { name: apiKey.name })}</h2>
      <p id="revoke-api-key-text">
        <strong>{t('revoke.text')}</strong>
      </p>
      <p>{t('revoke.permanent')}</p>
      {revoke.isError ? <ErrorBanner error={revoke.error} title={t('revoke.failed')} /> : null}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled while the request runs: a disabled button would drop the focus. */}
        <button ref={cancelRef} type="button" className="secondary" aria-disabled={revoke.isPending} onClick={() => !revoke.isPending && onCancel()}>
          {t('revoke.cancel')}
        </button>
        <button
          type="button"
          className={styles.danger}
          aria-disabled={revoke.isPending}
          onClick={() => {
            if (!revoke.isPending) revoke.mutate(apiKey.id, { onSuccess: ({ api_key }) => onRevoked(api_key) });
          }}
        >
          {revoke.isPending ? t('revoke.confirming') : t('revoke.confirm')}
        </button>
      </div>
    </dialog>
  );
}
