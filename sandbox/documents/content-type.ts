import { fileTypeFromBuffer } from 'file-type';
import { endingsOf, fileEnding, type DocumentContentType } from '../../src/api/document-names.ts';
import { DOCUMENT_CONTENT_TYPES } from '../../src/api/schemas/documents.ts';

export type { DocumentContentType };
export { fileEnding };
const DOCUMENT_CONTENT_TYPE_LIST: readonly DocumentContentType[] = DOCUMENT_CONTENT_TYPES;

/** What `file-type` finds by magic bytes, and the type the document is kept as. */
const BY_MAGIC: Readonly<Record<string, DocumentContentType>> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heif',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** How far into a text file the sniffs look: a Finvoice's root element and a CSV's first line come early. */
const SNIFF_BYTES = 64 * 1024;

export type Decision = { accepted: true; contentType: DocumentContentType } | { accepted: false; reason: string };

/**
 * The type of a document, decided from its bytes alone: the name it was sent with and the type the
 * browser claimed are never asked. Binary formats by their magic bytes (`file-type`); XML and CSV, which
 * have none, by a sniff of their text (see `isFinvoice` and `isCsv`).
 */
export async function decideContentType(bytes: Uint8Array): Promise<Decision> {
  if (bytes.byteLength === 0) return { accepted: false, reason: 'it is empty' };
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const kept = BY_MAGIC[found.mime];
    if (kept) return { accepted: true, contentType: kept };
    if (found.mime !== 'application/xml') return { accepted: false, reason: `its content is ${found.mime} (.${found.ext})` };
  }
  if (isFinvoice(bytes)) return { accepted: true, contentType: 'application/xml' };
  if (isCsv(bytes)) return { accepted: true, contentType: 'text/csv' };
  if (found?.mime === 'application/xml') return { accepted: false, reason: 'it is XML but not a Finvoice invoice' };
  return { accepted: false, reason: 'its content is none of these' };
}

/** XML's own whitespace (space, tab, CR, LF). */
const isXmlSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** What may come before a Finvoice's root element, each by its opening and closing mark. */
const PROLOG_ITEMS: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<?', '?>'],
  ['<!DOCTYPE', '>'],
];

/**
 * A Finvoice invoice: an optional byte-order mark, whitespace, an XML declaration, comments, processing
 * instructions (a stylesheet) and a document type, then the root element `Finvoice`. Read as Latin-1 so
 * that a Finvoice in ISO-8859-15, as older ones are, is recognised too.
 *
 * A scanner, not a regular expression: it only moves forward, so it reads any head in linear time. (The
 * expression it replaces backtracked exponentially on a run of empty comments: 225 bytes froze the
 * sandbox for 17 s.)
 */
export function isFinvoice(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1');
  let at = head.startsWith('\xEF\xBB\xBF') ? 3 : 0;
  for (;;) {
    while (at < head.length && isXmlSpace(head.charCodeAt(at))) at += 1;
    // each kind of prolog item ends at its own closing mark; one that never closes is no Finvoice
    const item = PROLOG_ITEMS.find(([opening]) => head.startsWith(opening, at));
    if (item === undefined) break;
    const [opening, closing] = item;
    const close = head.indexOf(closing, at + opening.length);
    if (close === -1) return false;
    at = close + closing.length;
  }
  if (!head.startsWith('<Finvoice', at)) return false;
  const next = head.charCodeAt(at + 9);
  return isXmlSpace(next) || next === 0x2f || next === 0x3e;
}

/**
 * CSV: well-formed UTF-8 text (a byte-order mark allowed) with no control character but tab, CR and LF,
 * whose first line holds a `;`, `,` or tab between fields. The whole file must be text, not only its start.
 */
export function isCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /[;,\t]/.test(firstLine);
}

/** The rows of a CSV after its header line, blank lines not counted: an ingest of none has nothing to book. */
export function csvDataRows(bytes: Uint8Array): number {
  const lines = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '').split(/\r?\n/);
  return lines.slice(1).filter((line) => line.trim() !== '').length;
}

/**
 * Whether a file's name claims a type its content is not: a script ending `.bat` that passes as CSV, a
 * text ending `.pdf`. A name without an ending claims nothing, and the content decides alone.
 */
export function nameContradicts(filename: string, contentType: DocumentContentType): { ending: string; claims: readonly DocumentContentType[] } | undefined {
  const ending = fileEnding(filename);
  if (ending === undefined || endingsOf(contentType).includes(ending)) return undefined;
  return { ending, claims: DOCUMENT_CONTENT_TYPE_LIST.filter((type) => endingsOf(type).includes(ending)) };
}
