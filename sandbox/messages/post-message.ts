import { randomUUID } from 'node:crypto';
import type { SubjectKind } from '../../src/api/schemas/messages.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Who wrote an event. `ref` names the author for read marks and "only the author may edit": a person by their
 * e-mail (members and the firm's staff), a key by its id, the agent as `agent`.
 */
export interface AuthorRef {
  kind: 'member' | 'staff' | 'agent' | 'api_key';
  ref: string;
  name: string;
  email: string | null;
}

export interface SubjectRef {
  kind: SubjectKind;
  id: string;
  /** The thing in a few words, in Finnish (also the thread's title). */
  label: string;
}

export interface NewMessage {
  author: AuthorRef;
  body: string;
  /** Documents of the same company; the database refuses another company's (migration 105). */
  document_ids?: readonly string[];
  /** When it was written; now when absent (seeds back-date their history). */
  at?: string;
}

export interface Posted {
  thread_id: string;
  event_id: string;
  seq: number;
}


const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;

/** The first words of a text, for a general thread's title. */
export function titleOf(body: string): string {
  const line = body.trim().split('\n')[0] ?? '';
  return line.length <= 80 ? line : `${line.slice(0, 79)}…`;
}

/** The thread about a thing, if it has one. */
export async function threadOfSubject(db: Queryable, customerId: string, kind: SubjectKind, id: string): Promise<string | null> {
  const found = await db.query<{ id: string }>(
    'select id from message_threads where customer_id = $1 and subject_kind = $2 and subject_id = $3',
    [customerId, kind, id],
  );
  return found.rows[0]?.id ?? null;
}

async function insertEvent(
  db: Queryable,
  customerId: string,
  threadId: string,
  event: { kind: 'message' | 'edit' | 'withdrawal'; of: string | null; author: AuthorRef; body: string; at: string; document_ids: readonly string[] },
): Promise<Posted> {
  const eventId = newId('msg');
  const inserted = await db.query<{ seq: string | number }>(
    `insert into message_events (customer_id, id, thread_id, kind, of_message, author_kind, author_ref, author_name, author_email, at, body)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning seq`,
    [customerId, eventId, threadId, event.kind, event.of, event.author.kind, event.author.ref, event.author.name, event.author.email, event.at, event.body],
  );
  const seq = Number(inserted.rows[0]?.seq);
  for (const [position, documentId] of event.document_ids.entries()) {
    await db.query('insert into message_attachments (customer_id, event_id, position, document_id) values ($1, $2, $3, $4)', [customerId, eventId, position, documentId]);
  }
  // a person has read what they wrote: their mark moves past their own event
  if (event.author.kind === 'member' || event.author.kind === 'staff') {
    await db.query(
      `insert into message_read_marks (customer_id, thread_id, reader, up_to_seq) values ($1, $2, $3, $4)
       on conflict (customer_id, thread_id, reader) do update set up_to_seq = greatest(message_read_marks.up_to_seq, excluded.up_to_seq)`,
      [customerId, threadId, event.author.ref, seq],
    );
  }
  return { thread_id: threadId, event_id: eventId, seq };
}

/**
 * The one way to start a thread with its first message (the handlers, the agent's notes, a filing's question
 * and the seed). A subject's thread is titled by the subject; a second thread about one thing is refused by
 * the database (migration 105): ask `threadOfSubject` first. Run it inside the caller's transaction.
 */
export async function startThread(
  db: Queryable,
  customerId: string,
  thread: {
    subject: SubjectRef | null;
    title?: string;
    /** A fixed ID, as the seed gives its threads; a new one when absent. */
    id?: string;
  },
  first: NewMessage,
): Promise<Posted> {
  const threadId = thread.id ?? newId('thr');
  const at = first.at ?? new Date().toISOString();
  const title = thread.subject?.label ?? thread.title ?? titleOf(first.body);
  await db.query(
    `insert into message_threads (customer_id, id, subject_kind, subject_id, subject_label, title, started_by_kind, started_by_ref, started_by_name, started_by_email, started_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      customerId,
      threadId,
      thread.subject?.kind ?? null,
      thread.subject?.id ?? null,
      thread.subject?.label ?? null,
      title,
      first.author.kind,
      first.author.ref,
      first.author.name,
      first.author.email,
      at,
    ],
  );
  return insertEvent(db, customerId, threadId, { kind: 'message', of: null, author: first.author, body: first.body, at, document_ids: first.document_ids ?? [] });
}

/** The one way to add a message to a thread. */
export function postMessage(db: Queryable, customerId: string, threadId: string, message: NewMessage): Promise<Posted> {
  return insertEvent(db, customerId, threadId, {
    kind: 'message',
    of: null,
    author: message.author,
    body: message.body,
    at: message.at ?? new Date().toISOString(),
    document_ids: message.document_ids ?? [],
  });
}

/** An edit (a new text) or a withdrawal of a message: a new event; the message's earlier text stays. */
export function changeMessage(
  db: Queryable,
  customerId: string,
  threadId: string,
  change: { kind: 'edit' | 'withdrawal'; of: string; author: AuthorRef; body?: string; at?: string },
): Promise<Posted> {
  return insertEvent(db, customerId, threadId, {
    kind: change.kind,
    of: change.of,
    author: change.author,
    body: change.kind === 'withdrawal' ? '' : (change.body ?? ''),
    at: change.at ?? new Date().toISOString(),
    document_ids: [],
  });
}

/**
 * Posts into a thing's thread, starting it when it has none (a filing's question, the agent's notes); a thread
 * it starts takes `newThreadId` when given (the seed's fixed IDs).
 */
export async function postAboutSubject(db: Queryable, customerId: string, subject: SubjectRef, message: NewMessage, newThreadId?: string): Promise<Posted> {
  const existing = await threadOfSubject(db, customerId, subject.kind, subject.id);
  return existing === null ? startThread(db, customerId, { subject, id: newThreadId }, message) : postMessage(db, customerId, existing, message);
}
