import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { bearerOf } from './bearer.ts';
import { sidewaysOverflow } from './viewport.ts';
import { finnishDay } from '../sandbox/db/seed-clock.ts';
import { seed } from './seed-day.ts';

/**
 * Purchase payments and the bank's payee check (docs/decisions/0010): the seed's purchase
 * batch of its bills' due date (1.12.2026 as authored, moved with the seed: ahead of today) pays Puukeskus Oy to an account held by someone else (`no_match`) and Fazer Food Services
 * Oy. Its release is blocked until the Puukeskus payment is held back by name with a reason; put back into the
 * batch, it blocks the release again and the total is as before; held again, the batch is released and delivered, and the held
 * payment is carried to a batch of its own where it waits for a decision, as the bill says. The batch is found through the bill's own payment, never by position: another
 * journey's approval may add a payment of that due date.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The batch an approved bill is paid in, as the approver's own screens read it. */
async function batchOfBill(page: Page, billId: string): Promise<string> {
  const read = await page.request.get(`/portal/invoices/${encodeURIComponent(billId)}?customer_id=cus_aurora`, {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(read.status()).toBe(200);
  const { invoice } = (await read.json()) as { invoice: { payment: { batch_id: string } | null } };
  const batchId = invoice.payment?.batch_id;
  if (!batchId) throw new Error(`${billId} is in no batch`);
  return batchId;
}

const payments = (page: Page) => page.getByRole('region', { name: 'Erän maksut' });
const puukeskus = (page: Page) => payments(page).getByRole('row').filter({ hasText: 'Puukeskus Oy' });

test('a batch with a payee who does not match: release blocked, the payment held back by keyboard with a reason, then released', async ({ page }) => {
  test.slow(); // a hold, a release, the bank's few seconds and three accessibility scans
  await signIn(page, 'approver@aurora.example', '/cus_aurora/overview');
  const batchId = await batchOfBill(page, 'pb-2026-0448');
  // the overview says what waits, and leads to the batch
  await expect(page.getByRole('link', { name: /ei voi vapauttaa: saajan nimi ei täsmää tilinomistajaan/ }).first()).toHaveAttribute(
    'href',
    `/cus_aurora/payments/${encodeURIComponent(batchId)}`,
  );

  await page.goto(`/cus_aurora/payments/${encodeURIComponent(batchId)}`);
  await expect(heading(page)).toHaveText(`Ostolaskut, eräpäivä ${finnishDay(seed.dueDate('2026-12-01'))}`);
  const block = page.locator('[data-release-blocked="payee_unverified"]');
  await expect(block).toContainText('saajan nimi ei täsmää tilinomistajaan');
  await expect(block.locator('[data-unverified-payment]')).toContainText('Puukeskus Oy');
  await expect(block).toContainText('Pidätä se maksu (”Pidätä maksu” erän maksujen luettelossa), tai pyydä tilitoimistoa korjaamaan saajan tilinumero.');
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);
  await expect(puukeskus(page)).toContainText('Nimi ei täsmää tilinomistajaan — raha voi mennä väärälle saajalle');
  await expect(payments(page).getByRole('row').filter({ hasText: 'Fazer Food Services Oy' })).toContainText('Nimi täsmää tilinomistajaan');
  await expect(puukeskus(page).getByRole('link', { name: 'Ostolasku' })).toHaveAttribute('href', '/cus_aurora/bills/pb-2026-0448');
  const fullTotal = (await page.locator('[data-total]').first().innerText()).trim();
  await expectAccessible(page);

  // by keyboard: Escape closes the dialog and gives the focus back to its button
  const opener = puukeskus(page).getByRole('button', { name: /^Pidätä maksu: Puukeskus Oy/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pidätetäänkö maksu?' });
  await expect(dialog).toContainText('Pidätän maksun nimelläni: Pekka Korhonen');
  await expect(dialog.getByLabel('Syy')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // a reason is required: confirming without one says so and sends nothing
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Syy')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Pidätä maksu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Kirjoita syy, miksi maksu pidätetään.');
  await expect(dialog.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type('Tilinumero tarkistetaan Puukeskukselta puhelimitse');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Maksu saajalle Puukeskus Oy pidätettiin.' })).toBeFocused();
  await expect(puukeskus(page)).toContainText('Pidätetty: Pekka Korhonen');
  await expect(puukeskus(page)).toContainText('Syy: Tilinumero tarkistetaan Puukeskukselta puhelimitse');
  await expect(block).toHaveCount(0);
  const heldTotal = (await page.locator('[data-total]').first().innerText()).trim();
  expect(heldTotal).not.toBe(fullTotal);

  // put back into the batch: told first that the release is blocked again; then the total is as before, and blocked
  await puukeskus(page).getByRole('button', { name: /^Palauta maksuun: Puukeskus Oy/ }).click();
  const back = page.getByRole('dialog', { name: 'Palautetaanko maksu erään?' });
  await expect(back).toContainText('Kun palautat maksun, erää ei voi vapauttaa ennen kuin maksu pidätetään uudelleen.');
  await expect(back).toContainText('Palautan maksun nimelläni: Pekka Korhonen');
  await expect(back.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type('Puukeskus vahvisti tilin; pidätetään kuitenkin, kunnes nimi on korjattu');
  await back.getByRole('button', { name: 'Palauta maksuun' }).click();
  await expect(back).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Maksu saajalle Puukeskus Oy palautettiin erään.' })).toBeFocused();
  await expect(page.locator('[data-total]').first()).toHaveText(fullTotal);
  await expect(puukeskus(page)).not.toContainText('Pidätetty');
  await expect(block).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);

  // held back again, for the release
  await puukeskus(page).getByRole('button', { name: /^Pidätä maksu: Puukeskus Oy/ }).click();
  await expect(dialog.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type('Tilinumero tarkistetaan Puukeskukselta puhelimitse');
  await dialog.getByRole('button', { name: 'Pidätä maksu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(block).toHaveCount(0);
  await expect(page.locator('[data-total]').first()).toHaveText(heldTotal);

  // released as any batch: the total the service counts leaves the held payment out
  const total = (await page.locator('[data-total]').first().innerText()).trim();
  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  const release = page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' });
  await expect(release).toContainText(total);
  await release.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(page.locator('[data-batch-status="delivered"]')).toBeVisible({ timeout: 20_000 });
  await expect(puukeskus(page)).toContainText('Ei makseta tämän erän mukana.');
  // a hold once released is refused in words by the service
  const late = await page.request.post(`/portal/payments/${encodeURIComponent(batchId)}/payments/x/hold`, {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: { customer_id: 'cus_aurora', reason: 'myöhässä' },
  });
  expect([404, 409]).toContain(late.status());
  await expectAccessible(page);

  // the held payment is not lost: the release carried it to a batch of its own, where it waits for a decision
  // (docs/decisions/0004-held-payments.md)
  const carriedTo = page.locator('[data-carried-to]');
  await expect(carriedTo).toContainText('Erän pidätetyt maksut siirrettiin vapautuksessa uuteen erään');
  await carriedTo.getByRole('link', { name: 'Siirry pidätettyjen maksujen erään' }).click();
  await expect(heading(page)).toHaveText(`Ostolaskut, eräpäivä ${finnishDay(seed.dueDate('2026-12-01'))}`);
  await expect(page.locator('[data-carried-from]')).toBeVisible();
  await expect(puukeskus(page)).toContainText('Syy: Tilinumero tarkistetaan Puukeskukselta puhelimitse');
  await expect(puukeskus(page).getByRole('button', { name: /^Peru maksu: Puukeskus Oy/ })).toBeVisible();

  // the bill says where its payment is and who decides, not that it waits in the released batch and nobody decides
  await page.goto('/cus_aurora/bills/pb-2026-0448');
  const history = page.getByRole('region', { name: 'Kierto', exact: true });
  await expect(page.locator('[data-payment-place="heldCarried"]')).toContainText('se siirtyi uuteen maksuerään');
  await expect(history).toContainText('Pääkäyttäjä tai hyväksyjä päättää pidätetystä maksusta');
  await expect(history).not.toContainText('Kukaan yrityksessä ei päätä nyt.');
  await expect(page.locator('[data-not-yours]')).not.toContainText('Maksu odottaa maksuerässä.');
  // the bill's history keeps the hold, its release back into the batch and the hold again, each by name with its reason
  await expect(history).toContainText('Maksu palautettu maksuerään');
  await expect(history).toContainText('Puukeskus vahvisti tilin; pidätetään kuitenkin, kunnes nimi on korjattu');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('a paid purchase batch at 360 px shows each payment’s payee check inside the screen, a close match with the bank’s name', async ({ page }) => {
    await signIn(page, 'approver@aurora.example', '/cus_aurora/overview');
    const batchId = await batchOfBill(page, 'pb-2026-0421');
    await page.goto(`/cus_aurora/payments/${encodeURIComponent(batchId)}`);
    await expect(heading(page)).toContainText('Ostolaskut, eräpäivä');
    await expect(payments(page).getByRole('row').filter({ hasText: 'Kespro Oy' })).toContainText('Nimi lähes täsmää — pankin tiedoissa: Kespro Ab');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
