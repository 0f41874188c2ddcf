import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { billReviewQuery } from '../../api/queries/invoicing.ts';
import { InvoiceCirculation } from './invoice-circulation.tsx';
import { billsPath } from './review-path.ts';
import { OriginalViewer } from './original-viewer.tsx';
import { LinesSection } from './bill-lines.tsx';
import { DraftSection } from './journal-draft.tsx';
import { SummarySection } from './review-summary.tsx';
import { OriginalSection } from './review-original.tsx';
import { PostingSection } from './review-posting.tsx';
import { LatestReviewSection } from './latest-review.tsx';
import { HistorySection } from './review-history.tsx';
import { ActionsSection } from './review-actions.tsx';
import { EvidenceSection } from './review-evidence.tsx';
import styles from './bills.module.css';

/**
 * One bill's page: its circulation first (who decides what, the person's own decision, a clarification the
 * firm asks for), then the firm's read-only review snapshot (spec §2.11, §4.7): the review's own actions
 * are described, never offered as buttons.
 */
export function BillReviewPage({ billId }: { billId: string }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const review = useQuery(billReviewQuery(client, company.customer_id, billId));

  if (review.isSuccess) return <Review snapshot={review.data} />;
  const notFound = review.error instanceof ApiError && review.error.status === 404;
  return (
    <>
      <PageHeading>{notFound ? t('review.notFoundTitle') : t('review.titleLoading')}</PageHeading>
      <BackToList />
      <BillIdLine billId={billId} />
      {review.isPending ? (
        <Loading />
      ) : notFound ? (
        <p>{t('review.notFoundText')}</p>
      ) : (
        <ErrorBanner error={review.error} onRetry={() => void review.refetch()} />
      )}
    </>
  );
}

/** The way back to the area's list, at the top of a bill's or a claim's page. */
export function BackToList() {
  const { t } = useTranslation('bills');
  const { company } = useCurrentCompany();
  return (
    <p className={styles.back}>
      <Link to={billsPath(company.customer_id)}>{t('review.backToList')}</Link>
    </p>
  );
}

function BillIdLine({ billId }: { billId: string }) {
  const { t } = useTranslation('bills');
  return (
    <p className={styles.idLine}>
      {t('review.billId')}: <code className={styles.billId}>{billId}</code>
    </p>
  );
}

/** The review's cards in the order a person reads them; the original, once opened, beside them on a wide screen. */
function Review({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const { bill } = snapshot;
  const linesTotalCents = bill.lines.reduce((sum, line) => sum + line.gross_cents, 0);
  // the original's bytes are fetched only once a person opens it (docs/decisions/0019)
  const [originalOpen, setOriginalOpen] = useState(false);
  return (
    <>
      <PageHeading>{t('review.title', { number: bill.number, supplier: bill.supplier })}</PageHeading>
      <BackToList />
      <InvoiceCirculation invoiceId={bill.id} linesTotalCents={linesTotalCents} />
      <div className={originalOpen ? styles.withOriginal : undefined}>
        <SummarySection snapshot={snapshot} />
        <p className={styles.readOnly}>{t('review.readOnly')}</p>
        <LinesSection snapshot={snapshot} />
        <div className={styles.grid}>
          <OriginalSection snapshot={snapshot} open={originalOpen} onToggle={() => setOriginalOpen((open) => !open)} />
          <PostingSection snapshot={snapshot} />
        </div>
        {originalOpen ? <OriginalViewer snapshot={snapshot} /> : null}
        <LatestReviewSection snapshot={snapshot} />
        <DraftSection snapshot={snapshot} />
        <HistorySection snapshot={snapshot} />
        <ActionsSection snapshot={snapshot} />
        <EvidenceSection snapshot={snapshot} />
      </div>
      <SubjectThreadPanel subject={{ kind: 'purchase_bill', id: bill.id }} />
    </>
  );
}
