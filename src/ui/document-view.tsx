import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import type { ShownOriginal } from '../api/queries/documents.ts';
import { formatBytes } from '../i18n/format-words.ts';
import { useFormat } from '../i18n/use-format.ts';
import { Loading } from './states.tsx';
import type { DocumentViewTexts } from './document-view-texts.ts';
import styles from './document-view.module.css';

export type { DocumentViewTexts };

/** pdf.js and its worker: a chunk of their own, fetched only when a PDF document is opened. */
const PdfPages = lazy(() => import('./document-viewer/pdf-pages.tsx'));

/** How a page can show a file of this media type: inline image, pdf.js, or only as a download. */
export function viewOf(contentType: string): 'image' | 'pdf' | 'download' {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  // what every supported browser decodes in an <img>; HEIC is not among them
  if (['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(type)) return 'image';
  return 'download';
}

/**
 * A document's stored bytes shown in the page (an original of a bill, of a journal entry, a receipt): an image
 * inline, a PDF drawn by pdf.js, anything else only as a download; and always the download itself, since the
 * bytes were fetched with the person's bearer and no plain link can reach them.
 */
export function DocumentView({ shown, filename, alt, texts }: { shown: ShownOriginal; filename: string; alt: string; texts: DocumentViewTexts }) {
  const format = useFormat();
  const view = viewOf(shown.contentType);
  return (
    <>
      {view === 'pdf' ? (
        <Suspense fallback={<Loading label={texts.pdfLoading} />}>
          <PdfPages key={shown.sha256} bytes={shown.bytes} texts={texts} />
        </Suspense>
      ) : view === 'image' ? (
        <BlobImage blob={shown.blob} alt={alt} />
      ) : (
        <p>{texts.notShowable}</p>
      )}
      <p>
        <BlobLink blob={shown.blob} filename={filename}>
          {texts.download(formatBytes(shown.bytes.byteLength, format.language))}
        </BlobLink>
      </p>
    </>
  );
}

/** A blob: URL made for the element while it is shown and revoked when it goes (a ref with a cleanup). */
function useBlobUrl(blob: Blob, attribute: 'src' | 'href') {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.setAttribute(attribute, url);
      return () => URL.revokeObjectURL(url);
    },
    [blob, attribute],
  );
}

function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  return <img ref={useBlobUrl(blob, 'src')} alt={alt} className={styles.image} />;
}

function BlobLink({ blob, filename, children }: { blob: Blob; filename: string; children: ReactNode }) {
  return (
    <a ref={useBlobUrl(blob, 'href')} download={filename} className={styles.download}>
      {children}
    </a>
  );
}
