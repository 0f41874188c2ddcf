// @vitest-environment jsdom
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { readerOf } from '../../api/reading.ts';
import { Invoice } from '../../api/schemas/invoice-circulation.ts';
import { ClarificationSection } from './clarification-section.tsx';
import { choose, companyDom, click, enter, memberOf, openText } from '../../testing/dom-test-kit.tsx';
import { BILLS_NAMESPACE } from './messages.ts';

/**
 * A bill waiting for a clarification (docs/decisions/0011: "lisää selvitys alkuperäisen liitteeksi"): the firm's request,
 * the company's answer sent as a note and files (uploaded to Documents first, then named in the answer), a
 * refusal said in words with what was typed kept (an upload's under the files' field), and the answers given
 * listed with who gave them, when, and the documents they attached.
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

const dom = companyDom([BILLS_NAMESPACE]);
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

/** The company's documents as the fake service lists them. */
let documents: unknown[];

beforeEach(() => {
  documents = [];
});

async function renderWith(invoice: InvoiceJson) {
  await dom.render(<ClarificationSection invoice={readerOf(Invoice).parse(invoice)} />, memberOf('bills@aurora.example', 'Laura Hämäläinen', ['purchase_invoices']), (method, path) => {
    if (method === 'POST') return answer();
    if (path === '/documents') return Response.json({ customer_id: 'cus_aurora', documents });
    return Response.json({}, { status: 404 });
  });
}

const storedDocument = (id: string, filename: string) => ({
  id,
  filename,
  content_type: 'application/pdf',
  size_bytes: 4,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2026-11-27T10:00:00Z',
  state: 'queued',
  duplicate_of: null,
  belongs_to: { kind: 'other' },
});
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const filesInput = () => dom.container().querySelector('#bills-clarification-files');

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
    // the answer said, and the focus on it: the form goes once the bill is back with the firm
    expect(document.activeElement?.textContent).toBe('Selvitys lähetetty. Lasku palaa tilitoimiston tarkastukseen.');
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

  it('sends the chosen files to Documents first, then the answer naming the documents they became', async () => {
    dom.answerUploads((file) => ({ status: 201, body: { customer_id: 'cus_aurora', documents: [storedDocument('doc_matkalasku', file.name)] } }));
    await renderWith(savoy);
    await enter(note(), 'Matkalasku liitteenä.');
    await choose(filesInput(), pdf('matkalasku.pdf'));
    expect(openText(dom.container())).toContain('1 tiedosto valittu');
    await click(send());
    expect(dom.uploaded).toEqual(['matkalasku.pdf']);
    expect(dom.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /purchase-bills/bill:Savoy #77?50%/clarifications {"note":"Matkalasku liitteenä.","document_ids":["doc_matkalasku"],"customer_id":"cus_aurora"}',
    ]);
    expect(openText(dom.container())).toContain('Selvitys lähetetty.');
  });

  it('an upload refused is said under the files’ field, nothing is answered, and the note stays as typed', async () => {
    dom.answerUploads(() => ({ status: 415, body: { error: 'unsupported_media_type', detail: 'The file is not a photo or a PDF.' } }));
    await renderWith(savoy);
    await enter(note(), 'Matkalasku liitteenä.');
    await choose(filesInput(), pdf('matkalasku.exe'));
    await click(send());
    expect(dom.uploaded).toEqual(['matkalasku.exe']);
    expect(dom.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(dom.container().querySelector('#bills-clarification-files-error')?.textContent).toBe(
      'Liitteitä ei saatu tallennettua, joten selvitystä ei lähetetty. Kirjoittamasi teksti ja valitsemasi tiedostot ovat tallessa.',
    );
    expect(filesInput()?.getAttribute('aria-describedby')).toContain('bills-clarification-files-error');
    expect(document.activeElement).toBe(filesInput());
    expect(note()?.value).toBe('Matkalasku liitteenä.');
    // what the service said stays behind the technical details
    expect(dom.container().querySelector('details')?.textContent).toContain('The file is not a photo or a PDF.');
  });

  it('names the documents an answer attached by the names they were sent with', async () => {
    documents = [storedDocument('doc_1', 'osallistujat.pdf')];
    await renderWith({
      ...savoy,
      circulation: { ...savoy.circulation, state: 'returned_to_firm' },
      clarification: {
        requested: 'Liitä osallistujaluettelo.',
        answers: [{ id: 'ans_1', note: 'Osallistujat liitteenä.', document_ids: ['doc_1'], name: 'Laura Hämäläinen', email: 'bills@aurora.example', at: '2026-11-27T10:00:00.000Z' }],
      },
    });
    const attached = dom.container().querySelector('ul[aria-label="Liitteet"]');
    expect(attached?.textContent).toBe('osallistujat.pdf');
  });
});
