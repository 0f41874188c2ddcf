import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { ORIGINAL_VIEWER_ID } from './original-viewer.tsx';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

/** The original's facts, and the one control of the page: showing the original itself (it writes nothing). */
export function OriginalSection({ snapshot, open, onToggle }: { snapshot: PurchaseBillOriginalReview; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { original } = snapshot;
  return (
    <Section title={t('original.title')}>
      <Facts layout="columns">
        <Fact term={t('original.filename')}>{original.filename}</Fact>
        <Fact term={t('original.adequacy')}>{label('adequacy', original.adequacy)}</Fact>
        <Fact term={t('original.status')}>{label('originalStatus', original.status)}</Fact>
      </Facts>
      <p className={styles.originalToggle}>
        <button type="button" className="secondary" aria-expanded={open} aria-controls={open ? ORIGINAL_VIEWER_ID : undefined} onClick={onToggle}>
          {open ? t('viewer.hide') : t('viewer.show')}
        </button>
      </p>
    </Section>
  );
}
