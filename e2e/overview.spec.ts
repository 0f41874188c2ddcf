import type { Page } from '@playwright/test';
import { lastDayOf, periodOf, todayInFinland } from '../src/features/payroll/periods.ts';
import { formatDate } from '../src/i18n/format.ts';
import { expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';

/**
 * The overview as the company's home (issue 15 §4): "Needs attention" lists what the seed leaves to do —
 * connections needing action, the failed file, draft runs and employees without a tax card, bills waiting
 * for clarification — each a link to where it is done, asked for only from the areas the person may use;
 * the agent's status says how old it is.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const attention = (page: Page) => page.locator('section[aria-labelledby="attention-heading"]');
const attentionHeading = (page: Page) => page.locator('#attention-heading');
/**
 * How far the page reaches beyond the screen's width (0: no sideways scroll). Measured against the layout
 * viewport (`clientWidth`): on a phone `innerWidth` grows with content that is too wide, and would hide it.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
/** The seed's draft runs of this month are paid on its last day (sandbox/db/seeds/payroll.ts). */
const period = periodOf(todayInFinland());
const payday = formatDate(lastDayOf(period), 'fi');

test('an admin of Aurora sees what needs doing, each linking to where it is done, and the agent’s status is said to be old', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  const list = attention(page);
  const link = (name: string) => list.getByRole('link', { name, exact: true });

  // the seed's connections needing action: a refused key, an unverified key, a failed sync
  await expect(link('Yhteys AuroraOyPOS vaatii toimia.')).toHaveAttribute('href', '/cus_aurora/connections/conn_aurora_acquirer_pos');
  await expect(link('Yhteys AuroraOyKIOSK vaatii toimia.')).toHaveAttribute('href', '/cus_aurora/connections/conn_aurora_acquirer_kiosk');
  await expect(link('Yhteys PW-AURORA-POS vaatii toimia.')).toHaveAttribute('href', '/cus_aurora/connections/conn_aurora_paywallet');
  // the failed file leads to its row, where the reason is
  await expect(link('Tiedostoa tiliote-lokakuu.xlsx ei voitu käsitellä – katso syy.')).toHaveAttribute('href', '#ingest-file-file_aurora_004');
  // the two employees with no tax card at all (a paper card counts as one), before the month's payday
  for (const [name, id] of [
    ['Juha Rantanen', 'emp_aurora_juha'],
    ['Sofia Lind', 'emp_aurora_sofia'],
  ]) {
    await expect(link(`Työntekijältä ${name} puuttuu verokortti ennen palkkapäivää ${payday}.`)).toHaveAttribute(
      'href',
      `/cus_aurora/payroll/employees/${id}/tax-card?period=${period}`,
    );
  }
  await expect(list.getByText('Mikko Salmi')).toHaveCount(0);
  // the monthly and the hourly draft run of the month; the replaced one is voided and needs nothing
  await expect(link(`2 palkka-ajon luonnosta palkkapäivälle ${payday} odottaa hyväksyntää.`)).toHaveAttribute(
    'href',
    `/cus_aurora/payroll?period=${period}`,
  );
  await expect(attentionHeading(page)).toHaveText('Vaatii huomiota (7)');
  // an admin does not see bills
  await expect(list.getByText(/Lasku/)).toHaveCount(0);

  // the seed's agent says "working" but was last updated days ago
  const agent = page.locator('section[aria-labelledby="agent-heading"]');
  await expect(agent).toContainText(/Tila päivitetty viimeksi \d+ päivää sitten – tieto voi olla vanhentunut/);
  await expect(agent).toContainText('Viimeksi ilmoitettu tila: Työskentelee');
  await expectAccessible(page);

  // the failed file's link goes to its row on the same page, with the reason and what to do
  await link('Tiedostoa tiliote-lokakuu.xlsx ei voitu käsitellä – katso syy.').click();
  await expect(page).toHaveURL(/\/cus_aurora\/overview#ingest-file-file_aurora_004$/);
  await expect(page.locator('#ingest-file-file_aurora_004')).toBeInViewport();

  // a connection's link opens that connection, where it is fixed
  await link('Yhteys AuroraOyPOS vaatii toimia.').click();
  await expect(page).toHaveURL(/\/cus_aurora\/connections\/conn_aurora_acquirer_pos$/);
  await expect(heading(page)).toContainText('AuroraOyPOS');
});

test('a tax-card item opens that employee’s tax-card page for the month', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await attention(page).getByRole('link', { name: /Juha Rantanen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/payroll/employees/emp_aurora_juha/tax-card\\?period=${period}$`));
  await expect(page.getByText('Juha Rantanen').first()).toBeVisible();
});

test('a claimant sees no payroll item, and no payroll or bills request is made', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  // what a claimant may see needs attention all the same
  await expect(attentionHeading(page)).toHaveText('Vaatii huomiota (4)');
  await expect(attention(page).getByRole('link', { name: 'Yhteys AuroraOyPOS vaatii toimia.' })).toBeVisible();
  await expect(attention(page)).not.toContainText(/verokortti|palkka-ajo/i);
  expect(requests.filter((request) => /\/portal\/(payroll|purchase-bills)/.test(request))).toEqual([]);
  await expectAccessible(page);
});

test('a bill handler sees the bill waiting for clarification and opens its review', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'bills@aurora.example', '/cus_aurora/overview');
  const bill = attention(page).getByRole('link', { name: 'Lasku 77 (Royal Ravintolat Oy) odottaa selvitystä.' });
  // the bill ID is one encoded segment: `bill:` prefix, space, `#`, `?` and `%` kept
  await expect(bill).toHaveAttribute('href', '/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25');
  await expect(attentionHeading(page)).toHaveText('Vaatii huomiota (5)');
  expect(requests.filter((request) => request.includes('/portal/payroll'))).toEqual([]);
  await expectAccessible(page);
  await bill.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25');
  await expect(heading(page)).toContainText('77');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the overview fits the screen, every item is a finger-sized link, and it is accessible', async ({ page }) => {
    await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
    await expect(attentionHeading(page)).toHaveText('Vaatii huomiota (7)');
    expect(await sidewaysOverflow(page), 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    const links = attention(page).getByRole('link');
    await expect(links).toHaveCount(7);
    for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    await expectAccessible(page);
    // the narrowest phone too
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page), 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
  });
});
