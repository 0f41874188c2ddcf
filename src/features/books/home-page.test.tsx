// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shiftPeriod } from '../../api/schemas/calendar.ts';
import { anna, answering, booksDom, figureText, readText } from '../../testing/books-dom-kit.tsx';

/**
 * The books' home as an owner reads it (docs/decisions/0014): this month and this year so far against a year before,
 * in words; the last 12 months' revenue drawn, with the very same figures in a table; each month's state in
 * plain words and what was booked into a closed month afterwards; an unknown state or an unreadable month
 * shown, never a failure.
 */

const dom = booksDom({ today: '2026-11-27' });

const EUR = 100;
/** Revenue grows a thousand euros a month through a year, and each year's month is 10 000 € above the year before's. */
const revenueOf = (period: string) => ((Number(period.slice(0, 4)) - 2016) * 10 + Number(period.slice(5, 7))) * 1000 * EUR;

function monthOf(period: string) {
  const state = period === '2026-11' ? 'open' : period === '2026-10' ? 'in_progress' : period === '2026-07' ? 'under_audit' : 'closed';
  return {
    period,
    state,
    closed_at: state === 'closed' ? `${shiftPeriod(period, 1)}-05T12:00:00Z` : null,
    figures: {
      revenue_cents: revenueOf(period),
      expenses_cents: 80_000 * EUR,
      // 2 000 € of income taxes a month: the result is not revenue less expenses alone
      result_cents: revenueOf(period) - 80_000 * EUR - 2_000 * EUR,
      cash_cents: period >= '2026-10' ? 30_000 * EUR : 40_000 * EUR,
    },
    changes_after_closing:
      period === '2026-09'
        ? [{ at: '2026-10-20T09:30:00Z', entry_id: 'je_late', description: 'Myöhästynyt lasku', amount_cents: 12_400, name: 'Sari Laine' }]
        : [],
  };
}

const months = [...Array.from({ length: 24 }, (_, back) => monthOf(shiftPeriod('2026-11', -back))), { period: 'not a month' }];

const service = (path: string) => {
  if (path === '/books/months') return { customer_id: 'cus_aurora', months };
  if (path === '/books/questions') return { customer_id: 'cus_aurora', questions: [] };
  return undefined;
};

const euros = (amount: number) => `${amount.toLocaleString('fi-FI').replace(/\s/g, ' ')},00 €`;

