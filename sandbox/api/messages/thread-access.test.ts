import { beforeAll, describe, expect, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { ThreadDetail, ThreadList, type SubjectKind } from '../../../src/api/schemas/messages.ts';
import { call, expectRefusal, openTestbed, posted, started, thing, type Bearer, type Testbed } from '../../testing/messages-testbed.ts';

/**
 * Who sees a thread follows what it is about (src/api/operations/messages.ts `threadReaders`), written here
 * from that text rather than from sandbox/messages/thread-access.ts: for every role, a thread of every kind
 * shows in the list, opens and takes a message — or is not there at all (404 `thread_not_found`, as one that
 * does not exist). Keys write only with a write scope (the route refuses a read key's POST with 403).
 */

let testbed: Testbed;
beforeAll(async () => {
  testbed = await openTestbed();
}, 60_000);

const EVERY_BEARER: readonly Bearer[] = ['admin', 'approver', 'operator', 'claimant', 'otherClaimant', 'bills', 'reviewer', 'staff', 'readKey', 'writeKey'];
const PURCHASE_ROLES: readonly Bearer[] = ['approver', 'bills', 'reviewer', 'staff'];
const ADMIN_OR_APPROVER: readonly Bearer[] = ['admin', 'approver', 'staff'];
const BOOKS_READERS: readonly Bearer[] = ['admin', 'approver', 'operator', 'staff', 'readKey', 'writeKey'];

/** Who sees a thread of each kind; the expense claim is the claimant's (`claimant`), not `otherClaimant`'s. */
const SEES: Record<SubjectKind | 'general', readonly Bearer[]> = {
  purchase_bill: PURCHASE_ROLES,
  expense_claim: [...PURCHASE_ROLES, 'claimant'],
  payroll_run: ADMIN_OR_APPROVER,
  payment_batch: ADMIN_OR_APPROVER,
  ledger_row: BOOKS_READERS,
  filing: BOOKS_READERS,
  // whoever may see the document (docs/decisions/0003-documents-by-role.md): `other`, sent by no one of these
  document: BOOKS_READERS,
  // started by the operator below: its starter, the company's admins and the firm's staff
  general: ['operator', 'admin', 'staff'],
};

const threadIds = new Map<string, string>();

beforeAll(async () => {
  for (const kind of Object.keys(SEES) as (SubjectKind | 'general')[]) {
    if (kind === 'general') {
      threadIds.set(kind, (await started(testbed, 'operator', { subject: null, title: 'Kysymys kassasta', body: 'Miten kassan erotus kirjataan?' })).thread.id);
      continue;
    }
    const id = await thing(testbed.db, kind, { claimant: 'claimant' });
    threadIds.set(kind, (await started(testbed, 'staff', { subject: { kind, id }, body: 'Tilitoimisto kysyy tästä.' })).thread.id);
  }
});

async function listedFor(bearer: Bearer): Promise<string[]> {
  const answer = await call(testbed, bearer, 'GET', '/messages/threads');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return readableItems(ThreadList.parse(answer.body).threads).map((thread) => thread.id);
}

describe('thread access by the role of its subject', () => {
  for (const [kind, readers] of Object.entries(SEES)) {
    for (const bearer of EVERY_BEARER) {
      const sees = readers.includes(bearer);
      it(`${kind}: ${bearer} ${sees ? 'lists, opens and writes it' : 'neither lists, opens nor writes it (404)'}`, async () => {
        const threadId = threadIds.get(kind) ?? '';
        expect((await listedFor(bearer)).includes(threadId)).toBe(sees);
        const opened = await call(testbed, bearer, 'GET', `/messages/threads/${threadId}`);
        const page = await call(testbed, bearer, 'GET', `/messages/threads/${threadId}/messages`, { query: { after: '0' } });
        const write = await call(testbed, bearer, 'POST', `/messages/threads/${threadId}/messages`, { body: { body: `Viesti (${bearer})`, document_ids: [] } });
        if (sees) {
          expect(opened.status, JSON.stringify(opened.body)).toBe(200);
          expect(ThreadDetail.parse(opened.body).thread.id).toBe(threadId);
          expect(page.status).toBe(200);
          // spec §5 rule 1: a read key never writes, whatever it may read
          if (bearer === 'readKey') expectRefusal(write, 403, 'insufficient_scope');
          else expect(write.status, JSON.stringify(write.body)).toBe(201);
        } else {
          expectRefusal(opened, 404, 'thread_not_found');
          expectRefusal(page, 404, 'thread_not_found');
          if (bearer === 'readKey') expectRefusal(write, 403, 'insufficient_scope');
          else expectRefusal(write, 404, 'thread_not_found');
        }
      });
    }
  }

  it('answers a thread that does not exist as one the bearer may not see', async () => {
    expectRefusal(await call(testbed, 'staff', 'GET', '/messages/threads/thr_nothing'), 404, 'thread_not_found');
  });

  it('keeps a company’s threads from the other company’s people, the firm’s staff seeing both', async () => {
    const birch = await started(testbed, 'admin', { subject: null, title: 'Birchin asia', body: 'Vain Birchille.' }, 'cus_birch');
    expect(await listedFor('admin')).not.toContain(birch.thread.id);
    expectRefusal(await call(testbed, 'admin', 'GET', `/messages/threads/${birch.thread.id}`), 404, 'thread_not_found');
    expectRefusal(await call(testbed, 'writeKey', 'GET', `/messages/threads/${birch.thread.id}`), 404, 'thread_not_found');
    const staffOfBirch = await call(testbed, 'staff', 'GET', `/messages/threads/${birch.thread.id}`, { customerId: 'cus_birch' });
    expect(staffOfBirch.status).toBe(200);
  });
});

describe('starting a thread: the thing must be the company’s and the bearer’s to see', () => {
  it('refuses a thing the company does not have (another company’s included): 404 subject_not_found', async () => {
    const birchBill = await thing(testbed.db, 'purchase_bill', { customerId: 'cus_birch' });
    for (const id of [birchBill, 'mt_no_such_bill']) {
      expectRefusal(await call(testbed, 'bills', 'POST', '/messages/threads', { body: { subject: { kind: 'purchase_bill', id }, body: 'Kysymys', document_ids: [] } }), 404, 'subject_not_found');
    }
  });

  it.each([
    ['operator', 'purchase_bill'],
    ['bills', 'payroll_run'],
    ['claimant', 'ledger_row'],
    ['otherClaimant', 'expense_claim'],
  ] as const)('refuses %s a %s their role does not cover: 403 subject_forbidden', async (bearer, kind) => {
    const id = await thing(testbed.db, kind, { claimant: 'claimant' });
    expectRefusal(await call(testbed, bearer, 'POST', '/messages/threads', { body: { subject: { kind, id }, body: 'Kysymys', document_ids: [] } }), 403, 'subject_forbidden');
  });

  it('lets the claimant start the thread of their own claim, titled by it', async () => {
    const id = await thing(testbed.db, 'expense_claim', { claimant: 'claimant' });
    const created = await started(testbed, 'claimant', { subject: { kind: 'expense_claim', id }, body: 'Liitin kuitin.' });
    expect(created.thread.subject).toMatchObject({ kind: 'expense_claim', id, label: expect.stringMatching(/^Kulukorvaus KL-\d+, Kaisa Mäkinen$/) });
    expect(created.thread.title).toBe(created.thread.subject?.label);
  });

  it('lets a write key start a thread only about a ledger row, a document or a filing', async () => {
    const row = await thing(testbed.db, 'ledger_row');
    const created = await started(testbed, 'writeKey', { subject: { kind: 'ledger_row', id: row }, body: 'Kassajärjestelmä: tämä on päivän tilitys.' });
    expect(created.message.author).toEqual({ kind: 'api_key', name: 'Kassajärjestelmän integraatio', email: null });
    expect(created.thread.subject?.label).toBe('Kirjanpidon rivi 6.10.2026, Tilisiirto Nordic Trade Partners AB');
    expectRefusal(await call(testbed, 'writeKey', 'POST', '/messages/threads', { body: { subject: null, body: 'Yleinen', document_ids: [] } }), 403, 'subject_forbidden');
    const bill = await thing(testbed.db, 'purchase_bill');
    expectRefusal(await call(testbed, 'writeKey', 'POST', '/messages/threads', { body: { subject: { kind: 'purchase_bill', id: bill }, body: 'Lasku', document_ids: [] } }), 403, 'subject_forbidden');
  });

  it('refuses a second thread about one thing: 409 thread_exists, naming the thread', async () => {
    const id = await thing(testbed.db, 'payroll_run');
    const first = await started(testbed, 'admin', { subject: { kind: 'payroll_run', id }, body: 'Ensimmäinen.' });
    expect(first.thread.title).toBe('Palkanlaskenta 10/2026');
    const second = await call(testbed, 'approver', 'POST', '/messages/threads', { body: { subject: { kind: 'payroll_run', id }, body: 'Toinen.', document_ids: [] } });
    expectRefusal(second, 409, 'thread_exists');
    expect((second.body as { detail: string }).detail).toContain(first.thread.id);
    const lookup = await call(testbed, 'approver', 'GET', '/messages/threads', { query: { subject_kind: 'payroll_run', subject_id: id } });
    expect(readableItems(ThreadList.parse(lookup.body).threads).map((thread) => thread.id)).toEqual([first.thread.id]);
  });

  it('names each kind of thing in Finnish', async () => {
    const labels: [SubjectKind, RegExp][] = [
      ['purchase_bill', /^Ostolasku \w+, Scandic Hotels Oy$/],
      ['payment_batch', /^Maksuerä Ostolaskut 1\.12\.2026$/],
      ['document', /^Tosite kuitti\.jpg$/],
      ['filing', /\S/],
    ];
    for (const [kind, label] of labels) {
      const created = await started(testbed, 'staff', { subject: { kind, id: await thing(testbed.db, kind) }, body: 'Nimi?' });
      expect(created.thread.title).toMatch(label);
    }
  });

  it('names a filing by its obligation, stored or only computed, and refuses an id that names none: 404 subject_not_found', async () => {
    const created = await started(testbed, 'admin', { subject: { kind: 'filing', id: 'vat_return.2027-01' }, body: 'Mitä tähän ilmoitukseen tulee?' });
    expect(created.thread.title).toBe('ALV-ilmoitus 1/2027');
    for (const id of ['vat_return.2027-13', 'tax.2027', 'vat_return']) {
      expectRefusal(await call(testbed, 'admin', 'POST', '/messages/threads', { body: { subject: { kind: 'filing', id }, body: 'Kysymys', document_ids: [] } }), 404, 'subject_not_found');
    }
  });

  it('takes subject_kind and subject_id together only: one alone is 400', async () => {
    expect((await call(testbed, 'admin', 'GET', '/messages/threads', { query: { subject_kind: 'document' } })).status).toBe(400);
  });

  it('answers a person a general thread they started, titled as they said, and posts into it', async () => {
    const created = await started(testbed, 'claimant', { subject: null, title: 'Lomarahat', body: 'Milloin lomarahat maksetaan?' });
    expect(created.thread).toMatchObject({ subject: null, title: 'Lomarahat', started_by: { kind: 'member', name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' } });
    const reply = await posted(testbed, 'staff', created.thread.id, 'Kesäkuun palkan yhteydessä.');
    expect(reply.message.author).toEqual({ kind: 'staff', name: 'Sari Laine', email: 'staff@firm.example' });
  });
});
