import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { expectWhollyShown, hiddenSideways, sidewaysOverflow } from './viewport.ts';

/**
 * The bills on the narrowest phone (docs/decisions/0021): the list shows each bill's number and supplier, amount, due
 * date and review state on the screen, never cut off at the edge or behind a sideways scroll; the review's
 * lines and journal draft show their gross, VAT deduction, debit, credit and totals the same way.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('at 360 px every bill of the list shows its number, amount, due date and state on the screen, without sideways scroll', async ({ page }) => {
  await signIn(page, 'bills@aurora.example', '/cus_aurora/bills');
  await expect(heading(page)).toHaveText('Ostolaskut');
  const region = page.getByRole('region', { name: 'Yrityksen laskut ja kulukorvaukset, aikaisin eräpäivä ensin' });
  // the bills alone: claims stand beside them in the circulation (docs/decisions/0011)
  await page.getByLabel('Laji').selectOption('purchase_bill');
  const rows = region.getByRole('row').filter({ has: page.getByRole('rowheader') });
  // the invoice circulation (docs/decisions/0011) seeded eight more bills (sandbox/db/seeds/circulation.ts)
  await expect(rows).toHaveCount(17);
  // still a table to a screen reader: its column headings and each bill's cells
  await expect(region.getByRole('columnheader', { name: 'Summa' })).toHaveCount(1);
  expect(await hiddenSideways(region), 'the list scrolls sideways inside its region').toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  for (const row of await rows.all()) {
    const link = row.getByRole('link');
    const name = (await link.textContent()) ?? '';
    await expectWhollyShown(link, `the link of ${name}`);
    const [amount, dueDate, circulation, state] = await row.getByRole('cell').all();
    if (!amount || !dueDate || !circulation || !state) throw new Error(`${name}: fewer cells than amount, due date, circulation and state`);
    await expect(amount).toContainText(/^Summa\s*\d[\d\s]*,\d\d\s€$/);
    await expect(dueDate).toContainText(/^Eräpäivä\s*\d{1,2}\.\d{1,2}\.\d{4}$/);
    await expect(circulation).toContainText(/^Kierron tila\s*\S/);
    await expect(state).toContainText(/^Tarkastus\s*\S/);
    for (const [cell, what] of [
      [amount, 'amount'],
      [dueDate, 'due date'],
      [circulation, 'circulation state'],
      [state, 'state'],
    ] as const)
      await expectWhollyShown(cell, `${name}: ${what}`);
  }
  // the raw IDs are not the list's words (the Savoy bill's ID is `bill:Savoy #77?50%`)
  await expect(page.getByRole('main')).not.toContainText('bill:');
  await expectAccessible(page);

  // the link is the bill: its number and supplier
  await page.getByRole('link', { name: '77 Royal Ravintolat Oy' }).click();
  await expect(heading(page)).toHaveText('Ostolasku 77: Royal Ravintolat Oy');
});

test('at 360 px a review shows its lines’ gross and VAT deduction, the draft’s debit and credit and both totals on the screen', async ({ page }) => {
  await signIn(page, 'bills@aurora.example', `/cus_aurora/bills/${encodeURIComponent('bill:Elisa 10 2026')}`);
  await expect(heading(page)).toHaveText('Ostolasku 6034129981: Elisa Oyj');
  const lines = page.getByRole('region', { name: 'Laskun rivit' });
  const firstLine = lines.getByRole('row').filter({ hasText: 'Matkapuhelinliittymät' });
  await expectWhollyShown(firstLine.getByRole('cell').filter({ hasText: /^Verollinen/ }), 'the line’s gross');
  await expectWhollyShown(firstLine.getByRole('cell').filter({ hasText: /^Vähennysoikeus/ }), 'the line’s VAT deduction');
  const linesTotal = lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rivit yhteensä' }) });
  await expectWhollyShown(linesTotal.getByRole('cell').filter({ hasText: /^Verollinen\s*172,56\s€$/ }), 'the lines’ gross total');
  const draft = page.getByRole('region', { name: 'Kirjausluonnoksen debet- ja kredit-rivit' });
  const draftTotal = draft.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Yhteensä' }) });
  await expectWhollyShown(draftTotal.getByRole('cell').filter({ hasText: /^Debet\s*172,56\s€$/ }), 'the debit total');
  await expectWhollyShown(draftTotal.getByRole('cell').filter({ hasText: /^Kredit\s*172,56\s€$/ }), 'the credit total');
  for (const region of [lines, draft]) expect(await hiddenSideways(region)).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
