import type { Locator, Page } from '@playwright/test';
import { chooseLanguage, expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { list, rewriteAnswers, type Json } from './rewrite-answers.ts';
import { finnishDay } from '../sandbox/db/seed-clock.ts';
import { seed } from './seed-day.ts';

/** Journeys through purchase-bill review: the list, the review snapshot, exact IDs in the URL, read-only. */

// Whole journeys through several pages on a machine shared with other runs.
test.describe.configure({ timeout: 60_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });
const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/** The review URL of a bill: its ID as one encoded segment. */
const reviewUrl = (billId: string) => `/cus_aurora/bills/${encodeURIComponent(billId)}`;

/**
 * A bill's link in the list is its number and supplier (docs/decisions/0021): never its raw ID. Lyreco's bill 9100234512
 * is seeded twice (docs/decisions/0011: the duplicate pb-2026-0431); of the same date and number the list shows the
 * earlier id, pb-2026-0412, first.
 */
async function openFromList(page: Page, number: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${number.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s+\\S`) }).first().click();
}

/** The review shows the bill, reached at its exact URL, and shows it again after a reload (the round trip). */
async function expectReviewRoundTrip(page: Page, billId: string, title: string): Promise<void> {
  await expect(heading(page)).toHaveText(title);
  expect(pathnameOf(page)).toBe(reviewUrl(billId));
  await expectExactId(await openEvidence(page).then((evidence) => evidence.locator('code').first()), billId);
  await page.reload();
  await expect(heading(page)).toHaveText(title);
  expect(pathnameOf(page)).toBe(reviewUrl(billId));
}

/** The evidence chain (ids, revisions, digests) is folded away for staff: open it and return its section. */
async function openEvidence(page: Page): Promise<Locator> {
  const evidence = section(page, 'Todisteketju');
  await evidence.getByText('Tekniset tiedot').click();
  return evidence;
}

/** toHaveText collapses whitespace; an ID's spaces are part of it, so its text is compared as it is. */
async function expectExactId(code: Locator, billId: string): Promise<void> {
  await expect(code).toBeVisible();
  expect(await code.textContent()).toBe(billId);
}

async function expectNoWritingControls(main: Locator): Promise<void> {
  // the one button shows the original beside the review (docs/decisions/0019, e2e/bills-original.spec.ts): a disclosure, it writes nothing
  await expect(main.getByRole('button')).toHaveCount(1);
  await expect(main.getByRole('button')).toHaveAttribute('aria-expanded', /^(true|false)$/);
  await expect(main.locator('form, input, select, textarea')).toHaveCount(0);
}

function onlyGets(requests: readonly string[]): string[] {
  return requests.filter((request) => !request.startsWith('GET '));
}

test('staff choose Aurora, see its bills earliest due first, and open a bill: ID from the list that survives a reload', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'staff@firm.example');
  // Birch's bills first: switching company shows only that company's bills
  await page.getByLabel('Yritys').selectOption('cus_birch');
  await navigation(page).getByRole('link', { name: 'Ostolaskut' }).click();
  await expect(heading(page)).toHaveText('Ostolaskut');
  await expect(page.getByRole('link', { name: /\sNeste Oyj$/ })).toBeVisible();
  // staff reach bill review in every company: switching keeps them on it
  await page.getByLabel('Yritys').selectOption('cus_aurora');
  await expect(page).toHaveURL(/\/cus_aurora\/bills$/);
  await expect(heading(page)).toHaveText('Ostolaskut');
  // one list of the company's circulation (docs/decisions/0011), earliest due date first; the bills alone by the kind filter
  const region = page.getByRole('region', { name: 'Yrityksen laskut ja kulukorvaukset, aikaisin eräpäivä ensin' });
  await page.getByLabel('Laji').selectOption('purchase_bill');
  const rows = region.locator('tbody tr');
  // the invoice circulation (docs/decisions/0011) seeded eight more bills (sandbox/db/seeds/circulation.ts)
  await expect(rows).toHaveCount(17);
  await expect(page.getByText('Neste Oyj')).toHaveCount(0);
  const dueDates = await region.locator('tbody time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dueDates).toEqual([...dueDates].sort());
  // the firm's staff decide nothing in the circulation: nothing is offered as waiting for them
  await expect(page.getByRole('region', { name: 'Odottaa sinua' })).toHaveCount(0);
  await expectAccessible(page);

  // a `bill:` prefix: never reviewed, draft balances, actions eligible for staff and not
  await openFromList(page, '540031887712');
  await expectReviewRoundTrip(page, 'bill:2026-0388', 'Ostolasku 540031887712: Helen Oy');
  const main = page.getByRole('main');
  // the first card answers which bill, how much, the question, which original, ready or why not — in words
  const summary = section(page, 'Lasku');
  await expect(summary.getByRole('definition').first()).toHaveText(/^\d[\d\s]*,\d\d\s€/);
  await expect(summary).toContainText('Odottaa tarkastusta');
  await expect(summary).toContainText('Ei valmis kirjattavaksi');
  await expect(summary).toContainText('Alkuperäistä ei ole vielä tarkastettu.');
  // no digest, path or operation id shows before the evidence is opened
  await expect(main.getByText(/[0-9a-f]{64}|\/documents\/|purchase_bill\./).filter({ visible: true })).toHaveCount(0);
  await expect(section(page, 'Viimeisin tarkastus')).toContainText('Laskua ei ole vielä tarkastettu.');
  await expect(section(page, 'Kirjausluonnos')).toContainText('Debet ja kredit täsmäävät');
  const actions = section(page, 'Toiminnot');
  await expect(actions.getByRole('listitem').filter({ hasText: 'Tallenna tarkastus' })).toContainText('Käytettävissä henkilökunnan vahvistuksen jälkeen');
  await expect(actions.getByRole('listitem').filter({ hasText: 'Vaihda alkuperäinen tosite' })).toContainText('Ei käytettävissä roolillesi');
  await expectNoWritingControls(main);
  await expectAccessible(page);
  expect(requests.length).toBeGreaterThan(0);
  expect(onlyGets(requests)).toEqual([]);
});

/** Staff at Aurora's bills list, as a person would get there. */
async function staffAtAuroraBills(page: Page): Promise<void> {
  await signIn(page, 'staff@firm.example');
  await page.getByLabel('Yritys').selectOption('cus_aurora');
  await navigation(page).getByRole('link', { name: 'Ostolaskut' }).click();
  await expect(heading(page)).toHaveText('Ostolaskut');
}

test('staff open bills whose IDs hold spaces at both ends, a slash, non-ASCII, #, ? and %, and each URL survives a reload', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await staffAtAuroraBills(page);

  // leading and trailing spaces: the one unbalanced draft is flagged
  await openFromList(page, 'VK-2026-118734');
  await expectReviewRoundTrip(page, ' bill:0191 ', 'Ostolasku VK-2026-118734: Verkkokauppa.com Oyj');
  await expect(section(page, 'Kirjausluonnos')).toContainText(/Luonnos ei täsmää: debet 1\s448,01\s€, kredit 1\s438,10\s€, erotus 9,91\s€\./);
  await expect(section(page, 'Kirjaus')).toContainText('Ei valmis kirjattavaksi');

  // a slash and non-ASCII characters
  await page.getByRole('link', { name: 'Takaisin ostolaskuihin' }).click();
  await openFromList(page, '2026/117');
  await expectReviewRoundTrip(page, 'bill:SK/Jyväskylä 2026/117', 'Ostolasku 2026/117: Suomalainen Kirjakauppa Oy');
  await expect(section(page, 'Rivit')).toContainText(/13,5\s%/);

  // `#`, `?` and `%`
  await page.getByRole('link', { name: 'Takaisin ostolaskuihin' }).click();
  await openFromList(page, '77');
  await expectReviewRoundTrip(page, 'bill:Savoy #77?50%', 'Ostolasku 77: Royal Ravintolat Oy');
  await expectNoWritingControls(page.getByRole('main'));
  expect(onlyGets(requests)).toEqual([]);
});

test('staff follow a reversal in the posting history to the entry it reverses', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await staffAtAuroraBills(page);
  await openFromList(page, 'LP-24-0816-5521');
  await expect(heading(page)).toHaveText('Ostolasku LP-24-0816-5521: LeasePlan Finland Oy');
  const history = section(page, 'Kirjaushistoria');
  const entryRow = (entryNumber: string) => history.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(entryNumber) }) });
  const reversal = entryRow('2024-000655');
  await expect(reversal).toContainText('Peruu tositteen 2024-000611');
  await reversal.getByRole('link', { name: '2024-000611' }).click();
  await expect(history.getByRole('rowheader', { name: /2024-000611/ })).toBeFocused();
  expect(pathnameOf(page)).toBe(reviewUrl('pb-2024-0816'));
  await expect(entryRow('2024-000611')).toContainText('Peruttu tositteella 2024-000655');
  // 24 % on a bill of 15.8.2024 is the rate then in force
  await expect(section(page, 'Rivit')).not.toContainText('rivissä on tarkistettavaa');
  await expectAccessible(page);
  expect(onlyGets(requests)).toEqual([]);
});

