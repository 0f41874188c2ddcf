// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from '../../api/zod.ts';
import type { Transaction } from '../../api/schemas/books.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { anna, buttonNamed, click, enter, booksDom, settle, textOf } from '../../testing/books-dom-kit.tsx';

/**
 * The transactions window over a fake service that answers as the contract says (docs/decisions/0014): the filters live
 * in the address and are sent as the service's query; rows come a keyset page at a time, the next from the
 * previous page's cursor; the CSV is the whole filtered set, asked for unpaginated only when the person asks.
 */

type TransactionJson = z.input<typeof Transaction>;

const dom = booksDom();

const rowOf = (n: number, over: Partial<TransactionJson> = {}): TransactionJson => ({
  row_id: `row_${n}`,
  entry_id: `je_${n}`,
  date: `2026-11-${String(28 - n).padStart(2, '0')}`,
  account_code: '3000',
  account_name: 'Myynti',
  description: `Myyntilasku ${1000 + n}`,
  counterparty: 'Oy Asiakas Ab',
  amount_cents: -10_000 * n,
  source: { kind: 'sales', id: `inv_${n}`, label: `Lasku ${1000 + n}` },
  has_original: true,
  question: null,
  ...over,
});

const accounts = {
  customer_id: 'cus_aurora',
  accounts: [
    { code: '1910', name: 'Pankkitili', kind: 'asset', statement_line: 'cash_and_bank' },
    { code: '3000', name: 'Myynti', kind: 'revenue', statement_line: 'revenue' },
  ],
};

let pages: Record<string, { transactions: TransactionJson[]; next_cursor: string | null }>;

function service(_method: string, path: string, url: URL) {
  if (path === '/books/accounts') return Response.json(accounts);
  if (path === '/lens/transactions') {
    const page = url.searchParams.get('limit') === '0' ? pages.all : pages[url.searchParams.get('cursor') ?? 'first'];
    if (!page) return Response.json({ error: 'invalid_cursor', detail: 'cursor: unknown' }, { status: 400 });
    return Response.json({ customer_id: 'cus_aurora', ...page });
  }
  return Response.json({ error: 'not_found', detail: path }, { status: 404 });
}

const transactionRequests = () => dom.requests.filter((request) => request.startsWith('GET /lens/transactions'));
const heading = () => dom.container().querySelector('h1')?.textContent;
const shownRows = () => [...dom.container().querySelectorAll('tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id'));

beforeEach(() => {
  pages = {
    first: { transactions: [rowOf(1), rowOf(2)], next_cursor: 'c1' },
    c1: { transactions: [rowOf(3)], next_cursor: null },
    all: { transactions: [rowOf(1), rowOf(2), rowOf(3)], next_cursor: null },
  };
});

describe('the filters and the address', () => {
  it('reads the account and the period from the address, asks the service with them, and names them in the heading', async () => {
    await dom.render('/cus_aurora/books/transactions?account=3000&period=2026', anna, service);
    expect(transactionRequests()).toEqual(['GET /lens/transactions?account=3000&period=2026&limit=100']);
    expect(heading()).toBe('3000 Myynti · 2026');
    expect(dom.container().querySelector<HTMLSelectElement>('#books-filter-account')?.value).toBe('3000');
    expect(dom.container().querySelector<HTMLSelectElement>('#books-filter-period')?.value).toBe('2026');
  });

  it('puts the chosen filters into the address and asks again', async () => {
    // the period list offers the quarters around today (periodChoices), so the test chooses this quarter
    const today = todayInFinland();
    const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
    const period = `${today.slice(0, 4)}-Q${quarter}`;
    await dom.render('/cus_aurora/books/transactions', anna, service);
    expect(heading()).toBe('Tapahtumat');
    await enter(dom.container().querySelector('#books-filter-account'), '1910');
    await enter(dom.container().querySelector('#books-filter-period'), period);
    await enter(dom.container().querySelector('#books-filter-source'), 'bank_row');
    await enter(dom.container().querySelector('#books-filter-q'), 'lyreco');
    await click(buttonNamed(dom.container(), 'Näytä'));
    expect(dom.location()).toBe(`/cus_aurora/books/transactions?account=1910&period=${period}&source=bank_row&q=lyreco`);
    expect(transactionRequests().at(-1)).toBe(`GET /lens/transactions?account=1910&period=${period}&source=bank_row&q=lyreco&limit=100`);
    expect(heading()).toBe(`1910 Pankkitili · ${quarter}. neljännes ${today.slice(0, 4)}`);
  });
});

