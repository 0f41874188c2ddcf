import type { Attachment, Author, Message, SubjectKind, Thread } from '../../src/api/schemas/messages.ts';
import { visibleDocumentSql } from '../documents/visibility.ts';
import { documentViewerOfMessages, isPerson, visibleThreadSql, type Viewer } from './thread-access.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Reading the messages as the contract answers them: threads with their counts and the person's read state,
 * and pages of a thread's events with their attachments named from Documents.
 */


const PREVIEW_LENGTH = 140;

const authorOf = (kind: string, name: string, email: string | null): Author => ({ kind, name, email });

interface ThreadRow {
  id: string;
  subject_kind: string | null;
  subject_id: string | null;
  subject_label: string | null;
  title: string;
  started_by_kind: string;
  started_by_name: string;
  started_by_email: string | null;
  started_at: Date;
  message_count: number;
  last_at: Date;
  last_seq: number;
  read_up_to_seq: number;
  unread_count: number;
  last_author_kind: string | null;
  last_author_name: string | null;
  last_author_email: string | null;
  last_text: string | null;
  last_withdrawn: boolean | null;
}

function threadOf(row: ThreadRow, viewer: Viewer): Thread {
  const person = isPerson(viewer);
  return {
    id: row.id,
    subject: row.subject_kind !== null && row.subject_id !== null ? { kind: row.subject_kind, id: row.subject_id, label: row.subject_label ?? '' } : null,
    title: row.title,
    started_by: authorOf(row.started_by_kind, row.started_by_name, row.started_by_email),
    started_at: row.started_at.toISOString(),
    last_message_at: row.last_at.toISOString(),
    last_message:
      row.last_author_kind === null
        ? null
        : {
            author: authorOf(row.last_author_kind, row.last_author_name ?? '', row.last_author_email),
            preview: (row.last_text ?? '').slice(0, PREVIEW_LENGTH),
            // an empty preview is a message of attachments only, or one withdrawn: the list says which
            withdrawn: row.last_withdrawn === true,
          },
    message_count: row.message_count,
    // read state is a person's: a key reads every thread as new, and is told nothing is unread
    unread_count: person ? row.unread_count : 0,
    read_up_to_seq: person ? row.read_up_to_seq : 0,
  };
}

export interface ThreadFilter {
  threadId?: string;
  subject?: { kind: SubjectKind; id: string };
}

/**
 * The threads of the company the viewer sees, newest message first. The last message is shown as it reads
 * now: its latest edit's text, or nothing once withdrawn (and then marked withdrawn).
 */
export async function threadsSeenBy(db: Queryable, customerId: string, viewer: Viewer, filter: ThreadFilter = {}): Promise<Thread[]> {
  const params: unknown[] = [customerId, viewer.author.ref];
  const conditions = ['t.customer_id = $1', visibleThreadSql(viewer, 't', params)];
  if (filter.threadId !== undefined) {
    params.push(filter.threadId);
    conditions.push(`t.id = $${params.length}`);
  }
  if (filter.subject !== undefined) {
    params.push(filter.subject.kind, filter.subject.id);
    conditions.push(`t.subject_kind = $${params.length - 1} and t.subject_id = $${params.length}`);
  }
  const found = await db.query<ThreadRow>(
    `select t.id, t.subject_kind, t.subject_id, t.subject_label, t.title, t.started_by_kind, t.started_by_name, t.started_by_email, t.started_at,
            s.message_count, s.last_at, s.last_seq,
            coalesce(m.up_to_seq, 0)::int as read_up_to_seq,
            (select count(*)::int from message_events u
              where u.customer_id = t.customer_id and u.thread_id = t.id and u.kind = 'message' and u.seq > coalesce(m.up_to_seq, 0) and u.author_ref <> $2) as unread_count,
            lm.author_kind as last_author_kind, lm.author_name as last_author_name, lm.author_email as last_author_email,
            case when lc.kind = 'withdrawal' then '' else coalesce(lc.body, lm.body) end as last_text,
            lc.kind = 'withdrawal' as last_withdrawn
       from message_threads t
       join lateral (select count(*) filter (where e.kind = 'message')::int as message_count, max(e.at) as last_at, max(e.seq)::int as last_seq
                       from message_events e where e.customer_id = t.customer_id and e.thread_id = t.id) s on true
       left join message_read_marks m on m.customer_id = t.customer_id and m.thread_id = t.id and m.reader = $2
       left join lateral (select e.id, e.author_kind, e.author_name, e.author_email, e.body from message_events e
                           where e.customer_id = t.customer_id and e.thread_id = t.id and e.kind = 'message' order by e.seq desc limit 1) lm on true
       left join lateral (select e.kind, e.body from message_events e
                           where e.customer_id = t.customer_id and e.thread_id = t.id and e.of_message = lm.id order by e.seq desc limit 1) lc on true
      where ${conditions.join(' and ')}
      order by s.last_at desc, s.last_seq desc`,
    params,
  );
  return found.rows.map((row) => threadOf(row, viewer));
}

