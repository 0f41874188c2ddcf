import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

/** Where the bill stands in the books: its posting state, and whether it may be posted now or why not. */
export function PostingSection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <Section title={t('posting.title')}>
      <Facts layout="columns">
        <Fact term={t('posting.state')}>{label('postingState', snapshot.posting_state)}</Fact>
        <Fact term={t('posting.readiness')}>
          {snapshot.posting_ready ? <span className={styles.ok}>{t('posting.ready')}</span> : t('posting.notReady')}
        </Fact>
        <Fact term={t('posting.reason')}>
          <ServiceText text={snapshot.posting_reason} />
        </Fact>
      </Facts>
    </Section>
  );
}
