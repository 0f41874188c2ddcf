import { addDays } from '../../../src/api/schemas/calendar.ts';
import type { Transaction } from '@electric-sql/pglite';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { releaseBatch } from '../../api/payments/payments.ts';
import { paymentOfSource } from '../../payments/source-batches.ts';
import { fileClaim } from '../../api/invoices/claims.ts';
import { appendHistory, insertCirculation, updateCirculation } from '../../invoices/circulation-store.ts';
import type { Decider } from '../../invoices/deciders.ts';
import { approve, reject } from '../../api/invoices/decisions.ts';
import { billFacts } from '../../api/invoices/invoice-facts.ts';
import { loadInvoice } from '../../api/invoices/reads.ts';
import { revisionOf } from '../../api/invoices/revision.ts';
import { replaceRouting, routeOf, rulesOf } from '../../invoices/routing-store.ts';
import { finnishOffsetAt, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { receiptPhotoOf, seedDocument } from './documents.ts';

/**
 * Invoice circulation and expense claims (docs/decisions/0011), after the bills, documents and payroll seeds. Decisions go
 * through the same functions a person's request does, at fixed times, so every history is one the service
 * could have written. Those times are the authored story's, moved to the seeding day by the seed's clock
 * (docs/decisions/0001-seed-lives-in-the-present.md); the bills' dates are already moved (seeds/bills.ts), so
 * the purchase batch of pb-2026-0448 and pb-2026-0449 is of their moved due date, ahead of today, and named after it.
 *
 * Aurora's routing (by Anna Virtanen): rule 1 LeasePlan Finland Oy → check Laura Hämäläinen (backup Pekka
 * Korhonen), approval Mikko Salonen (backup Pekka Korhonen); rule 2 above 1 000 € → check Laura Hämäläinen
 * (backup Mikko Salonen), approval Pekka Korhonen (backup Mikko Salonen); anything else: anyone with the
 * step's permission. Mikko Salonen is away from today to a week from today, so Pekka Korhonen approves
 * LeasePlan's bills as his backup. Aurora's bills:
 *
 * - waiting for the check: bill:2026-0388 (Helen Oy), pb-2026-0452 (Rautakesko Oy), ' bill:0191 '
 *   (Verkkokauppa.com Oyj, above 1 000 €: routed to Laura Hämäläinen), pb-2026-0431 (Lyreco Finland Oy: the
 *   duplicate of pb-2026-0412);
 * - waiting for the approval, checked by Laura Hämäläinen: pb-2026-0412 (Lyreco Finland Oy), pb-2026-0440
 *   (LeasePlan Finland Oy: the backup approver in use), pb-2026-0445 (Paahtimo Kaffa Oy: bought by Pekka
 *   Korhonen, and no supplier account on the bill);
 * - returned to the firm: bill:Elisa 10 2026, by Pekka Korhonen with his reason;
 * - awaiting a clarification: bill:Savoy #77?50% (Royal Ravintolat Oy), which other journeys read as it is, and
 *   pb-2026-0455 (Scandic Hotels Oy), which the clarification journey answers;
 * - approved, waiting for payment in the purchase batch of their due date (1.12.2026 as authored):
 *   pb-2026-0448 (Puukeskus Oy, whose account's holder does not match: payee check `no_match`) and
 *   pb-2026-0449 (Fazer Food Services Oy);
 * - paid: pb-2026-0421 (Kespro Oy, a close match), its batch released by Anna Virtanen and delivered a week
 *   before today; and the bills paid before the circulation existed.
 *
 * Kaisa Mäkinen's claims: KL-1 paid (its reimbursement batch released and delivered), KL-2 returned to her,
 * KL-3 approved and in a reimbursement batch awaiting release, KL-4 waiting for the check. Birch Tmi's open
 * bill waits for its check, for isolation; its paid bill predates the circulation and Birch has no one who
 * decides bills, so it has none.
 */

const AURORA = 'cus_aurora';
const BIRCH = 'cus_birch';

interface SeedPerson extends Decider {
  roles: CompanyRole[];
}

const ANNA: SeedPerson = { subject: 'person_admin', name: 'Anna Virtanen', email: 'admin@aurora.example', roles: ['admin'] };
const LAURA: SeedPerson = { subject: 'person_bills', name: 'Laura Hämäläinen', email: 'bills@aurora.example', roles: ['purchase_invoices'] };
const PEKKA: SeedPerson = { subject: 'person_approver', name: 'Pekka Korhonen', email: 'approver@aurora.example', roles: ['approver', 'invoice_reviewer'] };
const KAISA: SeedPerson = { subject: 'person_claimant', name: 'Kaisa Mäkinen', email: 'claimant@aurora.example', roles: ['claimant'] };
const SARI: Decider = { subject: 'person_staff', name: 'Sari Laine', email: 'staff@firm.example' };

const KAISA_IBAN = 'FI5312345600013013';

const at = (timestamp: string) => new Date(timestamp);

/** A day `YYYY-MM-DD` as a receipt prints it, `03.11.2026`. */
const receiptDay = (isoDate: string) => isoDate.split('-').reverse().join('.');


async function revision(tx: Transaction, customerId: string, invoiceId: string): Promise<string> {
  const { circulation, facts } = await loadInvoice(tx, customerId, invoiceId);
  return revisionOf(facts, circulation);
}

async function decideApprove(tx: Transaction, invoiceId: string, person: SeedPerson, when: Date, comment = ''): Promise<void> {
  await approve(tx, AURORA, invoiceId, person, person.roles, { revision: await revision(tx, AURORA, invoiceId), comment }, when);
}

/** A bill enters the circulation when the firm sends it on, routed as the rules say now. */
async function enter(tx: Transaction, customerId: string, billId: string, when: Date, state: 'waiting_for_check' | 'awaiting_clarification' = 'waiting_for_check'): Promise<void> {
  const bill = await billFacts(tx, customerId, billId);
  if (!bill) throw new Error(`seed: no bill ${billId} of ${customerId}`);
  await insertCirculation(tx, customerId, { kind: 'purchase_bill', id: billId }, routeOf(await rulesOf(tx, customerId), bill), state);
  await appendHistory(tx, customerId, billId, { event: 'submitted', step: null, by: SARI, at: when, comment: 'Tilitoimisto lähetti laskun kiertoon.' });
}

/** At `time` in Finland on `isoDate`, whatever that day's offset. */
const onDay = (isoDate: string, time: string) => at(`${isoDate}T${time}${finnishOffsetAt(isoDate, time)}`);

/**
 * A bill paid before the circulation existed: its two decisions as they were made, no batch of the service's;
 * made from the bill's issue date as seeded (moved already, or kept where a VAT rate binds it).
 */
async function enterPaidEarlier(tx: Transaction, customerId: string, billId: string): Promise<void> {
  const issueDate = (await billFacts(tx, customerId, billId))?.issue_date;
  if (issueDate === undefined) throw new Error(`seed: no bill ${billId} of ${customerId}`);
  await enter(tx, customerId, billId, onDay(issueDate, '12:00:00'));
  const checked = { decision: 'approved' as const, by: LAURA, at: onDay(addDays(issueDate, 1), '10:00:00'), comment: '' };
  const approved = { decision: 'approved' as const, by: PEKKA, at: onDay(addDays(issueDate, 2), '10:00:00'), comment: '' };
  await updateCirculation(tx, customerId, billId, 'waiting_for_approval', { check: checked });
  await appendHistory(tx, customerId, billId, { event: 'approved', step: 'check', ...checked });
  await updateCirculation(tx, customerId, billId, 'approved', { approve: approved });
  await appendHistory(tx, customerId, billId, { event: 'approved', step: 'approve', ...approved });
}

async function releaseOf(tx: Transaction, customerId: string, kind: 'purchase_bill' | 'expense_claim', sourceId: string, when: Date): Promise<void> {
  const payment = await paymentOfSource(tx, customerId, kind, sourceId, when);
  if (!payment) throw new Error(`seed: ${sourceId} is in no batch`);
  const total = (await tx.query<{ total_cents: number }>('select total_cents::float8 as total_cents from payment_batches where customer_id = $1 and id = $2', [customerId, payment.batch_id]))
    .rows[0]?.total_cents;
  if (total === undefined) throw new Error(`seed: no batch ${payment.batch_id}`);
  await releaseBatch(tx, customerId, payment.batch_id, total, ANNA, when);
}

/** Kaisa's photo of a receipt, sent by her (docs/decisions/0003-documents-by-role.md: she files her claims from what she may see). */
async function receipt(tx: Transaction, id: string, filename: string, texts: string[], uploadedAt: Date): Promise<string> {
  await seedDocument(
    tx,
    { customerId: AURORA, id, filename, contentType: 'image/jpeg', uploadedAt: uploadedAt.toISOString(), bytes: receiptPhotoOf(filename, texts), uploadedBy: { person: KAISA.subject } },
    { fixed: { state: 'booked', detail: null } },
  );
  return id;
}

export const seedCirculation: SeedStep = async (tx, clock: SeedClock) => {
  const today = clock.today;
  /** An authored moment of the story, moved to the seeding day. */
  const when = (authored: string) => at(clock.instant(authored));
  await replaceRouting(
    tx,
    AURORA,
    [
      { supplier: 'LeasePlan Finland Oy', amount_above_cents: null, check_assignee: LAURA.subject, check_backup: PEKKA.subject, approve_assignee: 'person_reviewer', approve_backup: PEKKA.subject },
      { supplier: null, amount_above_cents: 100000, check_assignee: LAURA.subject, check_backup: 'person_reviewer', approve_assignee: PEKKA.subject, approve_backup: 'person_reviewer' },
    ],
    [{ person: 'person_reviewer', from_date: today, to_date: addDays(today, 7) }],
    ANNA,
    when('2026-11-02T09:00:00+02:00'),
  );

  // paid before the circulation existed
  for (const billId of ['pb-2024-0816', 'pb-2025-1187', 'pb-2026-0233', 'bill:SK/Jyväskylä 2026/117']) {
    await enterPaidEarlier(tx, AURORA, billId);
  }
  await enter(tx, BIRCH, 'bill:B-2026-031', when('2026-11-03T12:30:00+02:00'));

  // waiting for the check
  await enter(tx, AURORA, 'bill:2026-0388', when('2026-11-07T09:00:00+02:00'));
  await enter(tx, AURORA, ' bill:0191 ', when('2026-11-11T09:00:00+02:00'));
  await enter(tx, AURORA, 'pb-2026-0431', when('2026-11-14T12:00:00+02:00'));
  await enter(tx, AURORA, 'pb-2026-0452', when('2026-11-24T11:00:00+02:00'));

  // waiting for the approval
  await enter(tx, AURORA, 'pb-2026-0412', when('2026-11-05T11:00:00+02:00'));
  await decideApprove(tx, 'pb-2026-0412', LAURA, when('2026-11-06T09:30:00+02:00'), 'Tilattu toimistolle, toimitus tarkistettu.');
  await enter(tx, AURORA, 'pb-2026-0440', when('2026-11-21T10:00:00+02:00'));
  await decideApprove(tx, 'pb-2026-0440', LAURA, when('2026-11-23T08:45:00+02:00'), 'Sopimuksen mukainen kuukausivuokra.');
  await enter(tx, AURORA, 'pb-2026-0445', when('2026-11-17T14:00:00+02:00'));
  await decideApprove(tx, 'pb-2026-0445', LAURA, when('2026-11-18T10:20:00+02:00'), 'Kahvit toimitettu.');

  // returned to the firm from the approval
  await enter(tx, AURORA, 'bill:Elisa 10 2026', when('2026-10-21T10:00:00+03:00'));
  await decideApprove(tx, 'bill:Elisa 10 2026', LAURA, when('2026-10-22T09:00:00+03:00'));
  await reject(
    tx,
    AURORA,
    'bill:Elisa 10 2026',
    PEKKA,
    PEKKA.roles,
    {
      revision: await revision(tx, AURORA, 'bill:Elisa 10 2026'),
      to: 'firm',
      reason: 'Eräpäivä on muuttunut tarkastuksen jälkeen; tarkastakaa laskun uusin versio ennen hyväksyntää.',
    },
    when('2026-10-23T14:10:00+03:00'),
  );

  // the firm's review asks for a clarification
  await enter(tx, AURORA, 'bill:Savoy #77?50%', when('2026-11-13T12:00:00+02:00'), 'awaiting_clarification');
  await enter(tx, AURORA, 'pb-2026-0455', when('2026-11-20T15:00:00+02:00'), 'awaiting_clarification');

  // approved, waiting in the batch of their due date, ahead of today (Puukeskus Oy's account is held by someone else: no match)
  for (const billId of ['pb-2026-0448', 'pb-2026-0449']) {
    await enter(tx, AURORA, billId, when('2026-11-18T12:00:00+02:00'));
    await decideApprove(tx, billId, LAURA, when('2026-11-19T09:00:00+02:00'));
    await decideApprove(tx, billId, PEKKA, when('2026-11-19T15:30:00+02:00'));
  }

  // paid: approved, released by Anna Virtanen before its due date (a week before today), delivered
  await enter(tx, AURORA, 'pb-2026-0421', when('2026-11-09T12:00:00+02:00'));
  await decideApprove(tx, 'pb-2026-0421', LAURA, when('2026-11-10T09:10:00+02:00'));
  await decideApprove(tx, 'pb-2026-0421', PEKKA, when('2026-11-12T13:00:00+02:00'), 'Pikkujoulun tarjoilut.');
  await releaseOf(tx, AURORA, 'purchase_bill', 'pb-2026-0421', when('2026-11-19T10:00:00+02:00'));

  // Kaisa Mäkinen's claims, from her receipts in Documents
  // the receipts' file names and printed days are of the moved purchase days; their ids are names and stay
  const parkingDay = clock.date('2026-11-03');
  const parking = await receipt(tx, 'doc_receipt_parking_1103', `kuitti-${parkingDay}-pysakointi.jpg`, ['EuroPark Kamppi', `${receiptDay(parkingDay)} 09:12`, 'Pysäköinti 3 h', 'ALV 25,5 %', 'YHTEENSÄ 12,00 €'], when('2026-11-03T09:20:00+02:00'));
  const paid = await fileClaim(tx, AURORA, KAISA, { document_ids: [parking], date: parkingDay, amount_cents: 1200, vat_cents: 244, purpose: 'Pysäköinti asiakastapaamisessa (Kamppi)', iban: KAISA_IBAN }, when('2026-11-03T10:00:00+02:00'));
  await decideApprove(tx, paid, LAURA, when('2026-11-04T09:00:00+02:00'));
  await decideApprove(tx, paid, PEKKA, when('2026-11-05T09:00:00+02:00'));
  await releaseOf(tx, AURORA, 'expense_claim', paid, when('2026-11-16T10:00:00+02:00'));

  const pensDay = clock.date('2026-11-10');
  const pens = await receipt(tx, 'doc_receipt_office_1110', `kuitti-${pensDay}-toimisto.jpg`, ['Tiimari', receiptDay(pensDay), 'Kyniä ja vihkoja', 'YHTEENSÄ 18,40 €'], when('2026-11-10T16:00:00+02:00'));
  const returned = await fileClaim(tx, AURORA, KAISA, { document_ids: [pens], date: pensDay, amount_cents: 1840, vat_cents: 374, purpose: 'Toimistotarvikkeet koulutukseen', iban: KAISA_IBAN }, when('2026-11-10T16:05:00+02:00'));
  await reject(
    tx,
    AURORA,
    returned,
    LAURA,
    LAURA.roles,
    { revision: await revision(tx, AURORA, returned), to: 'previous_step', reason: 'Kuitista ei näe ostopaikan Y-tunnusta; liitä koko kuitti ja tee kulukorvaus uudelleen.' },
    when('2026-11-11T09:30:00+02:00'),
  );

  const taxi = await fileClaim(tx, AURORA, KAISA, { document_ids: ['file_aurora_001'], date: clock.date('2026-11-18'), amount_cents: 3890, vat_cents: 463, purpose: 'Taksi asiakkaalta toimistolle', iban: KAISA_IBAN }, when('2026-11-20T09:00:00+02:00'));
  await decideApprove(tx, taxi, LAURA, when('2026-11-20T13:00:00+02:00'));
  await decideApprove(tx, taxi, PEKKA, when('2026-11-21T09:15:00+02:00'));

  const trainDay = clock.date('2026-11-25');
  const train = await receipt(tx, 'doc_receipt_train_1125', `kuitti-${trainDay}-juna.jpg`, ['VR', receiptDay(trainDay), 'Helsinki–Tampere–Helsinki', 'ALV 13,5 %', 'YHTEENSÄ 64,20 €'], when('2026-11-25T18:00:00+02:00'));
  await fileClaim(tx, AURORA, KAISA, { document_ids: [train], date: trainDay, amount_cents: 6420, vat_cents: 764, purpose: 'Junamatka asiakkaan koulutukseen Tampereelle', iban: KAISA_IBAN }, when('2026-11-25T18:05:00+02:00'));
};
