import { beforeAll, describe, expect, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { MessagePage, ReadMarkResult, ThreadDetail, ThreadList, UnreadSummary, type Thread } from '../../../src/api/schemas/messages.ts';
import { MESSAGES_POLL_MS } from '../../../src/api/queries/messages.ts';
import { call, documentOf, expectRefusal, openTestbed, posted, started, type Bearer, type Testbed } from '../../testing/messages-testbed.ts';

/**
 * Read state is a person's (by e-mail): a mark per thread that only moves forward and never past the thread's
 * last event; a person's own messages are read; `unread_count` counts others' messages after the mark. Keys
 * have none (0 in the threads, 403 on the read endpoints). And what the portal polls: a message posted by one
 * person is in the other's `after` page and moves their summary's `latest_seq` at once.
 */

let testbed: Testbed;
beforeAll(async () => {
  testbed = await openTestbed();
}, 60_000);

async function summaryOf(bearer: Bearer): Promise<UnreadSummary> {
  const answer = await call(testbed, bearer, 'GET', '/messages/unread');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return UnreadSummary.parse(answer.body);
}

async function threadAs(bearer: Bearer, threadId: string): Promise<Thread> {
  const answer = await call(testbed, bearer, 'GET', `/messages/threads/${threadId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ThreadDetail.parse(answer.body).thread;
}

async function mark(bearer: Bearer, threadId: string, upToSeq: number): Promise<Thread> {
  const answer = await call(testbed, bearer, 'POST', `/messages/threads/${threadId}/read`, { body: { up_to_seq: upToSeq } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ReadMarkResult.parse(answer.body).thread;
}

/** A general thread started by the firm's staff: Anna (an admin) sees it too. */
const staffThread = (body: string) => started(testbed, 'staff', { subject: null, title: 'Tilitoimistolta', body });

/** A document's thread, started by `bearer`: every member and key sees it. */
const documentThread = async (bearer: Bearer, body: string) => started(testbed, bearer, { subject: { kind: 'document', id: await documentOf(testbed.db) }, body });

describe('unread counts and read marks', () => {
  it('counts others’ messages after the mark; the author’s own are read', async () => {
    const { thread } = await staffThread('Sari kysyy.');
    expect(thread).toMatchObject({ unread_count: 0, read_up_to_seq: expect.any(Number) });
    const before = await summaryOf('admin');
    const annaSees = await threadAs('admin', thread.id);
    expect(annaSees).toMatchObject({ unread_count: 1, read_up_to_seq: 0 });
    const reply = await posted(testbed, 'admin', thread.id, 'Anna vastaa.');
    expect(reply.thread).toMatchObject({ unread_count: 0, read_up_to_seq: reply.message.seq });
    expect(await summaryOf('admin')).toMatchObject({ unread_messages: before.unread_messages - 1, unread_threads: before.unread_threads - 1 });
    expect(await threadAs('staff', thread.id)).toMatchObject({ unread_count: 1 });
  });

  it('moves a mark only forward, and never past the thread’s last event', async () => {
    const { thread } = await staffThread('Yksi.');
    const second = await posted(testbed, 'staff', thread.id, 'Kaksi.');
    const third = await posted(testbed, 'staff', thread.id, 'Kolme.');
    expect(await mark('admin', thread.id, second.message.seq)).toMatchObject({ read_up_to_seq: second.message.seq, unread_count: 1 });
    expect(await mark('admin', thread.id, 1)).toMatchObject({ read_up_to_seq: second.message.seq, unread_count: 1 });
    expect(await mark('admin', thread.id, third.message.seq + 1000)).toMatchObject({ read_up_to_seq: third.message.seq, unread_count: 0 });
  });

  it('keeps each person’s mark their own', async () => {
    const { thread, message } = await documentThread('operator', 'Olli kysyy.');
    await mark('admin', thread.id, message.seq);
    expect(await threadAs('admin', thread.id)).toMatchObject({ unread_count: 0 });
    expect(await threadAs('approver', thread.id)).toMatchObject({ unread_count: 1, read_up_to_seq: 0 });
    expect(await threadAs('operator', thread.id)).toMatchObject({ unread_count: 0 });
  });

  it('lists only the threads with unread messages when asked', async () => {
    const { thread } = await staffThread('Lukematon.');
    const unread = await call(testbed, 'admin', 'GET', '/messages/threads', { query: { unread: 'true' } });
    const threads = readableItems(ThreadList.parse(unread.body).threads);
    expect(threads.map((listed) => listed.id)).toContain(thread.id);
    expect(threads.every((listed) => listed.unread_count > 0)).toBe(true);
  });

  it('gives keys no read state: 0 in the threads, 403 on the summary and the mark', async () => {
    const created = await documentThread('staff', 'Avaimelle näkyvä.');
    expect(await threadAs('readKey', created.thread.id)).toMatchObject({ unread_count: 0, read_up_to_seq: 0 });
    expectRefusal(await call(testbed, 'readKey', 'GET', '/messages/unread'), 403, 'interactive_session_required');
    expectRefusal(await call(testbed, 'writeKey', 'POST', `/messages/threads/${created.thread.id}/read`, { body: { up_to_seq: 1 } }), 403, 'interactive_session_required');
  });
});

describe(`delivered within two seconds: the portal polls every ${MESSAGES_POLL_MS / 1000} s`, () => {
  it(`a message posted by one person is in the other’s after= page and moves their summary’s latest_seq at once (polled every ${MESSAGES_POLL_MS} ms)`, async () => {
    const { thread, message } = await staffThread('Kysymys.');
    const seen = await summaryOf('admin');
    const postedAt = Date.now();
    const reply = await posted(testbed, 'staff', thread.id, 'Vastaus tuli.');
    const poll = await summaryOf('admin');
    expect(poll.latest_seq).toBe(reply.message.seq);
    expect(poll.latest_seq).toBeGreaterThan(seen.latest_seq);
    expect(poll.unread_messages).toBe(seen.unread_messages + 1);
    const page = MessagePage.parse((await call(testbed, 'admin', 'GET', `/messages/threads/${thread.id}/messages`, { query: { after: String(message.seq) } })).body);
    expect(readableItems(page.messages).map((event) => [event.body, event.author.name])).toEqual([['Vastaus tuli.', 'Sari Laine']]);
    // one poll interval plus the two reads stays within the promise
    expect(Date.now() - postedAt + MESSAGES_POLL_MS).toBeLessThan(2000);
  });
});
