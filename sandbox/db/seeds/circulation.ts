import type { Transaction } from '@electric-sql/pglite';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { releaseBatch } from '../../api/payments/payments.ts';
import { paymentOfSource } from '../../api/payments/source-batches.ts';
import { fileClaim } from '../../api/invoices/claims.ts';
import { appendHistory, insertCirculation, updateCirculation } from '../../api/invoices/circulation-store.ts';
import { daysAfter } from '../../api/invoices/days.ts';
import type { Decider } from '../../api/invoices/deciders.ts';
import { approve, reject } from '../../api/invoices/decisions.ts';
import { billFacts } from '../../api/invoices/invoice-facts.ts';
import { loadInvoice } from '../../api/invoices/reads.ts';
import { revisionOf } from '../../api/invoices/revision.ts';
import { replaceRouting, routeOf, rulesOf } from '../../api/invoices/routing-store.ts';
import type { SeedStep } from '../seed-step.ts';
import { receiptPhotoOf, seedDocument } from './documents.ts';

/**
 * Invoice circulation and expense claims (issue 28), after the bills, documents and payroll seeds. Decisions go
 * through the same functions a person's request does, at fixed times, so every history is one the service
 * could have written.
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
 * - approved, waiting for payment in the purchase batch of 1.12.2026: pb-2026-0448 (Puukeskus Oy, whose
 *   account's holder does not match: payee check `no_match`) and pb-2026-0449 (Fazer Food Services Oy);
 * - paid: pb-2026-0421 (Kespro Oy, a close match), its batch released by Anna Virtanen and delivered; and the
 *   bills paid before the circulation existed.
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


async function revision(tx: Transaction, customerId: string, invoiceId: string): Promise<string> {
  const { circulation, facts } = await loadInvoice(tx, customerId, invoiceId);
  return revisionOf(facts, circulation);
}

async function decideApprove(tx: Transaction, invoiceId: string, person: SeedPerson, when: string, comment = ''): Promise<void> {
  await approve(tx, AURORA, invoiceId, person, person.roles, { revision: await revision(tx, AURORA, invoiceId), comment }, at(when));
}

/** A bill enters the circulation when the firm sends it on, routed as the rules say now. */
async function enter(tx: Transaction, customerId: string, billId: string, when: string, state: 'waiting_for_check' | 'awaiting_clarification' = 'waiting_for_check'): Promise<void> {
  const bill = await billFacts(tx, customerId, billId);
  if (!bill) throw new Error(`seed: no bill ${billId} of ${customerId}`);
  await insertCirculation(tx, customerId, { kind: 'purchase_bill', id: billId }, routeOf(await rulesOf(tx, customerId), bill), state);
  await appendHistory(tx, customerId, billId, { event: 'submitted', step: null, by: SARI, at: at(when), comment: 'Tilitoimisto lähetti laskun kiertoon.' });
}

/** A bill paid before the circulation existed: its two decisions as they were made, no batch of the service's. */
async function enterPaidEarlier(tx: Transaction, customerId: string, billId: string, issueDate: string): Promise<void> {
  await enter(tx, customerId, billId, `${issueDate}T12:00:00+02:00`);
  const checked = { decision: 'approved' as const, by: LAURA, at: at(`${daysAfter(issueDate, 1)}T10:00:00+02:00`), comment: '' };
  const approved = { decision: 'approved' as const, by: PEKKA, at: at(`${daysAfter(issueDate, 2)}T10:00:00+02:00`), comment: '' };
  await updateCirculation(tx, customerId, billId, 'waiting_for_approval', { check: checked });
  await appendHistory(tx, customerId, billId, { event: 'approved', step: 'check', ...checked });
  await updateCirculation(tx, customerId, billId, 'approved', { approve: approved });
  await appendHistory(tx, customerId, billId, { event: 'approved', step: 'approve', ...approved });
}

