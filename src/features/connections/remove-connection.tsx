import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import type { AcquirerConnectionRemoved, CredentialConnection } from '../../api/schemas/connections.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { focusPageHeading, PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner } from '../../ui/states.tsx';
import { BackToList } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { connectionsPaths } from './paths.ts';
import styles from './connections.module.css';

/**
 * Removing an acquirer connection that never verified (docs/decisions/0026): a mistyped merchant account code
 * leaves a connection that waits for good, which a recheck cannot mend. The offer says when removing is the way
 * out, the dialog what it does (the stored key is deleted; nothing was imported, so nothing is lost), and the page
 * afterwards how to connect again with the right code.
 */

export type Removal = UseMutationResult<Read<AcquirerConnectionRemoved> | UnreadableAnswer, Error, string>;

const accountOf = (connection: Pick<CredentialConnection, 'merchant_account' | 'display_name' | 'id'>) =>
  connection.merchant_account ?? connection.display_name ?? connection.id;

/** The way out, beside the recheck, for those who may write; only for a connection that can be removed (model.canRemove). */
export function RemoveConnectionOffer({ onOpen, buttonRef }: { onOpen: () => void; buttonRef: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <div className={styles.removal} data-removal-offer="">
      <h3>{t('remove.offerTitle')}</h3>
      <p>{t('remove.offer')}</p>
      <div className="actions">
        <button ref={buttonRef} type="button" className="secondary" onClick={onOpen}>
          {t('remove.open')}
        </button>
      </div>
    </div>
  );
}

/**
 * Confirms the removal (focus, Escape and double clicks: ui/confirm-dialog.tsx). The mutation is the page's, not
 * the dialog's: the connection leaves the catalog as it is removed, and what the service answered must outlive it.
 */
export function RemoveConnectionDialog({
  connection,
  removal,
  onCancel,
}: {
  connection: Pick<CredentialConnection, 'id' | 'merchant_account' | 'display_name'>;
  removal: Removal;
  onCancel: () => void;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <ConfirmDialog
      idBase="remove-connection"
      title={t('remove.title', { account: accountOf(connection) })}
      request={removal}
      text={(key) => t(`remove.${key}`)}
      onCancel={onCancel}
      onConfirm={() => removal.mutate(connection.id)}
      // null for a failure it does not know by name, which the dialog's shared banner then says
      failure={(error) => (knownRemovalRefusal(error) === undefined ? null : <RemovalRefusal error={error} />)}
    >
      <p id="remove-connection-text">{t('remove.text')}</p>
      <p>{t('remove.again')}</p>
    </ConfirmDialog>
  );
}

const REFUSALS = ['connection_key_verified', 'connection_has_imported', 'not_found', 'role_required'] as const;
export type KnownRemovalRefusal = (typeof REFUSALS)[number];

/** The refusal of a removal the portal says in its own words; undefined for any other failure. */
export function knownRemovalRefusal(error: unknown): KnownRemovalRefusal | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http') return undefined;
  return REFUSALS.find((refusal) => refusal === error.error);
}

/**
 * A refused removal in plain words first, naming who can act (docs/decisions/0021, principle 10); the service's own words,
 * its code and status in the technical details. Null for any other failure: the dialog's shared banner says it
 * (a network failure, a 503), with the same details.
 */
export function RemovalRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const known = knownRemovalRefusal(error);
  if (known === undefined) return null;
  return (
    <Refusal error={error} title={t('remove.failed')}>
      <p>{t(`remove.refusals.${known}`)}</p>
    </Refusal>
  );
}

/**
 * What the page says once the connection is removed: done (a 2xx whose answer cannot be read too: the connection
 * asked about is the one removed), and the way to connect again with the right code. Its heading takes the focus.
 */
export function ConnectionRemoved({
  customerId,
  connection,
  answer,
}: {
  customerId: string;
  connection: Pick<CredentialConnection, 'id' | 'merchant_account' | 'display_name'>;
  answer: Read<AcquirerConnectionRemoved> | UnreadableAnswer;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  useEffect(() => {
    focusPageHeading();
  }, []);
  const done = t('remove.done', { account: accountOf(connection) });
  return (
    <>
      <PageHeading>{t('remove.doneTitle')}</PageHeading>
      {isUnreadableAnswer(answer) ? (
        <DoneButUnreadable answer={answer} what={done} />
      ) : (
        <Banner tone="success" role="status" data-removed="">
          <p>{done}</p>
        </Banner>
      )}
      <p>{t('remove.next')}</p>
      <div className="actions">
        <Link className="button" to={connectionsPaths.connectAcquirer(customerId)}>
          {t('remove.connectAgain')}
        </Link>
        <BackToList />
      </div>
    </>
  );
}
