import { MESSAGES_DEFAULT_LIMIT, ThreadCreate, ThreadsQuery, type ThreadCreated, type ThreadDetail, type ThreadList } from '../../../src/api/schemas/messages.ts';
import { checkDocumentsSeen, checkMessageRequest } from '../../messages/attachments.ts';
import { startThread, threadOfSubject } from '../../messages/post-message.ts';
import { eventPage, messageById, threadsSeenBy } from '../../messages/reading.ts';
import { subjectOf } from '../../messages/subjects.ts';
import { documentViewerOfMessages, maySeeSubject, threadNotFound, viewerOf } from '../../messages/thread-access.ts';
import { ApiError, badRequest, forbidden } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';

/** What a key may start a thread about (the contract's startMessageThread): the things keys read. */
const KEY_SUBJECTS: ReadonlySet<string> = new Set(['ledger_row', 'document', 'filing']);

/**
 * GET /messages/threads: the threads the bearer sees (sandbox/messages/thread-access.ts), newest message
 * first; with `subject_kind` and `subject_id` the one thread about that thing, if any; with `unread` only those
 * with messages the person has not read.
 */
export const listMessageThreads: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const query = inputOf(ThreadsQuery, ctx.query);
  if ((query.subject_kind === undefined) !== (query.subject_id === undefined)) {
    throw badRequest('invalid_request', 'subject_kind and subject_id go together: name both, or neither.');
  }
  const subject = query.subject_kind !== undefined && query.subject_id !== undefined ? { kind: query.subject_kind, id: query.subject_id } : undefined;
  const threads = await threadsSeenBy(ctx.db, customer_id, viewerOf(ctx), { subject });
  const body: ThreadList = { customer_id, threads: query.unread === 'true' ? threads.filter((thread) => thread.unread_count > 0) : threads };
  return { status: 200, body };
};

/**
 * POST /messages/threads: a thread about a thing of the company, or a general one, with its first message.
 * Refusals, in order: the request alone (422 `duplicate_document`, 422 `message_empty`); a key's general
 * thread or one about what keys do not read (403 `subject_forbidden`); 404 `subject_not_found`; 403
 * `subject_forbidden` (a document one may not see: 404 `subject_not_found`, as one that does not exist,
 * docs/decisions/0003-documents-by-role.md); 409 `thread_exists`; 404 `document_not_found` (one the bearer
 * may not see alike). All in one transaction: nothing is
 * written unless everything holds.
 */
export const startMessageThread: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(ThreadCreate, ctx.body);
  checkMessageRequest(input.body, input.document_ids);
  const viewer = viewerOf(ctx);
  if (viewer.kind === 'api_key' && (input.subject === null || !KEY_SUBJECTS.has(input.subject.kind))) {
    throw forbidden('subject_forbidden', 'An API key may start a thread only about a ledger row, a document or a filing.');
  }
  const created = await ctx.db.transaction(async (tx) => {
    let subject = null;
    if (input.subject !== null) {
      const { kind, id } = input.subject;
      subject = await subjectOf(tx, customer_id, kind, id);
      const notFound = new ApiError(404, 'subject_not_found', `The company has no ${kind} ${id}${kind === 'document' ? ' that you may see' : ''}.`);
      if (subject === null) throw notFound;
      if (!(await maySeeSubject(tx, customer_id, viewer, subject))) {
        // a document one may not see is as absent as one that does not exist (docs/decisions/0003-documents-by-role.md)
        if (kind === 'document') throw notFound;
        throw forbidden('subject_forbidden', `Your role does not cover ${subject.label}, so you cannot start its thread.`);
      }
      const existing = await threadOfSubject(tx, customer_id, kind, id);
      if (existing !== null) throw new ApiError(409, 'thread_exists', `${subject.label} has its thread already: ${existing}. Write into it instead.`);
    }
    await checkDocumentsSeen(tx, customer_id, documentViewerOfMessages(viewer), input.document_ids);
    const posted = await startThread(tx, customer_id, { subject, title: input.title }, { author: viewer.author, body: input.body, document_ids: input.document_ids });
    const [thread] = await threadsSeenBy(tx, customer_id, viewer, { threadId: posted.thread_id });
    if (!thread) throw new Error(`the new thread ${posted.thread_id} is not visible to its starter`);
    return { thread, message: await messageById(tx, customer_id, posted.event_id, viewer) };
  });
  const body: ThreadCreated = { customer_id, ...created };
  return { status: 201, body };
};

/** GET /messages/threads/{thread_id}: the thread and its newest events, oldest first. Reading moves no read mark. */
export const getMessageThread: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const threadId = ctx.params.thread_id ?? '';
  const viewer = viewerOf(ctx);
  const [thread] = await threadsSeenBy(ctx.db, customer_id, viewer, { threadId });
  if (!thread) throw threadNotFound(threadId);
  const page = await eventPage(ctx.db, customer_id, thread.id, { limit: MESSAGES_DEFAULT_LIMIT }, viewer);
  const body: ThreadDetail = { customer_id, thread, messages: page.messages, has_older: page.has_older };
  return { status: 200, body };
};
