import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { CustomerId, Timestamp, freeText } from './common.ts';

// --- Messages (spec §1 Messages: the chat channel to the accounting agent; docs/decisions/0013) ----------
//
// One conversation between a company and its accounting firm, in threads. A thread may be about one thing
// of the company (its subject: a purchase bill, an expense claim, a payroll run, a payment batch, a ledger
// row, a document, a filing); at most one thread per subject. Authors are the company's members, the firm's
// staff, the accounting agent (its automatic notes) and write-scoped API keys. History is append-only: an
// edit or a withdrawal is a new event naming the message it changes; what was there stays readable.

const assumption = 'docs/decisions/0013; the spec names Messages but shows no shapes.';

export const SUBJECT_KINDS = ['purchase_bill', 'expense_claim', 'payroll_run', 'payment_batch', 'ledger_row', 'document', 'filing'] as const;
export const SubjectKind = z.enum(SUBJECT_KINDS).meta({
  id: 'SubjectKind',
  description:
    'What a thread is about: `purchase_bill` (an /invoices or /purchase-bills id), `expense_claim` (an /invoices id of kind `expense_claim`), `payroll_run`, `payment_batch`, `ledger_row` (a /lens/transactions row_id), `document`, `filing`.',
});
export type SubjectKind = z.infer<typeof SubjectKind>;

export const Subject = z
  .object({
    kind: openValues(SUBJECT_KINDS),
    id: z.string(),
    label: z.string().describe('the thing in a few words, in Finnish, as the service names it (e.g. “Ostolasku 2026-0455, Scandic Hotels Oy”)'),
  })
  .meta({ id: 'MessageSubject' });
export type Subject = z.infer<typeof Subject>;

export const AUTHOR_KINDS = ['member', 'staff', 'agent', 'api_key'] as const;
export const Author = z
  .object({
    kind: openValues(AUTHOR_KINDS).describe('a member of the company, the firm’s staff, the accounting agent, or an API key (its name)'),
    name: z.string(),
    email: z.string().nullable().describe('a person’s e-mail; null for the agent and keys'),
  })
  .meta({ id: 'MessageAuthor' });
export type Author = z.infer<typeof Author>;

export const Attachment = z
  .object({
    document_id: z.string().describe('a document of the company (GET /documents/{document_id}/content gives its bytes)'),
    filename: z.string(),
    content_type: z.string(),
    size_bytes: z.int().min(0),
  })
  .meta({ id: 'MessageAttachment', description: 'A message never carries bytes: it names documents of the company, uploaded as in Documents.' });
export type Attachment = z.infer<typeof Attachment>;

export const MESSAGE_EVENT_KINDS = ['message', 'edit', 'withdrawal'] as const;
export const Message = z
  .object({
    id: z.string(),
    seq: z.int().min(1).describe('the company’s message sequence: later events have higher numbers (the keyset of the pages and of `after`)'),
    kind: openValues(MESSAGE_EVENT_KINDS).describe(
      '`message` a new message; `edit` a new text for the message `of` (the earlier text stays in its own event); `withdrawal` the message `of` taken back by its author (its text stays in the history)',
    ),
    of: z.string().nullable().describe('for `edit` and `withdrawal`: the id of the message changed; null for `message`'),
    author: Author,
    at: Timestamp,
    body: z.string().describe('the text as written (an empty string for a withdrawal, or for a message of attachments only)'),
    attachments: rows(z.array(Attachment)),
  })
  .meta({ id: 'Message', 'x-assumption': assumption });
export type Message = z.infer<typeof Message>;

export const Thread = z
  .object({
    id: z.string(),
    subject: Subject.nullable().describe('what the thread is about; null for a general thread'),
    title: z.string().describe('the subject’s label, the title given, or the first words of the first message'),
    started_by: Author,
    started_at: Timestamp,
    last_message_at: Timestamp,
    last_message: z
      .object({
        author: Author,
        preview: z.string().describe('the first 140 characters of its text, or empty for attachments only or once withdrawn'),
        withdrawn: z.boolean().optional().describe('true once its author withdrew it'),
      })
      .nullable(),
    message_count: z.int().min(0).describe('events of kind `message`, withdrawals included'),
    unread_count: z.int().min(0).describe('messages by others after the person’s read mark; 0 for an API key, which has no read state'),
    read_up_to_seq: z.int().min(0).describe('the person’s read mark in this thread (0: nothing read)'),
  })
  .meta({ id: 'Thread', 'x-assumption': assumption });
export type Thread = z.infer<typeof Thread>;

export const ThreadsQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    subject_kind: SubjectKind.optional().describe('with `subject_id`: the one thread about that thing, if any'),
    subject_id: freeText({ min: 1, max: 200 }).optional(),
    unread: z.enum(['true']).optional().describe('only threads with unread messages'),
  })
  .meta({ id: 'ThreadsQuery', 'x-assumption': assumption });

export const ThreadList = z
  .object({
    customer_id: CustomerId,
    threads: rows(z.array(Thread)).describe('the threads the bearer may see, newest message first'),
  })
  .meta({ id: 'ThreadList', 'x-assumption': `${assumption} Who sees a thread follows what it is about (see the operations).` });
export type ThreadList = z.infer<typeof ThreadList>;

/** Spec §8's page limit, as the transactions window has it: at most 200 a page. */
export const MESSAGES_PAGE_LIMIT = 200;
export const MESSAGES_DEFAULT_LIMIT = 50;

