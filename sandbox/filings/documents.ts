import { insertDocument } from '../documents/store.ts';
import { pdfDocument, type PdfLine } from '../documents/document-files.ts';
import { euros, finnishDate, sha256Of } from '../documents/document-texts.ts';
import type { FilingFigure } from './vat-figures.ts';
import { filingLabel } from './subject.ts';
import type { Queryable } from '../db/database.ts';

/**
 * A filing's output package (spec §1 Filings: produced output packages): the return as PDF and the receipt of
 * filing, stored as documents of the company and named by the filing (filing_documents), so that
 * GET /documents/{id}/content gives their bytes as any other document's.
 */

export interface FilingForPaper {
  kind: string;
  period: string;
  period_from: string;
  period_to: string;
  figures: readonly FilingFigure[] | null;
}

/** A file's name in Finnish words, as the company's other documents are named (`alv-ilmoitus-2026-10.pdf`). */
const FILE_WORDS: Readonly<Record<string, string>> = {
  vat_return: 'alv-ilmoitus',
  employer_contributions: 'tyonantajan-verot',
  incomes_register_report: 'palkkatietoilmoitus',
  income_tax_return: 'veroilmoitus',
  financial_statements: 'tilinpaatos',
};
const slugOf = (filing: { kind: string; period: string }) => `${FILE_WORDS[filing.kind] ?? filing.kind.replaceAll('_', '-')}-${filing.period}`;

/** The prepared or filed return: the company, the period and its figures. */
export function returnPdf(companyName: string, businessId: string, filing: FilingForPaper): { filename: string; bytes: Buffer } {
  const label = filingLabel(filing.kind, filing.period);
  const lines: PdfLine[] = [
    { text: label, size: 18, bold: true },
    { text: `${companyName} (${businessId})` },
    { text: `Kausi: ${finnishDate(filing.period_from)}–${finnishDate(filing.period_to)}` },
    { text: ' ' },
    ...(filing.figures ?? []).map((figure) => ({ text: `${figure.label}: ${euros(figure.amount_cents)}` })),
  ];
  return { filename: `${slugOf(filing)}.pdf`, bytes: pdfDocument(`${companyName} ${label}`, lines) };
}

/** The authority's receipt of filing: what was received, when, under which reference, and who filed it. */
export function receiptPdf(companyName: string, businessId: string, filing: FilingForPaper, receipt: { reference: string; at: string; by: string }): { filename: string; bytes: Buffer } {
  const label = filingLabel(filing.kind, filing.period);
  const authority = filing.kind === 'financial_statements' ? 'Patentti- ja rekisterihallitus, kaupparekisteri' : filing.kind === 'incomes_register_report' ? 'Tulorekisteri' : 'Verohallinto, OmaVero';
  const payable = filing.figures?.find((figure) => figure.key === 'tax_payable');
  const lines: PdfLine[] = [
    { text: 'Vastaanottokuittaus', size: 18, bold: true },
    { text: authority },
    { text: ' ' },
    { text: `Ilmoitus: ${label}` },
    { text: `Ilmoittaja: ${companyName} (${businessId})` },
    { text: `Vastaanotettu: ${finnishDate(receipt.at.slice(0, 10))} klo ${receipt.at.slice(11, 16)} UTC` },
    { text: `Viite: ${receipt.reference}` },
    { text: `Lähettäjä: ${receipt.by}` },
    ...(payable ? [{ text: `${payable.label}: ${euros(payable.amount_cents)}` }] : []),
  ];
  return { filename: `kuittaus-${slugOf(filing)}.pdf`, bytes: pdfDocument(`Vastaanottokuittaus ${label}`, lines) };
}

/** Stores one document of the package and names it the filing's (`kind` `return` or `receipt`). */
export async function storeFilingDocument(
  db: Queryable,
  customerId: string,
  filingId: string,
  document: { id: string; kind: 'return' | 'receipt'; filename: string; bytes: Buffer; at: string },
): Promise<void> {
  await insertDocument(
    db,
    {
      customer_id: customerId,
      id: document.id,
      filename: document.filename,
      content_type: 'application/pdf',
      size_bytes: document.bytes.byteLength,
      sha256: sha256Of(document.bytes),
      uploaded_at: new Date(document.at),
      content: document.bytes,
    },
    // as the sales originals (ledger-sales.ts): the ingest list names every document; this one needs no booking
    { fixed: { state: 'booked', detail: null } },
  );
  await db.query('insert into filing_documents (customer_id, filing_id, document_id, kind) values ($1, $2, $3, $4)', [customerId, filingId, document.id, document.kind]);
}
