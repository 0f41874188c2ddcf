import { describe, expect, it } from 'vitest';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { InvoiceResponse } from '../../../src/api/schemas/invoice-circulation.ts';
import { PaymentBatchResponse } from '../../../src/api/schemas/payments.ts';
import { callService } from '../../testing/service-client.ts';
import { decide, decided, invoice, receipt, refusal, token } from '../../testing/invoice-fixtures.ts';

/**
 * POST /invoices/{invoice_id}/approve and /reject, POST /invoices/{invoice_id}/resubmit (docs/sandbox.md,
 * "Invoice circulation and expense claims"): each step by its permission and routing, four eyes, decisions bound
 * to the revision seen, duplicates checked before approval, returns with a reason and the way back, and nothing
 * in a payment batch before the last approval. The seed's bills this file changes: ' bill:0191 ', pb-2026-0431
 * and bill:Elisa 10 2026; the others it only tries, and each refusal leaves them as they were.
 */

describe('who decides a step', () => {
  it('refuses the approval to a person with only the check’s permission (403), deciding nothing', async () => {
    const before = await invoice('pb-2026-0412');
    expect(before.circulation.state).toBe('waiting_for_approval');
    refusal(await decide('approve', 'pb-2026-0412', 'bills'), 403, 'step_permission_required');
    expect((await invoice('pb-2026-0412')).circulation.revision).toBe(before.circulation.revision);
  });

  it('lets only the routed person decide a routed step (403 not_your_step), the backup only while the assignee is away', async () => {
    // ' bill:0191 ' is above 1 000 €: its check is Laura Hämäläinen's, her backup Mikko Salonen is not acting
    const bill = await invoice(' bill:0191 ');
    expect(bill.circulation.steps[0]).toMatchObject({ kind: 'check', assignee: { email: 'bills@aurora.example' }, acting: 'assignee' });
    refusal(await decide('approve', ' bill:0191 ', 'approver'), 403, 'not_your_step');
    refusal(await decide('approve', ' bill:0191 ', 'reviewer'), 403, 'not_your_step');
    // LeasePlan's approval is Mikko Salonen's, away this week: Pekka Korhonen decides it as his backup
    const lease = await invoice('pb-2026-0440');
    expect(lease.circulation.steps[1]).toMatchObject({ assignee: { email: 'reviewer@aurora.example' }, backup: { email: 'approver@aurora.example' }, acting: 'backup' });
    expect(lease.circulation.next).toEqual({ step: 'approve', people: [{ name: 'Pekka Korhonen', email: 'approver@aurora.example' }] });
    expect(lease.waiting_for_me).toBe(true);
    refusal(await decide('approve', 'pb-2026-0440', 'reviewer'), 403, 'not_your_step');
  });

  it('answers in its order: a stale revision (409) before the step’s permission and routing (403), before a step not waiting (422)', async () => {
    // a stale revision is told as one to everyone who may decide a step: read it again
    refusal(await decide('approve', 'pb-2026-0412', 'bills', { revision: 'circ_stale' }), 409, 'invoice_changed');
    refusal(await decide('approve', 'pb-2026-0412', 'approver', { revision: 'circ_stale' }), 409, 'invoice_changed');
    refusal(await decide('approve', ' bill:0191 ', 'approver', { revision: 'circ_stale' }), 409, 'invoice_changed');
    // on the revision they read, a person who never held the step's permission, or whose step it is not, 403
    refusal(await decide('approve', 'pb-2026-0412', 'bills'), 403, 'step_permission_required');
    refusal(await decide('approve', ' bill:0191 ', 'approver'), 403, 'not_your_step');
    // the Kespro bill is paid: a stale revision is still 409, its own revision 422 not_waiting
    refusal(await decide('approve', 'pb-2026-0421', 'approver', { revision: 'circ_stale' }), 409, 'invoice_changed');
    refusal(await decide('approve', 'pb-2026-0421', 'approver'), 422, 'not_waiting');
    refusal(await decide('reject', 'pb-2026-0421', 'approver', { reason: 'Tarkistus', to: 'firm' }), 422, 'not_waiting');
  });

  it('tells a checker whose step someone else took meanwhile that the invoice changed (409), not that they lack the approval’s permission', async () => {
    const claim = InvoiceResponse.parse(
      (
        await callService('POST', '/expense-claims', {
          bearer: await token('claimant'),
          body: { customer_id: 'cus_aurora', document_ids: [await receipt('kuitti-taksi')], date: todayInFinland(), amount_cents: 3100, vat_cents: 369, purpose: 'Taksi messuille', iban: 'FI5312345600013013' },
        })
      ).body,
    ).invoice;
    // Laura Hämäläinen (purchase_invoices only) opens the check; Pekka Korhonen takes it meanwhile
    const seenByLaura = await invoice(claim.id, 'bills');
    expect(seenByLaura.waiting_for_me).toBe(true);
    decided(await decide('approve', claim.id, 'approver'));
    refusal(await decide('approve', claim.id, 'bills', { revision: seenByLaura.circulation.revision }), 409, 'invoice_changed');
    refusal(await decide('reject', claim.id, 'bills', { revision: seenByLaura.circulation.revision, reason: 'Kuitti epäselvä.', to: 'previous_step' }), 409, 'invoice_changed');
    // read again, the approval is not hers to give
    refusal(await decide('approve', claim.id, 'bills'), 403, 'step_permission_required');
    expect((await invoice(claim.id)).circulation.state).toBe('waiting_for_approval');
  });

  it('answers 404 for an invoice of another company and for none at all', async () => {
    refusal(await decide('approve', 'bill:B-2026-031', 'approver', { revision: 'circ_any' }), 404, 'not_found');
    refusal(await decide('approve', 'no-such-invoice', 'approver', { revision: 'circ_any' }), 404, 'not_found');
  });
});

