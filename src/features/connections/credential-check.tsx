import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import type { CredentialCheck, CredentialConnection, RevalidateAcquirerConnectionResult } from '../../api/schemas/connections.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { FieldError } from '../../ui/field.tsx';
import { OpenValueText, TechnicalDetails } from '../../ui/open-value.tsx';
import { ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { checkOutcomeOf, type CheckOutcome } from './model.ts';
import { revalidateAcquirerConnectionMutation } from '../../api/queries/connections-writes.ts';
import styles from './connections.module.css';
import { useWrite } from '../../api/queries/write.ts';

const OUTCOME_CLASS: Record<CheckOutcome, string | undefined> = {
  verified: styles.checkVerified,
  claimedElsewhere: styles.checkRefused,
  refused: styles.checkRefused,
  unreachable: styles.checkUnreachable,
  notChecked: styles.checkNotChecked,
  // a state the portal does not know is drawn as one that needs a look, never as a verified key
  unknown: styles.checkUnreachable,
};

type RecheckResult = Read<RevalidateAcquirerConnectionResult>;

/**
 * The latest credential check said honestly (spec §2.4, §4.1 rule 4): a 202 is not a healthy
 * connection. A refused key shows the provider's own message and what to fix at the provider; a key
 * that could not be checked says so. Neither asks for the key again: the recheck uses the stored one.
 * After a recheck the new result takes the focus once it is on the page — whoever puts it there, the
 * connect page's own state or the catalog the detail page reads — so it is what a screen reader says.
 * A check state the portal does not know is said as it came, marked, with the recheck offered. A recheck
 * the service did (2xx) whose answer cannot be read is said as done, and the result shown is the one read
 * again; nothing offers it as failed.
 */
export function CredentialCheckPanel({
  connection,
  check,
  headingId,
  canRecheck,
  onRechecked,
}: {
  connection: CredentialConnection;
  check: CredentialCheck;
  headingId: string;
  canRecheck: boolean;
  onRechecked?: (result: RecheckResult) => void;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const format = useFormat();
  const customerId = useCurrentCompany().company.customer_id;
  // Held by the panel, not its button: the button leaves with the old result, the answer must not.
  const recheck = useWrite(revalidateAcquirerConnectionMutation, customerId);
  const rechecked: UnreadableAnswer | null = recheck.isSuccess && isUnreadableAnswer(recheck.data) ? recheck.data : null;
  const outcome = checkOutcomeOf(check, connection);
  const account = connection.merchant_account ?? connection.display_name ?? connection.id;
  const heading = useRef<HTMLHeadingElement>(null);
  const awaitingRecheck = useRef(false);
  const shownResult = `${outcome} ${check.checked_at}`;

  useEffect(() => {
    if (!awaitingRecheck.current) return;
    awaitingRecheck.current = false;
    heading.current?.focus();
  }, [shownResult]);

  return (
    <div className={`${styles.check} ${OUTCOME_CLASS[outcome] ?? ''}`} data-check-state={check.state}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.focusTarget}>
        {t(`check.${outcome}Title`)}
      </h3>
      <p className={styles.muted}>
        <time dateTime={check.checked_at}>{t('check.checkedAt', { time: format.timestamp(check.checked_at) })}</time>
      </p>
      <CheckOutcomeText outcome={outcome} check={check} connection={connection} />
      {rechecked ? <DoneButUnreadable answer={rechecked} what={t('check.recheckedUnreadable', { account })} /> : null}
      {outcome !== 'verified' && canRecheck && connection.recheck_available ? (
        <RecheckButton
          connection={connection}
          recheck={recheck}
          onRecheck={() => {
            awaitingRecheck.current = true;
          }}
          onRechecked={(result) => {
            if (!isUnreadableAnswer(result)) onRechecked?.(result);
          }}
          onFailed={() => {
            // The failure is said where the button is; the old result keeps its place and the focus stays.
            awaitingRecheck.current = false;
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What a check came to, in plain words first (docs/decisions/0021, principle 10): what happened and what to do, each
 * outcome in its own words; the provider's own message (in English) only in the technical details. A check
 * state the portal does not know is shown as it came, marked (docs/decisions/0021, principle 8).
 */
export function CheckOutcomeText({
  outcome,
  check,
  connection,
}: {
  outcome: CheckOutcome;
  check: Pick<CredentialCheck, 'state' | 'message'>;
  connection: Pick<CredentialConnection, 'provider' | 'merchant_account' | 'display_name' | 'id' | 'backfill_status'>;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const account = connection.merchant_account ?? connection.display_name ?? connection.id;
  const providerSaid = <TechnicalDetails lines={[check.message ? t('check.providerSaid', { message: check.message }) : undefined]} />;
  switch (outcome) {
    case 'verified':
      return (
        <>
          <p>
            {connection.provider === 'acquirer' ? t('check.verified', { account }) : t('check.verifiedPlain')}
            {connection.backfill_status === 'running' ? ` ${t('check.importStarted')}` : ''}
          </p>
          {providerSaid}
        </>
      );
    case 'refused':
      return (
        <>
          <p>{t('check.refused')}</p>
          <h4>{t('check.fixTitle')}</h4>
          <ol>
            <li>{t('check.fix1')}</li>
            <li>{t('check.fix2')}</li>
            <li>{t('check.fix3', { account })}</li>
            <li>{t('check.fix4')}</li>
          </ol>
          {providerSaid}
        </>
      );
    case 'claimedElsewhere':
      return (
        <>
          <p>{t('check.claimedElsewhere', { account })}</p>
          {providerSaid}
        </>
      );
    case 'unreachable':
    case 'notChecked':
      return (
        <>
          <p>{t(`check.${outcome}`)}</p>
          {providerSaid}
        </>
      );
    case 'unknown':
      return (
        <>
          <p>{t('check.unknown')}</p>
          <p>
            {t('check.result')}: <OpenValueText value={check.state} label={undefined} />
          </p>
          {providerSaid}
        </>
      );
  }
}

/**
 * Rechecks the stored key with the provider; nothing is typed and no key is sent. `onRechecked` may
 * never run: the new result can replace the button before the mutation's own callbacks are called (a
 * key verified on the detail page). The mutation is the panel's, so what it answered outlives the button.
 */
function RecheckButton({
  connection,
  recheck,
  onRecheck,
  onRechecked,
  onFailed,
}: {
  connection: CredentialConnection;
  recheck: UseMutationResult<RecheckResult | UnreadableAnswer, Error, string>;
  onRecheck: () => void;
  onRechecked: (result: RecheckResult | UnreadableAnswer) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const account = connection.merchant_account ?? connection.display_name ?? connection.id;
  const conflict = recheck.error instanceof ApiError && recheck.error.status === 409;
  return (
    <div className="actions">
      <button
        type="button"
        disabled={recheck.isPending}
        onClick={() => {
          onRecheck();
          recheck.mutate(connection.id, { onSuccess: onRechecked, onError: onFailed });
        }}
      >
        {recheck.isPending ? t('check.rechecking') : t('check.recheck')}
      </button>
      {recheck.isError ? (
        conflict ? (
          <RecheckConflict account={account} error={recheck.error} />
        ) : (
          <ErrorBanner error={recheck.error} title={t('check.recheckFailed')} />
        )
      ) : null}
    </div>
  );
}

/** A recheck answered 409: the merchant account is another company's. Said in plain words; the service's own in the details. */
export function RecheckConflict({ account, error }: { account: string; error: unknown }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  return (
    <div role="alert">
      <FieldError>{t('check.recheckConflict', { account })}</FieldError>
      <TechnicalDetails lines={technicalLinesOf(error, tCommon)} />
    </div>
  );
}
