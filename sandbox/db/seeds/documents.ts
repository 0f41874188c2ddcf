import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { DocumentContentType } from '../../documents/content-type.ts';
import { insertDocument, type BelongsTo, type IngestState, type Uploader } from '../../documents/store.ts';
import { periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { finnishMonth, finnishMonthName, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { pdfDocument, receiptPhoto, xlsxWorkbook, type PdfLine } from '../../documents/document-files.ts';
import { euros, finnishDate, sha256Of } from '../../documents/document-texts.ts';

/**
 * Documents of the seed: every file the seed lists as uploaded has its bytes, so that the document list and
 * the ingest list name the same files, and every purchase bill's original is a real document (seeds/bills.ts
 * stores those with `seedDocument`). Each belongs to something (docs/decisions/0003-documents-by-role.md):
 * what names a document — a bill, a claim, a filing, a sales entry — gives it its kind as it is stored
 * (migration 117); the files nothing names are given theirs here, with the person who sent them.
 */

export interface InvoicePdf {
  supplier: string;
  number: string;
  issueDate: string;
  dueDate: string;
  lines: readonly { description: string; grossCents: number }[];
  totalCents: number;
  vatCents: number;
  /** Which revision of the document: part of its title, so two revisions never share bytes. */
  revision: string;
}

/** A purchase invoice as its supplier would send it: supplier, number, dates, lines, VAT and total. */
export function invoicePdf(invoice: InvoicePdf): Buffer {
  const lines: PdfLine[] = [
    { text: invoice.supplier, size: 18, bold: true },
    { text: 'LASKU', size: 14, bold: true },
    { text: `Laskun numero: ${invoice.number}` },
    { text: `Laskun päivämäärä: ${finnishDate(invoice.issueDate)}` },
    { text: `Eräpäivä: ${finnishDate(invoice.dueDate)}` },
    { text: ' ' },
    ...invoice.lines.map((line) => ({ text: `${line.description}   ${euros(line.grossCents)}` })),
    { text: ' ' },
    { text: `Arvonlisävero yhteensä: ${euros(invoice.vatCents)}` },
    { text: `Yhteensä: ${euros(invoice.totalCents)}`, size: 13, bold: true },
  ];
  return pdfDocument(`${invoice.supplier} ${invoice.number} (${invoice.revision})`, lines);
}

/** A photographed receipt whose printed lines follow the text lengths, seeded by its name. */
export function receiptPhotoOf(name: string, texts: readonly string[]): Buffer {
  const seed = createHash('sha256').update(name).digest().readUInt32BE(0);
  return receiptPhoto(seed, texts.map((text) => Math.min(132, 8 + text.length * 4)));
}

export interface SeededDocument {
  customerId: string;
  id: string;
  filename: string;
  contentType: DocumentContentType;
  uploadedAt: string;
  bytes: Buffer;
  /** What it belongs to, when nothing the seed stores names it; `other` until something does otherwise. */
  belongsTo?: BelongsTo;
  uploadedBy?: Uploader;
}

/** Stores a seeded document; `ingest` as `insertDocument` takes it. */
export async function seedDocument(
  tx: Transaction,
  document: SeededDocument,
  ingest: { fixed: { state: IngestState; detail: string | null } } | 'existing',
): Promise<void> {
  await insertDocument(
    tx,
    {
      customer_id: document.customerId,
      id: document.id,
      filename: document.filename,
      content_type: document.contentType,
      size_bytes: document.bytes.byteLength,
      sha256: sha256Of(document.bytes),
      uploaded_at: new Date(document.uploadedAt),
      content: document.bytes,
      ...(document.belongsTo ? { belongs_to: document.belongsTo } : {}),
      ...(document.uploadedBy ? { uploaded_by: document.uploadedBy } : {}),
    },
    ingest,
  );
}

/**
 * The files seed.ts lists in ingest_files, one per file and state, as seeded on the clock's day
 * (docs/decisions/0001-seed-lives-in-the-present.md): each was sent at an authored moment moved by whole days,
 * and a name or a text that states a day, a month or a year states the moved one. The bank statement is of the
 * month before the one it was sent in, so that it is never of a month not yet over; the lease runs from the
 * start of the seeding day's year.
 */
/** When the failed bank statement was sent (authored 3 November), and the month it is of: the one before. */
function failedStatementOn(clock: SeedClock): { sent: string; month: string } {
  const sent = clock.instant('2026-11-03T07:55:00+02:00');
  return { sent, month: shiftPeriod(periodOf(sent.slice(0, 10)), -1) };
}

/** The failed bank statement's file name: `tiliote-lokakuu.xlsx` as authored, the month moved with the seed. */
export function failedStatementNameOn(clock: SeedClock): string {
  return `tiliote-${finnishMonthName(failedStatementOn(clock).month)}.xlsx`;
}

export function ingestFilesOn(clock: SeedClock): SeededDocument[] {
  const taxiDay = clock.date('2026-11-18');
  const fuelDay = clock.date('2026-11-02');
  const { sent: statementSent, month: statementMonth } = failedStatementOn(clock);
  const leaseYear = clock.period('2026');
  /** A day `YYYY-MM-DD` as a receipt prints it, `02.11.2026`. */
  const receiptDay = (isoDate: string) => isoDate.split('-').reverse().join('.');
  return [
    {
      customerId: 'cus_aurora',
      id: 'file_aurora_001',
      filename: `kuitti-${taxiDay}-taksi.jpg`,
      contentType: 'image/jpeg',
      // Kaisa Mäkinen's photo of her taxi receipt: her claim KL-3 names it (a claim's receipt, migration 117)
      uploadedBy: { person: 'person_claimant' },
      uploadedAt: clock.instant('2026-11-20T08:40:00+02:00'),
      bytes: receiptPhotoOf(`kuitti-${taxiDay}-taksi.jpg`, ['Taksi Helsinki', `${receiptDay(taxiDay)} 17:42`, 'Matka 12,4 km', 'ALV 13,5 %', 'YHTEENSÄ 38,90 €']),
    },
    {
      customerId: 'cus_aurora',
      id: 'file_aurora_002',
      filename: 'lasku-toimistotarvike-1187.pdf',
      contentType: 'application/pdf',
      // a supplier's invoice Laura Hämäläinen sent in, not yet a bill of its own
      belongsTo: { kind: 'purchase' },
      uploadedBy: { person: 'person_bills' },
      uploadedAt: clock.instant('2026-11-19T14:05:00+02:00'),
      bytes: invoicePdf({
        supplier: 'Toimistotarvike Oy',
        number: '1187',
        issueDate: clock.date('2026-11-17'),
        dueDate: clock.dueDate('2026-12-01'),
        lines: [{ description: 'Kansiot ja muistilaput', grossCents: 6274 }],
        totalCents: 6274,
        vatCents: 1275,
        revision: 'r1',
      }),
    },
    {
      customerId: 'cus_aurora',
      id: 'file_aurora_003',
      filename: `vuokrasopimus-${leaseYear}.pdf`,
      contentType: 'application/pdf',
      belongsTo: { kind: 'contract' },
      uploadedBy: { person: 'person_admin' },
      uploadedAt: clock.instant('2026-11-12T10:00:00+02:00'),
      bytes: pdfDocument(`Vuokrasopimus ${leaseYear}`, [
        { text: 'Liikehuoneiston vuokrasopimus', size: 16, bold: true },
        { text: 'Vuokranantaja: Kiinteistö Oy Hämeentie 12' },
        { text: 'Vuokralainen: Aurora Oy' },
        { text: `Vuokra-aika: 1.1.${leaseYear} alkaen toistaiseksi` },
        { text: `Kuukausivuokra: ${euros(245000)} + alv 25,5 %` },
      ]),
    },
    {
      customerId: 'cus_aurora',
      id: 'file_aurora_004',
      filename: failedStatementNameOn(clock),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      belongsTo: { kind: 'bank' },
      uploadedBy: { person: 'person_operator' },
      uploadedAt: statementSent,
      // The column "Arvopäivä" is missing: why seed.ts has this file failed.
      bytes: xlsxWorkbook([
        ['Kirjauspäivä', 'Saaja/Maksaja', 'Selite', 'Määrä'],
        [`${statementMonth}-01`, 'Kiinteistö Oy Hämeentie 12', `Vuokra ${finnishMonth(statementMonth)}`, '-3074,75'],
        [`${statementMonth}-03`, 'Lyreco Finland Oy', 'Lasku 9100229981', '-212,40'],
        [`${statementMonth}-15`, 'Asiakas Oy', 'Lasku 2026-118', '4960,00'],
      ]),
    },
    {
      customerId: 'cus_birch',
      id: 'file_birch_001',
      filename: `kuitti-polttoaine-${fuelDay}.jpg`,
      contentType: 'image/jpeg',
      // Birch Tmi's own purchase (a sole trader has no claims): Anna Virtanen, its admin, sent it
      belongsTo: { kind: 'purchase' },
      uploadedBy: { person: 'person_admin' },
      uploadedAt: clock.instant('2026-11-04T12:00:00+02:00'),
      bytes: receiptPhotoOf(`kuitti-polttoaine-${fuelDay}.jpg`, ['Neste Kuopio', `${receiptDay(fuelDay)} 07:58`, 'Diesel 48,21 l', 'ALV 25,5 %', 'YHTEENSÄ 86,30 €']),
    },
  ];
}

/** Gives the files seed.ts put in ingest_files their bytes, under the same IDs and times. */
export const seedDocuments: SeedStep = async (tx, clock) => {
  for (const file of ingestFilesOn(clock)) {
    const ingest = (
      await tx.query<{ uploaded_at: Date }>('select uploaded_at from ingest_files where id = $1 and customer_id = $2', [file.id, file.customerId])
    ).rows[0];
    if (!ingest) throw new Error(`seed: ingest file ${file.id} is missing`);
    await seedDocument(tx, { ...file, uploadedAt: ingest.uploaded_at.toISOString() }, 'existing');
  }
};
