import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BROTLI_STATIC_MODULE } from '../deploy/nginx/render.ts';
import { periodOf, shiftPeriod } from '../sandbox/api/payroll/calendar.ts';
import { chooseLanguage, expect, expectAccessible, fillLogin, projectUrls, signIn, test } from './fixtures.ts';
import { failedStatementName, seed } from './seed-day.ts';

/**
 * The production build (`vite build`, precompressed, served by nginx with deploy/nginx's configuration as
 * `npm run start:production` does) under the headers production sends: styles only from files, no development
 * websocket, caching by kind of file, no source map. The other
 * journeys run against the dev server; these show that what a customer is served works under its own,
 * stricter policy — every journey fails on a single CSP violation (see fixtures.ts).
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const loading = (page: Page) => page.getByRole('status').filter({ hasText: /Ladataan|Loading/ });

/** Opens a view by its address and waits until it shows what it loaded, then scans it. */
async function visitAccessibly(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(heading(page)).toHaveText(title);
  await expect(loading(page)).toHaveCount(0);
  await expectAccessible(page);
}

test('the production server sends the production policy on the page, its scripts and the runtime configuration', async ({ page, request }) => {
  const { sandbox } = projectUrls();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await page.waitForURL((url) => url.href.startsWith(`${sandbox}/idp/`));
  // the built entry and its chunks, not the dev server's modules
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => path.startsWith('/assets/') && path.endsWith('.js')), scripts.join(', ')).toBe(true);

  for (const path of ['/', '/cus_aurora/worklog', '/runtime-config.json', '/favicon.svg', scripts[0] ?? '/']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self';");
    expect(csp, path).toContain("style-src 'self';");
    expect(csp, path).not.toContain('unsafe-inline');
    expect(csp, path).not.toContain('ws:');
    expect(csp, path).toMatch(new RegExp(`connect-src 'self' ${sandbox};`));
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
  // one build for every environment: where the identity provider is comes at run time
  const config: unknown = await (await request.get('/runtime-config.json')).json();
  expect(config).toMatchObject({ authority: `${sandbox}/idp`, serviceUrl: '/portal', clientId: 'customer-portal' });
});

