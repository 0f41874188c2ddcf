import { isUnreadable, type UnreadableItem } from '../../api/reading.ts';

/**
 * How many of the newest uploads the overview lists. The overview is the company's home, not its archive: a
 * company's every upload (Aurora's some 150, over 11 000 px of rows) buried what needs doing under what is done.
 * Documents lists them all; the overview links there with the count (docs/decisions/0006-overview-files-and-unread-count.md).
 */
export const NEWEST_FILES_SHOWN = 5;

export interface FilesShown<File> {
  /** The files the overview lists, in the service's order (newest upload first). */
  shown: (File | UnreadableItem)[];
  /** How many the service listed in all. */
  total: number;
}

/** The states of a file that needs nothing of the person: on its way, or done. */
const FINE: readonly string[] = ['queued', 'parsed', 'booked'];

/**
 * The files the overview lists: the newest few, every failed one (what "needs attention" links to, each to its
 * row: a failed file is fixed from what its row says), every one in a state the portal does not know and every
 * one that could not be read ("needs attention" counts those as unclear and links to this card: they are never
 * hidden). The service's order is kept; "newest" is by the upload time, whatever the order.
 */
export function filesShown<File extends { id: string; uploaded_at: string; state: string }>(files: readonly (File | UnreadableItem)[]): FilesShown<File> {
  const readable = files.filter((file): file is File => !isUnreadable(file));
  const newest = new Set(
    readable
      .map((file, position) => ({ id: file.id, at: Date.parse(file.uploaded_at), position }))
      // the newest first; of the same time, the one the service lists first
      .sort((a, b) => b.at - a.at || a.position - b.position)
      .slice(0, NEWEST_FILES_SHOWN)
      .map((file) => file.id),
  );
  return {
    shown: files.filter((file) => isUnreadable(file) || !FINE.includes(file.state) || newest.has(file.id)),
    total: files.length,
  };
}
