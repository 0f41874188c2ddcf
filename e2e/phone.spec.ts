import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/**
 * Phones too (docs/decisions/0021, principle 9): every view of every demo person at 390×844 (and the
 * narrowest, 360 px) without the page scrolling sideways, each view's main facts on screen, axe clean.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * How far the page reaches beyond the screen's width (0: no sideways scroll). Measured against the
 * screen's own width: on a phone (isMobile) the browser widens its layout viewport, and `innerWidth`
 * with it, to fit content that is too wide, so the page's width is compared with the device's.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, document.documentElement.clientWidth, window.innerWidth),
  );
  return pageWidth - screenWidth;
}

/** The elements that reach past the right edge of the screen, for the failure message. */
async function offScreen(page: Page): Promise<string[]> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // inside a region that scrolls on its own, reaching past the edge is the point
      let parent = element.parentElement;
      let scrolls = false;
      while (parent) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll)/.test(style.overflowX) && parent.scrollWidth > parent.clientWidth) scrolls = true;
        parent = parent.parentElement;
      }
      if (!scrolls) out.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} right=${Math.round(box.right)}`);
    }
    return out.slice(0, 8);
  }, screenWidth);
}

async function visitOnPhone(page: Page, path: string, title: string | RegExp, fact?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByRole('status').filter({ hasText: /Ladataan|Loading|Laddar/ })).toHaveCount(0);
  if (fact !== undefined) await expect(page.getByText(fact).first()).toBeVisible();
  expect(await sidewaysOverflow(page), `${path} scrolls sideways: ${(await offScreen(page)).join(', ')}`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

const PEOPLE: [email: string, views: [path: string, title: string | RegExp, fact?: string | RegExp][]][] = [
  [
    'admin@aurora.example',
    [
      ['/cus_aurora/overview', 'Yleiskatsaus: Aurora Oy'],
      ['/cus_aurora/documents', 'Tositteet', 'Yrityksen tositteet'],
      ['/cus_aurora/connections', 'Yhteydet'],
      ['/cus_aurora/connections/acquirer/connect', 'Yhdistä korttimaksut'],
      ['/cus_aurora/connections/conn_aurora_bank', /\S/],
      ['/cus_aurora/connections/paywallet', /\S/],
      ['/cus_aurora/connections/mobilewallet', /\S/],
      ['/cus_aurora/connections/assisted/bank-psd2', /\S/, 'asiakaspalvelu@firm.example'],
      ['/cus_aurora/worklog', 'Työaikakirjaus'],
      ['/cus_aurora/payroll', 'Palkat', /Aino Laakso/],
      ['/cus_aurora/payroll/employees/new', 'Lisää työntekijä'],
      ['/cus_aurora/payroll/employees/emp_aurora_aino', /Aino Laakso/],
      ['/cus_aurora/payroll/employees/emp_aurora_mikko/tax-card', /Mikko Salmi/],
      ['/cus_aurora/payments', 'Maksut', /Palkat, eräpäivä/],
      ['/cus_aurora/api-keys', 'API-avaimet'],
      ['/cus_aurora/members', 'Käyttäjät ja roolit', 'Ainoa pääkäyttäjä'],
      ['/cus_birch/overview', 'Yleiskatsaus: Birch Tmi'],
    ],
  ],
  ['claimant@aurora.example', [['/cus_aurora/worklog', 'Työaikakirjaus'], ['/cus_aurora/payroll', 'Ei käyttöoikeutta']]],
  ['bills@aurora.example', [['/cus_aurora/bills', /Ostolaskut/], [`/cus_aurora/bills/${encodeURIComponent('bill:2026-0388')}`, /\S/]]],
  ['staff@firm.example', [['/cus_aurora/bills', /Ostolaskut/], ['/cus_birch/connections', 'Yhteydet']]],
];

for (const [email, views] of PEOPLE) {
  test(`${email}: every view at 390 px without sideways scroll, its main facts on screen, accessibly`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email, views[0]?.[0] ?? '/');
    for (const [path, title, fact] of views) await visitOnPhone(page, path, title, fact);
  });
}

test('in English, from the header menu: every view of an admin and a forbidden one at 390 px, without sideways scroll, accessibly', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await page.getByRole('button', { name: 'Valikko' }).click();
  await page.locator('#language-switcher').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Overview: Aurora Oy');
  // English words are longer than Finnish ones in places: every view again, in English
  const views = PEOPLE.find(([email]) => email === 'admin@aurora.example')?.[1] ?? [];
  for (const [path] of views) await visitOnPhone(page, path, /\S/);
  // and the page of a view the admin's roles do not reach, with the firm's contact
  await visitOnPhone(page, '/cus_aurora/bills', 'No access', 'Contact your accounting firm');
});

test('the narrowest phone (360 px): a one-line header whose menu (company, language, sign-out) works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  expect(await sidewaysOverflow(page), (await offScreen(page)).join(', ')).toBeLessThanOrEqual(0);
  // the header takes a line of the first screen, naming the company shown
  const header = page.locator('header');
  expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(72);
  await expect(header.locator('p').filter({ hasText: /^Aurora Oy$/ })).toBeVisible();
  await expect(page.locator('#language-switcher')).toBeHidden();

  const menu = page.getByRole('button', { name: 'Valikko' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Yritys')).toBeFocused();
  await expect(page.locator('#language-switcher')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.locator('#language-switcher')).toBeHidden();

  // choosing another company from the menu takes the person there, and the menu closes
  await menu.click();
  await page.getByLabel('Yritys').selectOption('cus_birch');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Birch Tmi');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test("the narrowest phone (360 px): the work log's entries are whole, one under another, and still a table to a screen reader", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // the seeded log's last two weeks (it ends six days before the seeding day), which this month may not yet hold
  await signIn(page, 'admin@aurora.example', `/cus_aurora/worklog?from=${seed.date('2026-11-07')}&to=${seed.date('2026-11-20')}`);
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  const week = page.getByRole('table', { name: /^Viikko \d+\/\d{4}/ }).first();
  await expect(week).toBeVisible();
  // the week keeps its table semantics: column headings, each day's heading, the entries' cells
  await expect(week.getByRole('columnheader', { name: 'Kuvaus' })).toHaveCount(1);
  await expect(week.getByRole('rowheader').first()).toContainText('Päivä yhteensä');
  const entry = week.locator('tr[data-entry-id]').first();
  await expect(entry.getByRole('cell')).toHaveCount(4);
  // nothing of an entry is cut off at the card's edge: its author and its void button are on the screen
  const voidButton = entry.getByRole('button', { name: /^Mitätöi/ });
  await voidButton.scrollIntoViewIfNeeded();
  await expect(voidButton).toBeInViewport({ ratio: 1 });
  const table = await week.boundingBox();
  const cells = await entry.getByRole('cell').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const cell of cells) expect(cell.right).toBeLessThanOrEqual((table?.x ?? 0) + (table?.width ?? 0) + 0.5);
  // the description has the entry's whole width, not a column a word or two wide
  const [, note, author] = cells;
  expect(note?.width ?? 0).toBeGreaterThan((table?.width ?? 0) * 0.8);
  expect(author?.width ?? 0).toBeGreaterThan((table?.width ?? 0) * 0.8);
  expect(await sidewaysOverflow(page), (await offScreen(page)).join(', ')).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  // the void button works there: it opens the confirmation, which names the entry
  await voidButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(voidButton).toBeFocused();
});

test('on a desktop the header shows company, language and sign-out at once, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(page.locator('#language-switcher')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valikko' })).toBeHidden();
});
