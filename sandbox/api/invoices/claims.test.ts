import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { InvoiceResponse, type Invoice } from '../../../src/api/schemas/invoice-circulation.ts';
import { ExpenseClaimList } from '../../../src/api/schemas/expense-claims.ts';
import { PaymentBatchResponse } from '../../../src/api/schemas/payments.ts';
import { callService } from '../../testing/service-client.ts';
import { decide, decided, invoice, receipt, receipts, receiptTwice, refusal, token, type Seat } from '../../testing/invoice-fixtures.ts';

/**
 * POST and GET /expense-claims (docs/sandbox.md, "Invoice circulation and expense claims"): a claimant files a
 * claim from receipts in Documents, within the claim's limits (docs/decisions/0002-expense-claim-limits.md);
 * it circulates like a bill whose supplier is the claimant, the claimant never decides it, a receipt claimed
 * twice is a possible duplicate approved only once checked, and the approved claim is paid in a reimbursement
 * batch to the claimant's own account. Every claim this file files is its own, from receipts of its own
 * unless a test says otherwise.
 */

const today = todayInFinland();
const KAISA_IBAN = 'FI5312345600013013';


const claimBody = (overrides: Record<string, unknown> = {}) => ({
  customer_id: 'cus_aurora',
  document_ids: ['file_aurora_001'],
  date: today,
  amount_cents: 2450,
  vat_cents: 288,
  purpose: 'Taksi asiakastapaamiseen',
  iban: KAISA_IBAN,
  ...overrides,
});

async function file(body: Record<string, unknown>, seat: Seat = 'claimant') {
  return callService('POST', '/expense-claims', { bearer: await token(seat), body });
}

/** A claim filed from a receipt of its own (uploaded by the claimant) unless `document_ids` is given. */
async function filed(overrides: Record<string, unknown> = {}, seat: Seat = 'claimant'): Promise<Invoice> {
  const documentIds = 'document_ids' in overrides ? overrides.document_ids : [await receipt('kuitti', seat)];
  const answer = await file(claimBody({ ...overrides, document_ids: documentIds }), seat);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return InvoiceResponse.parse(answer.body).invoice;
}

