import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../app/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { useNames } from './names.ts';
import { catalogQuery } from './queries.ts';
import styles from './connections.module.css';

const EXPLAINED = new Set(['bank', 'commerce', 'accounting_system', 'inbox', 'spreadsheet']);

/** An assisted tile (connect: `assisted`): how this kind of source is set up, and with whom. */
export function AssistedPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { brandKey = '' } = useParams();
  const client = useService();
  const { company } = useCurrentCompany();
  const names = useNames();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  const back = (
    <p>
      <Link to={`/${encodeURIComponent(company.customer_id)}/connections`}>{t('backToList')}</Link>
    </p>
  );
  if (catalog.isPending) return <Loading />;
  if (catalog.isError) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <ErrorBanner error={catalog.error} onRetry={() => void catalog.refetch()} />
      </>
    );
  }
  const tile = catalog.data.tiles.find((candidate) => candidate.brand_key === brandKey);
  if (!tile) {
    return (
      <>
        <PageHeading>{t('assisted.unknownTitle')}</PageHeading>
        <p>{t('assisted.unknown')}</p>
        {back}
      </>
    );
  }
  const name = names.provider(tile.provider) === tile.provider ? tile.label : names.provider(tile.provider);
  return (
    <>
      <PageHeading>{t('assisted.title', { name })}</PageHeading>
      {back}
      <section className="card" aria-labelledby="assisted-how">
        <h2 id="assisted-how">{names.category(tile.category)}</h2>
        <p className={styles.intro}>{t(`assisted.how.${EXPLAINED.has(tile.category) ? tile.category : 'other'}`)}</p>
        <p className={styles.intro}>{t('assisted.contact')}</p>
      </section>
    </>
  );
}
