import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../ui/page-heading.tsx';
import { BackToList } from './back-to-list.tsx';
import { CatalogItem } from './catalog-item.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { useNames } from './names.ts';
import styles from './connections.module.css';

const EXPLAINED = new Set(['bank', 'commerce', 'accounting_system', 'inbox', 'spreadsheet']);

/** An assisted tile (connect: `assisted`): how this kind of source is set up, and with whom. */
export function AssistedPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { brandKey = '' } = useParams();
  const names = useNames();
  return (
    <CatalogItem
      find={(catalog) => catalog.tiles.find((candidate) => candidate.brand_key === brandKey)}
      missingTitle={t('assisted.unknownTitle')}
      missingText={t('assisted.unknown')}
    >
      {(tile) => {
        const name = names.provider(tile.provider) === tile.provider ? tile.label : names.provider(tile.provider);
        return (
          <>
            <PageHeading>{t('assisted.title', { name })}</PageHeading>
            <p>
              <BackToList />
            </p>
            <section className="card" aria-labelledby="assisted-how">
              <h2 id="assisted-how">{names.category(tile.category)}</h2>
              <p className={styles.intro}>{t(`assisted.how.${EXPLAINED.has(tile.category) ? tile.category : 'other'}`)}</p>
              <p className={styles.intro}>{t('assisted.contact')}</p>
            </section>
          </>
        );
      }}
    </CatalogItem>
  );
}
