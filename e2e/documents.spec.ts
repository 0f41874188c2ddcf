import type { Page } from '@playwright/test';
import { bearerOf } from './bearer.ts';
import { expect, expectAccessible, projectUrls, recordServiceRequests, signIn, test } from './fixtures.ts';
import { failedStatementName, seed } from './seed-day.ts';

/**
 * Documents (docs/decisions/0019): receipts in from any device. Files are sent in requests within the service's limits,
 * with the bytes sent shown, refused files named, duplicates told, and each file's ingest state followed live.
 * Every journey sends files of its own (unique bytes), so that runs and retries never meet each other's files.
 */

test.describe.configure({ timeout: 90_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const uploadCard = (page: Page) => page.getByRole('region', { name: 'Lähetä tositteita' });
const list = (page: Page) => page.getByRole('region', { name: 'Yrityksen tositteet, uusin ensin' });
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A small real PDF: file-type knows it by its first bytes. */
const pdf = (name: string, text = unique()) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});
/** A CSV bank statement: text with a delimiter on its first line. */
const csv = (name: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`Päivä;Selite;Summa\n2026-11-20;Kahvi ${unique()};-4,50\n`) });
/** A 1×1 PNG, made unique by a text chunk. */
function png(name: string) {
  const base = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const rest = Buffer.from('1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  const text = Buffer.from(`Comment\0${unique()}`);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  // the chunk's CRC is not checked by a content sniffer; a zero CRC keeps the test free of a CRC table
  return { name, mimeType: 'image/png', buffer: Buffer.concat([base, rest.subarray(0, 4), length, Buffer.from('tEXt'), text, Buffer.alloc(4), rest.subarray(4)]) };
}

async function openDocuments(page: Page, email = 'admin@aurora.example'): Promise<void> {
  await signIn(page, email, '/cus_aurora/documents');
  await expect(heading(page)).toHaveText('Tositteet');
}

test('an admin sends three files, sees the bytes sent, and watches each reach "read" in the list without a reload', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await openDocuments(page);
  const files = [pdf('lasku-toimisto.pdf'), csv('tiliote-marraskuu.csv'), png('kuitti-taksi.png')];
  await page.getByTestId('documents-pick').setInputFiles(files);
  await expect(uploadCard(page)).toContainText('3 tiedostoa valittu');
  await expect(uploadCard(page)).toContainText('Lähtee yhdellä pyynnöllä.');
  await expectAccessible(page);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 3 tiedostoa' }).click();

  await expect(uploadCard(page).getByRole('heading', { name: 'Lähetys' })).toBeFocused();
  await expect(uploadCard(page)).toContainText('Tallennettu: 3 tiedostoa.');
  // the progress the browser reported: the whole request body sent
  const progress = uploadCard(page).locator('progress');
  const max = Number(await progress.getAttribute('max'));
  expect(max).toBeGreaterThan(600);
  expect(Number(await progress.getAttribute('value'))).toBe(max);
  expect(requests.filter((request) => request.startsWith('POST /portal/documents'))).toHaveLength(1);

  // ingest moves on on the service's clock: each file reads "Luettu" (parsed) in the upload card and in the list
  for (const { name } of files) {
    await expect(uploadCard(page).locator('li[data-document]').filter({ hasText: name })).toContainText(/Luettu|Kirjattu/, { timeout: 30_000 });
    await expect(list(page).getByRole('row').filter({ hasText: name })).toContainText(/Luettu|Kirjattu/);
  }
  await expectAccessible(page);

  await uploadCard(page).getByRole('button', { name: 'Valmis' }).click();
  await expect(uploadCard(page).getByRole('button', { name: 'Valitse tiedostot' })).toBeFocused();
});

test('25 files go as two requests, 20 and 5, each stored on its own', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await openDocuments(page);
  const files = Array.from({ length: 25 }, (_, index) => csv(`kuitti-${String(index + 1).padStart(2, '0')}.csv`));
  await page.getByTestId('documents-pick').setInputFiles(files);
  await expect(uploadCard(page)).toContainText('25 tiedostoa valittu');
  await expect(uploadCard(page)).toContainText('Lähtee 2 pyynnöllä');
  await uploadCard(page).getByRole('button', { name: 'Lähetä 25 tiedostoa' }).click();
  const rows = uploadCard(page).locator('[data-request-state]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Tallennettu: 20 tiedostoa.');
  await expect(rows.nth(1)).toContainText('Tallennettu: 5 tiedostoa.');
  expect(requests.filter((request) => request.startsWith('POST /portal/documents'))).toHaveLength(2);
});

