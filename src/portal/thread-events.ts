import { isUnreadable, type Read, type UnreadableItem } from '../api/reading.ts';
import type { MessagePage } from '../api/schemas/messages.ts';

/** One event of a thread as read: a message, an edit or a withdrawal (or a kind the portal does not know). */
export type ThreadEvent = Exclude<Read<MessagePage>['messages'][number], UnreadableItem>;
export type EventItem = ThreadEvent | UnreadableItem;

/** A message as it stands now: its latest text, the texts it had before, whether and when it was withdrawn. */
export interface FoldedMessage {
  shown: 'message';
  message: ThreadEvent;
  text: string;
  /** earlier texts, oldest first: what an edit replaced and what a withdrawal took back */
  earlier: { body: string; at: string }[];
  editedAt: string | null;
  withdrawnAt: string | null;
}

/**
 * What the thread shows, in order: each message folded with the edits and the withdrawal that came after it
 * (the history is append-only; the view shows where it has come to); an edit or a withdrawal of a message not
 * in the loaded window stands on its own until the older page brings its message; an event of a kind the
 * portal does not know, and an item that could not be read, in their places.
 */
export type Shown = FoldedMessage | { shown: 'change'; event: ThreadEvent } | { shown: 'other'; event: ThreadEvent } | { shown: 'unreadable'; item: UnreadableItem; key: string };

export function foldEvents(events: readonly EventItem[]): Shown[] {
  const shown: Shown[] = [];
  const messages = new Map<string, FoldedMessage>();
  events.forEach((event, index) => {
    if (isUnreadable(event)) {
      shown.push({ shown: 'unreadable', item: event, key: `unreadable-${index}-${event.id ?? ''}` });
      return;
    }
    if (event.kind === 'message') {
      const folded: FoldedMessage = { shown: 'message', message: event, text: event.body, earlier: [], editedAt: null, withdrawnAt: null };
      messages.set(event.id, folded);
      shown.push(folded);
      return;
    }
    if (event.kind !== 'edit' && event.kind !== 'withdrawal') {
      shown.push({ shown: 'other', event });
      return;
    }
    const target = event.of === null ? undefined : messages.get(event.of);
    if (!target) {
      shown.push({ shown: 'change', event });
      return;
    }
    if (target.withdrawnAt === null) target.earlier.push({ body: target.text, at: target.editedAt ?? target.message.at });
    if (event.kind === 'edit' && target.withdrawnAt === null) {
      target.text = event.body;
      target.editedAt = event.at;
    } else if (event.kind === 'withdrawal') {
      target.text = '';
      target.withdrawnAt ??= event.at;
    }
  });
  return shown;
}

/** The events of both lists by their order in the thread (`seq`), each once: a page merged into what is shown. */
export function mergeEvents(shown: readonly EventItem[], page: readonly EventItem[], where: 'before' | 'after'): EventItem[] {
  const known = new Set(shown.filter((event): event is ThreadEvent => !isUnreadable(event)).map((event) => event.id));
  const added = page.filter((event) => isUnreadable(event) || !known.has(event.id));
  return where === 'before' ? [...added, ...shown] : [...shown, ...added];
}

/** The lowest and highest `seq` among the readable events: the keyset of the older page and of what is new. */
export function seqBounds(events: readonly EventItem[]): { first: number; last: number } | null {
  const seqs = events.filter((event): event is ThreadEvent => !isUnreadable(event)).map((event) => event.seq);
  if (seqs.length === 0) return null;
  return { first: Math.min(...seqs), last: Math.max(...seqs) };
}