export const ThreadDetail = z
  .object({
    customer_id: CustomerId,
    thread: Thread,
    messages: rows(z.array(Message)).describe(`the newest ${MESSAGES_DEFAULT_LIMIT} events, oldest first`),
    has_older: z.boolean().describe('whether earlier events exist (read them with `before`)'),
  })
  .meta({ id: 'ThreadDetail', 'x-assumption': assumption });
export type ThreadDetail = z.infer<typeof ThreadDetail>;

export const MessagesQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    before: z.string().regex(/^\d{1,15}$/).optional().describe('events with a lower `seq` than this, the newest of them (an older page)'),
    after: z.string().regex(/^\d{1,15}$/).optional().describe('events with a higher `seq` than this, the oldest of them (what is new since)'),
    limit: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional()
      .describe(`events per page, at most ${MESSAGES_PAGE_LIMIT} (spec §8); default ${MESSAGES_DEFAULT_LIMIT}; over ${MESSAGES_PAGE_LIMIT}: 400 \`limit_too_large\`; \`before\` and \`after\` together 400`),
  })
  .meta({ id: 'MessagesQuery', 'x-assumption': assumption });

export const MessagePage = z
  .object({
    customer_id: CustomerId,
    thread_id: z.string(),
    messages: rows(z.array(Message)).describe('oldest first'),
    has_older: z.boolean().describe('with `before`: whether still earlier events exist; with `after`: whether events before this page exist'),
    has_newer: z.boolean().describe('with `after`: whether more events follow this page (ask again from its last `seq`)'),
  })
  .meta({ id: 'MessagePage', 'x-assumption': assumption });
export type MessagePage = z.infer<typeof MessagePage>;

/** At most this many documents on one message. */
export const MAX_MESSAGE_ATTACHMENTS = 10;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_THREAD_TITLE_LENGTH = 120;

const messageBody = freeText({ max: MAX_MESSAGE_LENGTH }).describe(
  `the text, at most ${MAX_MESSAGE_LENGTH} characters; kept as written. A blank text with no documents answers 422 \`message_empty\``,
);
const documentIds = z
  .array(freeText({ min: 1, max: 200 }))
  .max(MAX_MESSAGE_ATTACHMENTS)
  .describe(
    `documents of the company to attach (at most ${MAX_MESSAGE_ATTACHMENTS}); another company’s, an unknown one or one the author may not see (DocumentBelongsTo) answers 404 \`document_not_found\` and posts nothing; one named twice 422 \`duplicate_document\``,
  );

export const ThreadCreate = z
  .strictObject({
    customer_id: CustomerId.optional(),
    subject: z
      .strictObject({ kind: SubjectKind, id: freeText({ min: 1, max: 200 }) })
      .nullable()
      .describe('what the thread is about, or null for a general thread'),
    title: freeText({ min: 1, max: MAX_THREAD_TITLE_LENGTH, prose: true }).optional().describe('a general thread’s title; a subject’s thread is titled by its subject'),
    body: messageBody,
    document_ids: documentIds,
  })
  .meta({ id: 'ThreadCreate', 'x-assumption': assumption });
export type ThreadCreate = z.infer<typeof ThreadCreate>;

export const MessageCreate = z
  .strictObject({ customer_id: CustomerId.optional(), body: messageBody, document_ids: documentIds })
  .meta({ id: 'MessageCreate', 'x-assumption': assumption });
export type MessageCreate = z.infer<typeof MessageCreate>;

export const MessageEdit = z
  .strictObject({ customer_id: CustomerId.optional(), body: messageBody })
  .meta({ id: 'MessageEdit', 'x-assumption': assumption });
export type MessageEdit = z.infer<typeof MessageEdit>;

export const MessageWithdraw = z.strictObject({ customer_id: CustomerId.optional() }).meta({ id: 'MessageWithdraw', 'x-assumption': assumption });

export const ThreadCreated = z
  .object({ customer_id: CustomerId, thread: Thread, message: Message })
  .meta({ id: 'ThreadCreated', 'x-assumption': assumption });
export type ThreadCreated = z.infer<typeof ThreadCreated>;

export const MessagePosted = z
  .object({ customer_id: CustomerId, thread: Thread, message: Message })
  .meta({ id: 'MessagePosted', 'x-assumption': assumption });
export type MessagePosted = z.infer<typeof MessagePosted>;

export const ReadMark = z
  .strictObject({ customer_id: CustomerId.optional(), up_to_seq: z.int().min(0).describe('the last event the person has seen; a mark never moves back') })
  .meta({ id: 'ReadMark', 'x-assumption': assumption });
export type ReadMark = z.infer<typeof ReadMark>;

export const ReadMarkResult = z.object({ customer_id: CustomerId, thread: Thread }).meta({ id: 'ReadMarkResult', 'x-assumption': assumption });

export const UnreadSummary = z
  .object({
    customer_id: CustomerId,
    unread_messages: z.int().min(0),
    unread_threads: z.int().min(0),
    latest_seq: z.int().min(0).describe('the highest event `seq` in the threads the person may see: a change means something is new'),
  })
  .meta({
    id: 'UnreadSummary',
    'x-assumption': `${assumption} Cheap to ask: the portal polls it every 1.5 s while a tab is visible (no token in a URL, no stream through the proxy), and stops when the tab is hidden.`,
  });
export type UnreadSummary = z.infer<typeof UnreadSummary>;
