// @vitest-environment jsdom
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/schemas/invoice-circulation.ts';
import { companyDom, click, memberOf, openText as openTextOf } from '../../testing/dom-test-kit.tsx';
import { BILLS_NAMESPACE } from './messages.ts';
import { InvoiceCirculation } from './invoice-circulation.tsx';

/**
 * An expense claim whose receipt is claimed twice (docs/decisions/0002-expense-claim-limits.md) is shown to its
 * checker as a bill's possible duplicate is — the same mark, warning and required check in the approval, the
 * service's `duplicate_checked` sent — in a claim's words; a claim with a receipt twice in it has no other
 * claim to open.
 */

type InvoiceJson = z.input<typeof Invoice>;

const laura = { name: 'Laura Hämäläinen', email: 'bills@aurora.example' };
const kaisa = { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' };

const waitingForCheck: InvoiceJson = {
  id: 'claim_9',
  kind: 'expense_claim',
  number: 'KL-9',
  supplier: kaisa.name,
  issue_date: '2026-11-24',
  due_date: '2026-12-08',
  total_cents: 3890,
  vat_cents: 463,
  currency: 'EUR',
  review_state: '',
  purchased_by: kaisa,
  waiting_for_me: true,
  circulation: {
    state: 'waiting_for_check',
    revision: 'rev-1',
    steps: [
      { kind: 'check', assignee: null, backup: null, acting: 'anyone', decided: null },
      { kind: 'approve', assignee: null, backup: null, acting: 'anyone', decided: null },
    ],
    duplicate_of: 'claim_3',
    next: { step: 'check', people: [laura] },
    history: [{ event: 'submitted', step: null, ...kaisa, at: '2026-11-24T08:00:00.000Z', comment: 'Taksi taas' }],
  },
  payment: null,
  clarification: null,
  claim: { claimant: kaisa, date: '2026-11-18', purpose: 'Taksi taas', document_ids: ['file_aurora_001'], iban_masked: 'FI53 **** 3013' },
};

const dom = companyDom([BILLS_NAMESPACE]);
let invoice: InvoiceJson;

beforeEach(() => {
  invoice = structuredClone(waitingForCheck);
});

async function render() {
  await dom.render(<InvoiceCirculation invoiceId={invoice.id} linesTotalCents={null} />, memberOf(laura.email, laura.name, ['purchase_invoices']), (method, path) => {
    const base = `/invoices/${invoice.id}`;
    if (method === 'POST' && path === `${base}/approve`) {
      invoice = { ...invoice, waiting_for_me: false, circulation: { ...invoice.circulation, state: 'waiting_for_approval', revision: 'rev-2', next: null } };
      return Response.json({ customer_id: 'cus_aurora', invoice });
    }
    if (path === base) return Response.json({ customer_id: 'cus_aurora', invoice });
    return Response.json({ error: 'not_found', detail: path }, { status: 404 });
  });
}

const container = () => dom.container();
const openText = (within: Element | null = container()) => openTextOf(within ?? container());
const buttonNamed = (text: string) => [...container().querySelectorAll('button')].find((button) => button.textContent === text);
const dialog = () => container().querySelector('dialog');
const confirmButton = () => dialog()?.querySelectorAll('.actions button')[1];
const decisions = () => dom.requests.filter((request) => request.startsWith('POST '));

describe('a claim whose receipt is claimed twice', () => {
  it('is marked and warned of as a bill’s duplicate, with the other claim to open, and approved only once checked not to be paid twice', async () => {
    await render();
    expect(openText()).toContain('Mahdollinen kaksoiskorvaus');
    expect(openText()).toContain('Sama kuitti on myös toisessa kulukorvauksessa. Tarkista, ettei samaa ostosta korvata kahdesti.');
    expect([...container().querySelectorAll('a')].find((link) => link.textContent === 'Avaa toinen kulukorvaus')?.getAttribute('href')).toBe('/cus_aurora/bills/claims/claim_3');

    await click(buttonNamed('Hyväksy asiatarkastus'));
    const box = dialog()?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.closest('label')?.textContent).toContain('Olen tarkistanut, ettei kulukorvausta makseta kahdesti');
    expect(dialog()?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/bills/claims/claim_3');
    await click(confirmButton());
    expect(decisions()).toEqual([]);
    expect(openText(dialog())).toContain('Tarkista kuitit ja rastita ruutu ennen hyväksyntää.');
    await click(box);
    await click(confirmButton());
    expect(JSON.parse((decisions()[0] ?? '').replace(/^POST \S+ /, ''))).toMatchObject({ revision: 'rev-1', duplicate_checked: true });
  });

  it('with a receipt twice in it, says so and offers no other claim to open', async () => {
    invoice = { ...invoice, circulation: { ...invoice.circulation, duplicate_of: 'claim_9' } };
    await render();
    expect(openText()).toContain('Sama kuitti on liitetty tähän kulukorvaukseen kahdesti.');
    expect([...container().querySelectorAll('a')].some((link) => link.getAttribute('href')?.endsWith('/claims/claim_9'))).toBe(false);
    await click(buttonNamed('Hyväksy asiatarkastus'));
    expect(dialog()?.querySelector('input[type="checkbox"]')?.closest('label')?.textContent).toContain('Olen tarkistanut, ettei kulukorvausta makseta kahdesti');
    expect(dialog()?.querySelector('a')).toBeNull();
  });
});