test('nginx caches hashed assets as immutable and serves them precompressed; revalidates the page; never stores the configuration; hides maps and the manifest; a missing asset is a 404', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await page.waitForURL((url) => url.href.startsWith(`${projectUrls().sandbox}/idp/`));
  const entry = scripts[0] ?? '';
  expect(entry).toMatch(/^\/assets\/.+\.js$/);

  const asset = await request.get(entry, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // brotli where nginx's brotli_static module is installed (.ci/run installs it where it can), gzip otherwise
  expect(asset.headers()['content-encoding']).toBe(existsSync(BROTLI_STATIC_MODULE) ? 'br' : 'gzip');
  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // the same script whichever way it travels
  expect(await gzip.text()).toBe(await asset.text());

  for (const path of ['/', '/cus_aurora/worklog', '/index.html']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(await answer.text(), path).toContain('<div id="root">');
    // the page depends on the signed-in hint: a copy is kept per cookie
    expect(answer.headers()['vary'] ?? '', path).toContain('Cookie');
    // without the hint (someone about to sign in) the page names the way to the identity provider up front,
    // never the portal's code
    const preloaded = [...(await answer.text()).matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js">/g)].map((found) => found[1]);
    expect(preloaded, path).toEqual(['sign-in-redirect', 'user-manager']);
  }
  for (const path of ['/', '/cus_aurora/worklog']) {
    const answer = await request.get(path, { headers: { Cookie: 'portal_signed_in=1' } });
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(await answer.text(), path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/portal-[\w-]+\.js">/);
  }
  expect((await request.get('/runtime-config.json')).headers()['cache-control']).toBe('no-store');

  for (const path of [`${entry}.map`, '/.vite/manifest.json', '/assets/index-gone1234.js']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    expect(answer.headers()['content-type'] ?? '', path).not.toContain('javascript');
  }
});

test('an admin walks every view of the production build in Finnish and English without a policy violation, accessibly', async ({ page }) => {
  // every view in two languages, each page scanned by axe
  test.setTimeout(120_000);
  await signIn(page, 'admin@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await expect(page.getByRole('rowheader', { name: failedStatementName })).toBeVisible();

  const views: [path: string, fi: string | RegExp, en: string | RegExp][] = [
    ['/cus_aurora/overview', 'Yleiskatsaus: Aurora Oy', 'Overview: Aurora Oy'],
    ['/cus_aurora/documents', 'Tositteet', 'Documents'],
    ['/cus_aurora/connections', 'Yhteydet', 'Connections'],
    ['/cus_aurora/connections/acquirer/connect', 'Yhdistä korttimaksut', 'Connect card payments'],
    ['/cus_aurora/connections/conn_aurora_bank', /\S/, /\S/],
    ['/cus_aurora/worklog', 'Työaikakirjaus', 'Work log'],
    ['/cus_aurora/payroll', 'Palkat', 'Payroll'],
    ['/cus_aurora/payroll/employees/new', 'Lisää työntekijä', 'Add an employee'],
    ['/cus_aurora/payments', 'Maksut', 'Payments'],
    ['/cus_aurora/api-keys', 'API-avaimet', 'API keys'],
    // an admin is not a purchase-invoice person: the forbidden page is a view too
    ['/cus_aurora/bills', 'Ei käyttöoikeutta', 'No access'],
  ];
  for (const [path, fi] of views) await visitAccessibly(page, path, fi);
  await chooseLanguage(page, 'en');
  for (const [path, , en] of views) await visitAccessibly(page, path, en);

  // a write through the built form and its mutation: the entry is shown at once
  await page.goto('/cus_aurora/worklog');
  const note = `Production build e2e ${Date.now()}`;
  await page.getByLabel('Duration', { exact: true }).fill('0:45');
  await page.getByLabel('Note', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.locator('tr[data-entry-id]').filter({ hasText: note })).toHaveCount(1);

  // the company switcher moves the focus to the new page's heading
  await page.goto('/cus_aurora/overview');
  await page.getByLabel('Company').selectOption('cus_birch');
  await expect(heading(page)).toHaveText('Overview: Birch Tmi');
  await expect(heading(page)).toBeFocused();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${projectUrls().portal}/signed-out`);
  await expect(heading(page)).toHaveText('You have signed out');
  await expectAccessible(page);
});

test('an admin opens the views of the jobs that decide and pay on the production build (members, a run with its return to the firm, a refused batch) without a policy violation, accessibly', async ({ page }) => {
  // the chunks added, under the production policy: each view drawn whole and scanned by axe
  test.setTimeout(90_000);
  const period = periodOf(seed.today);
  const previous = shiftPeriod(period, -1);
  await signIn(page, 'admin@aurora.example');
  await visitAccessibly(page, '/cus_aurora/members', 'Käyttäjät ja roolit');
  await expect(page.getByText('admin@aurora.example').first()).toBeVisible();
  await visitAccessibly(page, `/cus_aurora/payroll/runs/run_aurora_${period}_hourly`, /\S/);
  await page.getByRole('button', { name: 'Palauta tilitoimistolle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await visitAccessibly(page, `/cus_aurora/payments/pay_aurora_${previous}_hourly`, /\S/);
  await expect(page.getByText('Mitään ei maksettu')).toBeVisible();
  await visitAccessibly(page, '/cus_birch/payments', 'Maksut');
});

test('the firm’s staff open a purchase-bill review from the list on the production build, accessibly', async ({ page }) => {
  await signIn(page, 'staff@firm.example', '/cus_aurora/bills');
  await expect(heading(page)).toHaveText('Ostolaskut');
  await expect(loading(page)).toHaveCount(0);
  await expectAccessible(page);
  // the list names a bill by its number and its supplier
  await page.getByRole('link', { name: 'LP-24-0816-5521 LeasePlan Finland Oy', exact: true }).click();
  await expect(heading(page)).toHaveText('Ostolasku LP-24-0816-5521: LeasePlan Finland Oy');
  await expect(loading(page)).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessible(page);
});

test('on the production build, workers run under the policy: pdf.js draws an original, and the boot’s worker reads Finland’s offset for the next load', async ({ page }) => {
  await signIn(page, 'bills@aurora.example', '/cus_aurora/bills/pb-2026-0412');
  await expect(heading(page)).toHaveText('Ostolasku 9100234512: Lyreco Finland Oy');
  // docs/decisions/0023: the first date format is made in the boot's worker (on the way back from signing in, and on every
  // load); what it read dates the next load's first reads
  const note = await page.waitForFunction(() => sessionStorage.getItem('portal.finnish-time'));
  await page.evaluate(() => sessionStorage.removeItem('portal.finnish-time'));
  await page.reload();
  await expect(heading(page)).toHaveText('Ostolasku 9100234512: Lyreco Finland Oy');
  await page.waitForFunction(() => sessionStorage.getItem('portal.finnish-time'));
  const span: unknown = JSON.parse(String(await note.jsonValue()));
  expect(span).toMatchObject({ offsetMinutes: expect.any(Number), from: expect.any(Number), until: expect.any(Number) });
  const card = page.getByRole('region', { name: 'Alkuperäinen tosite', exact: true });
  await card.getByRole('button', { name: 'Näytä alkuperäinen' }).click();
  const drawn = page.getByRole('img', { name: 'Sivu 1 / 1' });
  await expect(drawn).toBeVisible({ timeout: 20_000 });
  await expect(drawn).toHaveAttribute('data-drawn', 'true');
});

test('signed out, a deep link leaves for the identity provider at once: no discovery document, none of the portal’s code', async ({ page }) => {
  const urls = projectUrls();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/cus_aurora/worklog?range=last-month');
  await page.waitForURL((url) => url.href.startsWith(`${urls.sandbox}/idp/`));
  const beforeProvider = requested.slice(0, requested.findIndex((url) => url.startsWith(`${urls.sandbox}/idp/auth`)));
  expect(beforeProvider.some((url) => url.includes('/.well-known/openid-configuration'))).toBe(false);
  expect(beforeProvider.filter((url) => /\/assets\/portal-[\w-]+\.js$/.test(url))).toEqual([]);
  expect(beforeProvider.filter((url) => url.includes('/portal/'))).toEqual([]);
  // and the person comes back to the page they asked for
  await fillLogin(page, 'admin@aurora.example');
  await page.waitForURL((url) => url.pathname === '/cus_aurora/worklog' && url.search === '?range=last-month');
  await expect(heading(page)).toHaveText('Työaikakirjaus');
});

test('signed in, a page’s first data is asked for together with /me, from the URL alone, and each only once', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  // the overview's own reads (what needs attention, the payments among them) are all answered before counting
  await expect(page.locator('#attention-heading')).toHaveText(/^Vaatii huomiota \(\d+\)$/);
  await expect(loading(page)).toHaveCount(0);
  const sent: { url: string; at: number }[] = [];
  const answered = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/')) sent.push({ url: `${url.pathname}${url.search}`, at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/')) answered.set(`${url.pathname}${url.search}`, Date.now());
  });
  // a new load of a page whose view is a chunk of its own
  await page.goto('/cus_aurora/payments');
  await expect(heading(page)).toHaveText('Maksut');
  await expect(loading(page)).toHaveCount(0);
  const me = sent.find((request) => request.url === '/portal/me');
  const payments = sent.find((request) => request.url === '/portal/payments?customer_id=cus_aurora');
  expect(me, 'GET /me').toBeDefined();
  expect(payments, 'GET /payments').toBeDefined();
  // asked before /me answered: from the URL alone, not after the portal had read who the person is
  expect(payments?.at ?? Infinity).toBeLessThanOrEqual(answered.get('/portal/me') ?? 0);
  // the views took the early answers: nothing asked twice
  const urls = sent.map((request) => request.url);
  expect(urls.filter((url) => url === '/portal/me')).toHaveLength(1);
  expect(urls.filter((url) => url === '/portal/payments?customer_id=cus_aurora')).toHaveLength(1);
  // a browser that holds a session is answered the page that names the portal's code up front
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'portal_signed_in')?.value).toBe('1');
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/portal-"]')).toHaveCount(1);
});

test('signed in, a work log opened on a slow line shows its heading and introduction before the portal’s code has arrived, in the person’s language, and nothing moves when the portal takes over', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await chooseLanguage(page, 'en');
  // the portal's code is held back (routing also keeps it from the cache): what shows is the first screen alone
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  await page.route(/\/assets\/portal-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const width of [390, 1280]) {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/cus_aurora/worklog');
    await expect(heading(page)).toHaveText('Work log');
    await expect(page.locator('main p').first()).toHaveText(/^Work hours are recorded here/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Work log – Customer portal');
    // a wait below the introduction; nothing of the page that needs the service or the portal's code
    await expect(page.getByRole('status')).toHaveCount(1);
    await expect(page.locator('form')).toHaveCount(0);
    const before = await page.evaluate(() => ({
      header: document.querySelector('header')?.getBoundingClientRect().height,
      heading: document.querySelector('h1')?.getBoundingClientRect().top,
    }));
    release();
    await expect(page.getByRole('button', { name: 'Save entry' })).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    // the header with the person's menu, the navigation and the page: where the first screen had put them
    const after = await page.evaluate(() => ({
      header: document.querySelector('header')?.getBoundingClientRect().height,
      heading: document.querySelector('h1')?.getBoundingClientRect().top,
    }));
    expect(after, `at ${width} px`).toEqual(before);
    await expectAccessible(page);
  }
});
