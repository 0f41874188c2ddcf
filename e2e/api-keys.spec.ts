import type { APIResponse, Locator, Page } from '@playwright/test';
import { e2eUrls } from '../playwright.config.ts';
import { ErrorEnvelope } from '../src/api/schemas/common.ts';
import { AgentStatus, Me } from '../src/api/schemas/company.ts';
import { WorklogEntryResult } from '../src/api/schemas/worklog.ts';
import { chooseLanguage, expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { heapSnapshot, placesHolding, withCanaryEverywhere } from './kept.ts';
import { finnishDay } from '../sandbox/db/seed-clock.ts';
import { seed } from './seed-day.ts';

/** Journeys of the API-keys area: company credentials, shown once, revoked at once. */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const statusWith = (bearer: string) => ({ headers: { Authorization: `Bearer ${bearer}` } });
/** A write as an integration sends it: the key as bearer, `customer_id` in the body (spec, wire conventions). */
const writeWith = (bearer: string, data: Record<string, unknown>) => ({ ...statusWith(bearer), data });

/** Today as a Finnish company's books count it, `YYYY-MM-DD` (its first seven characters are the month). */
const todayInHelsinki = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

/** A refusal: the status, and a body in the error envelope of spec §2.1. */
async function expectRefused(response: APIResponse, status: 401 | 403): Promise<ErrorEnvelope> {
  expect(response.status(), `${response.url()} answered ${await response.text()}`).toBe(status);
  return ErrorEnvelope.parse(await response.json());
}

/**
 * The cell of `row` in the column of `table` headed `header`: found by where that header stands,
 * so that a reordered or added column never makes the test read another cell.
 */
async function cellUnder(table: Locator, header: string, row: Locator): Promise<Locator> {
  const column = await table
    .getByRole('columnheader', { name: header, exact: true })
    .evaluate((cell) => (cell instanceof HTMLTableCellElement ? cell.cellIndex : -1));
  expect(column, `a column headed "${header}"`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > th, :scope > td').nth(column);
}

/** A moment as a Finnish reader expects it, in Finnish time: d.m.yyyy klo h.mm. */
function finnishDateTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} klo ${part('hour')}.${part('minute')}`;
}

test('an admin creates a write key, copies it, it works against the service, and stops the moment it is revoked', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // two accessibility scans, a dozen calls to the service and a look into every store, on a shared machine
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eUrls.portal });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  await expect(heading(page)).toHaveText('API-avaimet');

  // The inventory used below, shown first to find a value in each place it reads.
  const canary = `e2e-canary-${Date.now()}`;
  await withCanaryEverywhere(page, context, canary, async () => {
    await page.getByLabel('Nimi', { exact: true }).fill(canary);
    expect((await placesHolding(page, context, canary)).sort()).toEqual(
      ['cacheStorage', 'cookies', 'documentCookie', 'formValues', 'indexedDb', 'localStorage', 'sessionStorage'].sort(),
    );
  });
  expect(await placesHolding(page, context, canary), 'the canary is gone again').toEqual(['formValues']);

  const name = `Kassajärjestelmä E2E ${Date.now()}`;
  await page.getByLabel('Nimi', { exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Kirjoitus' }).check();
  await page.getByRole('button', { name: 'Luo avain' }).click();

  const revealHeading = page.getByRole('heading', { name: 'Kopioi uusi avain nyt' });
  await expect(revealHeading).toBeFocused();
  await expect(page.getByText('Avain näytetään vain tämän kerran.')).toBeVisible();
  const secret = ((await page.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^svc_sk_\S{20,}$/);

  await page.getByRole('button', { name: 'Kopioi avain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avain on kopioitu leikepöydälle.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(secret);
  await expectAccessible(page);

  // The copied key, used as an integration would: it works at once, for reading and for writing.
  const usedFrom = Date.now();
  const works = await request.get(`${e2eUrls.sandbox}/portal/status`, statusWith(copied));
  expect(works.status()).toBe(200);
  expect(AgentStatus.parse(await works.json())).toMatchObject({ customer_id: 'cus_aurora' });
  const me = await request.get(`${e2eUrls.sandbox}/portal/me`, statusWith(copied));
  expect(me.status()).toBe(200);
  const { api_key: itself } = Me.parse(await me.json());
  expect(itself).toMatchObject({ name, scope: 'write' });
  const keyId = itself?.id ?? '';

  // A write key writes (spec §5 rule 2): it records hours in the work log, as itself, not as its creator.
  const worklogEntry = { customer_id: 'cus_aurora', entry_date: todayInHelsinki(), minutes: 75, note: `Kassan päivän sulku (${name})` };
  const written = await request.post(`${e2eUrls.sandbox}/portal/worklog`, writeWith(copied, worklogEntry));
  expect(written.status(), await written.text()).toBe(201);
  const { entry } = WorklogEntryResult.parse(await written.json());
  expect(entry).toMatchObject({
    entry_date: worklogEntry.entry_date,
    minutes: 75,
    note: worklogEntry.note,
    author_email: `api-key:${keyId}`,
    author_name: name,
  });
  // and voids what it wrote, which leaves the work log of the other journeys as the seed made it
  const voided = await request.post(`${e2eUrls.sandbox}/portal/worklog/${encodeURIComponent(entry.id)}/void`, writeWith(copied, { customer_id: 'cus_aurora' }));
  expect(voided.status(), await voided.text()).toBe(200);
  expect(WorklogEntryResult.parse(await voided.json()).entry.id).toBe(entry.id);

  // Where keys never go, a write key goes no further than a read key (spec §4.2, §4.3, §5 rules 2 and 5):
  // payroll, reads included, and API-key management, minting a key of its own included.
  const period = todayInHelsinki().slice(0, 7);
  await expectRefused(await request.get(`${e2eUrls.sandbox}/portal/payroll/workspace?customer_id=cus_aurora&period=${period}`, statusWith(copied)), 403);
  await expectRefused(await request.get(`${e2eUrls.sandbox}/portal/api-keys?customer_id=cus_aurora`, statusWith(copied)), 403);
  await expectRefused(
    await request.post(`${e2eUrls.sandbox}/portal/api-keys`, writeWith(copied, { customer_id: 'cus_aurora', name: `${name} kopio`, scope: 'write' })),
    403,
  );
  const usedUntil = Date.now();

  await page.getByRole('button', { name: 'Valmis, olen tallentanut avaimen' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('rowheader', { name })).toBeFocused();
  await expect(row).toContainText('Kirjoitus');
  await expect(row).toContainText('admin@aurora.example');

  // Once dismissed the secret is on no part of the page and in nothing the browser keeps: the key whole,
  // or the part after its prefix. (Its absence from the page's memory has a test of its own, below.)
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  for (const part of [secret, secret.slice('svc_sk_'.length)]) {
    expect(await placesHolding(page, context, part), 'places that still hold the secret').toEqual([]);
  }

  await page.getByRole('button', { name: `Mitätöi avain ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mitätöidäänkö avain ”${name}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('lakkaavat toimimasta heti');
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mitätöi avain', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Avain ”${name}” on mitätöity.` })).toBeVisible();
  const revoked = page.getByRole('region', { name: 'Mitätöidyt avaimet' });
  await expect(revoked.getByRole('rowheader', { name })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Käytössä olevat avaimet' }).getByRole('rowheader', { name })).toHaveCount(0);
  // its last use, from the test a moment ago, shows in its own column: how long ago, and exactly when
  const lastUsed = await cellUnder(revoked.getByRole('table'), 'Viimeksi käytetty', revoked.getByRole('row', { name: new RegExp(name) }));
  const moment = lastUsed.locator('time');
  await expect(moment).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  const usedAt = new Date((await moment.getAttribute('datetime')) ?? '');
  expect(usedAt.getTime()).toBeGreaterThanOrEqual(usedFrom - 1000);
  expect(usedAt.getTime()).toBeLessThanOrEqual(usedUntil + 1000);
  const exact = finnishDateTime(usedAt);
  expect(exact).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4} klo \d{1,2}\.\d{2}$/);
  await expect(lastUsed).toHaveText(new RegExp(`^(nyt|1 minuutti sitten|\\d+ minuuttia sitten) ${exact.replaceAll('.', '\\.')}$`));

  // Revoked, the key is refused at once, for writing as for reading: the same write as before gets 401.
  await expectRefused(await request.post(`${e2eUrls.sandbox}/portal/worklog`, writeWith(copied, worklogEntry)), 401);
  await expectRefused(await request.get(`${e2eUrls.sandbox}/portal/status`, statusWith(copied)), 401);
  expect(await page.content()).not.toContain(secret);
});

