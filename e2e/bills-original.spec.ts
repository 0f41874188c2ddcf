import type { APIResponse, Locator, Page, Route } from '@playwright/test';
import { expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { expectWhollyShown, hiddenSideways } from './viewport.ts';

/**
 * The original beside the bill review (docs/decisions/0019): fetched only when opened, a PDF drawn by pdf.js under the
 * portal's CSP (every journey fails on a CSP violation), an image inline, and the browser's own SHA-256 of
 * the bytes shown compared with the bill's original and the latest review, in plain words.
 */

// Each journey signs in, opens a review and starts pdf.js, on a machine shared with other runs.
test.describe.configure({ timeout: 60_000 });

const LYRECO = { id: 'pb-2026-0412', title: 'Ostolasku 9100234512: Lyreco Finland Oy', supplier: 'Lyreco Finland Oy', number: '9100234512' };
const ELISA = { id: 'bill:Elisa 10 2026', title: 'Ostolasku 6034129981: Elisa Oyj', supplier: 'Elisa Oyj', number: '6034129981' };
const ELISA_PDF = 'doc_elisa_6034129981_pdf';
const ELISA_PHOTO = 'doc_elisa_6034129981_photo';

const CONFIRMED = 'Tämä on se tosite, jonka tarkastus näki.';
const NOT_NAMED = 'Näytetty tiedosto ei ole se, jonka lasku nimeää.';
const REVIEW_SAW_OTHER = 'Tarkastus näki tästä tositteesta eri version kuin nyt näytetään.';
const ETAG_DIFFERS = 'Palvelun oma tunniste tiedostolle ei vastaa saatua sisältöä.';

const reviewUrl = (billId: string) => `/cus_aurora/bills/${encodeURIComponent(billId)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const viewer = (page: Page) => page.getByRole('region', { name: /^Alkuperäinen: / });
const originalCard = (page: Page) => page.getByRole('region', { name: 'Alkuperäinen tosite', exact: true });
/** The digest check's words: a status when confirmed, an alert when a warning. */
const outcome = (pane: Locator) => pane.locator('[data-check]');
const contentRequests = (requests: readonly string[]) => requests.filter((request) => /\/documents\/[^/]+\/content/.test(request));
const isContent = (url: URL) => /^\/portal\/documents\/[^/]+\/content$/.test(url.pathname);

async function openReview(page: Page, bill: { id: string; title: string }): Promise<void> {
  await signIn(page, 'bills@aurora.example', reviewUrl(bill.id));
  await expect(heading(page)).toHaveText(bill.title);
}

async function showOriginal(page: Page): Promise<Locator> {
  const toggle = originalCard(page).getByRole('button', { name: 'Näytä alkuperäinen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(originalCard(page).getByRole('button', { name: 'Piilota alkuperäinen' })).toHaveAttribute('aria-expanded', 'true');
  return viewer(page);
}

/** The PDF's first page drawn by pdf.js: a named canvas, its drawing finished, with ink on it (not a blank sheet). */
async function expectDrawnPage(pane: Locator): Promise<void> {
  const page = pane.getByRole('img', { name: 'Sivu 1 / 1' });
  // pdf.js and its worker come in their own chunks the first time (on the dev server, transformed then)
  await expect(page).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveAttribute('data-drawn', 'true');
  const ink = await page.evaluate((canvas) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, (canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128 && (data[index + 3] ?? 0) > 0) dark += 1;
    return dark;
  });
  expect(ink, 'dark pixels of text on the drawn page').toBeGreaterThan(500);
}

/** The digests compared, folded away for staff in the viewer's own technical details. */
async function digestsOf(pane: Locator): Promise<{ shown: string; named: string }> {
  await pane.getByText('Tekniset tiedot').click();
  const value = (term: string) => pane.locator('div', { has: pane.page().locator('dt', { hasText: term }) }).locator('dd code');
  return {
    shown: (await value('Näytetyn tiedoston SHA-256').textContent()) ?? '',
    named: (await value('Laskun alkuperäisen SHA-256').textContent()) ?? '',
  };
}

/** From now on the original's content answers with the sandbox's bytes changed by `change`, headers kept (its ETag too). */
async function rewriteContent(page: Page, change: (response: APIResponse, route: Route) => Promise<{ body: Buffer; contentType?: string }>): Promise<void> {
  await page.route(isContent, async (route) => {
    const response = await route.fetch();
    const { body, contentType } = await change(response, route);
    await route.fulfill({ response, body, headers: { ...response.headers(), ...(contentType ? { 'content-type': contentType } : {}) } });
  });
}

test('the original is fetched only when opened, drawn beside the review, and confirmed as the document the review saw', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await openReview(page, LYRECO);
  await expect(originalCard(page)).toContainText('Lyreco_lasku_9100234512.pdf');
  expect(contentRequests(requests), 'no bytes before the person opens the original').toEqual([]);

  const pane = await showOriginal(page);
  await expect(outcome(pane)).toContainText(CONFIRMED);
  await expect(outcome(pane)).toHaveAttribute('role', 'status');
  await expectDrawnPage(pane);
  // the named document only (the dev server's StrictMode mounts twice: a first request may be cancelled and sent again)
  expect(contentRequests(requests).length).toBeGreaterThan(0);
  for (const request of contentRequests(requests)) expect(request).toBe('GET /portal/documents/doc_lyreco_9100234512/content?customer_id=cus_aurora');
  // the digests are details: the plain words say what they mean
  await expect(outcome(pane)).not.toContainText(/[0-9a-f]{64}/);
  const digests = await digestsOf(pane);
  expect(digests.shown).toMatch(/^[0-9a-f]{64}$/);
  expect(digests.shown).toBe(digests.named);

  // the PDF's own text is its text alternative
  await pane.getByText('Tositteen teksti').click();
  await expect(pane.locator('details', { hasText: 'Tositteen teksti' })).toContainText(LYRECO.supplier);
  await expect(pane.locator('details', { hasText: 'Tositteen teksti' })).toContainText(LYRECO.number);
  await expect(pane.getByRole('link', { name: /^Lataa alkuperäinen \(/ })).toHaveAttribute('href', /^blob:/);

  // beside the review on a wide screen: the pane on the right, level with the first card on the left
  await page.evaluate(() => window.scrollTo(0, 0));
  const paneBox = await pane.boundingBox();
  const summaryBox = await page.getByRole('region', { name: 'Lasku', exact: true }).boundingBox();
  expect(paneBox && summaryBox && paneBox.x >= summaryBox.x + summaryBox.width).toBe(true);
  expect(paneBox && summaryBox && Math.abs(paneBox.y - summaryBox.y)).toBeLessThan(2);
  // and it stays in view while the review scrolls
  await page.getByRole('region', { name: 'Kirjaushistoria', exact: true }).scrollIntoViewIfNeeded();
  expect(await pane.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(50);
  await expectAccessible(page);

  await originalCard(page).getByRole('button', { name: 'Piilota alkuperäinen' }).click();
  await expect(viewer(page)).toHaveCount(0);
});

test('Elisa’s review saw an earlier version of the PDF: the current original is shown with the warning', async ({ page }) => {
  await openReview(page, ELISA);
  const pane = await showOriginal(page);
  const warning = outcome(pane);
  await expect(warning).toContainText(REVIEW_SAW_OTHER);
  await expect(warning).toHaveAttribute('role', 'alert');
  await expect(warning).not.toContainText(NOT_NAMED);
  await expectDrawnPage(pane);
  const digests = await digestsOf(pane);
  expect(digests.shown).toBe(digests.named);
  const reviewed = await pane.locator('div', { has: page.locator('dt', { hasText: 'Tarkastuksen näkemän tositteen SHA-256' }) }).locator('dd code').textContent();
  expect(reviewed).toMatch(/^[0-9a-f]{64}$/);
  expect(reviewed).not.toBe(digests.named);
  await expectAccessible(page);
});

test('an answer rewritten to other bytes is shown with the warning that it is not the file the bill names', async ({ page }) => {
  // a PDF still (a reader ignores what follows %%EOF), but not the bytes whose digest the bill names
  await rewriteContent(page, async (response) => ({ body: Buffer.concat([await response.body(), Buffer.from('% changed on the way\n')]) }));
  await openReview(page, LYRECO);
  const pane = await showOriginal(page);
  const warning = outcome(pane);
  await expect(warning).toContainText(NOT_NAMED);
  await expect(warning).toHaveAttribute('role', 'alert');
  // the answer kept the service's ETag, which names the stored bytes, not these
  await expect(warning).toContainText(ETAG_DIFFERS);
  await expect(pane).not.toContainText(CONFIRMED);
  await expectDrawnPage(pane);
  const digests = await digestsOf(pane);
  expect(digests.shown).not.toBe(digests.named);
  await expectAccessible(page);
});

test('an image answer is shown inline from a blob: URL under the CSP (here the photographed receipt, so with the warning)', async ({ page }) => {
  // the seeded originals are PDFs; the receipt Elisa's first review saw is a real JPEG document of the company
  await rewriteContent(page, async (_response, route) => {
    const photo = await route.fetch({ url: route.request().url().replace(ELISA_PDF, ELISA_PHOTO) });
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    return { body: await photo.body(), contentType: 'image/jpeg' };
  });
  await openReview(page, ELISA);
  const pane = await showOriginal(page);
  const image = pane.getByRole('img', { name: 'Alkuperäinen tosite Elisa_lasku_6034129981.pdf' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(240);
  await expect(outcome(pane)).toContainText(NOT_NAMED);
  await expect(pane.locator('canvas')).toHaveCount(0);
  await expectAccessible(page);
});

test('at 1280 px with the original open, the lines’ gross and VAT deduction, the draft’s debit and credit and both totals rows’ figures are on the screen, nothing behind a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReview(page, ELISA);
  const pane = await showOriginal(page);
  await expect(outcome(pane)).toContainText(REVIEW_SAW_OTHER);
  // the review keeps its column beside the original
  const paneBox = await pane.boundingBox();
  const linesCard = page.getByRole('region', { name: 'Rivit', exact: true });
  const linesBox = await linesCard.boundingBox();
  expect(paneBox && linesBox && paneBox.x >= linesBox.x + linesBox.width).toBe(true);

  const lines = page.getByRole('region', { name: 'Laskun rivit' });
  for (const row of await lines.getByRole('row').filter({ has: page.getByRole('rowheader') }).all()) {
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    if (/^Rivit yhteensä/.test(name)) {
      for (const figure of [/^Veroton\s*137,50\s€$/, /^ALV\s*35,06\s€$/, /^Verollinen\s*172,56\s€$/])
        await expectWhollyShown(row.getByRole('cell').filter({ hasText: figure }), `the lines’ total ${String(figure)}`);
      continue;
    }
    await expectWhollyShown(row.getByRole('cell').filter({ hasText: /^Verollinen\s*\d/ }), `${name}: gross`);
    await expectWhollyShown(row.getByRole('cell').filter({ hasText: /^Vähennysoikeus\s*\d/ }), `${name}: VAT deduction`);
  }
  const draft = page.getByRole('region', { name: 'Kirjausluonnoksen debet- ja kredit-rivit' });
  const draftRows = draft.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(draftRows).toHaveCount(5);
  for (const row of await draftRows.all()) {
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    await expectWhollyShown(row.getByRole('cell').filter({ hasText: /^(Debet|Kredit)\s*\d/ }).first(), `draft row ${name}: debit or credit`);
  }
  const draftTotal = draftRows.filter({ has: page.getByRole('rowheader', { name: 'Yhteensä' }) });
  await expectWhollyShown(draftTotal.getByRole('cell').filter({ hasText: /^Debet\s*172,56\s€$/ }), 'the debit total');
  await expectWhollyShown(draftTotal.getByRole('cell').filter({ hasText: /^Kredit\s*172,56\s€$/ }), 'the credit total');
  // no table of the review hides a part of itself behind a sideways scroll
  for (const region of await page.getByRole('main').locator('[role="region"][tabindex="0"]').all())
    expect(await hiddenSideways(region), `${(await region.getAttribute('aria-labelledby')) ?? ''} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the original opens below its card, in the one column, without sideways scrolling', async ({ page }) => {
    await openReview(page, LYRECO);
    const pane = await showOriginal(page);
    await expect(outcome(pane)).toContainText(CONFIRMED);
    await expectDrawnPage(pane);
    const cardBox = await originalCard(page).boundingBox();
    const paneBox = await pane.boundingBox();
    expect(cardBox && paneBox && paneBox.y >= cardBox.y + cardBox.height).toBe(true);
    expect(paneBox && paneBox.x + paneBox.width <= 390).toBe(true);
    const pageWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
