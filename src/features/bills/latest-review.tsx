import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { Empty } from '../../ui/states.tsx';
import { whatTheReviewSaw, type Seen } from './review-checks.ts';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

/** The review state's reason and the latest review's verdict, and whether that review saw what is shown now. */
export function LatestReviewSection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const review = snapshot.latest_review;
  const seen = whatTheReviewSaw(snapshot);
  return (
    <Section title={t('latestReview.title')}>
      <Facts layout="columns">
        <Fact term={t('latestReview.stateReason')}>
          <strong>{label('reviewState', snapshot.review_state)}</strong>
          <ServiceText text={snapshot.review_reason} className={styles.serviceReason} />
        </Fact>
      </Facts>
      {!review ? (
        <Empty>{t('latestReview.none')}</Empty>
      ) : (
        <>
          <Facts layout="columns">
            <Fact term={t('latestReview.verdict')}>
              <strong>{label('verdict', review.verdict)}</strong>
            </Fact>
            <Fact term={t('latestReview.reason')}>
              <ServiceText text={review.reason} />
            </Fact>
            <Fact term={t('latestReview.decidedAt')}>
              <time dateTime={review.decided_at}>{format.timestamp(review.decided_at)}</time>
            </Fact>
          </Facts>
          {seen ? <WhatChanged seen={seen} /> : null}
        </>
      )}
    </Section>
  );
}

/** Whether the review saw what is shown now, in words; the versions and digests compared are evidence. */
function WhatChanged({ seen }: { seen: readonly Seen[] }) {
  const { t } = useTranslation('bills');
  const changed = seen.filter((aspect) => !aspect.same);
  if (changed.length === 0) return <p className={styles.ok}>{t('latestReview.sawCurrent')}</p>;
  return (
    <div className={styles.warning}>
      <p>
        <strong>{t('latestReview.stale')}</strong>
      </p>
      <p>{t('latestReview.changed', { aspects: changed.map((aspect) => t(`latestReview.aspects.${aspect.aspect}`)).join(', ') })}</p>
    </div>
  );
}