test('a file the service does not take is named before sending, and a renamed program is refused by the service with nothing kept', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await openDocuments(page);
  // by its name and type: never sent
  await page.getByTestId('documents-pick').setInputFiles([{ name: 'asennus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ program') }]);
  const refusal = uploadCard(page).getByRole('alert');
  await expect(refusal).toContainText('1 tiedosto jää lähettämättä');
  await expect(refusal).toContainText('asennus.exe ei ole tositetiedosto');
  await expect(uploadCard(page).getByRole('button', { name: /^Lähetä/ })).toHaveCount(0);
  await expectAccessible(page);
  await uploadCard(page).getByRole('button', { name: 'Tyhjennä valinta' }).click();

  // a program renamed .pdf: the service decides by content (415), keeps none of the request's files, and the
  // portal says so next to that file and chooses the request's other file again
  const fine = pdf('oikea-lasku.pdf');
  await page.getByTestId('documents-pick').setInputFiles([fine, { name: 'lasku.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 1)]) }]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 2 tiedostoa' }).click();
  const failed = uploadCard(page).locator('[data-request-state="failed"]');
  await expect(failed.locator('li[data-refused]')).toHaveText(/lasku\.pdf.*lasku\.pdf ei ole tiedosto, jonka palvelu ottaa tositteeksi/);
  await expect(failed).toContainText('Pyynnön toista tiedostoa ei tallennettu; se on taas valittuna yllä lähetettäväksi.');
  await failed.getByText('Tekniset tiedot').click();
  await expect(failed).toContainText('unsupported_media_type');
  await expect(failed.getByRole('button', { name: 'Lähetä nämä uudelleen' })).toHaveCount(0);
  await expect(list(page).getByRole('row').filter({ hasText: 'oikea-lasku.pdf' })).toHaveCount(0);
  expect(requests.filter((request) => request.startsWith('POST /portal/documents'))).toHaveLength(1);
  await expectAccessible(page);
  // the other file is chosen again, and goes on its own
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
  await expect(list(page).getByRole('row').filter({ hasText: 'oikea-lasku.pdf' })).toHaveCount(1);
});

