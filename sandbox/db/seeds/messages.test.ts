import { describe, expect, inject, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { ThreadDetail, ThreadList, UnreadSummary, type Message, type Thread } from '../../../src/api/schemas/messages.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { seedClockOf } from '../seed-clock.ts';
import { monthClosedTitle } from './messages.ts';

/**
 * The seed's threads (sandbox/db/seeds/messages.ts), read through
 * the shared sandbox as Kaisa Mäkinen, Anna Virtanen, Laura Hämäläinen, the firm's staff and a key would. Only
 * reads: the other files' writes (they start threads of their own) leave the seeded ones as seeded.
 */

async function threadsOf(bearer: string, customerId = 'cus_aurora'): Promise<Thread[]> {
  const answer = await callService('GET', `/messages/threads?customer_id=${customerId}`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return readableItems(ThreadList.parse(answer.body).threads);
}

async function eventsOf(bearer: string, threadId: string, customerId = 'cus_aurora'): Promise<Message[]> {
  const answer = await callService('GET', `/messages/threads/${threadId}?customer_id=${customerId}`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return readableItems(ThreadDetail.parse(answer.body).messages);
}

async function unreadOf(bearer: string): Promise<UnreadSummary> {
  const answer = await callService('GET', '/messages/unread?customer_id=cus_aurora', { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return UnreadSummary.parse(answer.body);
}

/** The seed's threads, by their fixed IDs: the other files' threads are started at the real time, which a test run's seeding day does not bound. */
const SEEDED_THREADS = new Set(['thr_aurora_claim_receipt', 'thr_aurora_bill_kaffa', 'thr_aurora_row_nordic', 'thr_aurora_october_closed', 'thr_aurora_payroll', 'thr_aurora_lease', 'thr_birch_closing']);
const seeded = (threads: Thread[]) => threads.filter((thread) => SEEDED_THREADS.has(thread.id));
/** The month-closed note names the month before its own (authored: "Lokakuun kirjanpito on valmis"). */
const MONTH_CLOSED = monthClosedTitle(seedClockOf(inject('sandboxSeededOn')));
const byTitle = (threads: Thread[], title: string) => threads.find((thread) => thread.title === title);
/** The lease's document thread, titled by the file's name (`vuokrasopimus-2026.pdf` as authored; seed.ts names the file). */
const LEASE_TITLE = expect.stringMatching(/^Tosite vuokrasopimus-\d{4}\.pdf$/);
const lease = (threads: Thread[]) => threads.find((thread) => thread.id === 'thr_aurora_lease');

describe('the seeded messages', () => {
  it('gives Kaisa the agent’s missing-receipt note on her claim KL-4, unread, and not the lease’s thread, a document beyond her sight', async () => {
    const kaisa = await idTokenOf('claimant@aurora.example');
    const threads = seeded(await threadsOf(kaisa));
    // docs/decisions/0003-documents-by-role.md: a claimant sees her own claims' receipts, not the company's lease
    expect(threads.map((thread) => thread.id)).toEqual(['thr_aurora_claim_receipt']);
    const claim = byTitle(threads, 'Kulukorvaus KL-4, Kaisa Mäkinen');
    expect(claim).toMatchObject({ id: 'thr_aurora_claim_receipt', subject: { kind: 'expense_claim' }, started_by: { kind: 'agent', name: 'Kirjanpitoagentti', email: null }, unread_count: 1 });
    expect(claim?.last_message?.preview).toMatch(/^Kuitti puuttuu/);
    expect(await unreadOf(kaisa)).toMatchObject({ unread_messages: 1, unread_threads: 1 });
  });

  it('gives Anna the month-closed note unread, and the threads of the payroll run, the row and the document read', async () => {
    const anna = await idTokenOf('admin@aurora.example');
    const threads = seeded(await threadsOf(anna));
    // newest first: the month's note of two days ago first, the row's question of the month before last
    // last; the document's and the payroll run's between them, in an order that depends on the day (the
    // payroll question follows the run's approval, at the end of last month)
    const listed = threads.map((thread) => [thread.title, thread.unread_count]);
    expect(listed[0]).toEqual([MONTH_CLOSED, 1]);
    expect(listed.at(-1)).toEqual([expect.stringMatching(/^Kirjanpidon rivi \d{1,2}\.\d{1,2}\.\d{4}, Tilisiirto Nordic Trade Partners AB$/), 0]);
    expect(listed.slice(1, -1)).toEqual(
      expect.arrayContaining([
        [LEASE_TITLE, 0],
        // the latest approved run, a month before the day the seed ran
        [expect.stringMatching(/^Palkanlaskenta \d{2}\/\d{4}$/), 0],
      ]),
    );
    expect(listed).toHaveLength(4);
    expect(threads[0]).toMatchObject({ subject: null, started_by: { kind: 'agent', name: 'Kirjanpitoagentti' } });
    const payroll = threads.find((thread) => thread.subject?.kind === 'payroll_run');
    expect(payroll?.subject?.id).toMatch(/^run_aurora_\d{4}-\d{2}_monthly$/);
    const history = await eventsOf(anna, payroll?.id ?? '');
    expect(history.map((event) => [event.kind, event.author.name])).toEqual([
      ['message', 'Anna Virtanen'],
      ['edit', 'Anna Virtanen'],
      ['message', 'Sari Laine'],
      ['message', 'Anna Virtanen'],
    ]);
    expect(history[1]?.of).toBe(history[0]?.id);
    expect(await unreadOf(anna)).toMatchObject({ unread_messages: 1, unread_threads: 1 });
  });

  it('keeps the operator’s withdrawn message in the document thread’s history, with the document attached to the question', async () => {
    const anna = await idTokenOf('admin@aurora.example');
    const thread = lease(await threadsOf(anna));
    const history = await eventsOf(anna, thread?.id ?? '');
    expect(history.map((event) => [event.kind, event.author.name, event.body])).toEqual([
      ['message', 'Olli Nieminen', expect.stringContaining('indeksikorotus')],
      ['message', 'Olli Nieminen', 'Uusi vuokra on 2 480 €'],
      ['withdrawal', 'Olli Nieminen', ''],
      ['message', 'Sari Laine', expect.stringContaining('Kiitos tiedosta')],
    ]);
    expect(readableItems(history[0]?.attachments ?? [])).toEqual([{ document_id: 'file_aurora_003', filename: expect.stringMatching(/^vuokrasopimus-\d{4}\.pdf$/), content_type: expect.any(String), size_bytes: expect.any(Number) }]);
    expect(thread?.message_count).toBe(3);
  });

  it('gives Laura her question on the Paahtimo Kaffa bill, answered by the firm’s staff', async () => {
    const laura = await idTokenOf('bills@aurora.example');
    const threads = seeded(await threadsOf(laura));
    const bill = byTitle(threads, 'Ostolasku 2026-311, Paahtimo Kaffa Oy');
    expect(bill).toMatchObject({ subject: { kind: 'purchase_bill', id: 'pb-2026-0445' }, started_by: { name: 'Laura Hämäläinen' }, unread_count: 0 });
    expect((await eventsOf(laura, bill?.id ?? '')).map((event) => event.author.kind)).toEqual(['member', 'staff', 'member']);
    // the claim's thread is hers to see too (a purchase-invoice role); payroll, the month's note and the lease
    // (a contract, docs/decisions/0003-documents-by-role.md) are not
    expect(threads.map((thread) => thread.subject?.kind ?? 'general').sort()).toEqual(['expense_claim', 'purchase_bill']);
  });

  it('shows the firm’s staff every thread of each company, and Birch’s one thread only in Birch', async () => {
    const sari = await idTokenOf('staff@firm.example');
    expect(seeded(await threadsOf(sari))).toHaveLength(6);
    const birch = seeded(await threadsOf(sari, 'cus_birch'));
    expect(birch.map((thread) => [thread.title, thread.message_count])).toEqual([['Tilinpäätöksen aikataulu', 2]]);
    expect(seeded(await threadsOf('svc_sk_sandbox_aurora_read')).map((thread) => thread.subject?.kind).sort()).toEqual(['document', 'ledger_row']);
  });
});
