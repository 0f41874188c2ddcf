import { describe, expect, it } from 'vitest';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { InvoiceRouting } from '../../../src/api/schemas/invoice-circulation.ts';
import { callService } from '../../testing/service-client.ts';
import { refusal, token, type Seat } from './test-fixtures.ts';
import { daysAfter } from './days.ts';

/**
 * GET and POST /invoices/routing (DESIGN.md "invoice circulation"): the company admin's rules of who checks and
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
    const today = todayInFinland();
    expect(seeded.absences).toEqual([{ email: 'reviewer@aurora.example', from: today, to: daysAfter(today, 7) }]);
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