test('a file whose name claims another type than its content is refused next to that file, in plain words, the others kept chosen', async ({ page }) => {
  await openDocuments(page);
  const text = { name: 'pankki-lasku.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`Päivä;Summa\n2026-11-20;${unique()}\n`) };
  await page.getByTestId('documents-pick').setInputFiles([pdf('kelpaava-1.pdf'), text, csv('kelpaava-2.csv')]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 3 tiedostoa' }).click();
  const failed = uploadCard(page).locator('[data-request-state="failed"]');
  await expect(failed.locator('li[data-refused]')).toContainText(
    'pankki-lasku.pdf: nimen pääte .pdf ei vastaa tiedoston sisältöä, joten palvelu ei ottanut sitä vastaan.',
  );
  await expect(failed).toContainText('Pyynnön muita 2 tiedostoa ei tallennettu; ne ovat taas valittuina yllä lähetettäväksi.');
  // the service's words (the type it found) only behind the technical details
  await expect(failed).not.toContainText('text/csv', { useInnerText: true });
  await failed.getByText('Tekniset tiedot').click();
  await expect(failed).toContainText('name_does_not_match_content');
  await expect(failed).toContainText('its content is text/csv');
  await expectAccessible(page);
  await expect(uploadCard(page).getByRole('button', { name: 'Lähetä 2 tiedostoa' })).toBeVisible();
  await uploadCard(page).getByRole('button', { name: 'Lähetä 2 tiedostoa' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 2 tiedostoa.');
});

test('a failed ingest says why in the page’s language, the service’s English only behind Technical details', async ({ page }) => {
  await openDocuments(page);
  const name = `tyhja-${unique()}.csv`;
  await page.getByTestId('documents-pick').setInputFiles([{ name, mimeType: 'text/csv', buffer: Buffer.from(`Päivä;Summa;${unique()}\n`) }]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  const row = list(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Epäonnistui', { timeout: 40_000 });
  await expect(row).toContainText('Taulukossa on otsikkorivi mutta ei yhtään riviä, joten kirjattavaa ei ole.');
  await expect(row).not.toContainText(/header line|no rows|teknisissä tiedoissa/, { useInnerText: true });
  await row.getByText('Tekniset tiedot').click();
  await expect(row).toContainText('The spreadsheet has a header line but no rows');
  await expectAccessible(page);
});

test('a download is named with the ending of the type the service decided', async ({ page }) => {
  await openDocuments(page);
  const name = `tiliote-${unique()}`;
  await page.getByTestId('documents-pick').setInputFiles([{ name, mimeType: 'text/csv', buffer: Buffer.from(`Päivä;Summa\n2026-11-20;${unique()}\n`) }]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
  const row = list(page).getByRole('row').filter({ hasText: name });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Lataa ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.csv`);
});

test('the same file sent twice is told as a duplicate of the first, once, by name and time, and is no failure', async ({ page }) => {
  await openDocuments(page);
  const file = pdf('vuokralasku-joulukuu.pdf');
  await page.getByTestId('documents-pick').setInputFiles([file]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
  await uploadCard(page).getByRole('button', { name: 'Valmis' }).click();
  await page.getByTestId('documents-pick').setInputFiles([{ ...file, name: 'vuokralasku-kopio.pdf' }]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  const sent = uploadCard(page).locator('li[data-document]').filter({ hasText: 'vuokralasku-kopio.pdf' });
  await expect(sent).toContainText(/Sama tiedosto kuin vuokralasku-joulukuu\.pdf, lähetetty \d{1,2}\.\d{1,2}\.\d{4} .*\. Se kirjataan vain kerran\./);
  // it ends as the first did, with no red state and no failure text; the note is said once in each place
  await expect(sent).toContainText('Kirjattu', { timeout: 40_000 });
  const listed = list(page).getByRole('row').filter({ hasText: 'vuokralasku-kopio.pdf' });
  await expect(listed).toContainText('Kirjattu');
  for (const place of [sent, listed]) {
    await expect(place).not.toContainText(/Epäonnistui|ei voitu käyttää/);
    await expect(place.getByText(/Sama tiedosto kuin/)).toHaveCount(1);
  }
});

test('at 1280 px a file name is not broken inside its ending, and the time and size stay on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDocuments(page);
  const name = `kuitti-ravintola-lounas-asiakastapaaminen-${unique()}-marraskuu-2026.pdf`;
  await page.getByTestId('documents-pick').setInputFiles([pdf(name)]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
  const row = list(page).locator(`tr[data-document]`).filter({ hasText: name });
  await expect(row).toBeVisible();
  const lines = await row.evaluate((tr) => {
    const linesOf = (node: Node | null) => {
      if (!node) return -1;
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    };
    return {
      ending: linesOf(tr.querySelector('[data-filename] > span')),
      time: linesOf(tr.querySelector('time')),
      size: linesOf(tr.querySelector('td.number')),
    };
  });
  expect(lines).toEqual({ ending: 1, time: 1, size: 1 });
  await expect(row.locator('[data-filename] > span')).toHaveText('.pdf');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1280);
  await expectAccessible(page);
});

test('a claimant sees only her own documents: her claims’ receipts and what she sends, never the lease, the statement or a return', async ({ page, browser }) => {
  // docs/decisions/0003-documents-by-role.md; the seed's names move with its day (docs/decisions/0001-seed-lives-in-the-present.md)
  const lease = `vuokrasopimus-${seed.period('2026')}.pdf`;
  const receipts = [`kuitti-${seed.date('2026-11-03')}-pysakointi.jpg`, `kuitti-${seed.date('2026-11-10')}-toimisto.jpg`, `kuitti-${seed.date('2026-11-18')}-taksi.jpg`, `kuitti-${seed.date('2026-11-25')}-juna.jpg`];
  // the admin, in a browser of her own, sees the company's documents: the lease and the returns among them
  const context = await browser.newContext({ baseURL: projectUrls().portal });
  try {
    const admin = await context.newPage();
    await openDocuments(admin);
    await expect(list(admin).getByRole('row').filter({ hasText: lease })).toHaveCount(1);
    await expect(list(admin).getByRole('row').filter({ hasText: /alv-ilmoitus-/ }).first()).toBeVisible();
  } finally {
    await context.close();
  }

  await openDocuments(page, 'claimant@aurora.example');
  await expect(page.locator('[data-document-scope="claimant"]')).toHaveText('Näet itse lähettämäsi tiedostot ja kulukorvaustesi kuitit.');
  for (const receipt of receipts) await expect(list(page).getByRole('row').filter({ hasText: receipt })).toContainText('Liittyy: Kulukorvaus');
  for (const hidden of [lease, failedStatementName, 'alv-ilmoitus-', 'tyonantajan-verot-', 'myyntilasku-', 'lasku-toimistotarvike-1187.pdf']) {
    await expect(list(page).getByRole('row').filter({ hasText: hidden })).toHaveCount(0);
  }
  // every row is one of her claims' receipts, or what she sent herself (which belongs to nothing yet)
  const kinds = await list(page).locator('tr[data-document] [data-belongs-to]').evaluateAll((cells) => [...new Set(cells.map((cell) => cell.getAttribute('data-belongs-to')))]);
  expect(kinds.every((kind) => kind === 'claim' || kind === 'other')).toBe(true);

  // what she sends is hers to see
  const mine = pdf(`kuitti-pysakointi-${unique()}.pdf`);
  await page.getByTestId('documents-pick').setInputFiles([mine]);
  await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
  await expect(list(page).getByRole('row').filter({ hasText: mine.name })).toContainText('Liittyy: Muu');
  await expectAccessible(page);

  // and the lease is not there for her even by its address: 404, as a document that does not exist
  const bearer = await bearerOf(page);
  for (const path of ['/portal/documents/file_aurora_003?customer_id=cus_aurora', '/portal/documents/file_aurora_003/content?customer_id=cus_aurora']) {
    expect((await page.request.get(path, { headers: { Authorization: `Bearer ${bearer}` } })).status()).toBe(404);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a claimant photographs a receipt and sends it, without sideways scroll', async ({ page }) => {
    await openDocuments(page, 'claimant@aurora.example');
    await expect(uploadCard(page).getByRole('button', { name: 'Ota kuva' })).toBeVisible();
    await expect(page.getByTestId('documents-photo')).toHaveAttribute('capture', 'environment');
    await page.getByTestId('documents-photo').setInputFiles([png('kuitti-lounas.png')]);
    await uploadCard(page).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
    await expect(uploadCard(page)).toContainText('Tallennettu: 1 tiedosto.');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
