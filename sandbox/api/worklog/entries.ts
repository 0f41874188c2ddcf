import type { WorklogEntry } from '../../../src/api/schemas/worklog.ts';

/** The columns every work-log answer reads; the date as text, so no timezone ever touches it. */
export const ENTRY_COLUMNS = `id, author_email, author_name, to_char(entry_date, 'YYYY-MM-DD') as entry_date, minutes, note, created_at`;

export interface EntryRow {
  id: string;
  author_email: string;
  author_name: string;
  entry_date: string;
  minutes: number;
  note: string;
  created_at: Date;
}

export function entryOf(row: EntryRow): WorklogEntry {
  return {
    id: row.id,
    author_email: row.author_email,
    author_name: row.author_name,
    entry_date: row.entry_date,
    minutes: row.minutes,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}
