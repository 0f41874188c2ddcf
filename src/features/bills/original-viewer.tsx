import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { DocumentView, type DocumentViewTexts } from '../../ui/document-view.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { checkOriginal, documentIdOf, needsWarning, type OriginalCheck } from './original-check.ts';
import { documentContentQuery, type ShownOriginal } from '../../api/queries/documents.ts';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;

export const ORIGINAL_VIEWER_ID = 'bill-original-viewer';

/**
 * The bill's original beside its review (docs/decisions/0019): the stored bytes fetched when a person opens it, an
 * image inline, a PDF drawn by pdf.js, anything else as a download; and in plain words whether these bytes
 * are the original the bill names and the document its latest review saw (their SHA-256, computed here).
 * The drawing itself is the portal's shared document view.
 */
export function OriginalViewer({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const { original } = snapshot;
  const documentId = documentIdOf(original.resource.uri) ?? original.id;
  const shown = useQuery(documentContentQuery(client, company.customer_id, documentId, original.sha256));
  return (
    // on a wide screen the pane scrolls inside itself beside the review: a keyboard stop, named by its heading
    <Section id={ORIGINAL_VIEWER_ID} className={styles.originalPane} tabIndex={0} title={t('viewer.title', { filename: original.filename })}>
      {shown.isPending ? (
        <Loading label={t('viewer.loading')} />
      ) : shown.isError ? (
        <ErrorBanner error={shown.error} title={t('viewer.failed')} onRetry={() => void shown.refetch()} />
      ) : (
        <Shown snapshot={snapshot} documentId={documentId} shown={shown.data} />
      )}
    </Section>
  );
}

function Shown({ snapshot, documentId, shown }: { snapshot: Snapshot; documentId: string; shown: ShownOriginal }) {
  const { t } = useTranslation('bills');
  const texts = useViewerTexts();
  const { original } = snapshot;
  const reviewed = snapshot.latest_review?.document_sha256;
  const check = checkOriginal({ shown: shown.sha256, named: original.sha256, reviewed, etag: shown.etag });
  const code = (value: string | undefined) => (value === undefined ? t('viewer.absent') : <code className={styles.digest}>{value}</code>);
  return (
    <>
      <CheckSaid check={check} />
      <DocumentView shown={shown} filename={original.filename} alt={t('viewer.imageAlt', { filename: original.filename })} texts={texts} />
      <TechnicalDetails>
        <Facts layout="columns">
          <Fact term={t('viewer.digestShown')}>{code(shown.sha256)}</Fact>
          <Fact term={t('viewer.digestNamed')}>{code(original.sha256)}</Fact>
          {snapshot.latest_review ? <Fact term={t('viewer.digestReviewed')}>{code(reviewed)}</Fact> : null}
          <Fact term={t('viewer.digestEtag')}>{code(shown.etag)}</Fact>
          <Fact term={t('viewer.contentType')}>{code(shown.contentType || undefined)}</Fact>
          <Fact term={t('viewer.documentId')}>{code(documentId)}</Fact>
        </Facts>
      </TechnicalDetails>
    </>
  );
}

/** The outcome in plain words: a confirmation, or a warning a person cannot miss (the digests are details). */
function CheckSaid({ check }: { check: OriginalCheck }) {
  const { t } = useTranslation('bills');
  const said = {
    review_saw_this: { title: t('viewer.sawThis'), detail: t('viewer.sawThisDetail') },
    named_not_reviewed: { title: t('viewer.namedNotReviewed'), detail: t('viewer.namedNotReviewedDetail') },
    review_saw_other: { title: t('viewer.reviewSawOther'), detail: t('viewer.reviewSawOtherDetail') },
    not_the_named_file: { title: t('viewer.notNamed'), detail: t('viewer.notNamedDetail') },
  }[check.kind];
  const etag = check.etag === 'differs' ? <p>{t('viewer.etagDiffers')}</p> : null;
  if (!needsWarning(check)) {
    return (
      <div className={styles.confirmed} role="status" data-check={check.kind}>
        <p>
          <strong>{said.title}</strong>
        </p>
        <p>{said.detail}</p>
      </div>
    );
  }
  return (
    <div className={styles.warning} role="alert" data-check={check.kind}>
      <p>
        <strong>{said.title}</strong>
      </p>
      <p>{said.detail}</p>
      {etag}
    </div>
  );
}

/** The shared document view's words, in the bills area's texts. */
export function useViewerTexts(): DocumentViewTexts {
  const { t } = useTranslation('bills');
  return {
    pdfLoading: t('viewer.pdfLoading'),
    pdfFailed: t('viewer.pdfFailed'),
    notShowable: t('viewer.notShowable'),
    text: t('viewer.text'),
    noText: t('viewer.noText'),
    page: (page, count) => t('viewer.page', { page, count }),
    textPage: (page) => t('viewer.textPage', { page }),
    pagesShown: (shown, count) => t('viewer.pagesShown', { shown, count }),
    download: (size) => t('viewer.download', { size }),
  };
}