test('staff open a bill ready to post: its posting readiness and reason, the draft that balances, and posting offered only after staff confirmation', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await staffAtAuroraBills(page);
  await openFromList(page, '9100234512');
  await expectReviewRoundTrip(page, 'pb-2026-0412', 'Ostolasku 9100234512: Lyreco Finland Oy');
  const posting = section(page, 'Kirjaus');
  await expect(posting).toContainText('Kirjaamatta');
  await expect(posting).toContainText('Valmis kirjattavaksi');
  await expect(posting).not.toContainText('Ei valmis kirjattavaksi');
  await expect(posting).toContainText('kirjaus odottaa henkilökunnan vahvistusta');
  await expect(section(page, 'Viimeisin tarkastus')).toContainText('Alkuperäinen PDF-lasku on täydellinen');
  await expect(section(page, 'Kirjausluonnos')).toContainText('Debet ja kredit täsmäävät');
  const post = section(page, 'Toiminnot').getByRole('listitem').filter({ hasText: 'Kirjaa päiväkirjaan' });
  await expect(post).toContainText('Käytettävissä henkilökunnan vahvistuksen jälkeen');
  await expectNoWritingControls(page.getByRole('main'));
  await expectAccessible(page);
  expect(onlyGets(requests)).toEqual([]);
});

