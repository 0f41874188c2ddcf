// @vitest-environment jsdom
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { readerOf } from '../../api/reading.ts';
import { Invoice } from '../../api/schemas/invoice-circulation.ts';
import { ClarificationSection } from './clarification-section.tsx';
import { billsDom, click, enter, memberOf, openText } from './dom-test-kit.tsx';

/**
 * A bill waiting for a clarification (issue 28: "lisää selvitys alkuperäisen liitteeksi"): the firm's request,
 * the company's answer sent as a note (and documents), a refusal said in words with what was typed kept, and
 * the answers given listed with who gave them and when.
 */

type InvoiceJson = z.input<typeof Invoice>;

const savoy: InvoiceJson = {
  id: 'bill:Savoy #77?50%',
  kind: 'purchase_bill',
  number: '77',
  supplier: 'Royal Ravintolat Oy',
  issue_date: '2026-11-12',
  due_date: '2026-12-12',
  total_cents: 48_000,
  vat_cents: 6_000,
  currency: 'EUR',
  review_state: 'needs_clarification',
  purchased_by: null,
  waiting_for_me: false,
  circulation: { state: 'awaiting_clarification', revision: 'r1', steps: [], duplicate_of: null, next: null },
  payment: null,
  clarification: { requested: 'Liitä osallistujaluettelo edustustilaisuudesta.', answers: [] },
};

const dom = billsDom();
let answer: () => Response;

beforeEach(() => {
  answer = () =>
    Response.json(
      {
        customer_id: 'cus_aurora',
        invoice: {
          ...savoy,
          circulation: { ...savoy.circulation, state: 'returned_to_firm' },
          clarification: {
            ...savoy.clarification,
            answers: [{ id: 'ans_1', note: 'Osallistujat liitteenä.', document_ids: [], name: 'Laura Hämäläinen', email: 'bills@aurora.example', at: '2026-11-27T10:00:00.000Z' }],
          },
        },
      },
      { status: 201 },
    );
});

async function renderWith(invoice: InvoiceJson) {
  await dom.render(<ClarificationSection invoice={readerOf(Invoice).parse(invoice)} />, memberOf('bills@aurora.example', 'Laura Hämäläinen', ['purchase_invoices']), (method) =>
    method === 'POST' ? answer() : Response.json({}, { status: 404 }),
  );
}

const note = () => dom.container().querySelector('textarea');
const send = () => [...dom.container().querySelectorAll('button')].find((button) => button.textContent === 'Lähetä selvitys');

describe('answering the firm’s request for a clarification', () => {
  it('shows the request, asks for a note before sending, and sends the note to the bill’s clarifications', async () => {
    await renderWith(savoy);
    expect(openText(dom.container())).toContain('Liitä osallistujaluettelo edustustilaisuudesta.');
    await click(send());
    expect(dom.requests).toEqual([]);
    expect(openText(dom.container())).toContain('Kirjoita selvitys.');
    await enter(note(), ' Osallistujat liitteenä. ');
    await click(send());
    expect(dom.requests).toEqual(['POST /purchase-bills/bill:Savoy #77?50%/clarifications {"note":"Osallistujat liitteenä.","document_ids":[],"customer_id":"cus_aurora"}']);
    expect(openText(dom.container())).toContain('Selvitys lähetetty. Lasku palaa tilitoimiston tarkastukseen.');
  });

  it('a refusal is said in words, and what was typed stays to send again', async () => {
    answer = () => Response.json({ error: 'no_clarification_requested', detail: 'The bill waits for no clarification.' }, { status: 409 });
    await renderWith(savoy);
    await enter(note(), 'Osallistujat liitteenä.');
    await click(send());
    expect(openText(dom.container())).toContain('Lasku ei enää odota selvitystä.');
    expect(note()?.value).toBe('Osallistujat liitteenä.');
  });

  it('lists the answers given, with who and when, and offers no form once the bill waits for none', async () => {
    const answered: InvoiceJson = {
      ...savoy,
      circulation: { ...savoy.circulation, state: 'returned_to_firm' },
      clarification: {
        requested: 'Liitä osallistujaluettelo.',
        answers: [{ id: 'ans_1', note: 'Osallistujat liitteenä.', document_ids: ['doc_1'], name: 'Laura Hämäläinen', email: 'bills@aurora.example', at: '2026-11-27T10:00:00.000Z' }],
      },
    };
    await renderWith(answered);
    const said = openText(dom.container());
    expect(said).toContain('Laura Hämäläinen, 27.11.2026');
    expect(said).toContain('Osallistujat liitteenä.');
    expect(said).toContain('1 liite');
    expect(note()).toBeNull();
  });
});
