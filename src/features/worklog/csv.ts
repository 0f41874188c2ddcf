import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { formatDate } from '../../i18n/format.ts';
import { finnishWallClock } from './dates.ts';
import { decimalHours } from './duration.ts';

/**
 * The work log as a CSV file that opens correctly in a spreadsheet set to Finnish: UTF-8 with a byte
 * order mark (so that ä and ö survive), `;` between fields (the comma is the decimal separator),
 * decimal hours with a comma, dates as `d.m.yyyy`, Finnish headers, CRLF line ends (RFC 4180).
 * Pure: the view only saves the text.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export interface WorklogCsvOptions {
  /** The author columns, for those who see others' entries. */
  includeAuthor: boolean;
}

/** Quoted when the text holds the separator, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text typed by people is written so that a spreadsheet shows it and never runs it: a leading `=`,
 * `+`, `-`, `@`, tab or carriage return would start a formula (CSV injection), so such text gets a
 * leading apostrophe, which spreadsheets treat as "this is text". A spreadsheet may read the full-width
 * (`＝`) and small (`﹦`) forms of these signs, and the minus sign `−`, as the signs themselves, so the
 * first character is compared in its compatibility form (NFKC), which folds those onto the plain ones.
 */
export function csvText(value: string): string {
  const first = value.codePointAt(0);
  const folded = first === undefined ? '' : String.fromCodePoint(first).normalize('NFKC');
  return csvField(/^[=+\-@\t\r\u2212]/.test(folded) ? `'${value}` : value);
}

/** `2026-11-20T13:05:00Z` → `20.11.2026 15:05`, Finnish time. */
function finnishTimestamp(timestamp: string): string {
  const { date, hour, minute } = finnishWallClock(new Date(timestamp));
  return `${formatDate(date, 'fi')} ${hour}:${minute}`;
}

export function worklogCsv(entries: readonly WorklogEntry[], { includeAuthor }: WorklogCsvOptions): string {
  const header = [
    'Päivämäärä',
    ...(includeAuthor ? ['Tekijä', 'Tekijän sähköposti'] : []),
    'Tunnit',
    'Minuutit',
    'Kuvaus',
    'Kirjattu',
    'Tunniste',
  ];
  const rows = entries.map((entry) => [
    formatDate(entry.entry_date, 'fi'),
    ...(includeAuthor ? [csvText(entry.author_name), csvText(entry.author_email)] : []),
    decimalHours(entry.minutes),
    String(entry.minutes),
    csvText(entry.note),
    finnishTimestamp(entry.created_at),
    csvField(entry.id),
  ]);
  return CSV_BOM + [header, ...rows].map((fields) => fields.join(CSV_SEPARATOR) + '\r\n').join('');
}

/** `tyoaika_cus_aurora_2026-11-01_2026-11-30.csv`: the company and range, safe as a file name everywhere. */
export function worklogCsvFilename(customerId: string, range: { from: string; to: string }): string {
  const company = customerId.replace(/[^A-Za-z0-9_-]/g, '_');
  return `tyoaika_${company}_${range.from}_${range.to}.csv`;
}