describe('the rows, a page at a time', () => {
  it('shows the first page newest first, each row opening its booking, and says how many are shown', async () => {
    await dom.render('/cus_aurora/books/transactions?account=3000', anna, service);
    expect(shownRows()).toEqual(['row_1', 'row_2']);
    const link = dom.container().querySelector('tr[data-row-id="row_1"] a');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/books/transactions/row_1');
    expect(textOf(dom.container().querySelector('[role="status"]') ?? dom.container())).toBe('Näytetään 2 tapahtumaa.');
  });

  it('appends the next page asked from the previous page’s cursor, focuses its first row and says all are shown', async () => {
    await dom.render('/cus_aurora/books/transactions?account=3000', anna, service);
    await click(buttonNamed(dom.container(), 'Näytä lisää'));
    expect(transactionRequests().at(-1)).toBe('GET /lens/transactions?account=3000&limit=100&cursor=c1');
    expect(shownRows()).toEqual(['row_1', 'row_2', 'row_3']);
    expect(document.activeElement?.closest('tr')?.getAttribute('data-row-id')).toBe('row_3');
    expect(textOf(dom.container().querySelector('[role="status"]') ?? dom.container())).toBe('Näytetään 3 tapahtumaa. Kaikki tapahtumat näytetään.');
    expect(buttonNamed(dom.container(), 'Näytä lisää')).toBeUndefined();
  });

  it('shows a source kind it does not know as it came, and the marks for an original and a question', async () => {
    pages.first = { transactions: [rowOf(1, { source: { kind: 'crypto_exchange', id: null, label: 'X' }, question: 'open' })], next_cursor: null };
    await dom.render('/cus_aurora/books/transactions', anna, service);
    const row = dom.container().querySelector('tr[data-row-id="row_1"]');
    expect(textOf(row ?? dom.container())).toContain('crypto_exchange (tuntematon arvo)');
    expect(textOf(row ?? dom.container())).toContain('Tosite');
    expect(textOf(row ?? dom.container())).toContain('Kysymys avoinna');
  });
});

describe('the CSV file', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is the whole filtered set, asked for unpaginated only when the person asks, with Finnish headers', async () => {
    await dom.render('/cus_aurora/books/transactions?account=3000&period=2026', anna, service);
    expect(transactionRequests().some((request) => request.includes('limit=0'))).toBe(false);
    await click(buttonNamed(dom.container(), 'Lataa CSV-tiedostona'));
    await settle();
    expect(transactionRequests().at(-1)).toBe('GET /lens/transactions?account=3000&period=2026&limit=0');
    expect(saved).toHaveLength(1);
    const text = await saved[0]?.text();
    const lines = (text ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Päivämäärä;Tili;Tilin nimi;Kuvaus;Vastapuoli;Summa (EUR);Lähde;Lähteen nimi;Rivin tunniste;Kirjauksen tunniste');
    expect(lines.slice(1, 4).map((line) => line.split(';')[8])).toEqual(['row_1', 'row_2', 'row_3']);
    expect(lines[1]).toBe('27.11.2026;3000;Myynti;Myyntilasku 1001;Oy Asiakas Ab;-100,00;Myynti;Lasku 1001;row_1;je_1');
  });
});
