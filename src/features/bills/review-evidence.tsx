import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Section } from '../../ui/section.tsx';
import { whatTheReviewSaw, type Seen } from './review-checks.ts';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

const code = (value: string) => <code className={styles.digest}>{value}</code>;

/**
 * The evidence chain, for staff: every id, revision and digest the snapshot names, what the latest review saw
 * against what is shown now, the operations by their ids and for whom the snapshot was made.
 */
export function EvidenceSection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { bill, original, calculation, actor } = snapshot;
  const review = snapshot.latest_review;
  const seen = whatTheReviewSaw(snapshot);
  return (
    <Section title={t('evidence.title')}>
      <p className={styles.note}>{t('evidence.intro')}</p>
      <TechnicalDetails>
        <Facts layout="columns">
          <Fact term={t('evidence.billId')}>
            <code className={styles.billId}>{bill.id}</code>
          </Fact>
          <Fact term={t('evidence.billRevision')}>{code(bill.resource.revision)}</Fact>
          <Fact term={t('evidence.originalId')}>{code(original.id)}</Fact>
          <Fact term={t('evidence.originalRevision')}>{code(original.resource.revision)}</Fact>
          <Fact term={t('evidence.originalSha256')}>{code(original.sha256)}</Fact>
          <Fact term={t('evidence.originalUri')}>{code(original.resource.uri)}</Fact>
          {review ? (
            <>
              <Fact term={t('latestReview.id')}>{code(review.id)}</Fact>
              <Fact term={t('latestReview.supersedes')}>{review.prior_review_id ? code(review.prior_review_id) : t('latestReview.supersedesNone')}</Fact>
              <Fact term={t('latestReview.receipt')}>{code(review.receipt_uri)}</Fact>
            </>
          ) : null}
          <Fact term={t('draft.id')}>{code(calculation.draft.id)}</Fact>
          <Fact term={t('draft.contract')}>{code(calculation.contract)}</Fact>
          <Fact term={t('draft.digest')}>{code(calculation.digest)}</Fact>
          <Fact term={t('draft.source')}>
            {code(calculation.draft.source)} · <code className={styles.billId}>{calculation.draft.source_ref}</code>
          </Fact>
        </Facts>
        {seen ? <WhatTheReviewSaw seen={seen} /> : null}
        {snapshot.journals.length > 0 ? (
          <EvidenceList title={t('evidence.journals')}>
            {snapshot.journals.map((journal) => (
              <li key={journal.id}>
                {journal.entry_number}: {code(journal.id)}
                {journal.review_id ? <> · {t('history.reviewId')} {code(journal.review_id)}</> : null}
              </li>
            ))}
          </EvidenceList>
        ) : null}
        {snapshot.actions.length > 0 ? (
          <EvidenceList title={t('evidence.operations')}>
            {snapshot.actions.map((action) => (
              <li key={`${action.operation.id}@${action.operation.version}`}>
                {label('operation', action.operation.id)}: {code(action.operation.id)} · {t('actions.version', { version: action.operation.version })}
              </li>
            ))}
          </EvidenceList>
        ) : null}
        <p className={styles.note}>
          {t('actions.actor', { subject: actor.subject, realm: label('realm', actor.realm), kind: label('kind', actor.kind) })}
        </p>
      </TechnicalDetails>
    </Section>
  );
}

function EvidenceList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className={styles.evidenceList}>{children}</ul>
    </>
  );
}

/** The versions and digests the latest review was made on, beside the current ones. */
function WhatTheReviewSaw({ seen }: { seen: readonly Seen[] }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const shown = (aspect: Seen, value: string) => (aspect.aspect === 'document_adequacy' ? label('adequacy', value) : code(value));
  return (
    <>
      <h3>{t('latestReview.sawTitle')}</h3>
      <DataTable
        caption={t('latestReview.sawCaption')}
        rows={seen}
        rowKey={(aspect) => aspect.aspect}
        columns={[
          { key: 'aspect', header: t('latestReview.aspect'), rowHeader: true, cell: (aspect) => t(`latestReview.aspects.${aspect.aspect}`) },
          { key: 'seen', header: t('latestReview.seen'), wide: true, cell: (aspect) => shown(aspect, aspect.seen) },
          { key: 'current', header: t('latestReview.current'), wide: true, cell: (aspect) => shown(aspect, aspect.current) },
          {
            key: 'comparison',
            header: t('latestReview.comparison'),
            phoneLabel: null,
            cell: (aspect) => (aspect.same ? t('latestReview.same') : <strong>{t('latestReview.differs')}</strong>),
            cellAttributes: (aspect) => ({ className: aspect.same ? styles.ok : styles.attentionText }),
          },
        ]}
      />
    </>
  );
}
