import {
  MESSAGES_DEFAULT_LIMIT,
  MESSAGES_PAGE_LIMIT,
  MessageCreate,
  MessageEdit,
  MessagesQuery,
  type MessagePage,
  type MessagePosted,
} from '../../../src/api/schemas/messages.ts';
import type { Database } from '../../db/database.ts';
import { checkDocumentsSeen, checkMessageRequest } from '../../messages/attachments.ts';
import { changeMessage, postMessage, type Posted } from '../../messages/post-message.ts';
import { eventPage, messageById, messageOfThread, threadsSeenBy } from '../../messages/reading.ts';
import { documentViewerOfMessages, viewerOf, visibleThread, type Viewer } from '../../messages/thread-access.ts';
import { ApiError, badRequest, forbidden } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';

/** Spec §8 `limit` for a page of events: default 50, at least 1, at most 200. */
function pageSizeOf(limit: string | undefined): number {
  if (limit === undefined) return MESSAGES_DEFAULT_LIMIT;
  const size = Number(limit);
  if (size > MESSAGES_PAGE_LIMIT) throw badRequest('limit_too_large', `A page has at most ${MESSAGES_PAGE_LIMIT} events (limit=${limit}).`);
  if (size < 1) throw badRequest('invalid_request', 'limit: a page has at least one event.');
  return size;
}

/**
 * GET /messages/threads/{thread_id}/messages: older events (`before`) or what is new since (`after`), by keyset
 * on `seq`; neither gives the newest page. The portal polls `after` with the last `seq` it has.
 */
export const listThreadMessages: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const query = inputOf(MessagesQuery, ctx.query);
  if (query.before !== undefined && query.after !== undefined) {
    throw badRequest('invalid_request', 'Ask for older events (before) or newer ones (after), not both at once.');
  }
  const limit = pageSizeOf(query.limit);
  const viewer = viewerOf(ctx);
  const thread = await visibleThread(ctx.db, customer_id, viewer, ctx.params.thread_id ?? '');
  const page = await eventPage(
    ctx.db,
    customer_id,
    thread.id,
    {
      limit,
      before: query.before === undefined ? undefined : Number(query.before),
      after: query.after === undefined ? undefined : Number(query.after),
    },
    viewer,
  );
  const body: MessagePage = { customer_id, thread_id: thread.id, ...page };
  return { status: 200, body };
};

/** The answer of every write into a thread: the thread as the author now sees it, and the new event. */
async function postedAnswer(db: Database, customerId: string, viewer: Viewer, posted: Posted): Promise<MessagePosted> {
  const [thread] = await threadsSeenBy(db, customerId, viewer, { threadId: posted.thread_id });
  if (!thread) throw new Error(`thread ${posted.thread_id} is not visible to its author`);
  return { customer_id: customerId, thread, message: await messageById(db, customerId, posted.event_id, viewer) };
}

/**
 * POST /messages/threads/{thread_id}/messages: a message by anyone who sees the thread, with documents of the
 * company the author may see (docs/decisions/0003-documents-by-role.md). All or nothing; the author's own message moves their read mark past it (post-message.ts).
 */
export const postThreadMessage: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(MessageCreate, ctx.body);
  checkMessageRequest(input.body, input.document_ids);
  const viewer = viewerOf(ctx);
  const posted = await ctx.db.transaction(async (tx) => {
    const thread = await visibleThread(tx, customer_id, viewer, ctx.params.thread_id ?? '');
    await checkDocumentsSeen(tx, customer_id, documentViewerOfMessages(viewer), input.document_ids);
    return postMessage(tx, customer_id, thread.id, { author: viewer.author, body: input.body, document_ids: input.document_ids });
  });
  return { status: 201, body: await postedAnswer(ctx.db, customer_id, viewer, posted) };
};

/**
 * An edit or a withdrawal: by the message's author only (403 `not_author`), of a message of the thread (404
 * `message_not_found`) not withdrawn (422 `message_withdrawn`). A new event; the earlier text stays.
 */
async function changeOwnMessage(ctx: HandlerContext, change: { kind: 'edit'; body: string } | { kind: 'withdrawal' }) {
  const { customer_id } = companyOf(ctx);
  const viewer = viewerOf(ctx);
  const messageId = ctx.params.message_id ?? '';
  const posted = await ctx.db.transaction(async (tx) => {
    const thread = await visibleThread(tx, customer_id, viewer, ctx.params.thread_id ?? '');
    const message = await messageOfThread(tx, customer_id, thread.id, messageId);
    if (message === null) throw new ApiError(404, 'message_not_found', `The thread has no message ${messageId}.`);
    if (message.author_ref !== viewer.author.ref) throw forbidden('not_author', 'Only the message’s author may change or withdraw it.');
    if (message.withdrawn) throw new ApiError(422, 'message_withdrawn', 'The message has been withdrawn; it can no longer be changed.');
    if (change.kind === 'edit' && change.body.trim() === '' && message.attachments === 0) {
      throw new ApiError(422, 'message_empty', 'A message without documents needs some text.');
    }
    return changeMessage(tx, customer_id, thread.id, { kind: change.kind, of: messageId, author: viewer.author, body: change.kind === 'edit' ? change.body : undefined });
  });
  return { status: 201 as const, body: await postedAnswer(ctx.db, customer_id, viewer, posted) };
}

/** POST …/messages/{message_id}/edit: a new text, as a new `edit` event. */
export const editThreadMessage: Handler = async (ctx) => changeOwnMessage(ctx, { kind: 'edit', body: inputOf(MessageEdit, ctx.body).body });

/** POST …/messages/{message_id}/withdraw: the message taken back, as a new `withdrawal` event. */
export const withdrawThreadMessage: Handler = async (ctx) => changeOwnMessage(ctx, { kind: 'withdrawal' });
