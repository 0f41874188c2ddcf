import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
// pdf.js parses in a worker of its own, bundled by Vite and served from the portal's origin (CSP worker-src
// falls back to script-src 'self'): nothing is fetched from elsewhere, no script is evaluated from a string.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { Banner, Loading } from '../states.tsx';
import type { DocumentViewTexts } from '../document-view-texts.ts';
import styles from './pdf-pages.module.css';

/**
 * A PDF document drawn in the page with pdf.js (docs/decisions/0019): each page a canvas named "Page n of N", and the
 * PDF's own text under it as the text alternative a screen reader (or a person copying a reference) needs.
 * Its own chunk, loaded only when a person opens a document that is a PDF (see document-view.tsx).
 */

GlobalWorkerOptions.workerSrc = workerUrl;

let sharedWorker: PDFWorker | undefined;
/** One worker for the page's life: another original (or the same one opened again) starts no second one. */
function pdfWorker(): PDFWorker {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new PDFWorker();
  return sharedWorker;
}

/** An original is a page or two; a long file shows its first pages, the rest by download. */
export const MAX_PAGES = 20;
/** CSS pixels per PDF point at which pages are drawn; the canvas then scales down to the column. */
const SCALE = 1.5;

type Opened = { kind: 'opening' } | { kind: 'failed' } | { kind: 'open'; pdf: PDFDocumentProxy; texts: string[] };

/** Keyed by the bytes' digest where it is used: other bytes open afresh. */
export default function PdfPages({ bytes, texts: said }: { bytes: ArrayBuffer; texts: DocumentViewTexts }) {
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });

  useEffect(() => {
    let current = true;
    // pdf.js hands its data to the worker (the buffer is detached): it gets a copy, the cache keeps the bytes
    const task = getDocument({ data: new Uint8Array(bytes.slice(0)), worker: pdfWorker(), isEvalSupported: false, enableXfa: false });
    task.promise
      .then(async (pdf) => {
        const count = Math.min(pdf.numPages, MAX_PAGES);
        const texts = await Promise.all(Array.from({ length: count }, (_, index) => pageText(pdf, index + 1)));
        if (current) setOpened({ kind: 'open', pdf, texts });
      })
      .catch(() => {
        if (current) setOpened({ kind: 'failed' });
      });
    return () => {
      current = false;
      void task.destroy();
    };
  }, [bytes]);

  if (opened.kind === 'opening') return <Loading label={said.pdfLoading} />;
  if (opened.kind === 'failed') {
    return (
      <Banner tone="warning">
        <p>{said.pdfFailed}</p>
      </Banner>
    );
  }
  const { pdf, texts } = opened;
  return (
    <>
      {pdf.numPages > MAX_PAGES ? <p className={styles.note}>{said.pagesShown(MAX_PAGES, pdf.numPages)}</p> : null}
      <ol className={styles.pdfPages}>
        {texts.map((_, index) => (
          <li key={index}>
            <PdfPage pdf={pdf} number={index + 1} label={said.page(index + 1, pdf.numPages)} />
          </li>
        ))}
      </ol>
      <details className={styles.pdfText}>
        <summary>{said.text}</summary>
        {texts.map((text, index) => (
          <section key={index} aria-label={said.textPage(index + 1)}>
            {texts.length > 1 ? <h4>{said.textPage(index + 1)}</h4> : null}
            {text.trim() === '' ? <p className={styles.note}>{said.noText}</p> : <p className={styles.pdfTextPage}>{text}</p>}
          </section>
        ))}
      </details>
    </>
  );
}

/** A page's text in reading order as pdf.js gives it, lines kept. */
async function pageText(pdf: PDFDocumentProxy, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join('');
}

function PdfPage({ pdf, number, label }: { pdf: PDFDocumentProxy; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    let current = true;
    void pdf.getPage(number).then((page) => {
      const target = canvas.current;
      if (!current || !target) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: SCALE * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      const task = page.render({ canvas: target, viewport });
      cancel = () => task.cancel();
      task.promise.then(
        () => {
          if (current) setDrawn(true);
        },
        // cancelled on unmount, or a page pdf.js cannot draw: its text stays below all the same
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel?.();
    };
  }, [pdf, number]);

  return (
    <canvas
      ref={canvas}
      className={styles.pdfPage}
      role="img"
      aria-label={label}
      data-drawn={drawn ? 'true' : undefined}
    />
  );
}