test('a purchase-invoice person opens bills with spaced IDs, sees what the review saw and the VAT flag, in Finnish and English', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'bills@aurora.example');
  await navigation(page).getByRole('link', { name: 'Ostolaskut' }).click();
  await expect(heading(page)).toHaveText('Ostolaskut');
  // the list names a bill by its number and supplier; its raw ID is evidence, in the review (docs/decisions/0021)
  const elisa = page.getByRole('row').filter({ hasText: 'Elisa Oyj' });
  await expect(elisa.getByRole('link')).toHaveAccessibleName('6034129981 Elisa Oyj');
  await expect(elisa).not.toContainText('bill:');
  await expect(page.getByRole('main')).not.toContainText('bill:Savoy #77?50%');

  await openFromList(page, '6034129981');
  await expectReviewRoundTrip(page, 'bill:Elisa 10 2026', 'Ostolasku 6034129981: Elisa Oyj');
  const review = section(page, 'Viimeisin tarkastus');
  // the review by its time and what changed since, in words: the version ids the service's reason names (r2, r3)
  // and the VAT codes (OSTO_25_5) only behind the technical details
  await expect(review).toContainText('Laskua tai sen tositetta on muutettu tarkastuksen jälkeen.');
  await expect(review).toContainText(/Tarkastettu \d+\.\d+\.\d{4} klo \d+\.\d+; sen jälkeen muuttunut: laskun tiedot/);
  await expect(section(page, 'Lasku')).toContainText(/Tarkastettu \d+\.\d+\.\d{4} klo \d+\.\d+; sen jälkeen muuttunut/);
  await expect(section(page, 'Rivit')).toContainText(/ALV-käsittely Osto 25,5\s% \(yleinen verokanta\)/);
  for (const card of ['Lasku', 'Rivit', 'Viimeisin tarkastus', 'Kirjausluonnos']) {
    await expect(section(page, card).getByText(/\br[1-9]\b|^OSTO_[\d_]+$|ALV-koodi/).filter({ visible: true })).toHaveCount(0);
  }
  await section(page, 'Rivit').getByText('Tekniset tiedot').click();
  await expect(section(page, 'Rivit')).toContainText('Rivi 1: ALV-koodi OSTO_25_5');
  // the ids and what exactly the review saw are evidence, for staff, behind the disclosure
  await expect(review).not.toContainText('rev_elisa_6034129981_1');
  const evidence = await openEvidence(page);
  await expect(evidence).toContainText('rev_elisa_6034129981_1');
  await expect(evidence.getByRole('row', { name: /Laskun versio/ })).toContainText('Muuttunut');
  await expect(section(page, 'Rivit')).toContainText(/80\s%/);
  const actions = section(page, 'Toiminnot');
  await expect(actions.getByRole('listitem').filter({ hasText: 'Vaihda alkuperäinen tosite' })).toContainText('Käytettävissä henkilökunnan vahvistuksen jälkeen');
  await expect(actions.getByRole('listitem').filter({ hasText: 'Tallenna tarkastus' })).toContainText('Ei käytettävissä roolillesi');
  await expectNoWritingControls(page.getByRole('main'));
  await expectAccessible(page);

  // 14 % on a bill of 2026 (12.2.2026 as authored, moved with the seed), when 13.5 % was in force
  const kickOff = seed.date('2026-02-12');
  const [year, month, day] = kickOff.split('-');
  await page.getByRole('link', { name: 'Takaisin ostolaskuihin' }).click();
  await openFromList(page, '8823410');
  const lines = section(page, 'Rivit');
  await expect(lines).toContainText('1 rivissä on tarkistettavaa.');
  await expect(lines.getByRole('row').filter({ hasText: 'kick-off' })).toContainText(
    new RegExp(`Verokanta 14\\s% ei ollut voimassa ${finnishDay(kickOff).replaceAll('.', '\\.')}\\. Voimassa olivat 25,5\\s%, 13,5\\s%, 10\\s%, 0\\s%\\.`),
  );

  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Purchase bill 8823410: Kespro Oy');
  await expect(section(page, 'Lines')).toContainText(new RegExp(`The rate 14\\s?% was not in force on ${day}/${month}/${year}`));
  await expectAccessible(page);
  await page.goto(reviewUrl('bill:Elisa 10 2026'));
  await expect(heading(page)).toHaveText('Purchase bill 6034129981: Elisa Oyj');
  await expect(section(page, 'Actions').getByRole('listitem').filter({ hasText: 'Replace the original document' })).toContainText(
    'Available after staff confirmation',
  );
  await expectAccessible(page);

  expect(onlyGets(requests)).toEqual([]);
});

