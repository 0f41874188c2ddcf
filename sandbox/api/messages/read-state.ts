import type { z } from 'zod';
import { ReadMark, type ReadMarkResult, type UnreadSummary } from '../../../src/api/schemas/messages.ts';
import { threadsSeenBy, unreadSummary } from '../../messages/reading.ts';
import { viewerOf, visibleThread } from '../../messages/thread-access.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';

/**
 * POST /messages/threads/{thread_id}/read: the person's mark (by e-mail) moves forward to `up_to_seq`, never
 * back (a lower mark leaves it) and never past the thread's last event. Keys have no read state: the route
 * refuses them (ACCESS.messagesReadState).
 */
export const markThreadRead: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { up_to_seq } = inputOf(ReadMark, ctx.body);
  const viewer = viewerOf(ctx);
  const thread = await ctx.db.transaction(async (tx) => {
    const found = await visibleThread(tx, customer_id, viewer, ctx.params.thread_id ?? '');
    await tx.query(
      `insert into message_read_marks (customer_id, thread_id, reader, up_to_seq) values ($1, $2, $3, $4)
       on conflict (customer_id, thread_id, reader) do update set up_to_seq = greatest(message_read_marks.up_to_seq, excluded.up_to_seq)`,
      [customer_id, found.id, viewer.author.ref, Math.min(up_to_seq, found.last_seq)],
    );
    const [read] = await threadsSeenBy(tx, customer_id, viewer, { threadId: found.id });
    if (!read) throw new Error(`thread ${found.id} vanished while its mark moved`);
    return read;
  });
  const body: z.infer<typeof ReadMarkResult> = { customer_id, thread };
  return { status: 200, body };
};

/**
 * GET /messages/unread: what the portal polls every 1.5 s while a tab is visible — the person's unread
 * messages and threads among those they see, and the newest event there (a change means something is new).
 */
export const getMessagesUnread: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const body: UnreadSummary = { customer_id, ...(await unreadSummary(ctx.db, customer_id, viewerOf(ctx))) };
  return { status: 200, body };
};
