import type { Page, Route } from '@playwright/test';
import { e2eUrls } from '../playwright.config.ts';
import { chooseLanguage, expect, expectAccessible, fillLogin, recordServiceRequests, signIn, test } from './fixtures.ts';
import { failedStatementName } from './seed-day.ts';

/** Journeys through the portal shell: sign-in, companies, roles, languages, session life. */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('an admin signs in, lands on the overview and switching to Birch Tmi shows Birch’s data only', async ({ page }) => {
  await signIn(page, 'admin@aurora.example');
  await expect(page).toHaveURL(/\/cus_aurora\/overview$/);
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await expect(page.getByRole('cell', { name: failedStatementName }).or(page.getByRole('rowheader', { name: failedStatementName }))).toBeVisible();
  await expect(page.getByText('Työskentelee', { exact: true })).toBeVisible();
  // a failed file says what to do in its own row, the service's own words about it behind Technical details
  const failed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: failedStatementName }) });
  await expect(failed).toContainText('Tiedostoa ei voitu käyttää kirjanpidossa; lähetä tarvittaessa korjattu tiedosto.');
  await failed.getByText('Tekniset tiedot').click();
  await expect(failed).toContainText('The spreadsheet has no column "Arvopäivä" (value date)');
  // and the way to send one
  await expect(page.getByRole('link', { name: 'Lähetä tositteita ja katso kaikki tositteet' })).toHaveAttribute('href', '/cus_aurora/documents');
  await expectAccessible(page);

  await page.getByLabel('Yritys').selectOption('cus_birch');
  await expect(page).toHaveURL(/\/cus_birch\/overview$/);
  await expect(heading(page)).toHaveText('Yleiskatsaus: Birch Tmi');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('rowheader', { name: /kuitti-polttoaine/ })).toBeVisible();
  // nothing of Aurora's remains on the page
  await expect(page.getByText(/tiliote-[a-zäö]+kuu|kuitti-\d{4}-\d{2}-\d{2}-taksi|Kirjataan [a-zäö]+kuun/)).toHaveCount(0);
  await expect(page.getByText('Vapaana', { exact: true })).toBeVisible();
});

test('the callback is stripped from the address and the person returns to the page they asked for', async ({ page }) => {
  await signIn(page, 'operator@aurora.example', '/cus_aurora/overview?from=link');
  await expect(page).toHaveURL(`${e2eUrls.portal}/cus_aurora/overview?from=link`);
  expect(page.url()).not.toContain('code=');
  await page.goBack();
  expect(page.url()).not.toContain('/auth/callback');
});

test('a claimant sees neither payroll nor API keys, and their URLs show the forbidden page naming the role', async ({ page }) => {
  await signIn(page, 'claimant@aurora.example');
  const navigation = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(navigation.getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Palkat' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Maksut' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'API-avaimet' })).toHaveCount(0);
  // a person with one company has no switcher
  await expect(page.getByLabel('Yritys')).toHaveCount(0);

  await page.goto('/cus_aurora/payroll');
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä tai hyväksyjä.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/cus_aurora/api-keys');
  await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
});