describe('four eyes', () => {
  it('refuses the person who made the purchase (409 four_eyes); a bill with no supplier account fails its last approval (422)', async () => {
    const kaffa = await invoice('pb-2026-0445', 'reviewer');
    expect(kaffa.purchased_by).toEqual({ name: 'Pekka Korhonen', email: 'approver@aurora.example' });
    expect(kaffa.circulation.next?.people.map((person) => person.email)).toEqual(['reviewer@aurora.example']);
    refusal(await decide('approve', 'pb-2026-0445', 'approver'), 409, 'four_eyes');
    refusal(await decide('approve', 'pb-2026-0445', 'reviewer'), 422, 'payee_account_missing');
    expect((await invoice('pb-2026-0445')).circulation.state).toBe('waiting_for_approval');
  });

  it('flags a duplicate before anyone approves it, and refuses the checker the approval of the same bill', async () => {
    const copy = await invoice('pb-2026-0431');
    expect(copy.circulation.duplicate_of).toBe('pb-2026-0412');
    refusal(await decide('approve', 'pb-2026-0431', 'approver'), 409, 'possible_duplicate');
    refusal(await decide('approve', 'pb-2026-0431', 'approver', { duplicate_checked: false }), 409, 'possible_duplicate');
    const checked = decided(await decide('approve', 'pb-2026-0431', 'approver', { duplicate_checked: true, comment: 'Ei maksettu aiemmin.' }));
    expect(checked.circulation.state).toBe('waiting_for_approval');
    expect(checked.circulation.steps[0]?.decided).toMatchObject({ decision: 'approved', email: 'approver@aurora.example', comment: 'Ei maksettu aiemmin.' });
    expect(checked.circulation.next?.people.map((person) => person.email)).toEqual(['reviewer@aurora.example']);

    // four eyes is answered before the duplicate: the checker learns they may not approve at all
    refusal(await decide('approve', 'pb-2026-0431', 'approver'), 409, 'four_eyes');
    refusal(await decide('approve', 'pb-2026-0431', 'reviewer'), 409, 'possible_duplicate');
    const approved = decided(await decide('approve', 'pb-2026-0431', 'reviewer', { duplicate_checked: true }));
    expect(approved.circulation.state).toBe('approved');
    expect(approved.payment).toMatchObject({ status: 'awaiting_release', paid_at: null });
  });
});

