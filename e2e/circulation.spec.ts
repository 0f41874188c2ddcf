import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, projectUrls, signIn, test } from './fixtures.ts';
import { sidewaysOverflow } from './viewport.ts';

/**
 * Purchase bills decided and paid (docs/decisions/0011, 0010): a bill from
 * the factual check by one person to the approval by another, by keyboard, to its payment released and
 * delivered; a return to the firm with its reason and the firm's correction; a stale decision showing what
 * changed; the duplicate check; the claim's page and the routing; 360 px; an operator and an API key refused.
 * Each journey works on seeded bills no other journey decides (sandbox/db/seeds/circulation.ts).
 */

test.describe.configure({ timeout: 90_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const billUrl = (billId: string) => `/cus_aurora/bills/${encodeURIComponent(billId)}`;

/** A second person in a browser of their own, signed in at `path`. */
async function personAt(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
}

test('a bill goes from the check by one person to the approval by another, by keyboard, and its payment is released and delivered', async ({ page, browser }) => {
  test.slow(); // two people, a release, the bank's seconds and four accessibility scans
  await signIn(page, 'bills@aurora.example', '/cus_aurora/bills');
  await expect(heading(page)).toHaveText('Ostolaskut');
  const waiting = region(page, 'Odottaa sinua');
  const item = waiting.getByRole('listitem').filter({ hasText: 'Rautakesko Oy' });
  await expect(item).toContainText('Odottaa: Asiatarkastus');
  await expect(item).toContainText(/päivää jäljellä|myöhässä|erääntyy tänään|päivä jäljellä/);
  await expectAccessible(page);
  await item.getByRole('link', { name: 'RK-7781204 Rautakesko Oy' }).click();
  await expect(heading(page)).toHaveText('Ostolasku RK-7781204: Rautakesko Oy');
  await expect(region(page, 'Kierto')).toContainText('Odottaa asiatarkastusta');

  await page.getByRole('button', { name: 'Hyväksy asiatarkastus' }).click();
  const checkDialog = page.getByRole('dialog', { name: 'Hyväksy lasku RK-7781204' });
  await expect(checkDialog).toContainText('Hyväksyt nimelläsi (Laura Hämäläinen)');
  await expectAccessible(page);
  await checkDialog.getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(page.getByText('Päätös tallennettu: hyväksytty.')).toBeFocused();
  await expect(region(page, 'Kierto')).toContainText('Odottaa hyväksyntää');
  // four eyes: the checker is not offered the approval
  await expect(page.locator('[data-not-yours]')).toContainText('Teit tämän laskun asiatarkastuksen');

  // the approver, in a browser of their own, decides by keyboard
  const approver = await personAt(browser, 'approver@aurora.example', billUrl('pb-2026-0452'));
  await expect(heading(approver)).toHaveText('Ostolasku RK-7781204: Rautakesko Oy');
  await expect(region(approver, 'Kierto')).toContainText('Hyväksytty: Laura Hämäläinen');
  const opener = approver.getByRole('button', { name: 'Hyväksy maksuun' });
  await opener.focus();
  await approver.keyboard.press('Enter');
  const dialog = approver.getByRole('dialog', { name: 'Hyväksy lasku RK-7781204' });
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await approver.keyboard.press('Shift+Tab');
  await expect(dialog.getByLabel('Kommentti (vapaaehtoinen)')).toBeFocused();
  await approver.keyboard.type('Hyllyt vastaanotettu varastoon.');
  await approver.keyboard.press('Tab');
  await approver.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Hyväksy', exact: true })).toBeFocused();
  const sent = approver.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/approve'));
  await approver.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ revision: expect.any(String), comment: 'Hyllyt vastaanotettu varastoon.' });
  await expect(approver.getByText('Päätös tallennettu: hyväksytty.')).toBeFocused();
  const circulation = region(approver, 'Kierto');
  await expect(circulation).toContainText('Hyväksytty, odottaa maksua');
  await expect(circulation).toContainText('Hyllyt vastaanotettu varastoon.');
  await expect(region(approver, 'Maksu')).toContainText('Odottaa vapautusta maksuun');
  await expectAccessible(approver);

  // its payment, released by name in the payments area, reaches the bank
  await region(approver, 'Maksu').getByRole('link', { name: 'Avaa maksuerä' }).click();
  await expect(approver).toHaveURL(/\/cus_aurora\/payments\/[^/]+$/);
  await approver.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await approver.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' }).getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(approver.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'delivered', { timeout: 20_000 });

  await approver.goto(billUrl('pb-2026-0452'));
  await expect(region(approver, 'Maksu')).toContainText(/Pankki vastaanotti/);
  await expect(region(approver, 'Kierto')).toContainText(/Maksettu|Hyväksytty, odottaa maksua/);
  await approver.context().close();
});

