// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { z } from '../../api/zod.ts';
import type { Booking } from '../../api/schemas/books.ts';
import type { QuestionList } from '../../api/schemas/books-questions.ts';
import { anna, click, booksDom, personOf, sari, textOf } from '../../testing/books-dom-kit.tsx';

/**
 * One row's booking over a fake service that answers as the contract says (docs/decisions/0014): the whole entry with the
 * row marked and its debits and credits summed, the source linked where the person may open it, the original
 * fetched and shown only when asked for, the answers given about the row, and the answer form while its
 * question is open and the person may answer.
 */

const dom = booksDom();

const booking: z.input<typeof Booking> = {
  customer_id: 'cus_aurora',
  row_id: 'row 2/b',
  entry: {
    id: 'je_7',
    date: '2026-11-12',
    description: 'Lyreco toimistotarvikkeet',
    lines: [
      { row_id: 'row 1/a', account_code: '4000', account_name: 'Ostot', description: 'Toimistotarvikkeet', vat_code: '25.5', vat_cents: 2_550, debit_cents: 10_000, credit_cents: 0 },
      { row_id: 'row 2/b', account_code: '2871', account_name: 'Ostovelat', description: 'Lyreco', vat_code: null, vat_cents: null, debit_cents: 0, credit_cents: 12_550 },
      { row_id: 'row 3/c', account_code: '1763', account_name: 'Arvonlisäverosaamiset', description: 'ALV', vat_code: null, vat_cents: null, debit_cents: 2_550, credit_cents: 0 },
    ],
    source: { kind: 'purchase_bill', id: 'bill:2026-0412', label: 'Lasku 2026-0412 Lyreco' },
    original: { document_id: 'doc_7', filename: 'lyreco.png', content_type: 'image/png' },
    booked_at: '2026-11-13T08:00:00Z',
  },
  declarations: [],
};

const noQuestions: z.input<typeof QuestionList> = { customer_id: 'cus_aurora', questions: [] };

function service(_method: string, path: string) {
  if (path === '/lens/transactions/row 2/b') return Response.json(booking);
  if (path === '/books/questions') return Response.json(noQuestions);
  if (path === '/documents/doc_7/content') return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
  return Response.json({ error: 'row_not_found', detail: 'row_id: not the company’s' }, { status: 404 });
}

const address = `/cus_aurora/books/transactions/${encodeURIComponent('row 2/b')}`;

describe('a row’s booking', () => {
  it('shows the entry’s lines with the row marked and the totals equal', async () => {
    await dom.render(address, anna, service);
    const page = dom.container();
    expect(page.querySelector('h1')?.textContent).toBe('Kirjaus: Lyreco toimistotarvikkeet');
    const lines = [...page.querySelectorAll('tbody tr')].map((row) => textOf(row));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('4000 Ostot');
    expect(lines[0]).toContain('100,00 €');
    expect(lines[0]).toContain('25,5 %: 25,50 €');
    const marked = page.querySelector('tr[data-this-row="true"]');
    expect(textOf(marked ?? page)).toContain('Tämä rivi');
    expect(textOf(marked ?? page)).toContain('2871 Ostovelat');
    const totals = textOf(page.querySelector('tfoot') ?? page);
    expect(totals.match(/125,50 €/g)).toHaveLength(2);
    expect(textOf(page)).toContain('Debet ja kredit ovat yhtä suuret.');
  });

  it('names the source in words and links a purchase bill to its page for one who may use bills', async () => {
    await dom.render(address, personOf('approver@aurora.example', 'Pekka Korhonen', ['approver', 'invoice_reviewer']), service);
    const link = [...dom.container().querySelectorAll('a')].find((anchor) => anchor.textContent === 'Avaa ostolasku');
    expect(link?.getAttribute('href')).toBe(`/cus_aurora/bills/${encodeURIComponent('bill:2026-0412')}`);
    expect(textOf(dom.container())).toContain('Ostolasku: Lasku 2026-0412 Lyreco');
  });

  it('names the source without a link for one who may not use bills', async () => {
    await dom.render(address, anna, service);
    expect([...dom.container().querySelectorAll('a')].some((anchor) => anchor.textContent === 'Avaa ostolasku')).toBe(false);
  });

  it('fetches the original only when asked, and shows it', async () => {
    await dom.render(address, anna, service);
    expect(dom.requests.some((request) => request.includes('/documents/'))).toBe(false);
    const show = [...dom.container().querySelectorAll('button')].find((button) => button.textContent === 'Näytä tosite');
    await click(show);
    expect(dom.requests).toContain('GET /documents/doc_7/content');
    expect(dom.container().querySelector('img')?.getAttribute('alt')).toBe('Kirjauksen tosite lyreco.png');
    expect(textOf(dom.container())).toMatch(/Lataa tosite \(4 t/);
  });

  it('says in words that a row not of the company’s books was not found', async () => {
    await dom.render('/cus_aurora/books/transactions/row_x', anna, service);
    expect(dom.container().querySelector('h1')?.textContent).toBe('Kirjausta ei löytynyt');
    expect(textOf(dom.container())).toContain('Tätä riviä ei ole yrityksen kirjanpidossa.');
  });

  it('offers the firm’s staff no answer form, even for an open question', async () => {
    const withQuestion = (_method: string, path: string) =>
      path === '/books/questions'
        ? Response.json({
            customer_id: 'cus_aurora',
            questions: [
              {
                id: 'q1',
                state: 'open',
                asked_at: '2026-11-14T08:00:00Z',
                text: 'Mikä tämä maksu oli?',
                row: { row_id: 'row 2/b', date: '2026-11-12', amount_cents: -12_550, description: 'Lyreco', counterparty: 'Lyreco', account_code: '2871', account_name: 'Ostovelat' },
                similar: [],
                declarations: [],
              },
            ],
          })
        : service(_method, path);
    await dom.render(address, sari, withQuestion);
    expect(textOf(dom.container())).toContain('Mikä tämä maksu oli?');
    expect(dom.container().querySelector('form[data-declaration-form]')).toBeNull();
    await dom.render(address, anna, withQuestion);
    expect(dom.container().querySelector('form[data-declaration-form]')).not.toBeNull();
  });
});