async function ownClaims(seat: Seat = 'claimant'): Promise<Invoice[]> {
  const answer = await callService('GET', '/expense-claims?customer_id=cus_aurora', { bearer: await token(seat) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ExpenseClaimList.parse(answer.body).claims;
}

describe('POST /expense-claims', () => {
  it('files a claim as an invoice of its own, waiting for the check, due 14 days after the filing day', async () => {
    const claim = await filed({ document_ids: ['file_aurora_001'] });
    expect(claim).toMatchObject({
      kind: 'expense_claim',
      number: expect.stringMatching(/^KL-\d+$/),
      supplier: 'Kaisa Mäkinen',
      issue_date: today,
      due_date: addDays(today, 14),
      total_cents: 2450,
      vat_cents: 288,
      review_state: '',
      purchased_by: { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' },
      waiting_for_me: false,
      payment: null,
      claim: { claimant: { email: 'claimant@aurora.example' }, date: today, document_ids: ['file_aurora_001'], iban_masked: 'FI53 **** 3013' },
    });
    expect(claim.circulation.state).toBe('waiting_for_check');
    expect(claim.circulation.history).toEqual([expect.objectContaining({ event: 'submitted', step: null, email: 'claimant@aurora.example' })]);
    expect(JSON.stringify(claim)).not.toContain(KAISA_IBAN);
  });

  it.each([
    ['a purchase date after today (Europe/Helsinki)', { date: addDays(today, 1) }, 'date_in_future', `date: the purchase day ${addDays(today, 1)} is after today`],
    ['VAT above the amount', { amount_cents: 1000, vat_cents: 1001 }, 'vat_exceeds_amount', 'vat_cents: the VAT (1001 cents)'],
    ['a document the company does not have', { document_ids: ['file_aurora_001', 'doc_nowhere'] }, 'unknown_document', 'doc_nowhere'],
    ['another company’s document', { document_ids: ['file_birch_001'] }, 'unknown_document', 'file_birch_001'],
  ])('refuses %s (422), filing nothing', async (_label, overrides, error, named) => {
    const before = (await ownClaims()).length;
    const answer = await file(claimBody(overrides));
    refusal(answer, 422, error);
    expect((answer.body as { detail: string }).detail).toContain(named);
    expect((await ownClaims()).length).toBe(before);
  });

  // Aurora's financial year is the calendar year (its filing settings): the previous one began on 1 January last year
  const previousYearStart = `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}-01-01`;

  it.each([
    ['an amount beyond 100 000,00 € (a float’s largest safe integer)', { amount_cents: 9007199254740991, vat_cents: 0 }, 'amount_out_of_range', 'amount_cents'],
    ['an amount of 100 000,01 €', { amount_cents: 10_000_001, vat_cents: 0 }, 'amount_out_of_range', 'amount_cents'],
    ['an amount of nothing', { amount_cents: 0, vat_cents: 0 }, 'amount_out_of_range', 'amount_cents'],
    ['a negative amount', { amount_cents: -100, vat_cents: 0 }, 'amount_out_of_range', 'amount_cents'],
    ['a negative VAT (once a database error, 500)', { amount_cents: 1000, vat_cents: -10 }, 'vat_negative', 'vat_cents'],
    ['a day before the previous financial year', { date: addDays(previousYearStart, -1) }, 'date_too_early', 'date'],
  ])('refuses %s with 422 naming the field, filing nothing', async (_label, overrides, error, field) => {
    const before = (await ownClaims()).length;
    const answer = await file(claimBody(overrides));
    refusal(answer, 422, error);
    expect((answer.body as { detail: string }).detail).toMatch(new RegExp(`^${field}: `));
    expect((await ownClaims()).length).toBe(before);
  });

  it('names every field out of its limits in one refusal, the first field’s error', async () => {
    const answer = await file(claimBody({ date: addDays(today, 2), amount_cents: 10_000_001, vat_cents: -1 }));
    refusal(answer, 422, 'date_in_future');
    const { detail } = answer.body as { detail: string };
    expect(detail).toMatch(/^date: .*; amount_cents: .*; vat_cents: .*Nothing was filed\.$/);
  });

  it('takes the limits themselves: 100 000,00 € with all of it VAT, and the first day of the previous financial year', async () => {
    const claim = await filed({ amount_cents: 10_000_000, vat_cents: 10_000_000, date: previousYearStart, purpose: 'Rajoilla' });
    expect(claim).toMatchObject({ total_cents: 10_000_000, vat_cents: 10_000_000, claim: { date: previousYearStart } });
    expect((await filed({ amount_cents: 1, vat_cents: 0, purpose: 'Sentti' })).total_cents).toBe(1);
  });

  it('refuses an IBAN that is not one (400), like payroll’s', async () => {
    expect((await file(claimBody({ iban: 'FI5312345600013014' }))).status).toBe(400);
  });

  it.each(['bills', 'approver', 'admin', 'staff'] as const)('refuses %s, who is not a claimant (403)', async (seat) => {
    expect((await file(claimBody(), seat)).status).toBe(403);
  });
});

describe('a claim’s circulation', () => {
  it('goes from the check to the approval to one payment in a reimbursement batch of its due date, to the claimant’s account', async () => {
    const claim = await filed({ amount_cents: 5600, vat_cents: 1138, purpose: 'Koulutusmateriaalit' });
    refusal(await decide('approve', claim.id, 'claimant'), 403, 'role_required');
    decided(await decide('approve', claim.id, 'bills'));
    expect((await invoice(claim.id)).payment).toBeNull();
    const approved = decided(await decide('approve', claim.id, 'approver'));
    expect(approved.circulation.state).toBe('approved');
    const payment = approved.payment;
    if (!payment) throw new Error('the approved claim is in no batch');
    const batch = PaymentBatchResponse.parse((await callService('GET', `/payments/${payment.batch_id}?customer_id=cus_aurora`, { bearer: await token('approver') })).body).batch;
    expect(batch).toMatchObject({ kind: 'reimbursement', due_date: claim.due_date });
    expect(batch.payments.filter((row) => row.source?.kind === 'expense_claim' && row.source.id === claim.id)).toEqual([
      expect.objectContaining({ payee_name: 'Kaisa Mäkinen', amount_cents: 5600, iban_masked: 'FI53 **** 3013', message: `Kulukorvaus ${claim.number}` }),
    ]);
    // the claimant follows it in their own list
    expect((await ownClaims()).find((own) => own.id === claim.id)?.payment?.batch_id).toBe(payment.batch_id);

    // held back by a named person: the claim stays approved, its payment and history say so
    const hold = await callService('POST', `/payments/${payment.batch_id}/payments/${payment.payment_id}/hold`, {
      bearer: await token('admin'),
      body: { customer_id: 'cus_aurora', reason: 'Kuitin päivämäärä tarkistetaan.' },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const held = (await ownClaims()).find((own) => own.id === claim.id);
    expect(held?.circulation.state).toBe('approved');
    expect(held?.payment?.status).toBe('held');
    expect(held?.circulation.history.at(-1)).toMatchObject({ event: 'held', step: null, name: 'Anna Virtanen', comment: 'Kuitin päivämäärä tarkistetaan.' });
  });

  it('returns from its check to the claimant (`returned`, for good), never to the firm', async () => {
    const claim = await filed({ amount_cents: 990, vat_cents: 0, purpose: 'Postimerkit' });
    refusal(await decide('reject', claim.id, 'bills', { reason: 'Ei liity työhön.', to: 'firm' }), 422, 'claim_not_for_firm');
    const returned = decided(await decide('reject', claim.id, 'bills', { reason: 'Kuitti puuttuu; tee uusi kulukorvaus.', to: 'previous_step' }));
    expect(returned.circulation.state).toBe('returned');
    expect(returned.circulation.steps[0]?.decided).toMatchObject({ decision: 'returned', comment: 'Kuitti puuttuu; tee uusi kulukorvaus.' });
    refusal(await decide('approve', claim.id, 'bills'), 422, 'not_waiting');
    refusal(await decide('resubmit', claim.id, 'staff', { note: 'x' }), 422, 'not_returned');
  });

  it('is routed like a bill of its amount: above 1 000 € its check is Laura Hämäläinen’s (403 not_your_step for others)', async () => {
    const claim = await filed({ amount_cents: 125000, vat_cents: 25398, purpose: 'Koulutusmatka, lennot' });
    expect(claim.circulation.steps[0]).toMatchObject({ assignee: { email: 'bills@aurora.example' }, acting: 'assignee' });
    refusal(await decide('approve', claim.id, 'approver'), 403, 'not_your_step');
  });
});

describe('a receipt claimed twice (a possible duplicate, as a bill’s)', () => {
  it('makes a claim with a receipt already in another claim `duplicate_of` that claim, approved only once checked not to be paid twice', async () => {
    const [shared] = await receipts(['kuitti-lounas']);
    const first = await filed({ document_ids: [shared], purpose: 'Lounas, ensimmäinen' });
    const second = await filed({ document_ids: [await receipt('kuitti-muu'), shared], purpose: 'Lounas, toinen' });
    expect(first.circulation.duplicate_of).toBeNull();
    expect(second.circulation.duplicate_of).toBe(first.id);
    // the checker reads it as they read a bill's duplicate
    expect((await invoice(second.id, 'bills')).circulation.duplicate_of).toBe(first.id);
    refusal(await decide('approve', second.id, 'bills'), 409, 'possible_duplicate');
    refusal(await decide('approve', second.id, 'bills', { duplicate_checked: false }), 409, 'possible_duplicate');
    const checked = decided(await decide('approve', second.id, 'bills', { duplicate_checked: true, comment: 'Eri lounas, sama kuitti liitetty vahingossa.' }));
    expect(checked.circulation.state).toBe('waiting_for_approval');
    refusal(await decide('approve', second.id, 'approver'), 409, 'possible_duplicate');
    expect(decided(await decide('approve', second.id, 'approver', { duplicate_checked: true })).circulation.state).toBe('approved');
    // the first claim is no duplicate of the later one
    expect(decided(await decide('approve', first.id, 'bills')).circulation.state).toBe('waiting_for_approval');
  });

  it('knows the same receipt sent again as another document by its SHA-256', async () => {
    const [original, again] = await receiptTwice('kuitti-taksi');
    const first = await filed({ document_ids: [original], purpose: 'Taksi, alkuperäinen' });
    const second = await filed({ document_ids: [again], purpose: 'Taksi, uudelleen lähetetty' });
    expect(second.circulation.duplicate_of).toBe(first.id);
  });

  it('names the seeded claim whose receipt a new claim uses again', async () => {
    const taxi = (await ownClaims()).find((claim) => claim.number === 'KL-3');
    expect(taxi?.claim?.document_ids).toEqual(['file_aurora_001']);
    expect((await filed({ document_ids: ['file_aurora_001'], purpose: 'Taksi taas' })).circulation.duplicate_of).toBe(taxi?.id);
  });

  it('makes a claim with a receipt twice in it a duplicate of itself, the same document or the same bytes', async () => {
    const once = await receipt('kuitti-kahdesti');
    const twice = await filed({ document_ids: [once, once], purpose: 'Sama kuitti kahdesti' });
    expect(twice.circulation.duplicate_of).toBe(twice.id);
    refusal(await decide('approve', twice.id, 'bills'), 409, 'possible_duplicate');
    const [original, again] = await receiptTwice('kuitti-kopio');
    const copies = await filed({ document_ids: [original, again], purpose: 'Kuitti ja sen kopio' });
    expect(copies.circulation.duplicate_of).toBe(copies.id);
  });

  it('takes no claim returned to its claimant for a duplicate: the new claim with the same receipt is the way on', async () => {
    const pens = await receipt('kuitti-kynat');
    const returned = await filed({ document_ids: [pens], purpose: 'Kynät' });
    decided(await decide('reject', returned.id, 'bills', { reason: 'Kuitista puuttuu ostopaikka.', to: 'previous_step' }));
    expect((await filed({ document_ids: [pens], purpose: 'Kynät, korjattu' })).circulation.duplicate_of).toBeNull();
  });
});

describe('GET /expense-claims', () => {
  it('lists the claimant’s own claims newest first, the seeded ones in each state', async () => {
    const claims = await ownClaims();
    expect(claims.every((claim) => claim.kind === 'expense_claim' && claim.claim?.claimant.email === 'claimant@aurora.example')).toBe(true);
    const filedAt = claims.map((claim) => claim.circulation.history[0]?.at ?? '');
    expect(filedAt).toEqual([...filedAt].sort().reverse());
    const seeded = new Map(claims.filter((claim) => ['KL-1', 'KL-2', 'KL-3', 'KL-4'].includes(claim.number)).map((claim) => [claim.number, claim]));
    expect(seeded.get('KL-1')?.circulation.state).toBe('paid');
    expect(seeded.get('KL-1')?.payment).toMatchObject({ status: 'delivered', paid_at: expect.any(String) });
    expect(seeded.get('KL-1')?.circulation.history.map((event) => [event.event, event.email])).toEqual([
      ['submitted', 'claimant@aurora.example'],
      ['approved', 'bills@aurora.example'],
      ['approved', 'approver@aurora.example'],
      ['paid', 'admin@aurora.example'],
    ]);
    expect(seeded.get('KL-2')?.circulation.state).toBe('returned');
    expect(seeded.get('KL-3')?.circulation.state).toBe('approved');
    expect(seeded.get('KL-3')?.payment?.status).toBe('awaiting_release');
    expect(seeded.get('KL-4')?.circulation.state).toBe('waiting_for_check');
  });

  it.each(['bills', 'approver', 'staff'] as const)('refuses %s (403)', async (seat) => {
    expect((await callService('GET', '/expense-claims?customer_id=cus_aurora', { bearer: await token(seat) })).status).toBe(403);
  });
});

describe('a member who claims and decides', () => {
  const setBillsRoles = async (roles: string[]) => {
    const answer = await callService('POST', '/members/person_bills/roles', { bearer: await token('admin'), body: { customer_id: 'cus_aurora', roles } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  beforeAll(() => setBillsRoles(['purchase_invoices', 'claimant']));
  afterAll(() => setBillsRoles(['purchase_invoices']));

  it('never decides their own claim (409 four_eyes), and sees only their own claims', async () => {
    const own = await filed({ iban: 'FI6380001000012012', purpose: 'Oma kulukorvaus' }, 'bills');
    expect(own.waiting_for_me).toBe(false);
    expect(own.circulation.next?.people.map((person) => person.email)).not.toContain('bills@aurora.example');
    refusal(await decide('approve', own.id, 'bills'), 409, 'four_eyes');
    const mine = await ownClaims('bills');
    expect(mine.map((claim) => claim.id)).toEqual([own.id]);
    expect((await ownClaims('claimant')).some((claim) => claim.id === own.id)).toBe(false);
  });
});
