import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentContentQuery } from '../../api/queries/documents.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DocumentView, type DocumentViewTexts } from '../../ui/document-view.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';

/** What a document's toggle says: its button both ways, while its bytes come or when they do not, and a picture's text. */
export interface ToggleTexts {
  show: string;
  hide: string;
  loading: string;
  failed: string;
  alt: string;
}

/**
 * A document of the books shown in the page on request (an entry's original, a file given with an answer):
 * a button that opens and closes it, its bytes fetched only when opened — a picture inline, a PDF drawn,
 * anything else a download.
 */
export function DocumentToggle({ documentId, filename, viewId, texts }: { documentId: string; filename: string; viewId: string; texts: ToggleTexts }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="secondary" aria-expanded={open} aria-controls={open ? viewId : undefined} onClick={() => setOpen((was) => !was)}>
          {open ? texts.hide : texts.show}
        </button>
      </p>
      {open ? (
        <div id={viewId}>
          <ShownDocument documentId={documentId} filename={filename} texts={texts} />
        </div>
      ) : null}
    </>
  );
}

function ShownDocument({ documentId, filename, texts }: { documentId: string; filename: string; texts: ToggleTexts }) {
  const client = useService();
  const { company } = useCurrentCompany();
  const viewTexts = useViewerTexts();
  // the books name no digest of a document: its bytes are keyed by the document alone
  const shown = useQuery(documentContentQuery(client, company.customer_id, documentId, ''));
  if (shown.isPending) return <Loading label={texts.loading} />;
  if (shown.isError) return <ErrorBanner error={shown.error} title={texts.failed} onRetry={() => void shown.refetch()} />;
  return <DocumentView shown={shown.data} filename={filename} alt={texts.alt} texts={viewTexts} />;
}

function useViewerTexts(): DocumentViewTexts {
  const { t } = useTranslation('books');
  return {
    pdfLoading: t('booking.viewer.pdfLoading'),
    pdfFailed: t('booking.viewer.pdfFailed'),
    notShowable: t('booking.viewer.notShowable'),
    text: t('booking.viewer.text'),
    noText: t('booking.viewer.noText'),
    page: (page, count) => t('booking.viewer.page', { page, count }),
    textPage: (page) => t('booking.viewer.textPage', { page }),
    pagesShown: (shown, count) => t('booking.viewer.pagesShown', { shown, count }),
    download: (size) => t('booking.viewer.download', { size }),
  };
}
