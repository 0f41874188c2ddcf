import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { formatDate } from '../../i18n/format.ts';
import { finnishWallClock } from './dates.ts';
import { decimalHours } from './duration.ts';

import { csvDocument, csvField, csvText, filenamePart } from '../../ui/csv.ts';

/**
 * The work log as a CSV file (src/ui/csv.ts) with decimal hours with a comma, dates as `d.m.yyyy` and
 * Finnish headers.
 */

export interface WorklogCsvOptions {
  /** The author columns, for those who see others' entries. */
  includeAuthor: boolean;
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
  return csvDocument([header, ...rows]);
}

/** `tyoaika_cus_aurora_2026-11-01_2026-11-30.csv`: the company and range, safe as a file name everywhere. */
export function worklogCsvFilename(customerId: string, range: { from: string; to: string }): string {
  return `tyoaika_${filenamePart(customerId)}_${range.from}_${range.to}.csv`;
}
