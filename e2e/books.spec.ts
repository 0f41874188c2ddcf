import type { Locator, Page } from '@playwright/test';
import { firstDayOf, lastDayOf, shiftPeriod, todayInFinland } from '../src/api/schemas/calendar.ts';
import { finnishDay, finnishMonth } from '../sandbox/db/seed-clock.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { expectWhollyShown, sidewaysOverflow } from './viewport.ts';

/**
 * The company's books (docs/decisions/0014): the home's month and year against a year before and each
 * month's state; the income statement of this year with last year's column, its revenue line opened to its
 * accounts and account 3000 followed to its transactions; a month's statement with its comparison; 360 px;
 * the keyboard from the navigation to an account's transactions; who sees the books. Only reads: the seeded
 * ledger (sandbox/db/seeds/ledger*.ts) may gain entries from other journeys, so no figure is asserted exactly.
 * The seeded months are named through the seed's clock (seed-day.ts); "this year" is the portal's own, today's.
 */

test.describe.configure({ timeout: 60_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
// the portal's "this year" is today's in Finland, as the pages reckon it
const year = todayInFinland().slice(0, 4);
/** The seed's last closed month (September 2026 as authored), last month being booked and this month open. */
const closedMonth = seed.period('2026-09');
const bookedMonth = seed.period('2026-10');
const openMonth = seed.period('2026-11');
const money = /\d,\d\d\s€/;
const comparedInWords = /vuoden takaisesta|Sama kuin vuotta aiemmin|Ei vertailulukua|ei prosenttivertailua/;
const statementRow = (page: Page, key: string) => page.locator(`tbody[data-line="${key}"] > tr`).first();

/** A sum of money as the page shows it ("−1 234,56 €") in cents. */
const centsOf = (text: string) => {
  const found = /(−|-)?([\d\s\u00a0\u202f]+),(\d\d)\s?€/.exec(text);
  if (!found) throw new Error(`no sum of money in "${text}"`);
  return (found[1] ? -1 : 1) * (Number((found[2] ?? '').replace(/\D/g, '')) * 100 + Number(found[3]));
};

/** The tile adds up: revenue less expenses plus other income and taxes is its result, and it says so. */
async function expectSumHolds(tile: Locator): Promise<void> {
  const amount = async (name: string) => centsOf((await tile.locator(`[data-figure="${name}"] dd`).first().textContent()) ?? '');
  expect((await amount('revenue')) - (await amount('expenses')) + (await amount('other'))).toBe(await amount('result'));
  await expect(tile).toContainText('Tulos = liikevaihto − kulut + muut tuotot ja verot');
}

/** Presses Tab until `target` has the focus, as a keyboard user would, at most `most` times. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an admin opens the books from the navigation: the month and the year against a year before, and each month’s state', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora');
  await navigation(page).getByRole('link', { name: 'Kirjanpito' }).click();
  await expect(page).toHaveURL(/\/cus_aurora\/books$/);
  await expect(heading(page)).toHaveText('Kirjanpito');

  // this month is still running: booked so far, compared with no whole month a year before, its cash "now"
  const month = page.locator('[data-glance="month"]');
  await expect(month).toContainText(`Kuukausi ${finnishMonth(openMonth)}`);
  await expect(month).toContainText('Kirjanpidon tila: Avoin');
  await expect(month).toContainText('Kuukausi on kesken: luvut ovat tähän asti kirjatut.');
  await expect(month.locator('[data-figure="revenue"]')).toContainText(money);
  await expect(month.locator('[data-figure="revenue"]')).toContainText('Kirjattu tähän asti');
  await expect(month).not.toContainText('%');
  await expect(month.locator('[data-figure="cash"]')).toContainText(/^Rahat nyt/);
  await expect(month).not.toContainText('kuun lopussa');
  await expectSumHolds(month);
  // the year up to last month (being booked), against the same months a year before; in January none has ended
  const yearSoFar = page.locator('[data-glance="year"]');
  await expect(yearSoFar).toContainText(`Vuosi ${year} tähän asti`);
  if (openMonth.endsWith('-01')) {
    await expect(yearSoFar).toContainText('ensimmäinen kuukausi on vielä kesken');
  } else {
    await expect(yearSoFar).toContainText(`1–${Number(bookedMonth.slice(5, 7))}/${year}`);
    await expect(yearSoFar.locator('[data-figure="result"]')).toContainText(comparedInWords);
    await expectSumHolds(yearSoFar);
  }

  // the seeded months: closed up to the month before last, last month being booked, this month still open
  await expect(page.locator(`[data-month="${closedMonth}"]`)).toContainText('Kirjanpito valmis');
  await expect(page.locator(`[data-month="${bookedMonth}"]`)).toContainText('Kirjanpito kesken');
  await expect(page.locator(`[data-month="${openMonth}"]`)).toContainText('Avoin');
  // the chart's figures are in a table a screen reader reads; the drawing is hidden from it
  await expect(page.locator('svg[data-chart]')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('table', { name: 'Liikevaihto kuukausittain, tämä ja edellinen vuosi' }).getByRole('row')).toHaveCount(13);
  await expectAccessible(page);
});

test('the income statement of this year beside last year: the revenue line opens to its accounts, and account 3000 to its transactions', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/books');
  await page.getByRole('link', { name: `Tuloslaskelma ${year} tähän asti` }).click();
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/books/statements\\?kind=income_statement&period=${year}$`));
  await expect(heading(page)).toHaveText('Tuloslaskelma ja tase');
  await expect(page.getByRole('link', { name: 'Tuloslaskelma', exact: true })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: `Tuloslaskelma, vuosi ${year}` });
  await expect(table.getByRole('columnheader')).toHaveText(['Rivi', 'Tämä kausi', 'Vuotta aiemmin', 'Muutos']);
  await expect(page.locator('[data-in-progress]')).toContainText('luvut voivat vielä muuttua');

  const revenue = statementRow(page, 'revenue');
  await expect(revenue.getByRole('cell').nth(0)).toContainText(money);
  await expect(revenue.getByRole('cell').nth(1)).toContainText(money);
  await expect(statementRow(page, 'result_for_period')).toContainText(money);
  await revenue.getByRole('button', { name: /Liikevaihto/ }).click();
  await expect(revenue.getByRole('button', { name: /Liikevaihto/ })).toHaveAttribute('aria-expanded', 'true');
  const sales = page.getByRole('link', { name: 'Tilin 3000 Myynti tapahtumat' });
  await expect(sales).toBeVisible();
  await expect(page.locator('tbody[data-line="revenue"] tr[data-account="3000"]')).toContainText(money);
  await expectAccessible(page);

  await sales.click();
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/books/transactions\\?account=3000&period=${year}$`));
  await expect(heading(page)).toContainText(/Tapahtumat|3000/);
});

test('a month’s income statement has last year’s same month beside it, and the balance sheet balances', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', `/cus_aurora/books/statements?kind=income_statement&period=${closedMonth}`);
  const table = page.getByRole('table', { name: `Tuloslaskelma, ${finnishMonth(closedMonth)}` });
  await expect(table).toBeVisible();
  const yearBefore = shiftPeriod(closedMonth, -12);
  const span = (month: string) => `${finnishDay(firstDayOf(month))}–${finnishDay(lastDayOf(month))}`;
  await expect(page.getByText(`${span(closedMonth)} · Vuotta aiemmin: ${span(yearBefore)}`)).toBeVisible();
  const revenue = statementRow(page, 'revenue');
  await expect(revenue.getByRole('cell').nth(0)).toContainText(money);
  await expect(revenue.getByRole('cell').nth(1)).toContainText(money);

  await page.getByRole('link', { name: 'Tase', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`kind=balance_sheet&period=${closedMonth}$`));
  // a balance sheet is a position at a day, compared with the position at the same day a year before
  await expect(page.getByText(`Tilanne ${finnishDay(lastDayOf(closedMonth))} · Vuotta aiemmin: ${finnishDay(lastDayOf(yearBefore))}`)).toBeVisible();
  // customers owe the company for invoices not yet due, as a real company's do
  const receivables = statementRow(page, 'receivables').getByRole('cell');
  for (const cell of [receivables.nth(0), receivables.nth(1)]) {
    await expect(cell).toContainText(money);
    expect(centsOf((await cell.textContent()) ?? '')).toBeGreaterThan(0);
  }
  const assets = statementRow(page, 'assets_total').getByRole('cell').first();
  const equityAndLiabilities = statementRow(page, 'equity_and_liabilities_total').getByRole('cell').first();
  await expect(assets).toContainText(money);
  expect(await assets.textContent()).toBe(await equityAndLiabilities.textContent());
  await expect(statementRow(page, 'cash_and_bank')).toContainText(money);
  await expectAccessible(page);
});

for (const width of [360, 390]) {
  test(`on a phone ${width} px wide each line shows its name and its amounts whole, and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'admin@aurora.example', '/cus_aurora/books');
    await expect(page.locator('[data-glance="month"]')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // the table under the 12-month chart: last month's name, its revenue and a year before's, each whole
    const chartRow = page.getByRole('table', { name: 'Liikevaihto kuukausittain, tämä ja edellinen vuosi' }).getByRole('row').filter({ hasText: finnishMonth(bookedMonth) });
    await expectWhollyShown(chartRow.getByRole('rowheader'), `${width} px: the chart's month`);
    await expect(chartRow.getByRole('cell')).toHaveCount(2);
    for (const [index, what] of ['Liikevaihto', 'Vuotta aiemmin'].entries()) {
      const cell = chartRow.getByRole('cell').nth(index);
      await expect(cell).toContainText(what);
      await expect(cell).toContainText(money);
      await expectWhollyShown(cell, `${width} px: the chart's ${what}`);
    }

    // the income statement of this year beside last year's: the revenue line's name, both amounts and the change
    await page.goto(`/cus_aurora/books/statements?kind=income_statement&period=${year}`);
    const revenue = statementRow(page, 'revenue');
    await expectWhollyShown(revenue.getByRole('rowheader'), `${width} px: the revenue line's name`);
    for (const [index, what] of ['Tämä kausi', 'Vuotta aiemmin', 'Muutos'].entries()) {
      const cell = revenue.getByRole('cell').nth(index);
      await expect(cell).toContainText(what);
      await expect(cell).toContainText(money);
      await expectWhollyShown(cell, `${width} px: the revenue line's ${what}`);
    }
    await revenue.getByRole('button').click();
    await expect(page.locator('tr[data-account="3000"]')).toBeVisible();
    await expectWhollyShown(page.locator('tr[data-account="3000"] td').first(), `${width} px: account 3000's amount`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // the balance sheet at the end of the last closed month: a line's name and both amounts
    await page.goto(`/cus_aurora/books/statements?kind=balance_sheet&period=${closedMonth}`);
    const cash = statementRow(page, 'cash_and_bank');
    await expectWhollyShown(cash.getByRole('rowheader'), `${width} px: the cash line's name`);
    for (const [index, what] of ['Tämä kausi', 'Vuotta aiemmin'].entries()) {
      const cell = cash.getByRole('cell').nth(index);
      await expect(cell).toContainText(money);
      await expectWhollyShown(cell, `${width} px: the cash line's ${what}`);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test('by keyboard alone, from the navigation to the transactions of account 3000', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora');
  const books = navigation(page).getByRole('link', { name: 'Kirjanpito' });
  await tabTo(page, books);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Kirjanpito');
  const statement = page.getByRole('link', { name: `Tuloslaskelma ${year} tähän asti` });
  await tabTo(page, statement);
  await page.keyboard.press('Enter');
  const revenue = statementRow(page, 'revenue').getByRole('button', { name: /Liikevaihto/ });
  await tabTo(page, revenue);
  await page.keyboard.press('Enter');
  await expect(revenue).toHaveAttribute('aria-expanded', 'true');
  const sales = page.getByRole('link', { name: 'Tilin 3000 Myynti tapahtumat' });
  await tabTo(page, sales);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/books/transactions\\?account=3000&period=${year}$`));
});

test('an operator sees the books; a claimant neither sees them in the navigation nor reads them', async ({ page, browser }) => {
  await signIn(page, 'operator@aurora.example', '/cus_aurora');
  await navigation(page).getByRole('link', { name: 'Kirjanpito' }).click();
  await expect(heading(page)).toHaveText('Kirjanpito');
  await expect(page.locator('[data-glance="month"]')).toContainText(money);

  const context = await browser.newContext();
  const claimant = await context.newPage();
  await signIn(claimant, 'claimant@aurora.example', '/cus_aurora');
  await expect(navigation(claimant).getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
  await expect(navigation(claimant).getByRole('link', { name: 'Kirjanpito' })).toHaveCount(0);
  await context.close();
});
