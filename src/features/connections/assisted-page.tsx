import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { FirmContactCard } from '../../portal/firm-contact.tsx';
import { BackToList } from './back-to-list.tsx';
import { CatalogItem } from './catalog-item.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { findTile } from './model.ts';
import { useNames } from './names.ts';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';

/** An assisted tile (connect: `assisted`): how this kind of source is set up, and with whom. */
export function AssistedPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { brandKey = '' } = useParams();
  const names = useNames();
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  return (
    <CatalogItem
      find={(catalog) => findTile(catalog, brandKey)}
      missingTitle={t('assisted.unknownTitle')}
      missingText={t('assisted.unknown')}
      unreadableTitle={t('assisted.unreadableTitle')}
      unreadableText={t('assisted.unreadable')}
    >
      {(tile) => {
        const name = names.provider(tile.provider) === tile.provider ? tile.label : names.provider(tile.provider);
        return (
          <>
            <PageHeading>{t('assisted.title', { name })}</PageHeading>
            <p>
              <BackToList />
            </p>
            <Section title={<OpenValueText value={tile.category} label={label('categories', tile.category)} />}>
              <p className={styles.intro}>{label('assisted.how', tile.category) ?? t('assisted.how.other')}</p>
            </Section>
            <FirmContactCard>
              <p className={styles.intro}>{t('assisted.contact')}</p>
              <h3>{t('assisted.sendTitle')}</h3>
              <p className={styles.intro}>{label('assisted.send', tile.category) ?? t('assisted.send.other')}</p>
            </FirmContactCard>
          </>
        );
      }}
    </CatalogItem>
  );
}
