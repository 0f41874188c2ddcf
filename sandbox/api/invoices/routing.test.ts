import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { InvoiceResponse } from '../../../src/api/schemas/invoice-circulation.ts';
import { InvoiceRouting } from '../../../src/api/schemas/invoice-routing.ts';
import { callService } from '../../testing/service-client.ts';
import { decide, decided, invoice, receipt, refusal, token, type Seat } from '../../testing/invoice-fixtures.ts';

/**
 * GET and POST /invoices/routing (docs/decisions/0011): the company admin's rules of who checks and
 * approves which invoices, with backups and absences. A routing update is checked whole and changes nothing
 * when refused; the one this file makes writes back the seed's own routing, so other files route as seeded.
 */

async function routing(seat: Seat = 'admin', customerId = 'cus_aurora') {
  const answer = await callService('GET', `/invoices/routing?customer_id=${customerId}`, { bearer: await token(seat) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return InvoiceRouting.parse(answer.body);
}

const update = async (body: Record<string, unknown>, seat: Seat = 'admin') =>
  callService('POST', '/invoices/routing', { bearer: await token(seat), body: { customer_id: 'cus_aurora', ...body } });


const rule = (check: string, approve: string, extra: Record<string, unknown> = {}) => ({
  supplier: null,
  amount_above_cents: null,
  check: { assignee_email: check, backup_email: null },
  approve: { assignee_email: approve, backup_email: null },
  ...extra,
});

describe('GET /invoices/routing', () => {
  it('answers the seeded rules in order, and Mikko Salonen away from today for a week', async () => {
    const seeded = await routing();
    expect(seeded.rules.map((r) => [r.supplier, r.amount_above_cents, r.check.assignee_email, r.approve.assignee_email, r.approve.backup_email])).toEqual([
      ['LeasePlan Finland Oy', null, 'bills@aurora.example', 'reviewer@aurora.example', 'approver@aurora.example'],
      [null, 100000, 'bills@aurora.example', 'approver@aurora.example', 'reviewer@aurora.example'],
    ]);
    // from the day the sandbox was seeded: today, or yesterday when this file runs across midnight in Finland
    const today = todayInFinland();
    const seededOn = seeded.absences[0]?.from ?? '';
    expect([today, addDays(today, -1)]).toContain(seededOn);
    expect(seeded.absences).toEqual([{ email: 'reviewer@aurora.example', from: seededOn, to: addDays(seededOn, 7) }]);
    expect(seeded.updated).toMatchObject({ name: 'Anna Virtanen', email: 'admin@aurora.example' });
  });

  it('is read by the purchase-invoice roles and the firm’s staff as well', async () => {
    expect((await routing('bills')).rules).toHaveLength(2);
    expect((await routing('staff')).rules).toHaveLength(2);
    expect((await routing('staff', 'cus_birch')).rules).toEqual([]);
  });
});

describe('POST /invoices/routing', () => {
  it.each([
    ['a rule naming one person for both steps', { rules: [rule('approver@aurora.example', 'APPROVER@aurora.example')], absences: [] }, 'same_person'],
    ['an approver without invoice_reviewer', { rules: [rule('approver@aurora.example', 'bills@aurora.example')], absences: [] }, 'not_a_decider'],
    ['a checker without a purchase-invoice role', { rules: [rule('operator@aurora.example', 'approver@aurora.example')], absences: [] }, 'not_a_decider'],
    ['a backup who is no member', { rules: [rule('bills@aurora.example', 'approver@aurora.example', { approve: { assignee_email: 'approver@aurora.example', backup_email: 'someone@else.example' } })], absences: [] }, 'not_a_decider'],
    ['an absence ending before it starts', { rules: [], absences: [{ email: 'approver@aurora.example', from: '2026-12-10', to: '2026-12-01' }] }, 'absence_dates'],
  ])('refuses %s (422), changing nothing', async (_label, body, error) => {
    const before = await routing();
    refusal(await update(body), 422, error);
    expect(await routing()).toEqual(before);
  });

  it.each(['approver', 'bills', 'staff'] as const)('refuses %s: the routing is the company admin’s (403)', async (seat) => {
    expect((await update({ rules: [], absences: [] }, seat)).status).toBe(403);
  });

  it('replaces the whole routing and records who did it', async () => {
    const before = await routing();
    const answer = await update({
      rules: before.rules.map(({ supplier, amount_above_cents, check, approve }) => ({ supplier, amount_above_cents, check, approve })),
      absences: before.absences,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = InvoiceRouting.parse(answer.body);
    expect(after.rules).toEqual(before.rules);
    expect(after.absences).toEqual(before.absences);
    expect(after.updated).toMatchObject({ name: 'Anna Virtanen', email: 'admin@aurora.example' });
    expect(after.updated?.at).not.toBe(before.updated?.at);
  });
});

describe('routing what enters the circulation', () => {
  let seeded: InvoiceRouting | undefined;
  beforeAll(async () => {
    seeded = await routing();
  });
  // the seed's routing back, whatever the test left: the other files route as seeded
  afterEach(async () => {
    const before = seeded;
    if (!before) return;
    const answer = await update({
      rules: before.rules.map(({ supplier, amount_above_cents, check, approve }) => ({ supplier, amount_above_cents, check, approve })),
      absences: before.absences,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('routes a new invoice by the first rule that fits; while its assignee is away the backup decides, and invoices already in circulation keep theirs', async () => {
    const lyrecoBefore = await invoice('pb-2026-0412');
    const before = seeded;
    if (!before) throw new Error('the seeded routing was not read');
    const today = todayInFinland();
    const answer = await update({
      rules: [
        {
          supplier: '  kaisa MÄKINEN ',
          amount_above_cents: 500,
          check: { assignee_email: 'bills@aurora.example', backup_email: 'reviewer@aurora.example' },
          approve: { assignee_email: 'approver@aurora.example', backup_email: null },
        },
        ...before.rules.map(({ supplier, amount_above_cents, check, approve }) => ({ supplier, amount_above_cents, check, approve })),
      ],
      absences: [...before.absences, { email: 'bills@aurora.example', from: today, to: today }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const filed = await callService('POST', '/expense-claims', {
      bearer: await token('claimant'),
      body: { customer_id: 'cus_aurora', document_ids: [await receipt('kuitti-reititys')], date: today, amount_cents: 501, vat_cents: 0, purpose: 'Reititetty kulukorvaus', iban: 'FI5312345600013013' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const claim = InvoiceResponse.parse(filed.body).invoice;
    expect(claim.circulation.steps[0]).toMatchObject({ assignee: { email: 'bills@aurora.example' }, backup: { email: 'reviewer@aurora.example' }, acting: 'backup' });
    expect(claim.circulation.next?.people).toEqual([{ name: 'Mikko Salonen', email: 'reviewer@aurora.example' }]);

    refusal(await decide('approve', claim.id, 'bills'), 403, 'not_your_step');
    refusal(await decide('approve', claim.id, 'approver'), 403, 'not_your_step');
    const checked = decided(await decide('approve', claim.id, 'reviewer'));
    expect(checked.circulation.steps[0]?.decided?.email).toBe('reviewer@aurora.example');
    expect(checked.circulation.steps[1]).toMatchObject({ assignee: { email: 'approver@aurora.example' }, acting: 'assignee' });

    expect((await invoice('pb-2026-0412')).circulation.steps).toEqual(lyrecoBefore.circulation.steps);
  });
});
