import { describe, expect, inject, it } from 'vitest';
import { CIRCULATION_STATES } from '../../../src/api/schemas/invoice-circulation.ts';
import { PaymentBatchResponse } from '../../../src/api/schemas/payments.ts';
import { finnishDay, seedClockOf } from '../../db/seed-clock.ts';
import { callService } from '../../testing/service-client.ts';
import { invoice, invoices, token } from '../../testing/invoice-fixtures.ts';

/**
 * GET /invoices and GET /invoices/{invoice_id} (docs/decisions/0011): the company's purchase bills
 * and expense claims in their circulation, earliest due date first, read by the purchase-invoice roles and the
 * firm's staff; another company's invoice is none (404). What this file asserts of single invoices is of the
 * seed's bills no test file changes.
 */

describe('GET /invoices', () => {
  it('lists the company’s invoices in every seeded state, earliest due date first, none of another company', async () => {
    const all = await invoices('bills');
    const dueDates = all.map((row) => row.due_date);
    expect(dueDates).toEqual([...dueDates].sort());
    const states = new Set(all.map((row) => row.circulation.state));
    // a cancelled payment is a person's act on a held one, not part of the seed: sandbox/api/payments/held-payments.test.ts
    for (const state of CIRCULATION_STATES.filter((each) => each !== 'unpaid_cancelled')) expect(states, state).toContain(state);
    expect(all.some((row) => row.id === 'bill:B-2026-031')).toBe(false);
    expect(new Set(all.map((row) => row.kind))).toEqual(new Set(['purchase_bill', 'expense_claim']));
  });

  it('keeps what the reader may decide now with waiting_for=me, and one state with state=', async () => {
    const mine = await invoices('approver', '&waiting_for=me');
    expect(mine.every((row) => row.waiting_for_me)).toBe(true);
    expect(mine.map((row) => row.id)).toEqual(expect.arrayContaining(['pb-2026-0412', 'pb-2026-0440', 'bill:2026-0388', 'pb-2026-0452']));
    // bought by Pekka Korhonen himself; routed above 1 000 € to Laura Hämäläinen's check
    expect(mine.map((row) => row.id)).not.toContain('pb-2026-0445');
    expect((await invoices('bills', '&waiting_for=me')).map((row) => row.id)).not.toContain('pb-2026-0412');

    const paid = await invoices('bills', '&state=paid');
    expect(paid.every((row) => row.circulation.state === 'paid')).toBe(true);
    expect(paid.find((row) => row.id === 'pb-2026-0421')?.payment).toMatchObject({ status: 'delivered', paid_at: expect.any(String) });
    expect(paid.map((row) => row.id)).toEqual(expect.arrayContaining(['pb-2024-0816', 'pb-2025-1187']));
    expect((await callService('GET', '/invoices?customer_id=cus_aurora&state=lost', { bearer: await token('bills') })).status).toBe(400);
  });

  it('lets the firm’s staff read every company’s circulation, never as theirs to decide', async () => {
    const staff = await invoices('staff');
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.some((row) => row.waiting_for_me)).toBe(false);
    const birch = await callService('GET', '/invoices?customer_id=cus_birch', { bearer: await token('staff') });
    expect(birch.status).toBe(200);
    expect((birch.body as { invoices: { id: string }[] }).invoices.map((row) => row.id)).toEqual(['bill:B-2026-031']);
  });

  it.each(['admin', 'operator', 'claimant'] as const)('refuses %s (403)', async (seat) => {
    expect((await callService('GET', '/invoices?customer_id=cus_aurora', { bearer: await token(seat) })).status).toBe(403);
  });
});

describe('GET /invoices/{invoice_id}', () => {
  it('answers a bill waiting for its approval with its deciders, revision and who acts next', async () => {
    const bill = await invoice('pb-2026-0412', 'reviewer');
    expect(bill).toMatchObject({ kind: 'purchase_bill', supplier: 'Lyreco Finland Oy', review_state: 'accepted', purchased_by: null, payment: null, claim: null });
    expect(bill.circulation.state).toBe('waiting_for_approval');
    expect(bill.circulation.steps.map((step) => [step.kind, step.acting, step.decided?.email ?? null])).toEqual([
      ['check', 'anyone', 'bills@aurora.example'],
      ['approve', 'anyone', null],
    ]);
    expect(bill.circulation.next?.people.map((person) => person.email).sort()).toEqual(['approver@aurora.example', 'reviewer@aurora.example']);
    expect(bill.waiting_for_me).toBe(true);
    expect(bill.circulation.revision).toMatch(/^circ_[0-9a-f]{32}$/);
    expect(bill.circulation.duplicate_of).toBeNull();
  });

  it('shows the approved bills of one due date in one batch, dated ahead of the seeding day and named after it', async () => {
    const seed = seedClockOf(inject('sandboxSeededOn'));
    const [puukeskus, fazer] = [await invoice('pb-2026-0448'), await invoice('pb-2026-0449')];
    expect(puukeskus.payment?.batch_id).toBeDefined();
    expect(puukeskus.payment?.batch_id).toBe(fazer.payment?.batch_id);
    expect(puukeskus.due_date).toBe(seed.dueDate('2026-12-01'));
    const answer = await callService('GET', `/payments/${encodeURIComponent(puukeskus.payment?.batch_id ?? '')}?customer_id=cus_aurora`, { bearer: await token('approver') });
    const { batch } = PaymentBatchResponse.parse(answer.body);
    expect(batch).toMatchObject({ kind: 'purchase', status: 'awaiting_release', due_date: seed.dueDate('2026-12-01'), label: `Ostolaskut ${finnishDay(seed.dueDate('2026-12-01'))}` });
    expect(batch.due_date > seed.today).toBe(true);
  });

  it('shows Kespro’s bill paid by a batch released and delivered before the seeding day', async () => {
    const seed = seedClockOf(inject('sandboxSeededOn'));
    const kespro = await invoice('pb-2026-0421');
    expect(kespro.payment).toMatchObject({ status: 'delivered' });
    expect(kespro.due_date < seed.today).toBe(true);
    const answer = await callService('GET', `/payments/${encodeURIComponent(kespro.payment?.batch_id ?? '')}?customer_id=cus_aurora`, { bearer: await token('approver') });
    const { batch } = PaymentBatchResponse.parse(answer.body);
    expect(batch).toMatchObject({ status: 'delivered', due_date: kespro.due_date, released: { email: 'admin@aurora.example' } });
    expect(Date.parse(batch.released?.at ?? '')).toBe(Date.parse(seed.instant('2026-11-19T10:00:00+02:00')));
  });

  it('answers 404 for another company’s invoice, and 403 for a company the person is not in', async () => {
    const other = await callService('GET', `/invoices/${encodeURIComponent('bill:B-2026-031')}?customer_id=cus_aurora`, { bearer: await token('bills') });
    expect(other.status).toBe(404);
    const birch = await callService('GET', `/invoices/${encodeURIComponent('bill:B-2026-031')}?customer_id=cus_birch`, { bearer: await token('bills') });
    expect(birch.status).toBe(403);
  });
});
