import type { Transaction } from '@electric-sql/pglite';
import { questionEntryId } from './books-questions.ts';
import { rowIdOf } from '../../books/post-entry.ts';
import { agentNote } from '../../messages/agent-notes.ts';
import { changeMessage, postMessage, startThread, type AuthorRef, type NewMessage, type SubjectRef } from '../../messages/post-message.ts';
import { subjectOf } from '../../messages/subjects.ts';
import type { SubjectKind } from '../../../src/api/schemas/messages.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * The messages of the demo (issue 30; /work/briefs30/shared-seed.md), through sandbox/messages/post-message.ts
 * as a person's would go, back-dated over the last weeks, after every seed whose things they are about:
 *
 * - Aurora, Kaisa Mäkinen's claim KL-4 (the one waiting for the check): the agent's "Kuitti puuttuu" note,
 *   unread for Kaisa (the claimant's missing-receipt journey answers it with a photo);
 * - Aurora, the bill pb-2026-0445 (Paahtimo Kaffa Oy, no supplier account on it), which no circulation journey
 *   changes: Laura Hämäläinen asks, Sari Laine of the firm answers, Laura thanks;
 * - Aurora, the bank row of 6.10.2026 from Nordic Trade Partners AB (an open question of the agent's, which no
 *   books journey answers): the agent's question in words and Anna Virtanen's reply;
 * - Aurora, a general thread by the agent, "Lokakuun kirjanpito on valmis", unread for Anna (admins and staff
 *   see it);
 * - Aurora, the latest approved monthly payroll run: Anna asks (and corrects her question: an edit), Sari
 *   answers, Anna thanks;
 * - Aurora, the document vuokrasopimus-2026.pdf: Olli Nieminen (operator) asks with it attached, takes back a
 *   message sent too soon (a withdrawal), Sari answers; Anna and Kaisa have read it;
 * - Birch, one general thread: Anna asks, Sari answers (isolation).
 *
 * Every run writes the same threads (their IDs fixed: `thr_aurora_claim_receipt`, `thr_aurora_bill_kaffa`,
 * `thr_aurora_row_nordic`, `thr_aurora_october_closed`, `thr_aurora_payroll`, `thr_aurora_lease`,
 * `thr_birch_closing`), texts, authors, times and order; the events' IDs are post-message.ts's own.
 */

const AURORA = 'cus_aurora';
const BIRCH = 'cus_birch';

const person = (kind: 'member' | 'staff', name: string, email: string): AuthorRef => ({ kind, ref: email, name, email });
const ANNA = person('member', 'Anna Virtanen', 'admin@aurora.example');
const LAURA = person('member', 'Laura Hämäläinen', 'bills@aurora.example');
const OLLI = person('member', 'Olli Nieminen', 'operator@aurora.example');
const SARI = person('staff', 'Sari Laine', 'staff@firm.example');

async function subject(tx: Transaction, customerId: string, kind: SubjectKind, id: string): Promise<SubjectRef> {
  const found = await subjectOf(tx, customerId, kind, id);
  if (!found) throw new Error(`seed: ${customerId} has no ${kind} ${id} for its thread`);
  return found;
}

async function one(tx: Transaction, sql: string, params: unknown[]): Promise<string> {
  const id = (await tx.query<{ id: string }>(sql, params)).rows[0]?.id;
  if (id === undefined) throw new Error(`seed: nothing found by ${sql}`);
  return id;
}

/** A thread and its messages in the order written: the first starts it, the rest answer. */
async function conversation(tx: Transaction, customerId: string, thread: Parameters<typeof startThread>[2], messages: readonly NewMessage[]): Promise<void> {
  const [first, ...replies] = messages;
  if (!first) throw new Error('seed: a conversation needs a first message');
  const { thread_id } = await startThread(tx, customerId, thread, first);
  for (const reply of replies) await postMessage(tx, customerId, thread_id, reply);
}

/** A person has read the thread up to its last event. */
async function readToEnd(tx: Transaction, customerId: string, threadId: string, reader: string): Promise<void> {
  await tx.query(
    `insert into message_read_marks (customer_id, thread_id, reader, up_to_seq)
     select $1, $2, $3, max(seq) from message_events where customer_id = $1 and thread_id = $2`,
    [customerId, threadId, reader],
  );
}

async function seedClaimNote(tx: Transaction): Promise<void> {
  const claimId = await one(
    tx,
    `select c.id from expense_claims c join invoice_circulations i on i.customer_id = c.customer_id and i.claim_id = c.id
      where c.customer_id = $1 and c.claimant = 'person_claimant' and i.state = 'waiting_for_check' order by c.filed_at desc limit 1`,
    [AURORA],
  );
  await agentNote(
    tx,
    AURORA,
    await subject(tx, AURORA, 'expense_claim', claimId),
    'Kuitti puuttuu: junamatkan kulukorvauksen liitteestä ei saa selvää, sillä kuva on epätarkka eikä siitä näe myyjää eikä maksettua summaa. Ota kuitista uusi kuva ja lähetä se tähän ketjuun, niin liitän sen kulukorvaukseen.',
    { at: '2026-11-26T07:30:00Z', threadId: 'thr_aurora_claim_receipt' },
  );
}

async function seedBillQuestion(tx: Transaction): Promise<void> {
  await conversation(tx, AURORA, { subject: await subject(tx, AURORA, 'purchase_bill', 'pb-2026-0445'), id: 'thr_aurora_bill_kaffa' }, [
    {
      author: LAURA,
      body: 'Laskulla ei ole toimittajan tilinumeroa, joten en voi tarkastaa maksutietoja. Pekka osti kahvit itse; pitäisikö tämä maksaa hänelle kulukorvauksena vai Paahtimo Kaffalle?',
      at: '2026-11-17T08:12:00Z',
    },
    {
      author: SARI,
      body: 'Hyvä kysymys. Lasku maksetaan Paahtimo Kaffalle, ei kulukorvauksena: Pekka tilasi kahvit yrityksen nimiin. Pyydän toimittajalta tilinumeron ja lisään sen laskulle ennen maksua, joten voit tarkastaa laskun jo nyt.',
      at: '2026-11-17T12:40:00Z',
    },
    { author: LAURA, body: 'Kiitos! Tarkastan laskun tänään.', at: '2026-11-17T13:05:00Z' },
  ]);
}

async function seedRowQuestion(tx: Transaction): Promise<void> {
  const row = await subject(tx, AURORA, 'ledger_row', rowIdOf(questionEntryId(AURORA, 5), 1));
  const asked = await agentNote(
    tx,
    AURORA,
    row,
    'Tilille tuli 6.10. 12 400,00 € Nordic Trade Partners AB:ltä, enkä löydä sille myyntilaskua. Mihin kauppaan tai sopimukseen maksu liittyy? Jos se on ennakkomaksu, kerro tilauksen numero.',
    { at: '2026-10-07T06:00:00Z', threadId: 'thr_aurora_row_nordic' },
  );
  await postMessage(tx, AURORA, asked.thread_id, {
    author: ANNA,
    body: 'Se on ennakkomaksu Ruotsin jälleenmyyjältä kevään toimituksesta. Sopimus on minulla paperilla; skannaan sen Tositteisiin tällä viikolla.',
    at: '2026-10-08T09:20:00Z',
  });
}

async function seedMonthClosed(tx: Transaction): Promise<void> {
  await agentNote(
    tx,
    AURORA,
    null,
    'Lokakuun kirjanpito on valmis\n\nKaikki lokakuun tapahtumat on kirjattu ja täsmäytetty pankkiin. Tuloslaskelma ja tase lokakuulta ovat nähtävissä Kirjanpidossa. Avoimia kysymyksiä on vielä muutama: vastaathan niihin, niin saan arvonlisäveroilmoituksen valmiiksi.',
    { at: '2026-11-24T06:45:00Z', threadId: 'thr_aurora_october_closed' },
  );
}

async function seedPayrollQuestion(tx: Transaction): Promise<void> {
  const runId = await one(
    tx,
    // the latest approved run; of one month's runs the monthly one (its id sorts after the hourly one's)
    `select id from payroll_draft_runs where customer_id = $1 and status = 'approved' order by period desc, id desc limit 1`,
    [AURORA],
  );
  const asked = await startThread(
    tx,
    AURORA,
    { subject: await subject(tx, AURORA, 'payroll_run', runId), id: 'thr_aurora_payroll' },
    { author: ANNA, body: 'Miksi Mikon ennakonpidätys on tässä kuussa suurempi kuin syyskuussa?', at: '2026-11-10T07:55:00Z' },
  );
  await changeMessage(tx, AURORA, asked.thread_id, {
    kind: 'edit',
    of: asked.event_id,
    author: ANNA,
    body: 'Miksi Mikko Salmen ennakonpidätys on tässä kuussa suurempi kuin syyskuussa? Palkka on sama.',
    at: '2026-11-10T07:58:00Z',
  });
  await postMessage(tx, AURORA, asked.thread_id, {
    author: SARI,
    body: 'Mikon tulot ylittivät lokakuussa verokortin tulorajan, joten loppuvuoden palkoista pidätetään lisäprosentin mukaan. Uusi verokortti kannattaa hakea OmaVerossa, jos tulot ovat nousseet pysyvästi.',
    at: '2026-11-10T11:30:00Z',
  });
  await postMessage(tx, AURORA, asked.thread_id, { author: ANNA, body: 'Selvä, kiitos. Kerron Mikolle.', at: '2026-11-10T12:02:00Z' });
}

async function seedDocumentQuestion(tx: Transaction): Promise<void> {
  const contract = await subject(tx, AURORA, 'document', 'file_aurora_003');
  const asked = await startThread(
    tx,
    AURORA,
    { subject: contract, id: 'thr_aurora_lease' },
    {
      author: OLLI,
      body: 'Vuokrasopimukseen tuli indeksikorotus tammikuusta alkaen. Huomioidaanko se kirjanpidossa automaattisesti, vai pitääkö minun ilmoittaa uusi vuokra jossain?',
      document_ids: [contract.id],
      at: '2026-11-13T09:00:00Z',
    },
  );
  const tooSoon = await postMessage(tx, AURORA, asked.thread_id, { author: OLLI, body: 'Uusi vuokra on 2 480 €', at: '2026-11-13T09:02:00Z' });
  await changeMessage(tx, AURORA, asked.thread_id, { kind: 'withdrawal', of: tooSoon.event_id, author: OLLI, at: '2026-11-13T09:04:00Z' });
  await postMessage(tx, AURORA, asked.thread_id, {
    author: SARI,
    body: 'Kiitos tiedosta. Vuokranantaja lähettää uudet laskut korotetulla summalla, ja kirjaamme ne niiden mukaan. Sinun ei tarvitse ilmoittaa mitään muuta.',
    at: '2026-11-13T14:15:00Z',
  });
  for (const reader of [ANNA.ref, 'claimant@aurora.example']) await readToEnd(tx, AURORA, asked.thread_id, reader);
}

async function seedBirch(tx: Transaction): Promise<void> {
  await conversation(tx, BIRCH, { subject: null, title: 'Tilinpäätöksen aikataulu', id: 'thr_birch_closing' }, [
    { author: ANNA, body: 'Milloin Birchin tilinpäätös tehdään, ja mitä tarvitsette minulta ennen sitä?', at: '2026-11-18T10:00:00Z' },
    { author: SARI, body: 'Aloitamme tilinpäätöksen tammikuussa. Tarvitsemme varaston arvon 31.12. ja tiedon avoimista myyntilaskuista.', at: '2026-11-18T13:30:00Z' },
  ]);
}

export const seedMessages: SeedStep = async (tx) => {
  await seedRowQuestion(tx);
  await seedPayrollQuestion(tx);
  await seedDocumentQuestion(tx);
  await seedBillQuestion(tx);
  await seedBirch(tx);
  await seedMonthClosed(tx);
  await seedClaimNote(tx);
};
