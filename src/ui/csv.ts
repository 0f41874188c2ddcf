/**
 * A CSV file that opens correctly in a spreadsheet set to Finnish: UTF-8 with a byte order mark (so that ä and
 * ö survive), `;` between fields (the comma is the decimal separator), CRLF line ends (RFC 4180). Pure: a view
 * only saves the text (save-file.ts).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** Quoted when the text holds the separator, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text typed by people (or by a service) is written so that a spreadsheet shows it and never runs it: a leading
 * `=`, `+`, `-`, `@`, tab or carriage return would start a formula (CSV injection), so such text gets a
 * leading apostrophe, which spreadsheets treat as "this is text". A spreadsheet may read the full-width (`＝`)
 * and small (`﹦`) forms of these signs, and the minus sign `−`, as the signs themselves, so the first character
 * is compared in its compatibility form (NFKC), which folds those onto the plain ones.
 */
export function csvText(value: string): string {
  const first = value.codePointAt(0);
  const folded = first === undefined ? '' : String.fromCodePoint(first).normalize('NFKC');
  return csvField(/^[=+\-@\t\r\u2212]/.test(folded) ? `'${value}` : value);
}

/**
 * Cents as a number a Finnish spreadsheet reads as a number: `-123456` → `-1234,56`. Written by us, never text
 * from elsewhere, so its leading minus is a sign, not a formula.
 */
export function csvCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/** The file's text: the byte order mark, then each row's fields (already written with csvField/csvText). */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((fields) => fields.join(CSV_SEPARATOR) + '\r\n').join('');
}

/** A name part safe as a file name everywhere: `a/b:c` → `a_b_c`. */
export function filenamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}
