import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../app/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { CredentialCheckPanel } from './credential-check.tsx';
import { DataSummarySection } from './data-summary.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { canConnect } from './model.ts';
import { useNames } from './names.ts';
import { catalogQuery } from './queries.ts';
import { StatusText } from './status-text.tsx';
import styles from './connections.module.css';

/** One connection: its state, its credential check (with a recheck), and what it delivered. */
export function ConnectionDetailPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { connectionId = '' } = useParams();
  const client = useService();
  const { company } = useCurrentCompany();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  const names = useNames();

  if (catalog.isPending) return <Loading />;
  if (catalog.isError) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <ErrorBanner error={catalog.error} onRetry={() => void catalog.refetch()} />
      </>
    );
  }
  const connection = catalog.data.connected.find((c) => c.id === connectionId);
  const back = (
    <p>
      <Link to={`/${encodeURIComponent(company.customer_id)}/connections`}>{t('backToList')}</Link>
    </p>
  );
  if (!connection) {
    return (
      <>
        <PageHeading>{t('detail.notFoundTitle')}</PageHeading>
        <p>{t('detail.notFound')}</p>
        {back}
      </>
    );
  }
  return (
    <>
      <PageHeading>{names.connection(connection)}</PageHeading>
      {back}
      <StatusCard connection={connection} />
      {connection.credential_check || connection.key_last4 || connection.recheck_available ? (
        <CredentialCard connection={connection} writer={canConnect(company.roles)} />
      ) : null}
      <DataSummarySection customerId={company.customer_id} connectionId={connection.id} />
    </>
  );
}

function StatusCard({ connection }: { connection: CredentialConnection }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <section className="card" aria-labelledby="status-heading">
      <h2 id="status-heading">{t('detail.statusTitle')}</h2>
      <p>
        <StatusText connection={connection} withHelp />
        {connection.attention_required ? <span className={styles.badge}>{t('connected.attention')}</span> : null}
      </p>
      {connection.backfill_status ? (
        <p>
          {t('detail.backfill')}: {t(`detail.backfillStates.${connection.backfill_status}`, { defaultValue: connection.backfill_status })}
        </p>
      ) : null}
      {connection.last_error_message && !connection.credential_check ? (
        <p>
          {t('detail.lastError')}: <span className={styles.mono}>{connection.last_error_message}</span>
        </p>
      ) : null}
      {connection.provider === 'paywallet' ? (
        <p>
          <Link to={`/${encodeURIComponent(company.customer_id)}/connections/paywallet`}>{t('detail.paywalletLink')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function CredentialCard({ connection, writer }: { connection: CredentialConnection; writer: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <section className="card" aria-labelledby="credential-heading">
      <h2 id="credential-heading">{t('check.title')}</h2>
      <dl className={styles.facts}>
        {connection.merchant_account ? (
          <>
            <dt>{t('check.merchantAccount')}</dt>
            <dd className={styles.mono}>{connection.merchant_account}</dd>
          </>
        ) : null}
        {connection.key_last4 ? (
          <>
            <dt>{t('check.keyLast4')}</dt>
            <dd>
              <span className="visually-hidden">{t('check.keyMasked', { last4: connection.key_last4 })}</span>
              <span aria-hidden="true" className={styles.mono}>
                ••••{connection.key_last4}
              </span>
            </dd>
          </>
        ) : null}
        <dt>{t('check.externalCompany')}</dt>
        <dd className={styles.mono}>{connection.external_company_id ?? t('check.notClaimed')}</dd>
      </dl>
      {connection.credential_check ? (
        <CredentialCheckPanel connection={connection} check={connection.credential_check} headingId="detail-check-heading" canRecheck={writer} />
      ) : (
        <p>{t('check.noCheck')}</p>
      )}
    </section>
  );
}
