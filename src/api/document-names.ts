import type { DOCUMENT_CONTENT_TYPES } from './schemas/documents.ts';

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * The file endings that name each type a document is kept as, the usual one first. HEIC and HEIF are one
 * container under two brand names, and a phone names either kind either way. The service refuses a file
 * whose name ends otherwise than its content's type (`name_does_not_match_content`), and a download is
 * named with its type's usual ending, never only the one it was sent with.
 */
export const DOCUMENT_ENDINGS: Readonly<Record<DocumentContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'application/xml': ['xml'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/** A filename's ending after its last dot, lower case; none for a name without one (or only a leading dot). */
export function fileEnding(filename: string): string | undefined {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return undefined;
  return filename.slice(dot + 1).toLowerCase();
}

/** The endings of a type as the service sent it: none for one the portal does not know. */
export function endingsOf(contentType: string): readonly string[] {
  return ENDINGS_BY_TYPE.get(contentType) ?? [];
}
const ENDINGS_BY_TYPE: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(DOCUMENT_ENDINGS));

/**
 * The name a document is saved under: its own name when that already ends as its decided type does,
 * otherwise the name without its ending and with the type's usual one — so that a script that passed as
 * CSV is saved as `.csv`, never as the `.bat` it was sent as. A type the portal does not know is saved as
 * `.bin`, which nothing opens as a program.
 */
export function downloadName(filename: string, contentType: string): string {
  const endings = endingsOf(contentType);
  const ending = fileEnding(filename);
  if (ending !== undefined && endings.includes(ending)) return filename;
  const base = ending === undefined ? filename : filename.slice(0, filename.length - ending.length - 1);
  return `${base || 'document'}.${endings[0] ?? 'bin'}`;
}