async function releaseOf(tx: Transaction, customerId: string, kind: 'purchase_bill' | 'expense_claim', sourceId: string, when: string): Promise<void> {
  const payment = await paymentOfSource(tx, customerId, kind, sourceId, at(when));
  if (!payment) throw new Error(`seed: ${sourceId} is in no batch`);
  const total = (await tx.query<{ total_cents: number }>('select total_cents::float8 as total_cents from payment_batches where customer_id = $1 and id = $2', [customerId, payment.batch_id]))
    .rows[0]?.total_cents;
  if (total === undefined) throw new Error(`seed: no batch ${payment.batch_id}`);
  await releaseBatch(tx, customerId, payment.batch_id, total, ANNA, at(when));
}

async function receipt(tx: Transaction, id: string, filename: string, texts: string[], uploadedAt: string): Promise<string> {
  await seedDocument(tx, { customerId: AURORA, id, filename, contentType: 'image/jpeg', uploadedAt, bytes: receiptPhotoOf(filename, texts) }, { fixed: { state: 'booked', detail: null } });
  return id;
}

export const seedCirculation: SeedStep = async (tx) => {
  const today = todayInFinland();
  await replaceRouting(
    tx,
    AURORA,
    [
      { supplier: 'LeasePlan Finland Oy', amount_above_cents: null, check_assignee: LAURA.subject, check_backup: PEKKA.subject, approve_assignee: 'person_reviewer', approve_backup: PEKKA.subject },
      { supplier: null, amount_above_cents: 100000, check_assignee: LAURA.subject, check_backup: 'person_reviewer', approve_assignee: PEKKA.subject, approve_backup: 'person_reviewer' },
    ],
    [{ person: 'person_reviewer', from_date: today, to_date: daysAfter(today, 7) }],
    ANNA,
    at('2026-11-02T09:00:00+02:00'),
  );

  // paid before the circulation existed
  for (const [billId, issueDate] of [
    ['pb-2024-0816', '2024-08-15'],
    ['pb-2025-1187', '2025-05-21'],
    ['pb-2026-0233', '2026-02-12'],
    ['bill:SK/Jyväskylä 2026/117', '2026-09-22'],
  ] as const) {
    await enterPaidEarlier(tx, AURORA, billId, issueDate);
  }
  await enter(tx, BIRCH, 'bill:B-2026-031', '2026-11-03T12:30:00+02:00');

  // waiting for the check
  await enter(tx, AURORA, 'bill:2026-0388', '2026-11-07T09:00:00+02:00');
  await enter(tx, AURORA, ' bill:0191 ', '2026-11-11T09:00:00+02:00');
  await enter(tx, AURORA, 'pb-2026-0431', '2026-11-14T12:00:00+02:00');
  await enter(tx, AURORA, 'pb-2026-0452', '2026-11-24T11:00:00+02:00');

  // waiting for the approval
  await enter(tx, AURORA, 'pb-2026-0412', '2026-11-05T11:00:00+02:00');
  await decideApprove(tx, 'pb-2026-0412', LAURA, '2026-11-06T09:30:00+02:00', 'Tilattu toimistolle, toimitus tarkistettu.');
  await enter(tx, AURORA, 'pb-2026-0440', '2026-11-21T10:00:00+02:00');
  await decideApprove(tx, 'pb-2026-0440', LAURA, '2026-11-23T08:45:00+02:00', 'Sopimuksen mukainen kuukausivuokra.');
  await enter(tx, AURORA, 'pb-2026-0445', '2026-11-17T14:00:00+02:00');
  await decideApprove(tx, 'pb-2026-0445', LAURA, '2026-11-18T10:20:00+02:00', 'Kahvit toimitettu.');

  // returned to the firm from the approval
  await enter(tx, AURORA, 'bill:Elisa 10 2026', '2026-10-21T10:00:00+03:00');
  await decideApprove(tx, 'bill:Elisa 10 2026', LAURA, '2026-10-22T09:00:00+03:00');
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
    at('2026-10-23T14:10:00+03:00'),
  );

  // the firm's review asks for a clarification
  await enter(tx, AURORA, 'bill:Savoy #77?50%', '2026-11-13T12:00:00+02:00', 'awaiting_clarification');
  await enter(tx, AURORA, 'pb-2026-0455', '2026-11-20T15:00:00+02:00', 'awaiting_clarification');

  // approved, waiting in the batch of 1.12.2026 (Puukeskus Oy's account is held by someone else: no match)
  for (const billId of ['pb-2026-0448', 'pb-2026-0449']) {
    await enter(tx, AURORA, billId, '2026-11-18T12:00:00+02:00');
    await decideApprove(tx, billId, LAURA, '2026-11-19T09:00:00+02:00');
    await decideApprove(tx, billId, PEKKA, '2026-11-19T15:30:00+02:00');
  }

  // paid: approved, released by Anna Virtanen the day before its due date, delivered
  await enter(tx, AURORA, 'pb-2026-0421', '2026-11-09T12:00:00+02:00');
  await decideApprove(tx, 'pb-2026-0421', LAURA, '2026-11-10T09:10:00+02:00');
  await decideApprove(tx, 'pb-2026-0421', PEKKA, '2026-11-12T13:00:00+02:00', 'Pikkujoulun tarjoilut.');
  await releaseOf(tx, AURORA, 'purchase_bill', 'pb-2026-0421', '2026-11-19T10:00:00+02:00');

  // Kaisa Mäkinen's claims, from her receipts in Documents
  const parking = await receipt(tx, 'doc_receipt_parking_1103', 'kuitti-2026-11-03-pysakointi.jpg', ['EuroPark Kamppi', '03.11.2026 09:12', 'Pysäköinti 3 h', 'ALV 25,5 %', 'YHTEENSÄ 12,00 €'], '2026-11-03T09:20:00+02:00');
  const paid = await fileClaim(tx, AURORA, KAISA, { document_ids: [parking], date: '2026-11-03', amount_cents: 1200, vat_cents: 244, purpose: 'Pysäköinti asiakastapaamisessa (Kamppi)', iban: KAISA_IBAN }, at('2026-11-03T10:00:00+02:00'));
  await decideApprove(tx, paid, LAURA, '2026-11-04T09:00:00+02:00');
  await decideApprove(tx, paid, PEKKA, '2026-11-05T09:00:00+02:00');
  await releaseOf(tx, AURORA, 'expense_claim', paid, '2026-11-16T10:00:00+02:00');

  const pens = await receipt(tx, 'doc_receipt_office_1110', 'kuitti-2026-11-10-toimisto.jpg', ['Tiimari', '10.11.2026', 'Kyniä ja vihkoja', 'YHTEENSÄ 18,40 €'], '2026-11-10T16:00:00+02:00');
  const returned = await fileClaim(tx, AURORA, KAISA, { document_ids: [pens], date: '2026-11-10', amount_cents: 1840, vat_cents: 374, purpose: 'Toimistotarvikkeet koulutukseen', iban: KAISA_IBAN }, at('2026-11-10T16:05:00+02:00'));
  await reject(
    tx,
    AURORA,
    returned,
    LAURA,
    LAURA.roles,
    { revision: await revision(tx, AURORA, returned), to: 'previous_step', reason: 'Kuitista ei näe ostopaikan Y-tunnusta; liitä koko kuitti ja tee kulukorvaus uudelleen.' },
    at('2026-11-11T09:30:00+02:00'),
  );

  const taxi = await fileClaim(tx, AURORA, KAISA, { document_ids: ['file_aurora_001'], date: '2026-11-18', amount_cents: 3890, vat_cents: 463, purpose: 'Taksi asiakkaalta toimistolle', iban: KAISA_IBAN }, at('2026-11-20T09:00:00+02:00'));
  await decideApprove(tx, taxi, LAURA, '2026-11-20T13:00:00+02:00');
  await decideApprove(tx, taxi, PEKKA, '2026-11-21T09:15:00+02:00');

  const train = await receipt(tx, 'doc_receipt_train_1125', 'kuitti-2026-11-25-juna.jpg', ['VR', '25.11.2026', 'Helsinki–Tampere–Helsinki', 'ALV 13,5 %', 'YHTEENSÄ 64,20 €'], '2026-11-25T18:00:00+02:00');
  await fileClaim(tx, AURORA, KAISA, { document_ids: [train], date: '2026-11-25', amount_cents: 6420, vat_cents: 764, purpose: 'Junamatka asiakkaan koulutukseen Tampereelle', iban: KAISA_IBAN }, at('2026-11-25T18:05:00+02:00'));
};
