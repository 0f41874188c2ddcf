import { isUnreadable, type Read, type UnreadableItem } from '../api/reading.ts';
import type { Author, Message } from '../api/schemas/messages.ts';
import { foldEvents } from './thread-events.ts';

/**
 * A thread's messages as they read now, from its append-only events (docs/decisions/0013): each message with
 * the text of its latest edit, a withdrawn one marked as such, in the order they were written. Apart from
 * React, for a thing's page (subject-thread-panel-view.tsx) and for whatever else glances at a thread.
 */
export interface MessageNow {
  id: string;
  seq: number;
  author: Read<Author>;
  at: string;
  body: string;
  edited: boolean;
  withdrawn: boolean;
  attachments: number;
}

type Event = Read<Message> | UnreadableItem;

/**
 * The messages of these events, oldest first, folded as the thread shows them (thread-events.ts); an event that
 * could not be read stays in its place, never dropped; an event of a kind the portal does not know that names no
 * message is shown as a message, never hidden; an edit or withdrawal of a message not among them is left out.
 */
export function messagesNow(events: readonly Event[]): (MessageNow | UnreadableItem)[] {
  return foldEvents(events).flatMap((shown): (MessageNow | UnreadableItem)[] => {
    if (shown.shown === 'unreadable') return [shown.item];
    if (shown.shown === 'message') {
      const { message } = shown;
      return [{ id: message.id, seq: message.seq, author: message.author, at: message.at, body: shown.text, edited: shown.editedAt !== null, withdrawn: shown.withdrawnAt !== null, attachments: message.attachments.length }];
    }
    if (shown.shown === 'other' && shown.event.of === null) {
      const { event } = shown;
      return [{ id: event.id, seq: event.seq, author: event.author, at: event.at, body: event.body, edited: false, withdrawn: false, attachments: event.attachments.length }];
    }
    return [];
  });
}

/** The person the portal shows the thread to, as the service names authors. */
export interface Reader {
  email: string | null;
}

/** Whether someone else wrote it: the agent, a key, or a person with another address than the reader's. */
export function byOthers(author: Read<Author>, reader: Reader): boolean {
  return author.email === null || reader.email === null || author.email.toLowerCase() !== reader.email.toLowerCase();
}

/** The newest message someone else wrote after `afterSeq`, if any (what a new arrival announces). */
export function newestArrival(messages: readonly (MessageNow | UnreadableItem)[], afterSeq: number, reader: Reader): MessageNow | undefined {
  let newest: MessageNow | undefined;
  for (const message of messages) {
    if (isUnreadable(message) || message.seq <= afterSeq || !byOthers(message.author, reader)) continue;
    if (!newest || message.seq > newest.seq) newest = message;
  }
  return newest;
}

/** The highest `seq` among the events that could be read (0 for none). */
export function lastSeq(events: readonly Event[]): number {
  return events.reduce((highest, event) => (isUnreadable(event) ? highest : Math.max(highest, event.seq)), 0);
}

/** The first words of a text, at most `max` characters, cut at a word and marked with an ellipsis when cut. */
export function firstWords(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