interface EventRow {
  id: string;
  seq: number;
  kind: string;
  of_message: string | null;
  author_kind: string;
  author_name: string;
  author_email: string | null;
  at: Date;
  body: string;
}

const EVENT_COLUMNS = 'e.id, e.seq::int as seq, e.kind, e.of_message, e.author_kind, e.author_name, e.author_email, e.at, e.body';

/**
 * The events' attachments the viewer may see, each named from Documents, in the order they were attached; one
 * beyond the viewer's sight is not served to them at all (docs/decisions/0003-documents-by-role.md).
 */
async function attachmentsOf(db: Queryable, customerId: string, eventIds: readonly string[], viewer: Viewer): Promise<Map<string, Attachment[]>> {
  const byEvent = new Map<string, Attachment[]>();
  if (eventIds.length === 0) return byEvent;
  const params: unknown[] = [customerId, eventIds];
  const visible = visibleDocumentSql(documentViewerOfMessages(viewer), 'd', params);
  const found = await db.query<Attachment & { event_id: string }>(
    `select a.event_id, a.document_id, d.filename, d.content_type, d.size_bytes
       from message_attachments a join documents d on d.customer_id = a.customer_id and d.id = a.document_id
      where a.customer_id = $1 and a.event_id = any($2::text[]) and ${visible}
      order by a.event_id, a.position`,
    params,
  );
  for (const { event_id, ...attachment } of found.rows) byEvent.set(event_id, [...(byEvent.get(event_id) ?? []), attachment]);
  return byEvent;
}

async function messagesOf(db: Queryable, customerId: string, rows: readonly EventRow[], viewer: Viewer): Promise<Message[]> {
  const attachments = await attachmentsOf(
    db,
    customerId,
    rows.map((row) => row.id),
    viewer,
  );
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    of: row.of_message,
    author: authorOf(row.author_kind, row.author_name, row.author_email),
    at: row.at.toISOString(),
    body: row.body,
    attachments: attachments.get(row.id) ?? [],
  }));
}

/** One event of the company, as the contract answers it to the viewer. */
export async function messageById(db: Queryable, customerId: string, eventId: string, viewer: Viewer): Promise<Message> {
  const found = await db.query<EventRow>(`select ${EVENT_COLUMNS} from message_events e where e.customer_id = $1 and e.id = $2`, [customerId, eventId]);
  const [message] = await messagesOf(db, customerId, found.rows, viewer);
  if (!message) throw new Error(`no message event ${eventId}`);
  return message;
}

/** Where a page of a thread's events lies: the newest (neither), older than `before`, or newer than `after`. */
export interface PageWindow {
  before?: number;
  after?: number;
  limit: number;
}

export interface EventPage {
  messages: Message[];
  has_older: boolean;
  has_newer: boolean;
}