test('a company the person does not reach and an unknown page say so, with sign-out still at hand', async ({ page }) => {
  await signIn(page, 'approver@aurora.example');
  await page.goto('/cus_birch/overview');
  await expect(heading(page)).toHaveText('Yritystä ei löydy');
  await expect(page.getByText('Anna Virtanen')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/cus_aurora/no-such-view');
  await expect(heading(page)).toHaveText('Sivua ei löydy');
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expectAccessible(page);
});

test('the portal speaks English and Swedish when chosen, remembers the choice, and stays accessible', async ({ page }) => {
  await signIn(page, 'admin@aurora.example');
  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Overview: Aurora Oy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(heading(page)).toHaveText('Overview: Aurora Oy');
  await expect(page).toHaveTitle('Overview: Aurora Oy – Customer portal');
  await chooseLanguage(page, 'sv');
  await expect(heading(page)).toHaveText('Översikt: Aurora Oy');
  // the tab names the page too, in the language shown
  await expect(page).toHaveTitle('Översikt: Aurora Oy – Kundportalen');
  await expectAccessible(page);
});

test('signing out forgets everything, and the back button shows no data', async ({ page }) => {
  await signIn(page, 'admin@aurora.example');
  await expect(page.getByRole('rowheader', { name: failedStatementName })).toBeVisible();
  // a message begun and not sent is kept in this browser (through a reload) only until the person signs out
  await page.goto('/cus_aurora/messages/new');
  await page.locator('[data-composer]').getByLabel('Viesti', { exact: true }).fill('Kesken jäänyt kysymys palkoista');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.messages.draft:')))).toHaveLength(1);
  // the identity provider ends its session at once: the portal sent it the ID token as the hint
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL(`${e2eUrls.portal}/signed-out`);
  await expect(heading(page)).toHaveText('Olet kirjautunut ulos');
  await expectAccessible(page);
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  const local = await page.evaluate(() => Object.keys(localStorage));
  expect(local.filter((key) => key !== 'portal.language')).toEqual([]);

  // back through the provider's sign-out: the person lands signed out, on the sign-in page or on the
  // browser's own page for a form sent once, never on what they saw before
  await page.goBack().catch(() => undefined);
  await page.goBack().catch(() => undefined);
  await expect(page.getByText(/tiliote-[a-zäö]+kuu|Kirjanpitäjäagentti|Aurora Oy/)).toHaveCount(0);
  await expect(page.getByText(/tiliote-[a-zäö]+kuu|Kirjanpitäjäagentti|Aurora Oy/)).toHaveCount(0);

  // a protected address typed after signing out asks to sign in again, and the service is never asked
  const serviceCalls = recordServiceRequests(page);
  await page.goto('/cus_aurora/worklog');
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.sandbox}/idp/`));
  await expect(page.locator('#email')).toBeVisible();
  expect(serviceCalls).toEqual([]);
  // signing in again returns to that very address
  await fillLogin(page, 'admin@aurora.example');
  await page.waitForURL(`${e2eUrls.portal}/cus_aurora/worklog`);
  await expect(heading(page)).toHaveText('Työaikakirjaus');
});

test('an expired ID token (clock moved forward) is renewed without a visible break', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'operator@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  const renewal = page.waitForRequest((request) => request.url().endsWith('/idp/token') && (request.postData() ?? '').includes('grant_type=refresh_token'));
  await page.clock.fastForward('10:05');
  await renewal;
  const serviceCalls = recordServiceRequests(page);
  // renewed before it was needed: no call of the service is refused on the way
  const refused: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/portal/') && response.status() === 401) refused.push(response.url());
  });
  await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Yleiskatsaus' }).click();
  await page.reload();
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await expect(page.getByRole('rowheader', { name: failedStatementName })).toBeVisible();
  await expect(page.getByText('Istunto päättyi')).toHaveCount(0);
  expect(serviceCalls.length).toBeGreaterThan(0);
  expect(refused).toEqual([]);
});

test('a failed renewal ends the session on a screen with a way back, never a blank page', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'operator@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await page.route('**/idp/token', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }) }),
  );
  await page.clock.fastForward('10:05');
  await expect(heading(page)).toHaveText('Istunto päättyi');
  await expect(page.getByRole('button', { name: 'Kirjaudu uudelleen' })).toBeVisible();
  await expectAccessible(page);
});

test('the session screens are accessible in English too: company not found, session ended, sign-in refused', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', 'en');
  });
  await page.clock.install();
  await signIn(page, 'operator@aurora.example', '/cus_birch/overview');
  await expect(heading(page)).toHaveText('Company not found');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);

  await page.route('**/idp/token', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }) }),
  );
  await page.clock.fastForward('10:05');
  await expect(heading(page)).toHaveText('Your session ended');
  await expectAccessible(page);

  await page.unroute('**/idp/token');
  await page.route('**/idp/token', (route) => tamperIdToken(route, (claims) => (claims.aud = 'another-app')));
  await page.getByRole('button', { name: 'Sign in again' }).click();
  // the provider may still know the person (its session outlives the portal's) and skip its form
  const refused = heading(page).filter({ hasText: 'Sign-in was not accepted' });
  await expect(page.locator('#email').or(refused)).toBeVisible();
  if (await page.locator('#email').isVisible()) await fillLogin(page, 'operator@aurora.example');
  await expect(refused).toBeVisible();
  await expectAccessible(page);
});

/** Rewrites the ID token of the token endpoint's answer: what a tampering proxy would do. */
async function tamperIdToken(route: Route, change: (claims: Record<string, unknown>) => void) {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  const [header, payload, signature] = String(body.id_token).split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  body.id_token = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  await route.fulfill({ response, body: JSON.stringify(body) });
}

for (const [what, change, reason] of [
  ['a wrong audience', (c: Record<string, unknown>) => (c.aud = 'another-app'), 'Tunniste on myönnetty toiselle sovellukselle.'],
  ['a wrong issuer', (c: Record<string, unknown>) => (c.iss = 'http://evil.localhost/idp'), 'Tunniste on toisen tunnistuspalvelun myöntämä.'],
  ['a wrong nonce', (c: Record<string, unknown>) => (c.nonce = 'not-the-one-sent'), 'Tunniste ei kuulu tähän kirjautumiseen.'],
] as const) {
  test(`an ID token with ${what} is refused with a clear screen and no call to the service`, async ({ page }) => {
    const serviceCalls = recordServiceRequests(page);
    await page.route('**/idp/token', (route) => tamperIdToken(route, change));
    await page.goto('/');
    await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.sandbox}/idp/`));
    await fillLogin(page, 'admin@aurora.example');
    await expect(heading(page)).toHaveText('Kirjautumista ei hyväksytty');
    await expect(page.getByText(reason)).toBeVisible();
    expect(page.url()).not.toContain('code=');
    expect(serviceCalls).toEqual([]);
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user')));
    expect(stored).toEqual([]);
    await expectAccessible(page);
  });
}

