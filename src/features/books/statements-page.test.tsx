// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { BOOKS_NAMESPACE } from './messages.ts';
import { anna, answering, booksDom, click, enter, figureText, readText, settle } from '../../testing/books-dom-kit.tsx';

/**
 * The statements as an owner reads them (docs/decisions/0014): the statutory layout as the service sends it, this period
 * beside the same period a year before and the change; every figure opens the accounts behind it and every
 * account leads to its transactions for the period; the statement and the period are in the URL; a line the
 * portal does not know, or cannot read, is shown in its place.
 */

const dom = booksDom({ today: '2026-11-27' });

const EUR = 100;
const line = (key: string, label: string, kind: string, level: number, amount: number | null, compare: number | null, accounts: unknown[] = []) => ({
  key,
  label,
  kind,
  level,
  amount_cents: amount === null ? null : amount * EUR,
  compare_cents: compare === null ? null : compare * EUR,
  accounts,
});
const account = (code: string, name: string, amount: number, compare: number | null) => ({
  code,
  name,
  amount_cents: amount * EUR,
  compare_cents: compare === null ? null : compare * EUR,
});

function incomeStatement(period: string) {
  return {
    customer_id: 'cus_aurora',
    statement: {
      kind: 'income_statement',
      period,
      from: '2026-01-01',
      to: '2026-12-31',
      compare: { period: '2025', from: '2025-01-01', to: '2025-12-31' },
      lines: [
        line('revenue', 'Liikevaihto', 'line', 0, 1_166_000, 1_056_000, [account('3000', 'Myynti', 1_100_000, 1_000_000), account('3100', 'Myynti EU', 66_000, 56_000)]),
        line('materials_and_services', 'Materiaalit ja palvelut', 'line', 0, -400_000, -420_000, [account('4000', 'Ostot', -400_000, -420_000)]),
        line('special_item', 'Erityinen erä', 'memo', 1, 1_000, null),
        { key: 42 },
        line('operating_profit', 'Liikevoitto (-tappio)', 'subtotal', 0, 767_000, 636_000),
        line('result_for_period', 'Tilikauden voitto (tappio)', 'total', 0, 767_000, 636_000),
      ],
      months_in_progress: ['2026-10', '2026-11'],
    },
  };
}

const service = (path: string, url: URL) => (path === '/books/statements' ? incomeStatement(url.searchParams.get('period') ?? '') : undefined);

const row = (key: string) => dom.container().querySelector(`tbody[data-line="${key}"] > tr`);
const cells = (element: Element | null) => [...(element?.children ?? [])].map((cell) => (cell.tagName === 'TD' ? figureText(cell) : readText(cell)));