test('a review URL asked for before signing in is where the person lands, with the exact ID', async ({ page }) => {
  await signIn(page, 'bills@aurora.example', reviewUrl('bill:Savoy #77?50%'));
  await expect(heading(page)).toHaveText('Ostolasku 77: Royal Ravintolat Oy');
  expect(pathnameOf(page)).toBe(reviewUrl('bill:Savoy #77?50%'));
});

test('an ID that differs only in a space or in case is not found, and says the ID is compared exactly', async ({ page }) => {
  await signIn(page, 'bills@aurora.example');
  for (const billId of ['bill:0191', 'BILL:2026-0388']) {
    await page.goto(reviewUrl(billId));
    await expect(heading(page)).toHaveText('Ostolaskua ei löydy');
    await expectExactId(page.getByRole('main').locator('code'), billId);
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Takaisin ostolaskuihin' }).click();
  await expect(heading(page)).toHaveText('Ostolaskut');
});

test('an operator has no bills link and gets the forbidden page at a review URL, without the bill being asked for', async ({ page }) => {
  await signIn(page, 'operator@aurora.example');
  await expect(navigation(page).getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Ostolaskut' })).toHaveCount(0);
  const requests = recordServiceRequests(page);
  await page.goto(reviewUrl('bill:2026-0388'));
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expect(page.getByText('Tämä näkymä vaatii roolin: ostolaskujen käsittelijä, laskujen tarkastaja tai tilitoimiston henkilökunta.')).toBeVisible();
  await expect(page.getByText('Helen Oy')).toHaveCount(0);
  // no dead end: the firm's contact from the runtime configuration, as links
  const contact = page.getByRole('region', { name: 'Tilitoimiston yhteystiedot' });
  await expect(contact).toContainText('Tilitoimisto Esimerkki Oy');
  await expect(contact.getByRole('link', { name: 'asiakaspalvelu@firm.example' })).toHaveAttribute('href', 'mailto:asiakaspalvelu@firm.example');
  expect(requests.filter((request) => request.includes('/purchase-bills'))).toEqual([]);
  await expectAccessible(page);
});

test('journal dimensions are named in the person’s language; a key the portal does not know is shown as the service wrote it, marked as its term (docs/decisions/0021)', async ({ page }) => {
  await rewriteAnswers(page, 'GET', /\/original-review$/, (snapshot) => {
    const calculation = snapshot['calculation'] as Json;
    const [first] = list(calculation['draft'] as Json, 'lines');
    if (first) first['dimensions'] = { ...(first['dimensions'] as Json), region: 'Uusimaa' };
    return snapshot;
  });
  await signIn(page, 'bills@aurora.example', reviewUrl('bill:Elisa 10 2026'));
  await expect(heading(page)).toHaveText('Ostolasku 6034129981: Elisa Oyj');
  const draft = section(page, 'Kirjausluonnos');
  await expect(draft).toContainText(/Kustannuspaikka: HEL 60\s%, TRE 40\s%/);
  await expect(draft).toContainText('Kustannuspaikka: HEL');
  await expect(draft).not.toContainText('cost_centre');
  const unknown = draft.locator('[lang="en"]', { hasText: 'region' });
  await expect(unknown).toHaveAttribute('translate', 'no');
  await expect(draft.getByRole('listitem').filter({ has: page.locator('[lang="en"]', { hasText: 'region' }) })).toHaveText('region (palvelun oma termi): Uusimaa');
  await chooseLanguage(page, 'sv');
  await expect(section(page, 'Konteringsutkast')).toContainText(/Kostnadsställe: HEL 60\s%, TRE 40\s%/);
  await expectAccessible(page);
});