test('when the clipboard refuses, the key is selected and the person is told to copy it themselves', async ({ page, context }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  await page.getByLabel('Nimi', { exact: true }).fill(`Raportointi E2E ${Date.now()}`);
  await page.getByRole('radio', { name: 'Luku' }).check();
  await page.getByRole('button', { name: 'Luo avain' }).click();
  const secret = ((await page.getByTestId('api-key-secret').textContent()) ?? '').trim();

  await page.getByRole('button', { name: 'Kopioi avain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kopiointi ei onnistunut. Avain on nyt valittuna' })).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(secret);

  await page.getByRole('button', { name: 'Valmis, olen tallentanut avaimen' }).click();
  expect(await page.content()).not.toContain(secret);
  expect(await placesHolding(page, context, secret)).toEqual([]);
});

/**
 * The page's memory is the one place left: a heap snapshot after a full garbage collection must not hold
 * the secret once it is dismissed. Before `OneTimeSecret` it failed: the new key's row kept a
 * development-build owner link to a stale fiber whose props still held a closure over the shown key.
 * Taking the snapshot costs 12–37 s on a shared two-core machine, hence its own time limit.
 */
test('once dismissed, the secret is nowhere in the page’s JavaScript heap', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  const name = `Muisti E2E ${Date.now()}`;
  await page.getByLabel('Nimi', { exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Kirjoitus' }).check();
  await page.getByRole('button', { name: 'Luo avain' }).click();
  const secret = ((await page.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^svc_sk_\S{20,}$/);
  await page.getByRole('button', { name: 'Valmis, olen tallentanut avaimen' }).click();
  const rowHeader = page.getByRole('rowheader', { name });
  await expect(rowHeader).toBeFocused();
  const keyId = ((await rowHeader.getAttribute('id')) ?? '').replace(/^api-key-/, '');
  expect(keyId).not.toBe('');

  const heap = await heapSnapshot(page);
  expect(heap, 'the snapshot holds the page’s strings, the new key’s id among them').toContain(keyId);
  // the part after the prefix: a snapshot escapes nothing in it, and it is the secret whatever is put before it
  expect(heap.includes(secret.slice('svc_sk_'.length)), 'the secret is still in the page’s JavaScript heap').toBe(false);
});

test('the list shows scope, creator, when, last use and the revoked apart; a form error sits by its field', async ({ page }) => {
  test.slow(); // sign-in and an accessibility scan on a shared machine take 20–25 s of the default 30
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  const active = page.getByRole('region', { name: 'Käytössä olevat avaimet' });
  const revoked = page.getByRole('region', { name: 'Mitätöidyt avaimet' });

  // the key of the person who has left is still listed as working, under their name
  const former = active.getByRole('row', { name: /Kassajärjestelmän integraatio/ });
  await expect(former).toContainText('former@aurora.example');
  // made on the authored 15.6.2026, as many days before the seeding day
  await expect(former).toContainText(finnishDay(seed.date('2026-06-15')));
  await expect(revoked.getByRole('rowheader', { name: 'Vanha tilinpäätösraportointi' })).toBeVisible();
  await expect(active.getByRole('rowheader', { name: 'Vanha tilinpäätösraportointi' })).toHaveCount(0);
  const neverUsed = await cellUnder(revoked.getByRole('table'), 'Viimeksi käytetty', revoked.getByRole('row', { name: /Vanha tilinpäätösraportointi/ }));
  await expect(neverUsed).toHaveText('Ei koskaan');
  // Birch's key never appears in Aurora's list
  await expect(page.getByText('Verkkokaupan integraatio')).toHaveCount(0);

  await page.getByRole('button', { name: 'Luo avain' }).click();
  await expect(page.getByText('Anna avaimelle nimi.')).toBeVisible();
  await expect(page.getByText('Valitse, saako avain vain lukea vai myös kirjoittaa.')).toBeVisible();
  await expect(page.getByLabel('Nimi', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nimi', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // what was typed survives the refusal
  await page.getByLabel('Nimi', { exact: true }).fill('x'.repeat(101));
  await page.getByRole('radio', { name: 'Luku' }).check();
  await page.getByRole('button', { name: 'Luo avain' }).click();
  await expect(page.getByText('Nimi voi olla enintään 100 merkkiä.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Luku' })).toBeChecked();
  await expect(page.getByLabel('Nimi', { exact: true })).toHaveValue('x'.repeat(101));
});

test('the revoke confirmation closes with Escape, revokes nothing and gives the focus back', async ({ page, request }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  const button = page.getByRole('button', { name: 'Mitätöi avain Kirjanpidon raportointi (luku)' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mitätöidäänkö avain ”Kirjanpidon raportointi (luku)”?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect((await request.get(`${e2eUrls.sandbox}/portal/status`, statusWith('svc_sk_sandbox_aurora_read'))).status()).toBe(200);

  // and Cancel with the keyboard does the same
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page.getByRole('region', { name: 'Käytössä olevat avaimet' }).getByRole('rowheader', { name: 'Kirjanpidon raportointi (luku)' })).toBeVisible();
});

test('an approver has no API-keys link, and its URL shows the forbidden page without asking the service', async ({ page }) => {
  test.slow(); // sign-in, a second page and an accessibility scan on a shared machine take 20–25 s of the default 30
  await signIn(page, 'approver@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await expect(page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'API-avaimet' })).toHaveCount(0);

  const calls = recordServiceRequests(page);
  await page.goto('/cus_aurora/api-keys');
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä.')).toBeVisible();
  expect(calls.filter((call) => call.includes('/api-keys'))).toEqual([]);
  await expectAccessible(page);
});

test('an admin reaches the page from the navigation, and it is accessible in Finnish and English, dialog included', async ({ page }) => {
  test.slow(); // four accessibility scans: over the default 30 s on a shared machine
  await signIn(page, 'admin@aurora.example');
  await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'API-avaimet' }).click();
  await expect(heading(page)).toHaveText('API-avaimet');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('rowheader', { name: 'Kirjanpidon raportointi (luku)' })).toBeVisible();
  await expectAccessible(page);

  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('API keys');
  await expect(page.getByRole('region', { name: 'Revoked keys' }).getByRole('rowheader', { name: 'Vanha tilinpäätösraportointi' })).toBeVisible();
  await expect(page.getByText('The key may only read data (GET requests). The service refuses every POST, PATCH and DELETE request the key sends.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Write' })).toHaveAccessibleDescription(
    'The key may read data (GET) and also save and change it (POST, PATCH and DELETE) wherever API keys are allowed. It has the rights of the operator role. ' +
      'Neither kind of key can ever use payroll (not even to read payroll data), change company settings, grant access, approve or return invoices, or manage API keys.',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Revoke the key Kirjanpidon raportointi (luku)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the key “Kirjanpidon raportointi (luku)”?' });
  await expect(dialog).toContainText('stops working at once');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await chooseLanguage(page, 'sv');
  await expect(heading(page)).toHaveText('API-nycklar');
  await expectAccessible(page);
});

test('switching company shows only that company’s keys and drops a secret still on screen', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  await page.getByLabel('Nimi', { exact: true }).fill(`Vaihto E2E ${Date.now()}`);
  await page.getByRole('radio', { name: 'Luku' }).check();
  await page.getByRole('button', { name: 'Luo avain' }).click();
  const secret = ((await page.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^svc_sk_/);

  await page.getByLabel('Yritys').selectOption('cus_birch');
  await expect(page).toHaveURL(/\/cus_birch\/api-keys$/);
  await expect(page.getByRole('rowheader', { name: 'Verkkokaupan integraatio' })).toBeVisible();
  await expect(page.getByText('Kirjanpidon raportointi (luku)')).toHaveCount(0);
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
});