describe('the books home', () => {
  const figure = (within: Element, name: string) => readText(within.querySelector(`[data-figure="${name}"]`) ?? within);
  const tiles = () => {
    const month = dom.container().querySelector('[data-glance="month"]');
    const year = dom.container().querySelector('[data-glance="year"]');
    if (!month || !year) throw new Error('no glance');
    return { month, year };
  };

  it('shows this month, still running, as booked so far: no comparison with a whole month a year before, no month-end cash', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const { month } = tiles();
    expect(readText(month)).toContain('Kuukausi 11/2026');
    expect(readText(month)).toContain('Kirjanpidon tila: Avoin');
    expect(readText(month)).toContain('Kuukausi on kesken: luvut ovat tähän asti kirjatut.');
    expect(figure(month, 'revenue')).toBe(`Liikevaihto${euros(111_000)}Kirjattu tähän asti`);
    // cash now, not "at the month's end", which has not come
    expect(figure(month, 'cash')).toBe(`Rahat nyt${euros(30_000)}Kirjattu tähän asti`);
    expect(readText(month)).not.toContain('kuun lopussa');
    expect(readText(month)).not.toMatch(/%|vuoden takaisesta|Vuotta aiemmin/);
  });

  it('sums this year up to the last month compared, against the same months a year before, and says what is left out', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const { year } = tiles();
    expect(readText(year)).toContain('Vuosi 2026 tähän asti');
    // January–October: October being booked is compared, November still running is not
    expect(readText(year)).toContain('1–10/2026');
    expect(readText(year)).toContain('Kesken oleva 11/2026 ei ole mukana: se näkyy kuukauden luvuissa.');
    // 1 055 000 € against 955 000 €: +10.5 %, said as a whole percentage
    expect(figure(year, 'revenue')).toBe(`Liikevaihto${euros(1_055_000)}+10 % vuoden takaisestaVuotta aiemmin ${euros(955_000)}`);
    expect(figure(year, 'expenses')).toContain(`${euros(800_000)}Sama kuin vuotta aiemmin`);
  });

  it('adds up: revenue less expenses plus other income and taxes is the result, and says so', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const { month, year } = tiles();
    expect(figure(year, 'other')).toBe(`Muut tuotot ja verot−${euros(20_000)}Vuotta aiemmin −${euros(20_000)}`);
    // 1 055 000 − 800 000 − 20 000 = 235 000
    expect(figure(year, 'result')).toContain(`Tulos${euros(235_000)}`);
    expect(figure(month, 'other')).toBe(`Muut tuotot ja verot−${euros(2_000)}Kirjattu tähän asti`);
    expect(figure(month, 'result')).toContain(`Tulos${euros(29_000)}`);
    expect(readText(year)).toContain('Tulos = liikevaihto − kulut + muut tuotot ja verot');
  });

  it('compares a month that has ended with the same month a year before, its cash at the month’s end', async () => {
    // the service has no month after October: October, being booked, has ended
    const untilOctober = (path: string) =>
      path === '/books/months' ? { customer_id: 'cus_aurora', months: months.filter((each) => 'period' in each && each.period <= '2026-10') } : service(path);
    await dom.render('/cus_aurora/books', anna, answering(untilOctober));
    const { month } = tiles();
    expect(readText(month)).toContain('Kuukausi 10/2026');
    // 110 000 € against 100 000 €
    expect(figure(month, 'revenue')).toBe(`Liikevaihto${euros(110_000)}+10 % vuoden takaisestaVuotta aiemmin ${euros(100_000)}`);
    expect(figure(month, 'expenses')).toContain('Sama kuin vuotta aiemmin');
    // a fall is said with its minus sign
    expect(figure(month, 'cash')).toContain(`Rahat kuun lopussa${euros(30_000)}−25 % vuoden takaisesta`);
    expect(readText(month)).not.toContain('Kirjattu tähän asti');
  });

  it('draws the last 12 months beside a year before and puts the very same figures in a table', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const chart = dom.container().querySelector('svg[data-chart]');
    expect(chart?.getAttribute('aria-hidden')).toBe('true');
    const rows = [...dom.container().querySelectorAll('table tbody tr')].map((row) => [...row.children].map((cell) => figureText(cell)));
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: 12 }, (_, index) => `${((index + 11) % 12) + 1}/${index === 0 ? 2025 : 2026}`));
    expect(rows[11]).toEqual(['11/2026', euros(111_000), euros(101_000)]);
    expect(rows[0]).toEqual(['12/2025', euros(102_000), euros(92_000)]);
    // each bar's height is its figure in the table, to one scale
    const bars = [...(chart?.querySelectorAll('rect') ?? [])].map((rect) => Number(rect.getAttribute('height')));
    const figures = rows.flatMap((row) => [row[2], row[1]]).map((text) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')));
    expect(bars).toHaveLength(24);
    const scale = (bars[0] ?? 0) / (figures[0] ?? 1);
    bars.forEach((height, index) => expect(height).toBeCloseTo((figures[index] ?? 0) * scale, 6));
  });

  it('says each month’s state in plain words, an unknown one as it came, and lists the changes after closing', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const item = (period: string) => readText(dom.container().querySelector(`[data-month="${period}"]`) ?? dom.container());
    expect(item('2026-11')).toContain('Avoin');
    expect(item('2026-10')).toContain('Kirjanpito kesken');
    expect(item('2026-09')).toContain('Kirjanpito valmis · valmistui 5.10.2026 klo 15.00');
    const changes = dom.container().querySelector('[data-month="2026-09"] details[data-changes-after-closing]');
    expect(changes?.querySelector('summary')?.textContent).toBe('1 muutos sulkemisen jälkeen');
    expect(changes?.querySelector('li')?.firstChild?.textContent?.replace(/\u00a0/g, ' ')).toBe('20.10.2026 klo 12.30: Myöhästynyt lasku, 124,00 € (Sari Laine)');
    expect(dom.container().querySelectorAll('details[data-changes-after-closing]')).toHaveLength(1);
    expect(item('2026-07')).toContain('under_audit (tuntematon arvo)');
    expect(dom.container().querySelectorAll('[data-month]')).toHaveLength(12);
    // the month that could not be read stands in the list in its own place
    expect(dom.container().querySelector('[data-unreadable-item]')).not.toBeNull();
  });

  it('leads on to the statements of the month and the year, the transactions and the open questions', async () => {
    await dom.render('/cus_aurora/books', anna, answering(service));
    const links = [...dom.container().querySelectorAll('a')].map((link) => [readText(link), link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Tuloslaskelma 2026 tähän asti', '/cus_aurora/books/statements?kind=income_statement&period=2026'],
        ['Tuloslaskelma 11/2026', '/cus_aurora/books/statements?kind=income_statement&period=2026-11'],
        ['Tase', '/cus_aurora/books/statements?kind=balance_sheet'],
        ['Kaikki tapahtumat', '/cus_aurora/books/transactions'],
        ['Kirjanpitäjän kysymykset', '/cus_aurora/books/questions'],
      ]),
    );
    expect(readText(dom.container())).toContain('(ei avoimia kysymyksiä)');
    expect(dom.requests).toContainEqual(expect.stringMatching(/^GET \/books\/questions\?(.*&)?state=open/));
  });
});
