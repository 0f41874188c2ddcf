import type { Transaction } from '@electric-sql/pglite';
import { questionEntryId } from './books-questions.ts';
import { rowIdOf } from '../../books/post-entry.ts';
import { agentNote } from '../../messages/agent-notes.ts';
import { changeMessage, postMessage, startThread, type AuthorRef, type NewMessage, type SubjectRef } from '../../messages/post-message.ts';
import { subjectOf } from '../../messages/subjects.ts';
import type { SubjectKind } from '../../../src/api/schemas/messages.ts';
import { addDays, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { finnishMonthName, finnishOffsetAt, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * The messages of the demo (docs/decisions/0013), through sandbox/messages/post-message.ts
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
 *   message sent too soon (a withdrawal), Sari answers; Anna has read it;
 * - Birch, one general thread: Anna asks, Sari answers (isolation).
 *
 * Every run on the same day writes the same threads (their IDs fixed: `thr_aurora_claim_receipt`,
 * `thr_aurora_bill_kaffa`, `thr_aurora_row_nordic`, `thr_aurora_october_closed`, `thr_aurora_payroll`,
 * `thr_aurora_lease`, `thr_birch_closing`), texts, authors, times and order; the events' IDs are
 * post-message.ts's own.
 *
 * The times are written as of the seed's authored day and moved to the seeding day by whole days
 * (docs/decisions/0001-seed-lives-in-the-present.md). A message about a thing of the seed is placed after
 * that thing as it was seeded (the row's question after the row's day, the payroll question after the run's
 * approval), and a text that names a day or a month names it from the moved dates. Birch's year-end texts
 * ("tammikuussa", "31.12.") name the financial year's end, which stays the year's end on any day.
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

/** An authored moment's wall-clock time in Finland on another day, with Finland's offset of that day. */
function sameTimeOn(clock: SeedClock, day: string, authored: string): string {
  const time = clock.instant(authored).slice(11, 19);
  return `${day}T${time}${finnishOffsetAt(day, time)}`;
}

/** The later of two `YYYY-MM-DD` days. */
const laterDay = (a: string, b: string) => (a > b ? a : b);

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

async function seedClaimNote(tx: Transaction, clock: SeedClock): Promise<void> {
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
    // the evening before the seeding day, after Kaisa filed the claim (18:05): never after the seeding moment
    { at: clock.instant('2026-11-25T19:30:00+02:00'), threadId: 'thr_aurora_claim_receipt' },
  );
}

async function seedBillQuestion(tx: Transaction, clock: SeedClock): Promise<void> {
  await conversation(tx, AURORA, { subject: await subject(tx, AURORA, 'purchase_bill', 'pb-2026-0445'), id: 'thr_aurora_bill_kaffa' }, [
    {
      author: LAURA,
      body: 'Laskulla ei ole toimittajan tilinumeroa, joten en voi tarkastaa maksutietoja. Pekka osti kahvit itse; pitäisikö tämä maksaa hänelle kulukorvauksena vai Paahtimo Kaffalle?',
      at: clock.instant('2026-11-17T08:12:00Z'),
    },
    {
      author: SARI,
      body: 'Hyvä kysymys. Lasku maksetaan Paahtimo Kaffalle, ei kulukorvauksena: Pekka tilasi kahvit yrityksen nimiin. Pyydän toimittajalta tilinumeron ja lisään sen laskulle ennen maksua, joten voit tarkastaa laskun jo nyt.',
      at: clock.instant('2026-11-17T12:40:00Z'),
    },
    { author: LAURA, body: 'Kiitos! Tarkastan laskun tänään.', at: clock.instant('2026-11-17T13:05:00Z') },
  ]);
}

async function seedRowQuestion(tx: Transaction, clock: SeedClock): Promise<void> {
  const rowId = rowIdOf(questionEntryId(AURORA, 5), 1);
  const row = await subject(tx, AURORA, 'ledger_row', rowId);
  // the row's day as the books-questions seed booked it (authored 6.10.2026): the agent asks the next morning
  const rowDay = await one(tx, `select to_char(entry_date, 'YYYY-MM-DD') as id from ledger_rows where customer_id = $1 and row_id = $2`, [AURORA, rowId]);
  const [, month, day] = rowDay.split('-').map(Number);
  const asked = await agentNote(
    tx,
    AURORA,
    row,
    `Tilille tuli ${day}.${month}. 12 400,00 € Nordic Trade Partners AB:ltä, enkä löydä sille myyntilaskua. Mihin kauppaan tai sopimukseen maksu liittyy? Jos se on ennakkomaksu, kerro tilauksen numero.`,
    { at: sameTimeOn(clock, addDays(rowDay, 1), '2026-10-07T06:00:00Z'), threadId: 'thr_aurora_row_nordic' },
  );
  await postMessage(tx, AURORA, asked.thread_id, {
    author: ANNA,
    body: 'Se on ennakkomaksu Ruotsin jälleenmyyjältä kevään toimituksesta. Sopimus on minulla paperilla; skannaan sen Tositteisiin tällä viikolla.',
    at: sameTimeOn(clock, addDays(rowDay, 2), '2026-10-08T09:20:00Z'),
  });
}

/** The month-closed note's title: the month before the note's own (authored: "Lokakuun kirjanpito on valmis"). */
export function monthClosedTitle(clock: SeedClock): string {
  const month = closedMonthName(clock);
  return `${month.charAt(0).toUpperCase()}${month.slice(1)}n kirjanpito on valmis`;
}

const MONTH_CLOSED_AT = '2026-11-24T06:45:00Z';

/** The month the note says is closed, in the nominative: the month before the one the note was written in. */
function closedMonthName(clock: SeedClock): string {
  return finnishMonthName(shiftPeriod(periodOf(clock.instant(MONTH_CLOSED_AT).slice(0, 10)), -1));
}

async function seedMonthClosed(tx: Transaction, clock: SeedClock): Promise<void> {
  const month = closedMonthName(clock);
  await agentNote(
    tx,
    AURORA,
    null,
    `${monthClosedTitle(clock)}\n\nKaikki ${month}n tapahtumat on kirjattu ja täsmäytetty pankkiin. Tuloslaskelma ja tase ${month}lta ovat nähtävissä Kirjanpidossa. Avoimia kysymyksiä on vielä muutama: vastaathan niihin, niin saan arvonlisäveroilmoituksen valmiiksi.`,
    { at: clock.instant(MONTH_CLOSED_AT), threadId: 'thr_aurora_october_closed' },
  );
}

async function seedPayrollQuestion(tx: Transaction, clock: SeedClock): Promise<void> {
  const run = (
    await tx.query<{ id: string; period: string; approved_on: string }>(
      // the latest approved run; of one month's runs the monthly one (its id sorts after the hourly one's)
      `select id, period, to_char(approved_at at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as approved_on
         from payroll_draft_runs where customer_id = $1 and status = 'approved' order by period desc, id desc limit 1`,
      [AURORA],
    )
  ).rows[0];
  if (!run) throw new Error('seed: Aurora has no approved payroll run for its thread');
  // Anna asks about the run's month ("tässä kuussa") and the one before it, on the authored day's counterpart
  // or, when the run was approved later than that, the day after its approval.
  const runMonth = finnishMonthName(run.period);
  const monthBefore = finnishMonthName(shiftPeriod(run.period, -1));
  const day = laterDay(clock.date('2026-11-10'), addDays(run.approved_on, 1));
  const at = (authored: string) => sameTimeOn(clock, day, authored);
  const asked = await startThread(
    tx,
    AURORA,
    { subject: await subject(tx, AURORA, 'payroll_run', run.id), id: 'thr_aurora_payroll' },
    { author: ANNA, body: `Miksi Mikon ennakonpidätys on tässä kuussa suurempi kuin ${monthBefore}ssa?`, at: at('2026-11-10T07:55:00Z') },
  );
  await changeMessage(tx, AURORA, asked.thread_id, {
    kind: 'edit',
    of: asked.event_id,
    author: ANNA,
    body: `Miksi Mikko Salmen ennakonpidätys on tässä kuussa suurempi kuin ${monthBefore}ssa? Palkka on sama.`,
    at: at('2026-11-10T07:58:00Z'),
  });
  await postMessage(tx, AURORA, asked.thread_id, {
    author: SARI,
    body: `Mikon tulot ylittivät ${runMonth}ssa verokortin tulorajan, joten loppuvuoden palkoista pidätetään lisäprosentin mukaan. Uusi verokortti kannattaa hakea OmaVerossa, jos tulot ovat nousseet pysyvästi.`,
    at: at('2026-11-10T11:30:00Z'),
  });
  await postMessage(tx, AURORA, asked.thread_id, { author: ANNA, body: 'Selvä, kiitos. Kerron Mikolle.', at: at('2026-11-10T12:02:00Z') });
}

async function seedDocumentQuestion(tx: Transaction, clock: SeedClock): Promise<void> {
  const contract = await subject(tx, AURORA, 'document', 'file_aurora_003');
  const asked = await startThread(
    tx,
    AURORA,
    { subject: contract, id: 'thr_aurora_lease' },
    {
      author: OLLI,
      body: 'Vuokrasopimukseen tuli indeksikorotus tammikuusta alkaen. Huomioidaanko se kirjanpidossa automaattisesti, vai pitääkö minun ilmoittaa uusi vuokra jossain?',
      document_ids: [contract.id],
      at: clock.instant('2026-11-13T09:00:00Z'),
    },
  );
  const tooSoon = await postMessage(tx, AURORA, asked.thread_id, { author: OLLI, body: 'Uusi vuokra on 2 480 €', at: clock.instant('2026-11-13T09:02:00Z') });
  await changeMessage(tx, AURORA, asked.thread_id, { kind: 'withdrawal', of: tooSoon.event_id, author: OLLI, at: clock.instant('2026-11-13T09:04:00Z') });
  await postMessage(tx, AURORA, asked.thread_id, {
    author: SARI,
    body: 'Kiitos tiedosta. Vuokranantaja lähettää uudet laskut korotetulla summalla, ja kirjaamme ne niiden mukaan. Sinun ei tarvitse ilmoittaa mitään muuta.',
    at: clock.instant('2026-11-13T14:15:00Z'),
  });
  // Kaisa, a claimant, does not see the lease's thread at all (docs/decisions/0003-documents-by-role.md)
  await readToEnd(tx, AURORA, asked.thread_id, ANNA.ref);
}

async function seedBirch(tx: Transaction, clock: SeedClock): Promise<void> {
  await conversation(tx, BIRCH, { subject: null, title: 'Tilinpäätöksen aikataulu', id: 'thr_birch_closing' }, [
    { author: ANNA, body: 'Milloin Birchin tilinpäätös tehdään, ja mitä tarvitsette minulta ennen sitä?', at: clock.instant('2026-11-18T10:00:00Z') },
    { author: SARI, body: 'Aloitamme tilinpäätöksen tammikuussa. Tarvitsemme varaston arvon 31.12. ja tiedon avoimista myyntilaskuista.', at: clock.instant('2026-11-18T13:30:00Z') },
  ]);
}

export const seedMessages: SeedStep = async (tx, clock) => {
  await seedRowQuestion(tx, clock);
  await seedPayrollQuestion(tx, clock);
  await seedDocumentQuestion(tx, clock);
  await seedBillQuestion(tx, clock);
  await seedBirch(tx, clock);
  await seedMonthClosed(tx, clock);
  await seedClaimNote(tx, clock);
};
