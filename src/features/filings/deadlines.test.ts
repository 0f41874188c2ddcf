import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../../api/reading.ts';
import { filingExample } from '../../api/schemas/filing-example.ts';
import { daysUntil, figureChanges, groupDeadlines, mayDecide, payableOf, periodParts, type ReadFiling } from './deadlines.ts';

/** How the deadlines are read: the rules of the page's order, its words' parts and who decides. */

const filing = (id: string, state: string, due: string, periodTo = due): ReadFiling => filingExample({ id, state, due_date: due, period_to: periodTo });

describe('the deadlines in order', () => {
  it('puts what waits for the company apart, the rest still to file by due date, the filed newest first', () => {
    const broken = new UnreadableItem({ id: 'x' }, 'state: missing');
    const groups = groupDeadlines([
      filing('filed-old', 'filed', '2026-10-12', '2026-08-31'),
      filing('next', 'upcoming', '2027-01-12'),
      broken,
      filing('review', 'awaiting_review', '2026-12-14'),
      filing('late', 'late', '2026-11-20'),
      filing('filed-new', 'filed', '2026-11-12', '2026-09-30'),
      filing('odd', 'being_checked', '2026-12-01'),
    ]);
    expect(groups.awaiting.map((each) => each.id)).toEqual(['review']);
    // a state the portal does not know is never taken as done; what could not be read stays in the list
    expect(groups.coming.map((each) => (each instanceof UnreadableItem ? 'unreadable' : each.id))).toEqual(['late', 'odd', 'next', 'unreadable']);
    expect(groups.filed.map((each) => each.id)).toEqual(['filed-new', 'filed-old']);
  });

  it('counts the days left in calendar days, 0 on the day and negative once late, across a year’s end', () => {
    expect(daysUntil('2026-12-14', '2026-11-27')).toBe(17);
    expect(daysUntil('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysUntil('2026-11-24', '2026-11-27')).toBe(-3);
    expect(daysUntil('2027-01-12', '2026-12-31')).toBe(12);
  });
});

describe('periods', () => {
  it('reads a month, a quarter, a year and a payday; anything else as it came', () => {
    expect(periodParts('2026-10')).toEqual({ kind: 'month', year: '2026', month: 10 });
    expect(periodParts('2026-Q3')).toEqual({ kind: 'quarter', year: '2026', quarter: 3 });
    expect(periodParts('2025')).toEqual({ kind: 'year', year: '2025' });
    expect(periodParts('2026-11-20')).toEqual({ kind: 'payday', date: '2026-11-20' });
    expect(periodParts('2026-H1')).toEqual({ kind: 'other', text: '2026-H1' });
  });
});

describe('figures', () => {
  const figure = (key: string, amount: number) => ({ key, label: key, amount_cents: amount });

  it('names the amount payable: the VAT return’s tax_payable first', () => {
    expect(payableOf([figure('sales_25_5', 100), figure('tax_payable', 24)])?.amount_cents).toBe(24);
    expect(payableOf([figure('contributions_payable', 7)])?.amount_cents).toBe(7);
    expect(payableOf([figure('sales_25_5', 100)])).toBeUndefined();
  });

  it('says which figures changed, appeared or went since they were seen', () => {
    expect(
      figureChanges([figure('a', 1), figure('b', 2), figure('gone', 3)], [figure('a', 1), figure('b', 5), figure('new', 9)]),
    ).toEqual([
      { key: 'b', label: 'b', seen: 2, now: 5 },
      { key: 'new', label: 'new', seen: null, now: 9 },
      { key: 'gone', label: 'gone', seen: 3, now: null },
    ]);
  });
});

describe('who decides', () => {
  it('is a signed-in admin or approver of the company; an operator, the firm’s staff and an API key read', () => {
    expect(mayDecide({ roles: ['admin'], staff: false }, 'interactive')).toBe(true);
    expect(mayDecide({ roles: ['approver'], staff: false }, 'interactive')).toBe(true);
    expect(mayDecide({ roles: ['operator'], staff: false }, 'interactive')).toBe(false);
    expect(mayDecide({ roles: [], staff: true }, 'interactive')).toBe(false);
    expect(mayDecide({ roles: ['admin'], staff: false }, 'api_key')).toBe(false);
  });
});