describe('from the check to the batch', () => {
  it('puts nothing in a batch before the last approval, and exactly one payment after it', async () => {
    const before = await invoice(' bill:0191 ', 'bills');
    expect(before.payment).toBeNull();
    expect(before.waiting_for_me).toBe(true);

    const checked = decided(await decide('approve', ' bill:0191 ', 'bills', { comment: 'Kone vastaanotettu.' }));
    expect(checked.circulation.state).toBe('waiting_for_approval');
    expect(checked.payment).toBeNull();
    expect(checked.circulation.revision).not.toBe(before.circulation.revision);
    // the revision the checker saw is stale now
    refusal(await decide('approve', ' bill:0191 ', 'approver', { revision: before.circulation.revision }), 409, 'invoice_changed');

    const approved = decided(await decide('approve', ' bill:0191 ', 'approver'));
    expect(approved.circulation.state).toBe('approved');
    expect(approved.circulation.next).toBeNull();
    expect(approved.circulation.history.map((event) => [event.event, event.step, event.email])).toEqual([
      ['submitted', null, 'staff@firm.example'],
      ['approved', 'check', 'bills@aurora.example'],
      ['approved', 'approve', 'approver@aurora.example'],
    ]);
    const payment = approved.payment;
    if (!payment) throw new Error('the approved bill is in no batch');
    expect(payment.status).toBe('awaiting_release');

    const batch = PaymentBatchResponse.parse(
      (await callService('GET', `/payments/${payment.batch_id}?customer_id=cus_aurora`, { bearer: await token('approver') })).body,
    ).batch;
    expect(batch).toMatchObject({ kind: 'purchase', due_date: approved.due_date });
    const ofBill = batch.payments.filter((row) => row.source?.kind === 'purchase_bill' && row.source.id === ' bill:0191 ');
    expect(ofBill).toHaveLength(1);
    expect(ofBill[0]).toMatchObject({ payee_name: 'Verkkokauppa.com Oyj', amount_cents: approved.total_cents });

    refusal(await decide('approve', ' bill:0191 ', 'approver'), 422, 'not_waiting');
  });
});

describe('returns and the way back', () => {
  it('a bill returned to the firm waits for it; the firm’s staff send it back to the check, every decision cleared and kept in the history', async () => {
    const returned = await invoice('bill:Elisa 10 2026');
    expect(returned.circulation.state).toBe('returned_to_firm');
    expect(returned.circulation.steps[1]?.decided).toMatchObject({ decision: 'returned', email: 'approver@aurora.example', comment: expect.stringContaining('Eräpäivä') });
    expect(returned.circulation.next).toBeNull();
    refusal(await decide('approve', 'bill:Elisa 10 2026', 'approver'), 422, 'not_waiting');

    // customers never send it back; staff read it like purchase bills, on the revision they saw
    expect((await decide('resubmit', 'bill:Elisa 10 2026', 'bills', { note: 'Korjattu' })).status).toBe(403);
    const staffView = await invoice('bill:Elisa 10 2026', 'staff');
    expect(staffView.waiting_for_me).toBe(false);
    refusal(await decide('resubmit', 'bill:Elisa 10 2026', 'staff', { revision: 'circ_stale', note: 'Korjattu' }), 409, 'invoice_changed');
    const resubmitted = decided(
      await decide('resubmit', 'bill:Elisa 10 2026', 'staff', { revision: staffView.circulation.revision, note: 'Tarkastettu laskun versio r3; eräpäivä oikein.' }),
    );
    expect(resubmitted.circulation.state).toBe('waiting_for_check');
    expect(resubmitted.circulation.steps.map((step) => step.decided)).toEqual([null, null]);
    expect(resubmitted.circulation.history.map((event) => event.event)).toEqual(['submitted', 'approved', 'returned', 'resubmitted']);
    refusal(await decide('resubmit', 'bill:Elisa 10 2026', 'staff', { revision: resubmitted.circulation.revision, note: 'Uudelleen' }), 422, 'not_returned');
  });

  it('the check has no previous step (422); the approval returns to the check with its reason, then to the firm', async () => {
    refusal(await decide('reject', 'bill:Elisa 10 2026', 'bills', { reason: 'Väärä', to: 'previous_step' }), 422, 'no_previous_step');
    expect((await decide('reject', 'bill:Elisa 10 2026', 'bills', { reason: '', to: 'firm' })).status).toBe(400);
    decided(await decide('approve', 'bill:Elisa 10 2026', 'bills'));

    const back = decided(await decide('reject', 'bill:Elisa 10 2026', 'approver', { reason: 'Kustannuspaikka puuttuu.', to: 'previous_step' }));
    expect(back.circulation.state).toBe('waiting_for_check');
    expect(back.circulation.steps.map((step) => step.decided)).toEqual([null, null]);
    expect(back.circulation.history.at(-1)).toMatchObject({ event: 'returned', step: 'approve', email: 'approver@aurora.example', comment: 'Kustannuspaikka puuttuu.' });

    decided(await decide('approve', 'bill:Elisa 10 2026', 'bills'));
    const toFirm = decided(await decide('reject', 'bill:Elisa 10 2026', 'approver', { reason: 'Laskulla väärä Y-tunnus.', to: 'firm' }));
    expect(toFirm.circulation.state).toBe('returned_to_firm');
    expect(toFirm.circulation.steps[1]?.decided).toMatchObject({ decision: 'returned', comment: 'Laskulla väärä Y-tunnus.' });
    expect(toFirm.payment).toBeNull();
  });
});
