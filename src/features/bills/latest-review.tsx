import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty } from '../../ui/states.tsx';
import { ServiceSentence, useChangesSaid } from './plain-words.tsx';
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
          {/* the review's time and what changed since are said below: a reason naming version ids is folded away */}
          <ServiceSentence text={snapshot.review_reason} snapshot={snapshot} className={styles.serviceReason} words={() => null} />
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
              <ServiceSentence text={review.reason} snapshot={snapshot} words={() => null} />
            </Fact>
            <Fact term={t('latestReview.decidedAt')}>
              <time dateTime={review.decided_at}>{format.timestamp(review.decided_at)}</time>
            </Fact>
          </Facts>
          {seen ? <WhatChanged seen={seen} decidedAt={review.decided_at} /> : null}
        </>
      )}
    </Section>
  );
}

/**
 * Whether the review saw what is shown now, in words: the review by its time, what changed since as things a
 * person knows (the bill, its original, the draft), never the version ids and digests compared, which are evidence.
 */
function WhatChanged({ seen, decidedAt }: { seen: readonly Seen[]; decidedAt: string }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const changesSaid = useChangesSaid();
  if (seen.every((aspect) => aspect.same)) return <p className={styles.ok}>{t('latestReview.sawCurrent')}</p>;
  return (
    <div className={styles.warning}>
      <p>
        <strong>{t('latestReview.stale')}</strong>
      </p>
      <p>{t('latestReview.changed', { time: format.timestamp(decidedAt), aspects: changesSaid(seen) })}</p>
    </div>
  );
}
