import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConnectionsCatalog } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { CoverageOverview } from './coverage-overview.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { attentionFirst, canConnect, tileRoute, tilesByCategory } from './model.ts';
import { useNames } from './names.ts';
import { catalogQuery } from './queries.ts';
import { StatusText } from './status-text.tsx';
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
            <CoverageOverview customerId={company.customer_id} connected={attentionFirst(data.connected)} />
            <AddableSources catalog={data} writer={writer} />
          </>
        )}
      </Loaded>
    </>
  );
}

function ConnectedSources({ catalog }: { catalog: ConnectionsCatalog }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const names = useNames();
  const { company } = useCurrentCompany();
  const connected = attentionFirst(catalog.connected);
  const needing = connected.filter((c) => c.attention_required).length;
  return (
    <section className="card" aria-labelledby="connected-heading">
      <h2 id="connected-heading">{t('connected.title')}</h2>
      {connected.length === 0 ? (
        <Empty>{t('connected.empty')}</Empty>
      ) : (
        <>
          <p className={styles.summaryLine}>{needing > 0 ? t('connected.attentionSummary', { count: needing }) : t('connected.allWell')}</p>
          <div className={styles.tableWrap}>
            <table>
              <caption className="visually-hidden">{t('connected.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('connected.source')}</th>
                  <th scope="col">{t('connected.identity')}</th>
                  <th scope="col">{t('connected.status')}</th>
                </tr>
              </thead>
              <tbody>
                {connected.map((connection) => (
                  <tr key={connection.id} className={connection.attention_required ? styles.attentionRow : undefined}>
                    <th scope="row">
                      <Link
                        to={`/${encodeURIComponent(company.customer_id)}/connections/${encodeURIComponent(connection.id)}`}
                        aria-label={t('connected.open', { name: names.connection(connection) })}
                      >
                        {names.provider(connection.provider)}
                      </Link>
                      {connection.attention_required ? <span className={styles.badge}>{t('connected.attention')}</span> : null}
                    </th>
                    <td className={styles.mono}>{names.identity(connection)}</td>
                    <td>
                      <StatusText connection={connection} withHelp={connection.attention_required} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function AddableSources({ catalog, writer }: { catalog: ConnectionsCatalog; writer: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const names = useNames();
  const { company } = useCurrentCompany();
  return (
    <section className="card" aria-labelledby="addable-heading">
      <h2 id="addable-heading">{t('tiles.title')}</h2>
      <p className={styles.intro}>{t('tiles.intro')}</p>
      <div className={styles.categories}>
        {tilesByCategory(catalog.tiles).map(({ category, tiles }) => (
          <section key={category} className={styles.category} aria-labelledby={`category-${category}`}>
            <h3 id={`category-${category}`}>{names.category(category)}</h3>
            <ul className={styles.tiles}>
              {tiles.map((tile) => {
                const name = names.provider(tile.provider) === tile.provider ? tile.label : names.provider(tile.provider);
                const route = tileRoute(company.customer_id, tile.connect_path);
                const already = catalog.connected.filter((c) => c.provider === tile.provider).length;
                return (
                  <li key={tile.brand_key} className={styles.tile} data-brand={tile.brand_key}>
                    <p className={styles.tileName}>{name}</p>
                    <span className={`${styles.path} ${tile.connect === 'one_click' ? styles.oneClick : styles.assisted}`}>
                      {t(tile.connect === 'one_click' ? 'tiles.oneClick' : 'tiles.assisted')}
                    </span>
                    {already > 0 ? <span className={styles.muted}>{t('tiles.connectedCount', { count: already })}</span> : null}
                    {writer && route ? (
                      <Link
                        className={tile.connect === 'one_click' ? styles.linkButton : styles.secondaryLink}
                        to={route}
                      >
                        {t(tile.connect === 'one_click' ? 'tiles.connect' : 'tiles.instructions', { name })}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
