import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { finnishDay, finnishMonth, finnishMonthName } from '../sandbox/db/seed-clock.ts';
import { businessTaxReturnDueDate, financialYearOf, vatDueDate } from '../sandbox/filings/due-dates.ts';
import { chooseLanguage, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { sidewaysOverflow } from './viewport.ts';

/**
 * Taxes and filings (docs/sandbox.md, "Filings"), against the seed, its dates named through
 * the seed's clock (seed-day.ts): Aurora files VAT monthly; last month's VAT return (10/2026 as authored) waits
 * for the company's approval, due on the 12th of the month after this or the banking day after (14.12.2026 as
 * authored: the 12th is a Saturday); its Suomi.fi tax authorization expires 55 days after the seeding day
 * (20.1.2027 as authored). Birch Tmi, a sole trader, files the business tax return (form 5) by the Tax
 * Administration's date and no financial statements (docs/decisions/0005-sole-trader-filing-dates.md). The
 * journeys that only read come first; the last one approves that return — the one
 * journey that changes it — by keyboard from the navigation, and downloads the receipt of filing.
 */

test.describe.configure({ timeout: 60_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
/** The return waiting for approval, last month's, and its due date by the rule. */
const AWAITING = seed.period('2026-10');
const AWAITING_DUE = vatDueDate(AWAITING);
const VAT_RETURN = `Arvonlisäveroilmoitus, ${finnishMonthName(AWAITING)} ${AWAITING.slice(0, 4)}`;
/** The month before it, filed; this month's return, upcoming. */
const FILED = seed.period('2026-09');
const UPCOMING = seed.period('2026-11');
const TAX_AUTHORIZATION_ENDS = finnishDay(seed.date('2027-01-20'));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses Tab until `target` has the focus, as a keyboard user would, at most `most` times. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the expiring Suomi.fi authorization is in Needs attention and shown with the steps to renew it', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora');
  const attention = page.locator('[aria-labelledby="attention-heading"]');
  const item = attention.getByRole('link', { name: new RegExp(`valtuutus .* päättyy ${escaped(TAX_AUTHORIZATION_ENDS)}`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/cus_aurora\/filings\/authorizations$/);
  await expect(heading(page)).toHaveText('Valtuutukset');
  const tax = page.locator('li[data-authorization="suomifi_tax"]');
  await expect(tax).toContainText('Päättymässä');
  await expect(tax).toContainText('Anna Virtanen');
  await expect(tax).toContainText(`${TAX_AUTHORIZATION_ENDS} asti`);
  await expect(tax).toContainText(/Aikaa jäljellä\d+ päivää/);
  const renewal = tax.locator('[data-renewal]');
  await expect(renewal).toContainText(`Valtuus päättyy ${TAX_AUTHORIZATION_ENDS}.`);
  await expect(renewal.getByRole('heading', { name: 'Näin uusit valtuuden' })).toBeVisible();
  await expect(renewal.getByRole('listitem')).toHaveCount(4);
  await expect(renewal).toContainText('Suomi.fi-valtuudet');
  await expect(renewal).toContainText('oikeus edustaa yritystä yksin');
  await expect(renewal).toContainText('Tilitoimisto saa tiedon uudesta valtuudesta');
  await expect(renewal.getByRole('link', { name: /Uusi valtuus Suomi\.fi-palvelussa/ })).toHaveAttribute('href', /^https:\/\//);
  // the others are valid, without a warning
  await expect(page.locator('li[data-authorization="suomifi_incomes_register"] [data-renewal]')).toHaveCount(0);
  await expect(page.locator('li[data-authorization="suomifi_trade_register"]')).toContainText('toistaiseksi');
  await expectAccessible(page);
});

test('the coming deadlines download as a calendar file of all-day events', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/filings');
  await expect(heading(page)).toHaveText('Verot ja ilmoitukset');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa määräajat kalenteriin (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('verot-ja-ilmoitukset-cus_aurora.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded.match(/BEGIN:VEVENT\r\n/g)?.length ?? 0).toBeGreaterThan(0);
  // this month's VAT return (November's as authored: Tuesday 12 January 2027), on its due date
  expect(unfolded).toContain(`UID:vat_return.${UPCOMING}@cus_aurora.filings\r\n`);
  expect(unfolded).toContain(`DTSTART;VALUE=DATE:${vatDueDate(UPCOMING).due_date.replaceAll('-', '')}\r\n`);
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

test('in English a filing’s due-date rule is said in English, the service’s Finnish words kept beside it and marked as Finnish', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', `/cus_aurora/filings/vat_return.${FILED}`);
  await chooseLanguage(page, 'en');
  const serviceWords = vatDueDate(FILED).rule.text;
  const english = page.locator('[data-rule-words]');
  await expect(english).toContainText('VAT for a monthly tax period is reported and paid by the 12th day of the second month after the period.');
  await expect(english).toContainText('the due date is the next banking day');
  const finnish = page.locator('[data-rule-finnish]');
  await expect(finnish).toContainText('In Finnish:');
  await expect(finnish.locator('q[lang="fi"]')).toHaveText(serviceWords);
  await expectAccessible(page);
  await chooseLanguage(page, 'sv');
  await expect(page.locator('[data-rule-words]')).toContainText('Mervärdesskatten för en skatteperiod på en månad');
  await expect(page.locator('[data-rule-finnish]')).toContainText('På finska:');
  await chooseLanguage(page, 'fi');
  await expect(page.locator('[data-rule-words]')).toHaveCount(0);
  await expect(page.locator('[data-rule-finnish]')).toHaveCount(0);
  await expect(page.locator('q[lang="fi"]')).toHaveText(serviceWords);
});

test('Birch Tmi, a sole trader, is given the business tax return by the Tax Administration’s date and no financial statements', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_birch/filings');
  await expect(heading(page)).toHaveText('Verot ja ilmoitukset');
  const coming = page.locator('[data-filings="coming"]');
  await expect(coming.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-filing-id^="financial_statements."]')).toHaveCount(0);
  await expect(page.getByText(/Tilinpäätös/)).toHaveCount(0);
  // the coming business tax return: last year's until it is due early in April, else this year's (the tax year
  // 2026's, due 1.4.2027 as authored, an estimate)
  const thisYear = Number(seed.today.slice(0, 4));
  const dueOf = (taxYear: number) => businessTaxReturnDueDate(financialYearOf(taxYear, '12-31'));
  const year = String(dueOf(thisYear - 1).due_date >= seed.today ? thisYear - 1 : thisYear);
  const due = dueOf(Number(year));
  const taxReturn = page.locator(`[data-filing-id="income_tax_return.${year}"]`);
  await expect(taxReturn).toContainText('Veroilmoitus');
  await expect(taxReturn).toContainText(finnishDay(due.due_date));
  await taxReturn.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/cus_birch/filings/income_tax_return\\.${year}$`));
  await expect(page.locator('q[lang="fi"]')).toContainText('Elinkeinotoiminnan veroilmoitus (lomake 5)');
  await expect(page.getByRole('link', { name: /Lähde: vero\.fi/ })).toBeVisible();
  await expectAccessible(page);
  // the financial statements of a sole trader are no filing of its
  await page.goto(`/cus_birch/filings/financial_statements.${Number(year) - 1}`);
  await expect(heading(page)).toHaveText('Ilmoitusta ei löytynyt');
});

test('on the narrowest phone (360 px) the deadlines, a filing and the authorizations never scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/filings');
  await expect(page.locator('[data-filings="coming"] tbody tr').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto(`/cus_aurora/filings/vat_return.${FILED}`);
  await expect(page.locator('[data-filing-figures] tbody tr').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto('/cus_aurora/filings/authorizations');
  await expect(page.locator('li[data-authorization="suomifi_tax"]')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('an operator reads the filings without the approve button, told who approves; a claimant has no Filings', async ({ page, browser }) => {
  await signIn(page, 'operator@aurora.example', '/cus_aurora');
  await navigation(page).getByRole('link', { name: 'Verot ja ilmoitukset' }).click();
  await expect(heading(page)).toHaveText('Verot ja ilmoitukset');
  await page.goto(`/cus_aurora/filings/vat_return.${AWAITING}`);
  await expect(heading(page)).toHaveText(VAT_RETURN);
  await expect(page.locator('[data-filing-figures] tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hyväksy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kysy tilitoimistolta' })).toHaveCount(0);
  await expect(page.locator('[data-filing-review]')).toContainText(/Voit lukea ilmoituksen|Hyväksynyt/);
  await expectAccessible(page);

  const context = await browser.newContext();
  const claimant = await context.newPage();
  await signIn(claimant, 'claimant@aurora.example', '/cus_aurora');
  await expect(navigation(claimant).getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
  await expect(navigation(claimant).getByRole('link', { name: 'Verot ja ilmoitukset' })).toHaveCount(0);
  await context.close();
});

test(`Anna, by keyboard alone from the navigation, approves the VAT return of ${finnishMonth(AWAITING)} due ${finnishDay(AWAITING_DUE.due_date)} and downloads its receipt`, async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora');
  await tabTo(page, navigation(page).getByRole('link', { name: 'Verot ja ilmoitukset' }));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Verot ja ilmoitukset');
  const awaiting = page.locator('[data-filings="awaiting"]');
  await expect(awaiting.getByRole('heading', { name: 'Odottaa hyväksyntääsi' })).toBeVisible();
  const card = awaiting.locator(`li[data-filing-id="vat_return.${AWAITING}"]`);
  await expect(card).toContainText(VAT_RETURN);
  await expect(card).toContainText(`Määräpäivä ${finnishDay(AWAITING_DUE.due_date)}`);
  await expect(card).toContainText(/\d+ päivää aikaa/);
  await expect(page.locator(`[data-filings="filed"] tr[data-filing-id="vat_return.${FILED}"]`)).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, card.getByRole('link', { name: VAT_RETURN }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/filings/vat_return\\.${AWAITING}$`));
  await expect(heading(page)).toHaveText(VAT_RETURN);
  // the rule's day, when not a banking day, and where it moved ("12.12.2026 on lauantai, joten määräpäivä siirtyy maanantaihin 14.12.2026." as authored)
  const movedFrom = AWAITING_DUE.rule.moved_from;
  if (movedFrom === null) {
    await expect(page.locator('[data-moved-from]')).toHaveCount(0);
  } else {
    const moved = page.locator(`[data-moved-from="${movedFrom}"]`);
    await expect(moved).toContainText(`${finnishDay(movedFrom)} on `);
    await expect(moved).toContainText('joten määräpäivä siirtyy');
    await expect(moved).toContainText(`${finnishDay(AWAITING_DUE.due_date)}.`);
  }
  await expect(page.getByRole('link', { name: /Lähde: vero\.fi/ })).toBeVisible();
  await expect(page.locator('[data-filing-review]')).toContainText('Valmistellut Sari Laine');
  await expect(page.locator('[data-filing-figures] tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  const approve = page.getByRole('button', { name: 'Hyväksy', exact: true });
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Hyväksytäänkö ${VAT_RETURN}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await expect(dialog).toContainText('Maksettava');
  await expect(dialog).toContainText('Anna Virtanen');
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Hyväksy ilmoitus' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-review-outcome]')).toContainText('Hyväksyit ilmoituksen.');
  await expect(page.locator('[data-filing-review]')).toContainText('Hyväksynyt Anna Virtanen');
  await expect(page.locator('[data-filing-filed]')).toBeVisible();

  const receipt = page.locator('[data-document-kind="receipt"]');
  await receipt.getByRole('button', { name: 'Näytä: Vastaanottokuittaus' }).click();
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('link', { name: /Lataa tiedosto/ }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page);
});
