import type { Page } from '@playwright/test';
import { e2eUrls } from '../playwright.config.ts';
import { expect, expectAccessible, fillLogin, signIn, test } from './fixtures.ts';

/**
 * Sign-out that ends everything (docs/decisions/0020): one click ends the provider's
 * session (the ID token goes as the hint in a POST body), the provider tells the service by back-channel
 * logout, the portal's other tabs end at once, and nothing in the tab's history holds a token.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Every URL this page's frames navigate to, and the bearer of the last service call. */
function watch(page: Page) {
  const navigations: string[] = [];
  let bearer = '';
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
    const authorization = request.headers()['authorization'];
    if (new URL(request.url()).pathname.startsWith('/portal/') && authorization?.startsWith('Bearer ')) bearer = authorization.slice(7);
  });
  return { navigations, bearer: () => bearer };
}

test('one click signs out: /signed-out with no question, the old ID token refused by the service at once, no token in any URL', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  await signIn(page, 'admin@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  const idToken = seen.bearer();
  expect(idToken).toMatch(JWT);
  const before = await request.get(`${e2eUrls.sandbox}/portal/me`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(before.status()).toBe(200);

  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.portal}/signed-out`));
  await expect(heading(page)).toHaveText('Olet kirjautunut ulos');
  await expectAccessible(page);

  // the provider told the service before it sent the person back: the token is dead, not just forgotten
  const after = await request.get(`${e2eUrls.sandbox}/portal/me`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(after.status()).toBe(401);

  // no address the tab visited, and so no entry of its history, holds a token
  expect(seen.navigations.filter((url) => JWT.test(url) || url.includes(idToken) || /id_token_hint|access_token/.test(url))).toEqual([]);
  expect(await page.evaluate(() => window.location.href)).not.toMatch(JWT);
});

test('Back and forward after sign-out show no data and never sign in without the password', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/worklog');
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.portal}/signed-out`));

  // Back walks through the provider's page (a form sent once: the browser's own page, or the question) to
  // the work log, which sends the person to sign in: the password is asked, nothing is shown
  for (let step = 0; step < 3; step += 1) {
    await page.goBack().catch(() => undefined);
    await expect(page.getByText('Työaikakirjaus')).toHaveCount(0);
  }
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.sandbox}/idp/`));
  await expect(page.locator('#password')).toBeVisible();

  // forward again: signed out still, no data
  await page.goForward().catch(() => undefined);
  await page.goForward().catch(() => undefined);
  await expect(page.getByText('Työaikakirjaus')).toHaveCount(0);

  // a reload of a protected address asks for the password too
  await page.goto('/cus_aurora/worklog');
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.sandbox}/idp/`));
  await expect(page.locator('#password')).toBeVisible();
  await fillLogin(page, 'admin@aurora.example');
  await page.waitForURL(`${e2eUrls.portal}/cus_aurora/worklog`);
  await expect(heading(page)).toHaveText('Työaikakirjaus');
});

test('a second tab of the portal ends its session within a second when the first signs out, and says the person signed out', async ({ page, context }) => {
  await signIn(page, 'operator@aurora.example');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  // the second tab signs in through the provider's session, without the password
  const second = await context.newPage();
  await second.goto('/cus_aurora/worklog');
  await expect(heading(second)).toHaveText('Työaikakirjaus');

  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await expect(heading(second)).toHaveText('Kirjauduit ulos', { timeout: 1000 });
  // the person did it: not "could not be continued", which is for a session that really failed (docs/decisions/0020)
  await expect(second.getByRole('main')).toContainText('Kirjauduit ulos portaalin toisessa välilehdessä');
  await expect(second.getByText(/Istuntoasi ei voitu jatkaa/)).toHaveCount(0);
  await expect(second.getByText(/Kirjaus/)).toHaveCount(0);
  expect(await second.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.')))).toEqual([]);
  await expectAccessible(second);
  // a reload there asks for the password: the provider's session is over
  await second.reload();
  await second.waitForURL((url) => url.href.startsWith(`${e2eUrls.sandbox}/idp/`));
  await expect(second.locator('#password')).toBeVisible();
});

test('Back right after signing in returns to the portal, still signed in, not to a failure page', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', '/cus_aurora/worklog');
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await page.goBack();
  await page.waitForURL((url) => url.href.startsWith(e2eUrls.portal));
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText(/interaction_expired|Kirjautuminen ei onnistunut/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
});
