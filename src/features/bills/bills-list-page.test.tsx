// @vitest-environment jsdom
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/schemas/invoice-circulation.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { BillsListPage } from './bills-list-page.tsx';
import { companyDom, enter, memberOf } from '../../testing/dom-test-kit.tsx';
import { BILLS_NAMESPACE } from './messages.ts';

/**
 * The bills list (docs/decisions/0011): what waits for the person first, each with its amount, due date, days left (or
 * how late) and the step; then the company's whole circulation, narrowed by state, kind and text.
 */

type InvoiceJson = z.input<typeof Invoice>;

const approver = memberOf('approver@aurora.example', 'Pekka Korhonen', ['invoice_reviewer']);

/** A day `days` from today in the Finnish calendar. */
function dayFromToday(days: number): string {
  const today = todayInFinland();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function invoice(id: string, supplier: string, state: string, dueInDays: number, extra: Partial<InvoiceJson> = {}): InvoiceJson {
  return {
    id,
    kind: 'purchase_bill',
    number: id.toUpperCase(),
    supplier,
    issue_date: '2026-11-01',
    due_date: dayFromToday(dueInDays),
    total_cents: 12_345,
    vat_cents: 2_389,
    currency: 'EUR',
    review_state: 'accepted',
    purchased_by: null,
    waiting_for_me: false,
    circulation: {
      state,
      revision: 'r',
      steps: [],
      duplicate_of: null,
      next: state === 'waiting_for_approval' ? { step: 'approve', people: [] } : state === 'waiting_for_check' ? { step: 'check', people: [] } : null,
    },
    payment: null,
    ...extra,
  };
}

const late = invoice('b-1', 'Toimistotarvike Oy', 'waiting_for_approval', -3, { waiting_for_me: true, circulation: { state: 'waiting_for_approval', revision: 'r', steps: [], duplicate_of: 'b-9', next: { step: 'approve', people: [] } } });
const soon = invoice('b-2', 'LeasePlan Finland Oy', 'waiting_for_check', 5, { waiting_for_me: true });
const paid = invoice('b-3', 'Sähkö Oy', 'paid', 20);
const claim = invoice('c-1', 'Kaisa Mäkinen', 'waiting_for_check', 8, { kind: 'expense_claim', review_state: '' });

const dom = companyDom([BILLS_NAMESPACE]);

async function renderList() {
  await dom.render(<BillsListPage />, approver, (_method, _path, url) =>
    Response.json({ customer_id: 'cus_aurora', invoices: url.searchParams.get('waiting_for') === 'me' ? [late, soon] : [late, soon, claim, paid] }),
  );
}

const container = () => dom.container();
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const circulationRows = () => [...container().querySelectorAll('[data-circulation] tbody tr')];

describe('waiting for me', () => {
  it('comes first, each with supplier, number, amount, days left or how late, the step and the duplicate mark', async () => {
    await renderList();
    const sections = [...container().querySelectorAll('section')];
    expect(sections[0]?.hasAttribute('data-waiting-for-me')).toBe(true);
    const items = [...container().querySelectorAll('[data-waiting-for-me] li')].map(text);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('B-1 Toimistotarvike Oy');
    expect(items[0]).toContain('123,45 €');
    expect(items[0]).toContain('myöhässä 3 päivää');
    expect(items[0]).toContain('Odottaa: Hyväksyntä');
    expect(items[0]).toContain('Mahdollinen kaksoislasku');
    expect(items[1]).toContain('5 päivää jäljellä');
    expect(items[1]).toContain('Odottaa: Asiatarkastus');
    expect(container().querySelector('[data-waiting-for-me] a')?.getAttribute('href')).toBe('/cus_aurora/bills/b-1');
  });
});

describe('the whole circulation', () => {
  it('lists every invoice with its state and the firm’s review; a claim links to its own page', async () => {
    await renderList();
    expect(circulationRows()).toHaveLength(4);
    expect(text(container().querySelector('[data-circulation]'))).toContain('Maksettu');
    expect(container().querySelector('[data-circulation] a[href="/cus_aurora/bills/claims/c-1"]')).not.toBeNull();
  });

  it('narrows by state, by kind and by a text in the supplier or number, and says when nothing matches', async () => {
    await renderList();
    const [state, kind] = [...container().querySelectorAll<HTMLSelectElement>('[data-circulation] select')];
    await enter(state, 'waiting_for_check');
    expect(circulationRows().map((row) => text(row.querySelector('th')))).toEqual(['B-2 LeasePlan Finland Oy', 'Kulukorvaus C-1 Kaisa Mäkinen']);
    await enter(kind, 'expense_claim');
    expect(circulationRows()).toHaveLength(1);
    await enter(kind, '');
    await enter(state, '');
    await enter(container().querySelector<HTMLInputElement>('[data-circulation] input[type="search"]'), 'sähkö');
    expect(circulationRows().map((row) => text(row.querySelector('th')))).toEqual(['B-3 Sähkö Oy']);
    await enter(container().querySelector<HTMLInputElement>('[data-circulation] input[type="search"]'), 'ei ketään');
    expect(text(container().querySelector('[data-circulation]'))).toContain('Rajaukseen ei osu yhtään laskua.');
  });
});
