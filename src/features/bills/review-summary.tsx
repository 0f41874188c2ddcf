import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { ServiceSentence, useChangesSaid } from './plain-words.tsx';
import { whatTheReviewSaw } from './review-checks.ts';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

/**
 * What a person opening the bill asks first (docs/decisions/0021, principle 10): which bill, how much, what the
 * question is, which original, and whether it is ready to post or why not. Ids, revisions and digests are
 * in the evidence section; a reason of the service that names versions by their ids is said here by the review's
 * time and what changed since (plain-words.tsx), the reason itself kept in the technical details.
 */
export function SummarySection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { bill, original } = snapshot;
  const money = (cents: number) => format.money(cents, bill.currency);
  return (
    <Section title={t('header.title')}>
      <Facts layout="columns">
        <Fact term={t('header.total')}>
          <strong className={styles.amount}>{money(bill.total_cents)}</strong>
          <span className={styles.reason}>{t('summary.vatAndOpen', { vat: money(bill.vat_cents), open: money(bill.open_cents) })}</span>
        </Fact>
        <Fact term={t('header.dueDate')}>
          <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>
          <span className={styles.reason}>{label('billStatus', bill.status)}</span>
        </Fact>
        <Fact term={t('summary.review')}>
          <strong>{label('reviewState', snapshot.review_state)}</strong>
          <ServiceSentence text={questionOf(snapshot)} snapshot={snapshot} className={styles.serviceReason} words={() => <ReviewInWords snapshot={snapshot} />} />
        </Fact>
        <Fact term={t('summary.original')}>
          {original.filename}
          <span className={styles.reason}>{label('adequacy', original.adequacy)}</span>
        </Fact>
        <Fact term={t('summary.posting')}>
          {snapshot.posting_ready ? (
            <strong className={styles.ok}>{t('posting.ready')}</strong>
          ) : (
            <>
              <strong>{t('posting.notReady')}</strong>
              <ServiceText text={snapshot.posting_reason} className={styles.serviceReason} />
            </>
          )}
        </Fact>
      </Facts>
      <Facts layout="columns">
        <Fact term={t('header.supplier')}>{bill.supplier}</Fact>
        <Fact term={t('header.number')}>{bill.number}</Fact>
        <Fact term={t('header.issueDate')}>
          <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
        </Fact>
      </Facts>
    </Section>
  );
}

/** The question the review leaves open: what a review asking for clarification asks, else the state's reason. */
function questionOf(snapshot: PurchaseBillOriginalReview): string {
  const review = snapshot.latest_review;
  if (review && review.verdict === 'needs_clarification' && review.reason) return review.reason;
  return snapshot.review_reason;
}

/** The latest review by its time, and what changed since it, in words; without a review, nothing the ids could be said by. */
function ReviewInWords({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const changesSaid = useChangesSaid();
  const review = snapshot.latest_review;
  const seen = whatTheReviewSaw(snapshot);
  if (!review || !seen) return null;
  const time = format.timestamp(review.decided_at);
  const changed = seen.some((aspect) => !aspect.same);
  return <span className={styles.reason}>{changed ? t('latestReview.changed', { time, aspects: changesSaid(seen) }) : t('words.reviewedAt', { time })}</span>;
}
