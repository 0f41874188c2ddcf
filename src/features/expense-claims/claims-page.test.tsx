// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import type { z } from 'zod';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/schemas/invoice-circulation.ts';
import type { CurrentCompany } from '../../portal/current-company.tsx';
import { choose, companyDom, settle } from '../../testing/dom-test-kit.tsx';
import { CLAIMS_NAMESPACE } from './messages.ts';

/**
 * The claims area as a claimant uses it, in a DOM, over the real service client and a fake network (docs/decisions/0012): receipts go to Documents as they are picked, each with its progress and its refusal; the
 * form says what is wrong at each field, works the VAT out from a rate, keeps what was typed when the service
 * refuses, and files the claim; the person's claims say where each stands in plain words.
 */

type ClaimJson = z.input<typeof Invoice>;

const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['claimant' as const], unknownRoles: [] };
const claimant: CurrentCompany = {
  company,
  staff: false,
  me: {
    principal: { kind: 'interactive', subject: 'person_c', email: 'claimant@aurora.example', name: 'Kaisa Mäkinen', staff: false },
    companies: [company],
    unreadableCompanies: [],
  },
};
const checker = { name: 'Laura Hämäläinen', email: 'bills@aurora.example' };

const claimOf = (id: string, state: string, over: Partial<ClaimJson> = {}, history: unknown[] = []): ClaimJson => ({
  id,
  kind: 'expense_claim',
  number: `KK-${id}`,
  supplier: 'Kaisa Mäkinen',
  issue_date: '2026-11-20',
  due_date: '2026-11-30',
  total_cents: 2390,
  vat_cents: 486,
  currency: 'EUR',
  review_state: '',
  purchased_by: { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' },
  waiting_for_me: false,
  circulation: { state, revision: 'r1', steps: [], duplicate_of: null, next: null, history: history as never[] },
  payment: null,
  claim: { claimant: { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' }, date: '2026-11-20', purpose: `Ostos ${id}`, document_ids: ['doc_r'], iban_masked: 'FI21 **** 0785' },
  ...over,
});

const storedDocument = (id: string, filename: string) => ({
  customer_id: 'cus_aurora',
  documents: [{ id, filename, content_type: 'image/jpeg', size_bytes: 4, sha256: 'ab'.repeat(32), uploaded_at: '2026-11-25T10:00:00Z', state: 'queued', duplicate_of: null, belongs_to: { kind: 'other' } }],
});

const dom = companyDom([CLAIMS_NAMESPACE]);
const container = () => dom.container();
let ClaimsArea: ComponentType;
let claims: ClaimJson[];
let createAnswer: (body: Record<string, unknown>) => Response;
let posts: string[];
let threads: unknown[] | undefined;

beforeAll(async () => {
  ClaimsArea = (await import('./claims-page.tsx')).default;
});

beforeEach(() => {
  claims = [];
  posts = [];
  threads = undefined;
  dom.answerUploads((file) => ({ status: 201, body: storedDocument(`doc_${file.name}`, file.name) }));
  createAnswer = (body) => {
    const filed = claimOf('new', 'waiting_for_check', { total_cents: Number(body.amount_cents), vat_cents: Number(body.vat_cents) });
    claims = [filed, ...claims];
    return Response.json({ customer_id: 'cus_aurora', invoice: filed }, { status: 201 });
  };
});

async function renderArea() {
  await dom.render(
    <ClaimsArea />,
    claimant,
    (method, _path, url, body) => {
      if (method === 'POST' && url.pathname === '/portal/expense-claims') {
        posts.push(String(body));
        return createAnswer(JSON.parse(String(body)) as Record<string, unknown>);
      }
      if (url.pathname === '/portal/expense-claims') return Response.json({ customer_id: 'cus_aurora', claims });
      if (url.pathname === '/portal/documents') return Response.json({ customer_id: 'cus_aurora', documents: [] });
      if (url.pathname === '/portal/messages/threads' && threads !== undefined) return Response.json({ customer_id: 'cus_aurora', threads });
      return Response.json({ error: 'not_found', detail: url.pathname }, { status: 404 });
    },
    { at: '/cus_aurora/expense-claims', route: '/cus_aurora/expense-claims/*' },
  );
}

const field = (id: string) => {
  const element = container().querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
  if (!element) throw new Error(`no field ${id}`);
  return element;
};
const errorOf = (id: string) => container().querySelector(`#${id}-error`)?.textContent ?? null;

async function type(id: string, value: string) {
  const element = field(id);
  await act(async () => {
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const pick = (...files: File[]) => choose(container().querySelector('[data-testid="claim-photo"]'), ...files);

async function submit() {
  const button = [...container().querySelectorAll('button')].find((candidate) => candidate.type === 'submit');
  await act(async () => {
    button?.click();
  });
  await settle();
}

const receipt = (name: string) => new File(['\xff\xd8\xff'], name, { type: 'image/jpeg' });

async function fillTheRest() {
  await type('claim-amount', '23,90');
  await type('claim-purpose', 'Asiakaslounas');
  await type('claim-iban', 'FI21 1234 5600 0007 85');
}

describe('filing a claim from a receipt photo', () => {
  it('takes a photo or a PDF, several at once, with the phone’s camera offered, and numeric keyboards for money', async () => {
    await renderArea();
    const photo = container().querySelector('[data-testid="claim-photo"]');
    expect(photo?.getAttribute('accept')).toBe('image/*,application/pdf');
    expect(photo?.hasAttribute('capture')).toBe(true);
    expect(photo?.hasAttribute('multiple')).toBe(true);
    expect(field('claim-amount').getAttribute('inputmode')).toBe('decimal');
    expect(field('claim-vat').getAttribute('inputmode')).toBe('decimal');
    expect(field('claim-date').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says what is missing at each field, the receipts first, and sends nothing', async () => {
    await renderArea();
    await submit();
    expect(errorOf('claim-receipts')).toBe('Lisää vähintään yksi kuitti.');
    expect(errorOf('claim-amount')).toBe('Kirjoita summa.');
    expect(errorOf('claim-purpose')).toBe('Kerro lyhyesti, mihin ostos liittyi.');
    expect(errorOf('claim-iban')).toBe('Kirjoita tilinumerosi.');
    expect(document.activeElement?.textContent).toBe('Ota kuva kuitista');
    expect(posts).toEqual([]);
  });

  it('works the VAT out from the amount and the rate chosen, and lets it be corrected', async () => {
    await renderArea();
    await type('claim-amount', '23,90');
    expect(field('claim-vat').value).toBe('4,86');
    await type('claim-vat-rate', '1400');
    expect(field('claim-vat').value).toBe('2,94');
    await type('claim-vat', '2,90');
    expect(field('claim-vat').value).toBe('2,90');
  });

  it('sends each receipt to Documents as it is picked, then files the claim with them; the claim shows in the list', async () => {
    await renderArea();
    await pick(receipt('kuitti.jpg'), receipt('toinen.jpg'));
    expect(dom.uploaded).toEqual(['kuitti.jpg', 'toinen.jpg']);
    expect([...container().querySelectorAll('[data-receipt-state]')].map((row) => row.getAttribute('data-receipt-state'))).toEqual(['stored', 'stored']);
    await fillTheRest();
    await submit();
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      {
        document_ids: ['doc_kuitti.jpg', 'doc_toinen.jpg'],
        date: field('claim-date').value,
        amount_cents: 2390,
        vat_cents: 486,
        purpose: 'Asiakaslounas',
        iban: 'FI2112345600000785',
        customer_id: 'cus_aurora',
      },
    ]);
    expect(document.activeElement?.getAttribute('data-claim-filed')).toBe('');
    expect(container().querySelector('[data-claim-id="new"]')?.textContent).toContain('Odottaa tarkistusta');
    // emptied for the next claim, the person's own IBAN kept
    expect(field('claim-amount').value).toBe('');
    expect(field('claim-iban').value).toBe('FI21 1234 5600 0007 85');
  });

  it('says a refused receipt by its name, before sending (not a photo or PDF) and as the service refused it, and leaves the others', async () => {
    dom.answerUploads((file) =>
      file.name === 'outo.jpg'
        ? { status: 415, body: { error: 'name_does_not_match_content', detail: '"outo.jpg" ends in jpg but its content is application/pdf' } }
        : { status: 201, body: storedDocument(`doc_${file.name}`, file.name) },
    );
    await renderArea();
    await pick(new File(['x'], 'muistio.txt', { type: 'text/plain' }), receipt('outo.jpg'), receipt('hyva.jpg'));
    expect(dom.uploaded).toEqual(['outo.jpg', 'hyva.jpg']);
    const said = container().querySelector('fieldset')?.textContent ?? '';
    expect(said).toContain('muistio.txt: tiedosto ei ole kuva eikä PDF.');
    expect(said).toContain('outo.jpg: tiedoston nimen pääte ei vastaa sen sisältöä.');
    expect(container().querySelectorAll('[data-receipt-state="stored"]')).toHaveLength(1);
  });

  it('says a refusal of the service at its field and keeps everything typed (422 vat_exceeds_amount, date_in_future)', async () => {
    createAnswer = () => Response.json({ error: 'vat_exceeds_amount', detail: 'vat_cents: more than amount_cents' }, { status: 422 });
    await renderArea();
    await pick(receipt('kuitti.jpg'));
    await fillTheRest();
    await submit();
    expect(errorOf('claim-vat')).toBe('Arvonlisävero ei voi olla suurempi kuin summa.');
    expect(field('claim-amount').value).toBe('23,90');
    expect(field('claim-purpose').value).toBe('Asiakaslounas');
    expect(field('claim-iban').value).toBe('FI21 1234 5600 0007 85');
    expect(container().querySelectorAll('[data-receipt-state="stored"]')).toHaveLength(1);

    createAnswer = () => Response.json({ error: 'date_in_future', detail: 'date: after today' }, { status: 422 });
    await submit();
    expect(errorOf('claim-date')).toBe('Ostopäivä ei voi olla tulevaisuudessa.');
  });
});

describe('a claim’s limits (docs/decisions/0002-expense-claim-limits.md)', () => {
  const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

  it('refuses an amount over 100 000,00 € at its field before sending, keeping everything typed', async () => {
    await renderArea();
    await pick(receipt('kuitti.jpg'));
    await fillTheRest();
    await type('claim-amount', '100 000,01');
    await type('claim-vat', '0');
    await submit();
    expect(plain(errorOf('claim-amount'))).toBe('Yhden kulukorvauksen summa voi olla enintään 100 000,00 €. Jaa suurempi summa useammaksi kulukorvaukseksi kuittien mukaan.');
    expect(field('claim-amount').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('claim-amount'));
    expect(posts).toEqual([]);
    expect(field('claim-amount').value).toBe('100 000,01');
    expect(field('claim-purpose').value).toBe('Asiakaslounas');
  });

  it('says each field the service refused at the field, a day before the previous financial year with the earliest day it takes', async () => {
    createAnswer = () =>
      Response.json(
        {
          error: 'date_too_early',
          detail:
            'date: the purchase day 2024-12-31 is before the first day of the company’s previous financial year (2025-01-01); amount_cents: 0 cents is not within 1 … 10000000 cents (0,01 € … 100 000,00 € per claim); vat_cents: the VAT (-1 cents) is below zero. Nothing was filed.',
        },
        { status: 422 },
      );
    await renderArea();
    await pick(receipt('kuitti.jpg'));
    await fillTheRest();
    await submit();
    expect(errorOf('claim-date')).toBe('Kulukorvauksen voi hakea vain tämän ja edellisen tilikauden ostoista: ostopäivä voi olla aikaisintaan 1.1.2025.');
    expect(plain(errorOf('claim-amount'))).toBe('Summan pitää olla vähintään 0,01 € ja enintään 100 000,00 €.');
    expect(errorOf('claim-vat')).toBe('Kirjoita arvonlisävero euroina, esim. 4,76.');
    expect(document.activeElement).toBe(field('claim-date'));
    expect(field('claim-amount').value).toBe('23,90');
    expect(container().querySelectorAll('[data-receipt-state="stored"]')).toHaveLength(1);
  });
});

describe('the claimant’s own claims', () => {
  it('says where each stands in plain words: waiting, returned with who and why and what to do, approved, paid on its day, unknown as it came', async () => {
    claims = [
      claimOf('a', 'waiting_for_check'),
      claimOf('b', 'waiting_for_approval'),
      claimOf('c', 'returned', {}, [{ event: 'returned', step: 'check', ...checker, at: '2026-11-21T10:00:00Z', comment: 'Kuitista ei näy päivää' }]),
      claimOf('d', 'approved', { payment: { batch_id: 'pay_r', payment_id: 'pm_1', status: 'awaiting_release', paid_at: null } }),
      claimOf('e', 'paid', { payment: { batch_id: 'pay_r', payment_id: 'pm_2', status: 'delivered', paid_at: '2026-11-25T08:00:00Z' } }),
      claimOf('f', 'escalated'),
    ];
    await renderArea();
    const card = (id: string) => container().querySelector(`[data-claim-id="${id}"]`)?.textContent ?? '';
    expect(card('a')).toContain('Odottaa tarkistusta');
    expect(card('b')).toContain('Tarkistettu, odottaa hyväksyntää');
    expect(card('c')).toContain('Palautettu sinulle');
    expect(card('c')).toContain('Laura Hämäläinen palautti kulukorvauksen: ”Kuitista ei näy päivää”');
    expect(card('c')).toContain('Tee uusi kulukorvaus korjatuin tiedoin.');
    expect(card('d')).toContain('Hyväksytty, odottaa maksua');
    expect(card('e')).toContain('Maksettu tilillesi 25.11.2026.');
    expect(card('f')).toContain('escalated');
    expect(card('a').replace(/\u00a0/g, ' ')).toContain('23,90 €, ALV 4,86 €');
    expect(container().querySelector('[data-claim-id="a"] [data-receipt]')?.getAttribute('aria-label')).toBe('Avaa kuitti 1: Ostos a');
  });

  it('shows each claim’s number and the way to its conversation: its thread with the unread counted, or the way to ask', async () => {
    const agent = { kind: 'agent', name: 'Kirjanpitoagentti', email: null };
    threads = [
      {
        id: 'thr_claim_receipt',
        subject: { kind: 'expense_claim', id: 'claim_4', label: 'Kulukorvaus KL-4, Kaisa Mäkinen' },
        title: 'Kulukorvaus KL-4, Kaisa Mäkinen',
        started_by: agent,
        started_at: '2026-11-25T17:30:00Z',
        last_message_at: '2026-11-25T17:30:00Z',
        last_message: { author: agent, preview: 'Kuitti puuttuu: junamatkan kulukorvauksen liitteestä ei saa selvää' },
        message_count: 1,
        unread_count: 1,
        read_up_to_seq: 0,
      },
      { id: 'thr_broken', subject: { kind: 'expense_claim' } },
    ];
    claims = [claimOf('claim_4', 'waiting_for_check', { number: 'KL-4' }), claimOf('claim_5', 'waiting_for_check', { number: 'KL-5' })];
    await renderArea();
    const card = (id: string) => container().querySelector(`[data-claim-id="${id}"]`);
    expect(card('claim_4')?.querySelector('[data-claim-number]')?.textContent).toBe('Kulukorvaus KL-4');
    const conversation = card('claim_4')?.querySelector('a[data-claim-conversation]');
    expect(conversation?.getAttribute('href')).toBe('/cus_aurora/messages/about/expense_claim/claim_4');
    expect(conversation?.textContent).toBe('Keskustelu kirjanpitäjän kanssa');
    expect(conversation?.getAttribute('aria-label')).toBe('Keskustelu kirjanpitäjän kanssa kulukorvauksesta KL-4');
    expect(card('claim_4')?.textContent).toContain('1 lukematon viesti');
    // a claim without a thread: the way to ask about it
    const ask = card('claim_5')?.querySelector('a[data-claim-conversation]');
    expect(card('claim_5')?.querySelector('[data-claim-number]')?.textContent).toBe('Kulukorvaus KL-5');
    expect(ask?.textContent).toBe('Kysy kirjanpitäjältä');
    expect(ask?.getAttribute('aria-label')).toBe('Kysy kirjanpitäjältä kulukorvauksesta KL-5');
    expect(ask?.getAttribute('href')).toBe('/cus_aurora/messages/about/expense_claim/claim_5');
  });

  it('keeps every claim’s way to ask when the threads cannot be read', async () => {
    claims = [claimOf('claim_4', 'waiting_for_check', { number: 'KL-4' })];
    await renderArea();
    expect(container().querySelector('[data-claim-id="claim_4"] a[data-claim-conversation]')?.textContent).toBe('Kysy kirjanpitäjältä');
  });

  it('says so when the person has no claims', async () => {
    await renderArea();
    expect(container().textContent).toContain('Sinulla ei ole kulukorvauksia.');
  });
});