describe('the statements', () => {
  it('asks for this year’s income statement with the year before by default, and lays it out with both columns and the change', async () => {
    await dom.render('/cus_aurora/books/statements', anna, answering(service));
    expect(dom.requests).toContainEqual(expect.stringMatching(/^GET \/books\/statements\?kind=income_statement&period=2026&compare=previous_year/));
    expect(cells(dom.container().querySelector('thead tr'))).toEqual(['Rivi', 'Tämä kausi', 'Vuotta aiemmin', 'Muutos']);
    expect(cells(row('revenue'))).toEqual(['▸Liikevaihto, näytä tilit', '1 166 000,00 €', '1 056 000,00 €', '+110 000,00 €']);
    expect(cells(row('materials_and_services'))).toEqual(['▸Materiaalit ja palvelut, näytä tilit', '−400 000,00 €', '−420 000,00 €', '+20 000,00 €']);
    // where the lines stack (a phone), each figure carries its column's name, hidden from assistive technology
    expect([...(row('revenue')?.querySelectorAll('td') ?? [])].map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Tämä kausi',
      'Vuotta aiemmin',
      'Muutos',
    ]);
    // an empty figure stays empty, without a name (the stacked layout leaves it out)
    expect([...(row('special_item')?.querySelectorAll('td') ?? [])].map((cell) => readText(cell))).toEqual(['Tämä kausi1 000,00 €', '', '']);
    expect(row('result_for_period')?.className).toMatch(/total/);
    expect(row('operating_profit')?.className).toMatch(/sum/);
    expect(readText(dom.container())).toContain('Kuukausien 10/2026, 11/2026 kirjanpito on vielä kesken: luvut voivat vielä muuttua.');
    expect((dom.container().querySelector('select') as HTMLSelectElement | null)?.value).toBe('2026');
  });

  it('opens a line to the accounts behind it, each linking to its transactions for the period', async () => {
    await dom.render('/cus_aurora/books/statements?kind=income_statement&period=2026', anna, answering(service));
    const toggle = row('revenue')?.querySelector('button');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(dom.container().querySelector('[data-account]')).toBeNull();
    await click(toggle);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    const accounts = [...dom.container().querySelectorAll('tbody[data-line="revenue"] tr[data-account]')];
    expect(accounts.map((each) => cells(each))).toEqual([
      ['3000 Myynti', '1 100 000,00 €', '1 000 000,00 €', '+100 000,00 €'],
      ['3100 Myynti EU', '66 000,00 €', '56 000,00 €', '+10 000,00 €'],
    ]);
    const link = accounts[0]?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/books/transactions?account=3000&period=2026');
    expect(link?.getAttribute('aria-label')).toBe('Tilin 3000 Myynti tapahtumat');
    await click(link);
    expect(dom.location()).toBe('/cus_aurora/books/transactions?account=3000&period=2026');
  });

  it('keeps the chosen period in the URL and asks for that period', async () => {
    await dom.render('/cus_aurora/books/statements?kind=income_statement', anna, answering(service));
    await enter(dom.container().querySelector('select'), '2026-Q3');
    await settle();
    expect(dom.location()).toBe('/cus_aurora/books/statements?kind=income_statement&period=2026-Q3');
    expect(dom.requests).toContainEqual(expect.stringMatching(/period=2026-Q3&compare=previous_year/));
    expect(readText(dom.container())).toContain('Tuloslaskelma, 3. neljännes 2026');
  });

  it('compares a balance sheet with the position at a date a year before, not with a span of days', async () => {
    const balanceSheet = (path: string) =>
      path === '/books/statements'
        ? {
            customer_id: 'cus_aurora',
            statement: {
              ...incomeStatement('2026-10').statement,
              kind: 'balance_sheet',
              from: '2026-01-01',
              to: '2026-10-31',
              compare: { period: '2025-10', from: '2025-01-01', to: '2025-10-31' },
              lines: [line('cash_and_bank', 'Rahat ja pankkisaamiset', 'line', 2, 398_449, 351_000)],
            },
          }
        : undefined;
    await dom.render('/cus_aurora/books/statements?kind=balance_sheet&period=2026-10', anna, answering(balanceSheet));
    const text = readText(dom.container());
    expect(text).toContain('Tilanne 31.10.2026 · Vuotta aiemmin: 31.10.2025');
    expect(text).not.toContain('1.1.2025');
  });

  it('shows the balance sheet at the end of the last whole month by default', async () => {
    await dom.render('/cus_aurora/books/statements?kind=balance_sheet', anna, answering(service));
    expect(dom.requests).toContainEqual(expect.stringMatching(/kind=balance_sheet&period=2026-10&compare=previous_year/));
    expect(dom.container().querySelector('a[data-kind="balance_sheet"]')?.getAttribute('aria-current')).toBe('page');
  });

  it('shows a line kind it does not know as a line and a line it cannot read in its place', async () => {
    await dom.render('/cus_aurora/books/statements', anna, answering(service));
    expect(cells(row('special_item'))).toEqual(['Erityinen erä', '1 000,00 €', '', '']);
    const bodies = [...dom.container().querySelectorAll('table > tbody')];
    expect(bodies[3]?.querySelector('[data-unreadable-item]')).not.toBeNull();
    expect(bodies[4]?.getAttribute('data-line')).toBe('operating_profit');
  });

  it('names a statutory line in the person’s language and an unknown one as the service wrote it', async () => {
    await act(async () => {
      await i18next.changeLanguage('en');
      await i18next.loadNamespaces([BOOKS_NAMESPACE]);
    });
    try {
      await dom.render('/cus_aurora/books/statements', anna, answering(service));
      expect(cells(row('revenue'))[0]).toBe('▸Revenue, show accounts');
      expect(cells(row('special_item'))[0]).toBe('Erityinen erä');
    } finally {
      await act(async () => {
        await i18next.changeLanguage('fi');
      });
    }
  });

  it('says so when the URL names a period it does not recognise, and shows the default one', async () => {
    await dom.render('/cus_aurora/books/statements?kind=income_statement&period=2026-13', anna, answering(service));
    expect(readText(dom.container())).toContain('Osoitteen jaksoa ”2026-13” ei tunnisteta; näytetään oletusjakso.');
    expect(dom.requests).toContainEqual(expect.stringMatching(/period=2026&/));
  });
});
