import { z } from '../zod.ts';
import {
  MESSAGES_PAGE_LIMIT,
  MessageCreate,
  MessageEdit,
  MessagePage,
  MessagePosted,
  MessageWithdraw,
  MessagesQuery,
  ReadMark,
  ReadMarkResult,
  ThreadCreate,
  ThreadCreated,
  ThreadDetail,
  ThreadList,
  ThreadsQuery,
  UnreadSummary,
} from '../schemas/messages.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

// --- Messages (spec §1 Messages; docs/decisions/0013) ---------------------------------------------------------

/**
 * docs/decisions/0013: who may see a thread follows the role needed for its subject. The firm is the other
 * side of every conversation, so its staff see and write every thread of a customer; on the company's side:
 */
export const threadReaders =
  'Who sees a thread follows what it is about. On the company’s side: `purchase_bill` the purchase-invoice roles (`purchase_invoices`, `invoice_reviewer`); `expense_claim` those roles and the claimant who filed it; `payroll_run` and `payment_batch` an interactive `admin` or `approver`; `ledger_row` and `filing` `admin`, `approver`, `operator` and API keys; `document` whoever may see the document (docs/decisions/0003, DocumentBelongsTo); a general thread (no subject) the person who started it and the company’s admins. The firm’s staff see every thread of the customer they work in: the firm is the other side of every conversation. A thread the bearer may not see answers 404 `thread_not_found`, as one that does not exist.';

const threadIdParams = z.strictObject({ thread_id: nonEmptySegment.describe('a thread’s ID') });
const messageIdParams = z.strictObject({ thread_id: nonEmptySegment, message_id: nonEmptySegment.describe('the ID of a message (an event of kind `message`)') });

export const listMessageThreads = {
  operationId: 'listMessageThreads',
  method: 'GET',
  path: '/messages/threads',
  tag: 'Messages',
  summary: 'The threads the bearer may see, newest message first, with unread counts; or the one thread about a thing',
  query: ThreadsQuery,
  success: { status: 200, schema: ThreadList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. \`subject_kind\` and \`subject_id\` go together (one alone: 400). ${threadReaders}`,
} as const satisfies Endpoint;

export const startMessageThread = {
  operationId: 'startMessageThread',
  method: 'POST',
  path: '/messages/threads',
  tag: 'Messages',
  summary: 'Start a thread, about a thing of the company or general, with its first message',
  body: ThreadCreate,
  success: { status: 201, schema: ThreadCreated },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. By anyone who could see the thread it starts, the firm’s staff included, and a write-scoped key (a read key 403, spec §5 rule 1); a key may start only a thread about a \`ledger_row\`, \`document\` or \`filing\`. 404 \`subject_not_found\` for a thing that is not the company’s; 403 \`subject_forbidden\` for one the bearer may not see (a document the bearer may not see: 404 \`subject_not_found\`, as one that does not exist); 409 \`thread_exists\` when the thing has its thread already (the detail names it: post into it instead); 404 \`document_not_found\`, 422 \`duplicate_document\`, 422 \`message_empty\` as for a message. ${threadReaders}`,
} as const satisfies Endpoint;

export const getMessageThread = {
  operationId: 'getMessageThread',
  method: 'GET',
  path: '/messages/threads/{thread_id}',
  tag: 'Messages',
  summary: 'One thread with its newest events',
  pathParams: threadIdParams,
  query: customerIdQuery,
  success: { status: 200, schema: ThreadDetail },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. Reading does not move the read mark (POST …/read does). ${threadReaders}`,
} as const satisfies Endpoint;

export const listThreadMessages = {
  operationId: 'listThreadMessages',
  method: 'GET',
  path: '/messages/threads/{thread_id}/messages',
  tag: 'Messages',
  summary: 'A page of a thread’s events: older ones (`before`) or what is new since (`after`), by keyset on `seq`',
  pathParams: threadIdParams,
  query: MessagesQuery,
  success: { status: 200, schema: MessagePage },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. Spec §8: at most ${MESSAGES_PAGE_LIMIT} events a page; over it 400 \`limit_too_large\`. ${threadReaders}`,
} as const satisfies Endpoint;

export const postThreadMessage = {
  operationId: 'postThreadMessage',
  method: 'POST',
  path: '/messages/threads/{thread_id}/messages',
  tag: 'Messages',
  summary: 'Write a message into a thread, with documents of the company attached',
  pathParams: threadIdParams,
  body: MessageCreate,
  success: { status: 201, schema: MessagePosted },
  errors: [400, 401, 403, 404, 422],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. By anyone who sees the thread, the firm’s staff included, and a write-scoped key (a read key 403). The author’s own message moves their read mark past it. All or nothing: 404 \`document_not_found\` for a document that is not the company’s or that the author may not see (decision "documents by role"), and an attachment the reader may not see is left out of the message as they read it, 422 \`duplicate_document\`, 422 \`message_empty\` for a blank text without documents — nothing posted. ${threadReaders}`,
} as const satisfies Endpoint;

export const editThreadMessage = {
  operationId: 'editThreadMessage',
  method: 'POST',
  path: '/messages/threads/{thread_id}/messages/{message_id}/edit',
  tag: 'Messages',
  summary: 'Give a message a new text: a new `edit` event; the earlier text stays in the history',
  pathParams: messageIdParams,
  body: MessageEdit,
  success: { status: 201, schema: MessagePosted },
  errors: [400, 401, 403, 404, 422],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. Only by the message’s author (403 \`not_author\`); 404 \`message_not_found\`; 422 \`message_withdrawn\` for a withdrawn message; 422 \`message_empty\` for a blank text on a message without documents. ${threadReaders}`,
} as const satisfies Endpoint;

export const withdrawThreadMessage = {
  operationId: 'withdrawThreadMessage',
  method: 'POST',
  path: '/messages/threads/{thread_id}/messages/{message_id}/withdraw',
  tag: 'Messages',
  summary: 'Take a message back: a new `withdrawal` event; what it said stays in the history',
  pathParams: messageIdParams,
  body: MessageWithdraw,
  success: { status: 201, schema: MessagePosted },
  errors: [400, 401, 403, 404, 422],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0013. Only by the message’s author (403 \`not_author\`); 404 \`message_not_found\`; 422 \`message_withdrawn\` when already withdrawn. ${threadReaders}`,
} as const satisfies Endpoint;

export const markThreadRead = {
  operationId: 'markThreadRead',
  method: 'POST',
  path: '/messages/threads/{thread_id}/read',
  tag: 'Messages',
  summary: 'Move the person’s read mark in a thread',
  pathParams: threadIdParams,
  body: ReadMark,
  success: { status: 200, schema: ReadMarkResult },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption: `docs/decisions/0013. Read state is a person’s: API keys 403. A mark never moves back (a lower \`up_to_seq\` leaves it) nor past the thread’s last event. ${threadReaders}`,
} as const satisfies Endpoint;

export const getMessagesUnread = {
  operationId: 'getMessagesUnread',
  method: 'GET',
  path: '/messages/unread',
  tag: 'Messages',
  summary: 'The person’s unread messages and threads, and the newest event they may see (polled for what is new)',
  query: customerIdQuery,
  success: { status: 200, schema: UnreadSummary },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: `docs/decisions/0013: new messages reach an open portal within 2 s with no token in a URL, by this cheap read polled while the tab is visible. Read state is a person’s: API keys 403. ${threadReaders}`,
} as const satisfies Endpoint;
