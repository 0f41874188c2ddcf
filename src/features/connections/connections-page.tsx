import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { OpenValueText, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { CoverageOverview } from './coverage-overview.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { attentionFirst, canConnect, connectedInOrder, connectedSummary, tileRoute, tilesByCategory, type ReadCatalog, type Tile } from './model.ts';
import { useNames } from './names.ts';
import { connectionsPaths } from './paths.ts';
import { catalogQuery } from '../../api/queries/connections.ts';
import { StatusText } from './status-text.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './connections.module.css';

/** What the company has connected, each in words and attention first, what each delivered month by month, and every source it can add. */
export function ConnectionsPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  const writer = canConnect(company.roles);

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <div className={styles.intro}>
        <p>{t('intro', { company: company.name })}</p>
        {writer ? null : <p>{t('readOnly')}</p>}
      </div>
      <Loaded query={catalog}>
        {(data) => (
          <>
            <ConnectedSources catalog={data} />
            {/* a connection that could not be read has no id to read its data by: it has no row there */}
            <CoverageOverview customerId={company.customer_id} connected={attentionFirst(readableItems(data.connected))} />
            <AddableSources catalog={data} writer={writer} />
          </>
        )}
      </Loaded>
    </>
  );
}

function ConnectedSources({ catalog }: { catalog: ReadCatalog }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const names = useNames();
  const { company } = useCurrentCompany();
  const connected = connectedInOrder(catalog.connected);
  const summary = connectedSummary(catalog.connected);
  return (
    <Section title={t('connected.title')}>
      {connected.length === 0 ? (
        <Empty>{t('connected.empty')}</Empty>
      ) : (
        <>
          {summary.allWell ? <p className={styles.summaryLine}>{t('connected.allWell')}</p> : null}
          {summary.needing > 0 ? <p className={styles.summaryLine}>{t('connected.attentionSummary', { count: summary.needing })}</p> : null}
          {summary.unreadable > 0 ? <p className={styles.summaryLine}>{t('connected.unreadableSummary', { count: summary.unreadable })}</p> : null}
          <DataTable
            caption={t('connected.caption')}
            rows={connected}
            rowKey={(connection) => connection.id}
            rowAttributes={(connection) => ({ className: connection.attention_required ? styles.attentionRow : undefined })}
            columns={[
              {
                key: 'source',
                header: t('connected.source'),
                rowHeader: true,
                cell: (connection) => (
                  <>
                    <Link
                      to={connectionsPaths.connection(company.customer_id, connection.id)}
                      aria-label={t('connected.open', { name: names.connection(connection) })}
                    >
                      {names.provider(connection.provider)}
                    </Link>
                    {connection.attention_required ? <span className={styles.badge}>{t('connected.attention')}</span> : null}
                  </>
                ),
              },
              { key: 'identity', header: t('connected.identity'), className: styles.mono, cell: (connection) => names.identity(connection) },
              {
                key: 'status',
                header: t('connected.status'),
                wide: true,
                cell: (connection) => <StatusText connection={connection} withHelp={connection.attention_required} />,
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}

function AddableSources({ catalog, writer }: { catalog: ReadCatalog; writer: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const connected = readableItems(catalog.connected);
  const unreadable = catalog.tiles.filter(isUnreadable);
  return (
    <Section title={t('tiles.title')} description={t('tiles.intro')}>
      <div className={styles.categories}>
        {tilesByCategory(readableItems(catalog.tiles)).map(({ category, tiles }) => (
          <Section key={category} plain level={3} className={styles.category} title={<OpenValueText value={category} label={label('categories', category)} />}>
            <ul className={styles.tiles}>
              {tiles.map((tile) => (
                <TileCard key={tile.brand_key} tile={tile} writer={writer} already={connected.filter((c) => c.provider === tile.provider).length} />
              ))}
            </ul>
          </Section>
        ))}
        {unreadable.length > 0 ? (
          <Section plain level={3} className={styles.category} title={t('tiles.unreadableTitle')}>
            <ul className={styles.tiles}>
              {unreadable.map((item, index) => (
                <UnreadableListItem key={`unreadable-${index}`} item={item} className={styles.tile} />
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * One source that can be added. How it is connected is a value the spec leaves open: one the portal does not
 * know is shown as it came, marked, and its path is offered as a plain link, neither as one click nor as help.
 */
function TileCard({ tile, writer, already }: { tile: Tile; writer: boolean; already: number }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const names = useNames();
  const { company } = useCurrentCompany();
  const name = names.provider(tile.provider) === tile.provider ? tile.label : names.provider(tile.provider);
  const route = tileRoute(company.customer_id, tile.connect_path);
  const kind = tile.connect === 'one_click' || tile.connect === 'assisted' ? tile.connect : null;
  return (
    <li className={styles.tile} data-brand={tile.brand_key}>
      <p className={styles.tileName}>{name}</p>
      <span className={`${styles.path} ${kind === 'one_click' ? styles.oneClick : kind === 'assisted' ? styles.assisted : ''}`}>
        <OpenValueText value={tile.connect} label={kind === null ? undefined : t(kind === 'one_click' ? 'tiles.oneClick' : 'tiles.assisted')} />
      </span>
      {already > 0 ? <span className={styles.muted}>{t('tiles.connectedCount', { count: already })}</span> : null}
      {writer && route ? (
        <Link className={kind === 'one_click' ? 'button' : styles.secondaryLink} to={route}>
          {t(kind === 'one_click' ? 'tiles.connect' : kind === 'assisted' ? 'tiles.instructions' : 'tiles.open', { name })}
        </Link>
      ) : null}
    </li>
  );
}