test('a bill returned to the firm with a reason comes back corrected, is checked again and approved', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'bills@aurora.example', billUrl('bill:2026-0388'));
  await expect(heading(page)).toHaveText('Ostolasku 540031887712: Helen Oy');
  await page.getByRole('button', { name: 'Palauta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Palauta lasku 540031887712' });
  // from a bill's check the only way back is to the firm
  await expect(dialog).toContainText('Kenelle palautetaan: Tilitoimistolle korjattavaksi');
  await dialog.getByRole('button', { name: 'Palauta', exact: true }).click();
  await expect(dialog.getByText('Kirjoita, miksi palautat laskun.')).toBeVisible();
  await expect(dialog.getByLabel(/^Palautuksen syy/)).toBeFocused();
  await dialog.getByLabel(/^Palautuksen syy/).fill('Laskun kulutusjakso ei vastaa sopimusta.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Palauta', exact: true }).click();
  await expect(page.getByText('Päätös tallennettu: palautettu.')).toBeFocused();
  const circulation = region(page, 'Kierto');
  await expect(circulation).toContainText('Palautettu tilitoimistolle');
  await expect(circulation).toContainText('Laskun kulutusjakso ei vastaa sopimusta.');
  await expect(page.locator('[data-not-yours]')).toContainText('Lasku on palautettu tilitoimistolle korjattavaksi.');

  // the firm corrects it and, in the portal, sends it back to the check with a note of what it did
  const staff = await personAt(browser, 'staff@firm.example', billUrl('bill:2026-0388'));
  await expect(heading(staff)).toHaveText('Ostolasku 540031887712: Helen Oy');
  await staff.getByRole('button', { name: 'Lähetä takaisin asiatarkastukseen' }).click();
  const sendBack = staff.getByRole('dialog', { name: 'Lähetä lasku 540031887712 takaisin asiatarkastukseen' });
  await sendBack.getByLabel(/^Mitä tilitoimisto korjasi/).fill('Kulutusjakso korjattu sopimuksen mukaiseksi.');
  await expectAccessible(staff);
  await sendBack.getByRole('button', { name: 'Lähetä', exact: true }).click();
  await expect(staff.getByText('Lasku lähetetty takaisin asiatarkastukseen.')).toBeFocused();
  await expect(region(staff, 'Kierto')).toContainText('Odottaa asiatarkastusta');
  await staff.context().close();

  await page.reload();
  await expect(region(page, 'Kierto')).toContainText('Odottaa asiatarkastusta');
  await expect(region(page, 'Kierto')).toContainText('Tilitoimisto lähetti korjattuna');
  await page.getByRole('button', { name: 'Hyväksy asiatarkastus' }).click();
  await page.getByRole('dialog', { name: 'Hyväksy lasku 540031887712' }).getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(region(page, 'Kierto')).toContainText('Odottaa hyväksyntää');

  const approver = await personAt(browser, 'approver@aurora.example', billUrl('bill:2026-0388'));
  await approver.getByRole('button', { name: 'Hyväksy maksuun' }).click();
  await approver.getByRole('dialog', { name: 'Hyväksy lasku 540031887712' }).getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(region(approver, 'Kierto')).toContainText('Hyväksytty, odottaa maksua');
  await approver.context().close();
});