test('every view of the shell is accessible in English too: overview, forbidden, not found, signed out', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', 'en');
  });
  await signIn(page, 'claimant@aurora.example');
  await expect(heading(page)).toHaveText('Overview: Aurora Oy');
  await expectAccessible(page);
  await page.goto('/cus_aurora/payroll');
  await expect(page.getByText('This view needs the role: admin or approver.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/cus_aurora/nothing-here');
  await expect(heading(page)).toHaveText('Page not found');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${e2eUrls.portal}/signed-out`);
  await expect(heading(page)).toHaveText('You have signed out');
  await expectAccessible(page);
});

test('every response of the portal server carries the security headers', async ({ request }) => {
  for (const path of ['/', '/cus_aurora/overview', '/runtime-config.json', '/favicon.svg']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self';");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).toContain("base-uri 'none'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toMatch(new RegExp(`connect-src 'self' ${e2eUrls.sandbox}( |;)`));
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('the storefront install handoff continues in the person’s company, or asks which one', async ({ page }) => {
  const handoff = '/connections/storefront/install?shop=aurora-kauppa.example&install_ticket=ticket-1';
  await signIn(page, 'operator@aurora.example', handoff);
  await expect(page).toHaveURL(`${e2eUrls.portal}/cus_aurora${handoff}`);
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL(`${e2eUrls.portal}/signed-out`);

  await signIn(page, 'admin@aurora.example', handoff);
  await expect(heading(page)).toHaveText('Verkkokaupan asennus');
  // a page without a company still has the header: language and sign-out
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByLabel('Kieli')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Birch Tmi/ }).click();
  await expect(page).toHaveURL(`${e2eUrls.portal}/cus_birch${handoff}`);
});
