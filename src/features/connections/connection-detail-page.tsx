import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { focusPageHeading, PageHeading } from '../../ui/page-heading.tsx';
import { BackToList } from './back-to-list.tsx';
import { CatalogItem } from './catalog-item.tsx';
import { CredentialCheckPanel } from './credential-check.tsx';
import { DataSummarySection } from './data-summary.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { canConnect, canRemove, findConnection, type Connection } from './model.ts';
import { useNames } from './names.ts';
import { connectionsPaths } from './paths.ts';
import { removeAcquirerConnectionMutation } from '../../api/queries/connections-writes.ts';
import { ConnectionRemoved, RemoveConnectionDialog, RemoveConnectionOffer } from './remove-connection.tsx';
import { StatusText } from './status-text.tsx';
import { KeyLast4Fact } from './key-last4-fact.tsx';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';
import { useWrite } from '../../api/queries/write.ts';

/**
 * One connection: its state, its credential check (with a recheck, and its removal where a recheck cannot help: a key
 * never verified, nothing imported), and what it delivered.
 */
export function ConnectionDetailPage() {
  const { connectionId = '' } = useParams();
  const { company } = useCurrentCompany();
  // Keyed by the connection: a removal begun on one connection's page never shows on another's.
  return <ConnectionDetail key={connectionId} connectionId={connectionId} customerId={company.customer_id} />;
}

function ConnectionDetail({ connectionId, customerId }: { connectionId: string; customerId: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  const names = useNames();
  // The page's, not the connection view's: the connection leaves the catalog as it is removed, and what the
  // service answered (or why it refused) must outlive it.
  const removal = useWrite(removeAcquirerConnectionMutation, customerId);
  const [removing, setRemoving] = useState<Connection | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (removing !== null || !refocus.current) return;
    refocus.current = false;
    // The dialog has closed: the focus goes back to what opened it, or to the heading when a refusal that had the
    // connection read again took the offer away (its key was verified meanwhile, or it is gone).
    if (removeButton.current) removeButton.current.focus();
    else focusPageHeading();
  }, [removing]);

  if (removing && removal.isSuccess) return <ConnectionRemoved customerId={customerId} connection={removing} answer={removal.data} />;

  const writer = canConnect(company.roles);
  return (
    <>
      <CatalogItem
        find={(catalog) => findConnection(catalog, connectionId)}
        missingTitle={t('detail.notFoundTitle')}
        missingText={t('detail.notFound')}
        unreadableTitle={t('detail.unreadableTitle')}
        unreadableText={t('detail.unreadable')}
      >
        {(connection) => (
          <>
            <PageHeading>{names.connection(connection)}</PageHeading>
            <p>
              <BackToList />
            </p>
            <StatusCard connection={connection} />
            {connection.credential_check || connection.key_last4 || connection.recheck_available ? (
              <CredentialCard
                connection={connection}
                writer={writer}
                removeButtonRef={removeButton}
                onRemove={
                  writer && canRemove(connection)
                    ? () => {
                        removal.reset();
                        setRemoving(connection);
                      }
                    : undefined
                }
              />
            ) : null}
            <DataSummarySection customerId={customerId} connectionId={connection.id} />
          </>
        )}
      </CatalogItem>
      {removing ? (
        <RemoveConnectionDialog
          connection={removing}
          removal={removal}
          onCancel={() => {
            refocus.current = true;
            removal.reset();
            setRemoving(null);
          }}
        />
      ) : null}
    </>
  );
}

function StatusCard({ connection }: { connection: Connection }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <Section title={t('detail.statusTitle')}>
      <p>
        <StatusText connection={connection} withHelp />
        {connection.attention_required ? <span className={styles.badge}>{t('connected.attention')}</span> : null}
      </p>
      {connection.backfill_status ? (
        <p>
          {t('detail.backfill')}:{' '}
          <OpenValueText value={connection.backfill_status} label={label('detail.backfillStates', connection.backfill_status)} />
        </p>
      ) : null}
      {/* the state above says what happened and what to do; the service's own words are for support */}
      {connection.last_error_message && !connection.credential_check ? (
        <TechnicalDetails lines={[t('detail.lastErrorSaid', { message: connection.last_error_message })]} />
      ) : null}
      {connection.provider === 'paywallet' ? (
        <p>
          <Link to={connectionsPaths.paywallet(company.customer_id)}>{t('detail.paywalletLink')}</Link>
        </p>
      ) : null}
    </Section>
  );
}

function CredentialCard({
  connection,
  writer,
  onRemove,
  removeButtonRef,
}: {
  connection: Connection;
  writer: boolean;
  /** Given when the person may remove the connection and it can be removed (a key never verified, nothing imported). */
  onRemove?: () => void;
  removeButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <Section title={t('check.title')}>
      <Facts>
        {connection.merchant_account ? (
          <>
            <dt>{t('check.merchantAccount')}</dt>
            <dd className={styles.mono}>{connection.merchant_account}</dd>
          </>
        ) : null}
        <KeyLast4Fact last4={connection.key_last4} />
        <dt>{t('check.externalCompany')}</dt>
        <dd className={styles.mono}>{connection.external_company_id ?? t('check.notClaimed')}</dd>
      </Facts>
      {connection.credential_check ? (
        <CredentialCheckPanel connection={connection} check={connection.credential_check} headingId="detail-check-heading" canRecheck={writer} />
      ) : (
        <p>{t('check.noCheck')}</p>
      )}
      {onRemove ? <RemoveConnectionOffer onOpen={onRemove} buttonRef={removeButtonRef} /> : null}
    </Section>
  );
}
