/** What connecting an acquirer account came to: the result, the connection's facts, and a refusal in plain words. */
import { type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/api-error.ts';
import { Facts } from '../../ui/facts.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { BackToList } from './back-to-list.tsx';
import { CredentialCheckPanel } from './credential-check.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { findAccountConnection, type Connection, type ReadCatalog } from './model.ts';
import { connectionsPaths } from './paths.ts';
import { KeyLast4Fact } from './key-last4-fact.tsx';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';

/** A failed connect: each refusal the portal knows by name (with the service's answer, for the technical details), or another failure. */
export type AcquirerFailure =
  | { kind: 'conflict'; account: string; error: ApiError }
  | { kind: 'badRequest'; placed: boolean; error: ApiError }
  | { kind: 'forbidden'; error: ApiError }
  | { kind: 'unavailable'; error: ApiError }
  | { kind: 'other'; error: unknown };

/**
 * The result of a connect, done or done-but-unreadable: the page heading, the result's own heading (focused
 * when it appears), what the caller shows, and the ways on: the connection when it is known, another
 * account, the list.
 */
export function ConnectResult({
  headingRef,
  onAnother,
  connectionHref,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
  connectionHref?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <>
      <PageHeading>{t('acquirer.title')}</PageHeading>
      <Section className={styles.result} headingRef={headingRef} title={t('acquirer.done')}>
        {children}
        <div className="actions">
          {connectionHref ? (
            <Link className="button" to={connectionHref}>
              {t('acquirer.openConnection')}
            </Link>
          ) : null}
          <button type="button" className="secondary" onClick={onAnother}>
            {t('acquirer.another')}
          </button>
          <BackToList />
        </div>
      </Section>
    </>
  );
}

/** The merchant account, the key's last characters and the provider account a connection claimed. */
export function ConnectionFacts({ connection }: { connection: Pick<Connection, 'merchant_account' | 'key_last4' | 'external_company_id'> }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <Facts>
      <dt>{t('check.merchantAccount')}</dt>
      <dd className={styles.mono}>{connection.merchant_account}</dd>
      <KeyLast4Fact last4={connection.key_last4} />
      <dt>{t('check.externalCompany')}</dt>
      <dd className={styles.mono}>{connection.external_company_id ?? t('check.notClaimed')}</dd>
    </Facts>
  );
}

/**
 * After a connect done (2xx) whose answer cannot be read: the merchant account's connection as the catalog,
 * read again, has it — its check, with the recheck, and the way to it — or that it cannot be shown yet.
 */
export function AccountConnection({ catalog, account, reading, customerId }: { catalog: ReadCatalog; account: string; reading: boolean; customerId: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const found = findAccountConnection(catalog.connected, account);
  if (found.kind === 'absent') return reading ? <Loading /> : <p>{t('acquirer.notListedYet')}</p>;
  if (found.kind === 'unreadable') {
    return (
      <div data-unreadable-item="">
        <p>{t('acquirer.connectionUnreadable')}</p>
        <TechnicalDetails
          lines={[
            found.item.id === undefined ? undefined : tCommon('states.unreadableItemId', { id: found.item.id }),
            tCommon('states.unreadableProblem', { problem: found.item.problem }),
          ]}
        />
      </div>
    );
  }
  const connection = found.item;
  return (
    <>
      {connection.credential_check ? (
        <CredentialCheckPanel connection={connection} check={connection.credential_check} headingId="connect-check-heading" canRecheck />
      ) : (
        <p>{t('check.noCheck')}</p>
      )}
      <ConnectionFacts connection={connection} />
      <p>
        <Link to={connectionsPaths.connection(customerId, connection.id)}>{t('acquirer.openConnection')}</Link>
      </p>
    </>
  );
}

/**
 * A failed connect in plain words first (docs/decisions/0021, principle 10): each refusal the portal knows has its own
 * title and words saying what happened and what to do; the service's own words, code and status are in the
 * technical details.
 */
export function AcquirerFailureBanner({ failure, refocus }: { failure: AcquirerFailure; refocus?: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  if (failure.kind === 'other') {
    return (
      <div ref={refocus} tabIndex={-1} className={styles.focusTarget}>
        <ErrorBanner error={failure.error} title={t('acquirer.errors.failedTitle')} />
      </div>
    );
  }
  const [title, text] =
    failure.kind === 'conflict'
      ? [t('acquirer.errors.conflictTitle'), t('acquirer.errors.conflict', { account: failure.account })]
      : failure.kind === 'badRequest'
        ? [t('acquirer.errors.badRequestTitle'), t(failure.placed ? 'acquirer.errors.badRequest' : 'acquirer.errors.badRequestUnplaced')]
        : failure.kind === 'forbidden'
          ? [t('acquirer.errors.forbiddenTitle'), t('acquirer.errors.forbidden')]
          : [t('acquirer.errors.unavailableTitle'), t('acquirer.errors.unavailable')];
  return (
    <Refusal error={failure.error} ref={refocus} tabIndex={-1} className={styles.focusTarget} data-failure={failure.kind} title={title}>
      <p>{text}</p>
    </Refusal>
  );
}