test('a decision on a bill changed meanwhile shows what changed and keeps what was typed', async ({ page, browser }) => {
  await signIn(page, 'approver@aurora.example', billUrl('pb-2026-0412'));
  await expect(heading(page)).toHaveText('Ostolasku 9100234512: Lyreco Finland Oy');
  await page.getByRole('button', { name: 'Hyväksy maksuun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hyväksy lasku 9100234512' });
  await dialog.getByLabel('Kommentti (vapaaehtoinen)').fill('Tilaus tarkistettu.');

  // meanwhile, in another browser, the bill is sent back to the check
  const other = await personAt(browser, 'approver@aurora.example', billUrl('pb-2026-0412'));
  await other.getByRole('button', { name: 'Palauta' }).click();
  const returning = other.getByRole('dialog', { name: 'Palauta lasku 9100234512' });
  await returning.getByLabel(/^Palautuksen syy/).fill('Toimitus tarkistetaan uudelleen.');
  await returning.getByLabel('Takaisin asiatarkastukseen').check();
  await returning.getByRole('button', { name: 'Palauta', exact: true }).click();
  await expect(region(other, 'Kierto')).toContainText('Odottaa asiatarkastusta');
  await other.context().close();

  await dialog.getByRole('button', { name: 'Hyväksy', exact: true }).click();
  const refusal = dialog.locator('[data-refusal="invoice_changed"]');
  await expect(refusal).toContainText('Laskua muutettiin sillä välin');
  await expect(refusal.locator('[data-change="state"]')).toContainText('Odottaa hyväksyntääOdottaa asiatarkastusta');
  await expect(refusal.locator('[data-change="step"]')).toContainText('Hyväksytty (Laura Hämäläinen)');
  await expect(dialog.getByLabel('Kommentti (vapaaehtoinen)')).toHaveValue('Tilaus tarkistettu.');
  await expect(dialog.getByRole('button', { name: 'Päätä uudelleen' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(region(page, 'Kierto')).toContainText('Odottaa asiatarkastusta');
});

test('a possible duplicate is approved only with the check that it is not paid twice', async ({ page }) => {
  await signIn(page, 'bills@aurora.example', billUrl('pb-2026-0431'));
  await expect(region(page, 'Kierto')).toContainText('Tämä voi olla kaksoislasku');
  await page.getByRole('button', { name: 'Hyväksy asiatarkastus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hyväksy lasku 9100234512' });
  await expect(dialog.getByRole('link', { name: 'Avaa toinen lasku' })).toHaveAttribute('href', billUrl('pb-2026-0412'));
  await dialog.getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(dialog.getByText('Tarkista toinen lasku ja rastita ruutu ennen hyväksyntää.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
});

test('an expense claim’s page shows the claim and its receipt; the routing is the admin’s', async ({ page, browser }) => {
  await signIn(page, 'approver@aurora.example', '/cus_aurora/bills');
  await page.getByLabel('Laji').selectOption('expense_claim');
  await region(page, 'Koko kierto').getByRole('link', { name: /^Kulukorvaus KL-4 / }).click();
  await expect(heading(page)).toHaveText('Kulukorvaus: Kaisa Mäkinen');
  const claim = region(page, 'Kulukorvaus');
  await expect(claim).toContainText('Junamatka asiakkaan koulutukseen Tampereelle');
  await expect(claim).toContainText(/FI\d\d \*{4} \d{4}/);
  await claim.getByRole('button', { name: 'Näytä kuitti 1' }).click();
  await expect(claim.getByRole('link', { name: /^Lataa alkuperäinen/ })).toBeVisible();
  await expect(region(page, 'Kierto')).toContainText('Odottaa asiatarkastusta');
  await expectAccessible(page);

  const admin = await personAt(browser, 'admin@aurora.example', '/cus_aurora/members');
  const routing = region(admin, 'Laskujen kierrätys');
  await expect(routing.getByRole('group', { name: 'Sääntö 1' }).getByLabel('Toimittaja')).toHaveValue('LeasePlan Finland Oy');
  await expect(routing.getByRole('group', { name: 'Poissaolo 1' })).toBeVisible();
  await expectAccessible(admin);
  await admin.context().close();
});

test('a bills person answers the firm’s request for a clarification with a note and a file; the bill goes back to the firm with both', async ({ page }) => {
  // the second bill awaiting a clarification (Scandic Hotels Oy): the Savoy one stays as other journeys read it
  await signIn(page, 'bills@aurora.example', billUrl('pb-2026-0455'));
  await expect(heading(page)).toHaveText('Ostolasku SH-4471902: Scandic Hotels Oy');
  const clarification = region(page, 'Tilitoimisto pyytää selvitystä');
  await expect(clarification).toContainText('Laskusta ei näe, kuka yöpyi ja minkä työmatkan vuoksi');
  await expectAccessible(page);

  await clarification.getByRole('textbox', { name: 'Selvitys (pakollinen)' }).fill('Myyntipäällikkö Pekka Korhonen, asiakastapaaminen Tampereella 17.–19.11.');
  await clarification.getByLabel('Liitteet (valokuva tai PDF)').setInputFiles({
    name: 'matkalasku-tampere.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% matkalasku ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  });
  await expect(clarification).toContainText('1 tiedosto valittu');
  const uploaded = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/documents'));
  const answered = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/clarifications'));
  await clarification.getByRole('button', { name: 'Lähetä selvitys' }).click();
  await uploaded;
  expect((await answered).postDataJSON()).toMatchObject({ note: 'Myyntipäällikkö Pekka Korhonen, asiakastapaaminen Tampereella 17.–19.11.', document_ids: [expect.any(String)] });
  await expect(page.getByText('Selvitys lähetetty. Lasku palaa tilitoimiston tarkastukseen.')).toBeFocused();

  // back with the firm: nothing left to answer, the answer listed with who gave it and the file it attached
  await expect(region(page, 'Kierto')).toContainText('Palautettu tilitoimistolle');
  await expect(clarification.getByRole('button', { name: 'Lähetä selvitys' })).toHaveCount(0);
  await expect(clarification).toContainText('Laura Hämäläinen');
  await expect(clarification).toContainText('asiakastapaaminen Tampereella');
  await expect(clarification.getByRole('list', { name: 'Liitteet' })).toHaveText('matkalasku-tampere.pdf');
  await expectAccessible(page);

  // the same after a reload: the service holds the answer and its document
  await page.reload();
  await expect(region(page, 'Tilitoimisto pyytää selvitystä').getByRole('list', { name: 'Liitteet' })).toHaveText('matkalasku-tampere.pdf');
});

test('an operator gets the forbidden page at the bills; an API key is refused (403) on the circulation', async ({ page, request }) => {
  await signIn(page, 'operator@aurora.example', '/cus_aurora/bills');
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expectAccessible(page);
  const { sandbox } = projectUrls();
  const headers = { Authorization: 'Bearer svc_sk_sandbox_aurora_write' };
  expect((await request.get(`${sandbox}/portal/invoices`, { headers })).status()).toBe(403);
  expect((await request.post(`${sandbox}/portal/invoices/pb-2026-0452/approve`, { headers, data: { revision: 'x' } })).status()).toBe(403);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the list and a bill’s decision fit the screen without sideways scroll', async ({ page }) => {
    await signIn(page, 'bills@aurora.example', '/cus_aurora/bills');
    await expect(region(page, 'Odottaa sinua')).toBeVisible();
    expect(await sidewaysOverflow(page), 'the list scrolls sideways').toBeLessThanOrEqual(0);
    await page.goto(billUrl('pb-2026-0431'));
    await expect(region(page, 'Kierto')).toBeVisible();
    expect(await sidewaysOverflow(page), 'the bill scrolls sideways').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Hyväksy asiatarkastus' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await sidewaysOverflow(page), 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
