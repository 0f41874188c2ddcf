import { beforeAll, describe, expect, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { MessagePage, MessagePosted, ThreadDetail, type Message } from '../../../src/api/schemas/messages.ts';
import { call, documentOf, expectRefusal, openTestbed, posted, started, thing, type Bearer, type Testbed } from '../../testing/messages-testbed.ts';

/**
 * A thread's history: append-only (an edit or a withdrawal is a new event and the earlier text stays), changed
 * only by its author; attachments are documents of the same company, all or nothing; pages by keyset on `seq`.
 */

let testbed: Testbed;
beforeAll(async () => {
  testbed = await openTestbed();
}, 60_000);

const eventCount = async () => Number((await testbed.db.query<{ n: number }>('select count(*)::int as n from message_events')).rows[0]?.n);

async function generalThread(body = 'Aloitus') {
  return started(testbed, 'admin', { subject: null, title: 'Testiketju', body });
}

async function eventsOf(threadId: string, query: Record<string, string> = {}): Promise<{ messages: Message[]; has_older: boolean; has_newer: boolean }> {
  const answer = await call(testbed, 'admin', 'GET', `/messages/threads/${threadId}/messages`, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const page = MessagePage.parse(answer.body);
  return { messages: readableItems(page.messages), has_older: page.has_older, has_newer: page.has_newer };
}

describe('append-only history', () => {
  it('is refused by the database itself when an event or an attachment would be changed or removed', async () => {
    const documentId = await documentOf(testbed.db);
    const { message } = await started(testbed, 'admin', { subject: null, title: 'Liite', body: 'Tässä kuitti.', document_ids: [documentId] });
    await expect(testbed.db.query(`update message_events set body = 'muutettu' where id = $1`, [message.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('delete from message_events where id = $1', [message.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('truncate message_events cascade')).rejects.toThrow(/append-only/);
    await expect(testbed.db.query(`update message_attachments set document_id = document_id where event_id = $1`, [message.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('delete from message_attachments where event_id = $1', [message.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('truncate message_attachments')).rejects.toThrow(/append-only/);
  });

  it('keeps an edited message’s earlier text in its own event, the edit a new event naming it', async () => {
    const { thread, message } = await generalThread('Lasku on 120 €.');
    const edit = await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/edit`, { body: { body: 'Lasku on 210 €.' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(201);
    const edited = MessagePosted.parse(edit.body);
    expect(edited.message).toMatchObject({ kind: 'edit', of: message.id, body: 'Lasku on 210 €.', author: { name: 'Anna Virtanen' } });
    expect(edited.message.seq).toBeGreaterThan(message.seq);
    expect(edited.thread.last_message).toMatchObject({ preview: 'Lasku on 210 €.', withdrawn: false });
    const { messages } = await eventsOf(thread.id);
    expect(messages.map((event) => [event.kind, event.of, event.body])).toEqual([
      ['message', null, 'Lasku on 120 €.'],
      ['edit', message.id, 'Lasku on 210 €.'],
    ]);
  });

  it('keeps a withdrawn message’s text in its message event; the withdrawal is a new, empty event', async () => {
    const { thread, message } = await generalThread('Väärä tieto, älä lue.');
    const withdrawal = await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/withdraw`, { body: {} });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    const answer = MessagePosted.parse(withdrawal.body);
    expect(answer.message).toMatchObject({ kind: 'withdrawal', of: message.id, body: '' });
    // the list's preview is empty and says it was withdrawn, not that it had attachments (it had none)
    expect(answer.thread.last_message).toMatchObject({ preview: '', withdrawn: true });
    expect(answer.thread.message_count).toBe(1);
    expect((await eventsOf(thread.id)).messages.map((event) => [event.kind, event.body])).toEqual([
      ['message', 'Väärä tieto, älä lue.'],
      ['withdrawal', ''],
    ]);
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/edit`, { body: { body: 'Uusi' } }), 422, 'message_withdrawn');
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/withdraw`, { body: {} }), 422, 'message_withdrawn');
  });

  it('lets only the author change a message: 403 not_author, nothing written', async () => {
    const { thread, message } = await generalThread('Annan viesti.');
    const before = await eventCount();
    expectRefusal(await call(testbed, 'staff', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/edit`, { body: { body: 'Sarin muutos' } }), 403, 'not_author');
    expectRefusal(await call(testbed, 'staff', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/withdraw`, { body: {} }), 403, 'not_author');
    expect(await eventCount()).toBe(before);
  });

  it('lets a write key change its own message, and no one else’s', async () => {
    const created = await started(testbed, 'writeKey', { subject: { kind: 'document', id: await documentOf(testbed.db) }, body: 'Integraatio: tosite saapui.' });
    const edit = await call(testbed, 'writeKey', 'POST', `/messages/threads/${created.thread.id}/messages/${created.message.id}/edit`, { body: { body: 'Integraatio: tosite saapui kahdesti.' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(201);
    expectRefusal(await call(testbed, 'operator', 'POST', `/messages/threads/${created.thread.id}/messages/${created.message.id}/withdraw`, { body: {} }), 403, 'not_author');
  });

  it('answers 404 message_not_found for an event that is not a message of the thread', async () => {
    const { thread, message } = await generalThread('Ensimmäinen.');
    const other = await generalThread('Toisen ketjun viesti.');
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${other.message.id}/edit`, { body: { body: 'x' } }), 404, 'message_not_found');
    const edit = MessagePosted.parse((await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/edit`, { body: { body: 'Muokattu.' } })).body);
    // an edit is no message of its own: it cannot be edited or withdrawn
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${edit.message.id}/withdraw`, { body: {} }), 404, 'message_not_found');
  });

  it('refuses a blank edit of a message without documents, and takes one of a message with documents', async () => {
    const { thread, message } = await generalThread('Tekstiä.');
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${message.id}/edit`, { body: { body: '   ' } }), 422, 'message_empty');
    const withDocument = await posted(testbed, 'admin', thread.id, 'Kuitti liitteenä.', [await documentOf(testbed.db)]);
    const blank = await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages/${withDocument.message.id}/edit`, { body: { body: '' } });
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
  });
});

describe('attachments: documents of the same company only', () => {
  it('answers each attachment’s filename, type and size from Documents, in the order attached', async () => {
    const receipt = await documentOf(testbed.db, 'cus_aurora', 'kuitti-taksi.jpg');
    const contract = await documentOf(testbed.db, 'cus_aurora', 'sopimus.jpg');
    const { thread } = await generalThread();
    const reply = await posted(testbed, 'admin', thread.id, '', [receipt, contract]);
    expect(readableItems(reply.message.attachments)).toEqual([
      { document_id: receipt, filename: 'kuitti-taksi.jpg', content_type: 'image/jpeg', size_bytes: expect.any(Number) },
      { document_id: contract, filename: 'sopimus.jpg', content_type: 'image/jpeg', size_bytes: expect.any(Number) },
    ]);
    // attachments only: an empty preview, not withdrawn
    expect(reply.thread.last_message).toMatchObject({ preview: '', withdrawn: false });
  });

  it('refuses a Birch document on an Aurora thread: 404 document_not_found, nothing posted', async () => {
    const birchDocument = await documentOf(testbed.db, 'cus_birch');
    const aurora = await documentOf(testbed.db);
    const { thread } = await generalThread();
    const before = await eventCount();
    const answer = await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages`, { body: { body: 'Kuitit', document_ids: [aurora, birchDocument] } });
    expectRefusal(answer, 404, 'document_not_found');
    expect((answer.body as { detail: string }).detail).toContain(birchDocument);
    expect(await eventCount()).toBe(before);
    expectRefusal(
      await call(testbed, 'admin', 'POST', '/messages/threads', { body: { subject: null, title: 'Uusi', body: 'Kuitti', document_ids: [birchDocument] } }),
      404,
      'document_not_found',
    );
    expect(await eventCount()).toBe(before);
  });

  it('refuses a document named twice (422 duplicate_document) and a blank text without documents (422 message_empty)', async () => {
    const documentId = await documentOf(testbed.db);
    const { thread } = await generalThread();
    const before = await eventCount();
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages`, { body: { body: 'x', document_ids: [documentId, documentId] } }), 422, 'duplicate_document');
    expectRefusal(await call(testbed, 'admin', 'POST', `/messages/threads/${thread.id}/messages`, { body: { body: ' \n ', document_ids: [] } }), 422, 'message_empty');
    expect(await eventCount()).toBe(before);
  });
});

describe('pages of a thread by keyset on seq', () => {
  let threadId = '';
  let seqs: number[] = [];
  beforeAll(async () => {
    const { thread, message } = await generalThread('Viesti 1');
    threadId = thread.id;
    seqs = [message.seq];
    for (let n = 2; n <= 60; n += 1) seqs.push((await posted(testbed, n % 2 === 0 ? 'staff' : 'admin', threadId, `Viesti ${n}`)).message.seq);
  });

  it('opens the thread with its newest 50 events, oldest first, and says older ones exist', async () => {
    const answer = await call(testbed, 'admin', 'GET', `/messages/threads/${threadId}`);
    const detail = ThreadDetail.parse(answer.body);
    const messages = readableItems(detail.messages);
    expect(messages.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, index) => `Viesti ${index + 11}`));
    expect(detail.has_older).toBe(true);
    expect(detail.thread.message_count).toBe(60);
  });

  it('reads older pages with before, down to the first event', async () => {
    const older = await eventsOf(threadId, { before: String(seqs[10]), limit: '7' });
    expect(older.messages.map((message) => message.body)).toEqual(['Viesti 4', 'Viesti 5', 'Viesti 6', 'Viesti 7', 'Viesti 8', 'Viesti 9', 'Viesti 10']);
    expect(older).toMatchObject({ has_older: true, has_newer: true });
    const oldest = await eventsOf(threadId, { before: String(seqs[3]) });
    expect(oldest.messages.map((message) => message.body)).toEqual(['Viesti 1', 'Viesti 2', 'Viesti 3']);
    expect(oldest.has_older).toBe(false);
  });

  it('reads what is new with after: nothing after the last, the rest a page at a time', async () => {
    const none = await eventsOf(threadId, { after: String(seqs.at(-1)) });
    expect(none).toEqual({ messages: [], has_older: true, has_newer: false });
    const first = await eventsOf(threadId, { after: '0', limit: '25' });
    expect(first.messages.map((message) => message.seq)).toEqual(seqs.slice(0, 25));
    expect(first).toMatchObject({ has_older: false, has_newer: true });
    const next = await eventsOf(threadId, { after: String(first.messages.at(-1)?.seq), limit: '200' });
    expect(next.messages.map((message) => message.seq)).toEqual(seqs.slice(25));
    expect(next.has_newer).toBe(false);
  });

  it('refuses a page over 200 (400 limit_too_large), an empty one, and before with after (400)', async () => {
    expectRefusal(await call(testbed, 'admin', 'GET', `/messages/threads/${threadId}/messages`, { query: { limit: '201' } }), 400, 'limit_too_large');
    expect((await call(testbed, 'admin', 'GET', `/messages/threads/${threadId}/messages`, { query: { limit: '0' } })).status).toBe(400);
    expect((await call(testbed, 'admin', 'GET', `/messages/threads/${threadId}/messages`, { query: { before: '9', after: '1' } })).status).toBe(400);
  });
});

describe('the list', () => {
  it('puts the thread with the newest message first', async () => {
    const older = await generalThread('Vanhempi');
    const newer = await generalThread('Uudempi');
    await posted(testbed, 'staff', older.thread.id, 'Vastaus vanhempaan');
    const answer = await call(testbed, 'admin', 'GET', '/messages/threads');
    const ids = readableItems((answer.body as { threads: { id: string }[] }).threads).map((thread) => thread.id);
    expect(ids.indexOf(older.thread.id)).toBeLessThan(ids.indexOf(newer.thread.id));
    expect(ids[0]).toBe(older.thread.id);
  });

  it('a thread about a thing is found by its subject', async () => {
    const id = await thing(testbed.db, 'payment_batch');
    const created = await started(testbed, 'approver', { subject: { kind: 'payment_batch', id }, body: 'Milloin erä lähtee?' });
    const answer = await call(testbed, 'admin', 'GET', '/messages/threads', { query: { subject_kind: 'payment_batch', subject_id: id } });
    expect(readableItems((answer.body as { threads: { id: string }[] }).threads).map((thread) => thread.id)).toEqual([created.thread.id]);
  });
});

describe('docs/decisions/0003-documents-by-role.md: a person attaches, and is served, only documents they may see', () => {
  /** The attachments of a thread's events, by document ID, as `bearer` reads the thread and a page of it. */
  async function attachmentsSeen(bearer: Bearer, threadId: string): Promise<string[][]> {
    const opened = await call(testbed, bearer, 'GET', `/messages/threads/${threadId}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const page = await call(testbed, bearer, 'GET', `/messages/threads/${threadId}/messages`, { query: { after: '0' } });
    const fromThread = readableItems(ThreadDetail.parse(opened.body).messages).map((event) => readableItems(event.attachments).map((a) => a.document_id));
    const fromPage = readableItems(MessagePage.parse(page.body).messages).map((event) => readableItems(event.attachments).map((a) => a.document_id));
    expect(fromPage).toEqual(fromThread);
    return fromThread;
  }

  /** A thread the bearer may write in, and a document of the company beyond their sight (null: they see every one). */
  const CASES: [Bearer, () => Promise<string>, string | null][] = [
    ['operator', async () => (await started(testbed, 'operator', { subject: null, title: 'Kassa', body: 'Kysymys' })).thread.id, 'payroll'],
    ['writeKey', async () => (await started(testbed, 'writeKey', { subject: { kind: 'document', id: await documentOf(testbed.db, 'cus_aurora', 'kassa.jpg', { uploadedBy: 'writeKey' }) }, body: 'Tilitys' })).thread.id, 'payroll'],
    ['bills', async () => (await started(testbed, 'bills', { subject: { kind: 'purchase_bill', id: await thing(testbed.db, 'purchase_bill') }, body: 'Lasku' })).thread.id, 'contract'],
    ['claimant', async () => (await started(testbed, 'claimant', { subject: { kind: 'expense_claim', id: await thing(testbed.db, 'expense_claim', { claimant: 'claimant' }) }, body: 'Kuitti' })).thread.id, 'purchase'],
    ['admin', async () => (await generalThread('Palkat')).thread.id, null],
    ['approver', async () => (await started(testbed, 'approver', { subject: null, title: 'Palkat', body: 'Kysymys' })).thread.id, null],
    ['staff', async () => (await started(testbed, 'staff', { subject: null, title: 'Palkat', body: 'Kysymys' })).thread.id, null],
  ];

  it.each(CASES)('%s: a document they may not see answers 404 document_not_found and posts nothing; their own upload and one they may see are attached', async (bearer, threadOf, hiddenKind) => {
    const threadId = await threadOf();
    if (hiddenKind !== null) {
      const hidden = await documentOf(testbed.db, 'cus_aurora', 'salainen.pdf', { kind: hiddenKind });
      const before = await eventCount();
      const refused = await call(testbed, bearer, 'POST', `/messages/threads/${threadId}/messages`, { body: { body: 'Liitteenä', document_ids: [hidden] } });
      expectRefusal(refused, 404, 'document_not_found');
      expect(await eventCount()).toBe(before);
    }
    const own = await documentOf(testbed.db, 'cus_aurora', 'oma.jpg', { uploadedBy: bearer === 'staff' ? undefined : bearer });
    const seen = hiddenKind === null ? [own, await documentOf(testbed.db, 'cus_aurora', 'palkat.pdf', { kind: 'payroll' })] : [own];
    const reply = await posted(testbed, bearer, threadId, 'Liitteenä', seen);
    expect(readableItems(reply.message.attachments).map((attachment) => attachment.document_id)).toEqual(seen);
  });

  it('serves each reader of a thread only the attachments they may see: the operator not the payroll document the admin attached', async () => {
    const contract = await documentOf(testbed.db, 'cus_aurora', 'sopimus.pdf', { kind: 'contract' });
    const payroll = await documentOf(testbed.db, 'cus_aurora', 'palkkakooste.pdf', { kind: 'payroll' });
    const { thread } = await started(testbed, 'admin', { subject: { kind: 'document', id: contract }, body: 'Sopimus ja palkat', document_ids: [contract, payroll] });
    expect(await attachmentsSeen('admin', thread.id)).toEqual([[contract, payroll]]);
    expect(await attachmentsSeen('staff', thread.id)).toEqual([[contract, payroll]]);
    expect(await attachmentsSeen('operator', thread.id)).toEqual([[contract]]);
    expect(await attachmentsSeen('readKey', thread.id)).toEqual([[contract]]);
    // a document's thread is seen by whoever sees the document: its title names it
    expectRefusal(await call(testbed, 'claimant', 'GET', `/messages/threads/${thread.id}`), 404, 'thread_not_found');
    expectRefusal(
      await call(testbed, 'bills', 'POST', '/messages/threads', { body: { subject: { kind: 'document', id: contract }, body: 'Mikä tämä on?', document_ids: [] } }),
      404,
      'subject_not_found',
    );
  });

  it('an upload attached in a claim’s thread becomes the claim’s receipt: those who decide the claim see it', async () => {
    const claim = await thing(testbed.db, 'expense_claim', { claimant: 'claimant' });
    // no rule routed it: anyone with the check's permission decides it
    await testbed.db.query(`insert into invoice_circulations (customer_id, kind, claim_id, state) values ('cus_aurora', 'expense_claim', $1, 'waiting_for_check')`, [claim]);
    const { thread } = await started(testbed, 'claimant', { subject: { kind: 'expense_claim', id: claim }, body: 'Kuitti' });
    const receipt = await documentOf(testbed.db, 'cus_aurora', 'kuitti.jpg', { uploadedBy: 'claimant' });
    await posted(testbed, 'claimant', thread.id, 'Tässä kuitti', [receipt]);
    expect((await testbed.db.query('select belongs_to_kind, belongs_to_id from documents where id = $1', [receipt])).rows[0]).toEqual({ belongs_to_kind: 'claim', belongs_to_id: claim });
    expect(await attachmentsSeen('bills', thread.id)).toEqual([[], [receipt]]);
    expect(await attachmentsSeen('reviewer', thread.id)).toEqual([[], [receipt]]);
    expect((await call(testbed, 'bills', 'GET', `/documents/${receipt}`)).status).toBe(200);
  });
});