/** A page of a thread's events, oldest first, by keyset on `seq` (the index on customer, thread and seq), as the viewer reads them. */
export async function eventPage(db: Queryable, customerId: string, threadId: string, window: PageWindow, viewer: Viewer): Promise<EventPage> {
  const params: unknown[] = [customerId, threadId, window.limit];
  let bound = '';
  if (window.before !== undefined) {
    params.push(window.before);
    bound = 'and e.seq < $4';
  } else if (window.after !== undefined) {
    params.push(window.after);
    bound = 'and e.seq > $4';
  }
  // `after` reads forward from its mark; the newest page and `before` read backward from theirs
  const order = window.after !== undefined ? 'asc' : 'desc';
  const found = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from message_events e where e.customer_id = $1 and e.thread_id = $2 ${bound} order by e.seq ${order} limit $3`,
    params,
  );
  const rows = order === 'asc' ? found.rows : [...found.rows].reverse();
  const first = rows[0]?.seq;
  const last = rows.at(-1)?.seq;
  // an empty page still says what lies on either side of its bound
  const low = first ?? (window.after !== undefined ? window.after + 1 : (window.before ?? 1));
  const high = last ?? (window.after !== undefined ? window.after : window.before !== undefined ? window.before - 1 : 0);
  const around = await db.query<{ has_older: boolean; has_newer: boolean }>(
    `select exists (select 1 from message_events e where e.customer_id = $1 and e.thread_id = $2 and e.seq < $3) as has_older,
            exists (select 1 from message_events e where e.customer_id = $1 and e.thread_id = $2 and e.seq > $4) as has_newer`,
    [customerId, threadId, low, high],
  );
  return {
    messages: await messagesOf(db, customerId, rows, viewer),
    has_older: around.rows[0]?.has_older === true,
    has_newer: around.rows[0]?.has_newer === true,
  };
}

/** The message `messageId` of the thread (an event of kind `message`), with its author and whether it is withdrawn. */
export async function messageOfThread(
  db: Queryable,
  customerId: string,
  threadId: string,
  messageId: string,
): Promise<{ author_ref: string; withdrawn: boolean; attachments: number } | null> {
  const found = await db.query<{ author_ref: string; withdrawn: boolean; attachments: number }>(
    `select e.author_ref,
            exists (select 1 from message_events w where w.customer_id = e.customer_id and w.thread_id = e.thread_id and w.of_message = e.id and w.kind = 'withdrawal') as withdrawn,
            (select count(*)::int from message_attachments a where a.customer_id = e.customer_id and a.event_id = e.id) as attachments
       from message_events e where e.customer_id = $1 and e.thread_id = $2 and e.id = $3 and e.kind = 'message'`,
    [customerId, threadId, messageId],
  );
  return found.rows[0] ?? null;
}

/** The person's unread messages and threads among those they see, and the newest event there. */
export async function unreadSummary(db: Queryable, customerId: string, viewer: Viewer): Promise<{ unread_messages: number; unread_threads: number; latest_seq: number }> {
  const params: unknown[] = [customerId, viewer.author.ref];
  const found = await db.query<{ unread_messages: number; unread_threads: number; latest_seq: number }>(
    `select coalesce(sum(x.unread), 0)::int as unread_messages, count(*) filter (where x.unread > 0)::int as unread_threads, coalesce(max(x.last_seq), 0)::int as latest_seq
       from (select (select count(*) from message_events u
                      where u.customer_id = t.customer_id and u.thread_id = t.id and u.kind = 'message' and u.author_ref <> $2
                        and u.seq > coalesce((select m.up_to_seq from message_read_marks m where m.customer_id = t.customer_id and m.thread_id = t.id and m.reader = $2), 0)) as unread,
                    (select max(e.seq) from message_events e where e.customer_id = t.customer_id and e.thread_id = t.id) as last_seq
               from message_threads t
              where t.customer_id = $1 and ${visibleThreadSql(viewer, 't', params)}) x`,
    params,
  );
  return found.rows[0] ?? { unread_messages: 0, unread_threads: 0, latest_seq: 0 };
}
