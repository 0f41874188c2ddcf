import { createHash, randomBytes } from 'node:crypto';
import { e2eUrls } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The identity provider's login page, driven in Chromium as a person would. */
function authorizeUrl(uiLocales?: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'customer-portal',
    redirect_uri: `${e2eUrls.portal}/auth/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  if (uiLocales) params.set('ui_locales', uiLocales);
  return `${e2eUrls.sandbox}/idp/auth?${params}`;
}

test('the login page is in Finnish by default, labelled, and has no serious accessibility violations', async ({ page }) => {
  await page.goto(authorizeUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu asiakasportaaliin' })).toBeVisible();
  await expect(page.getByLabel('Sähköposti')).toBeFocused();
  await expectAccessible(page);
});

test('the login page follows ui_locales (English) and stays accessible', async ({ page }) => {
  await page.goto(authorizeUrl('en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the customer portal' })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password is explained next to the form, the email kept, and the page stays accessible', async ({ page }) => {
  await page.goto(authorizeUrl());
  await page.getByLabel('Sähköposti').fill('admin@aurora.example');
  await page.getByLabel('Salasana').fill('väärä');
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page.getByRole('alert')).toContainText('Sähköposti tai salasana on väärin');
  await expect(page.getByLabel('Sähköposti')).toHaveValue('admin@aurora.example');
  await expectAccessible(page);
});

test('signing in with the keyboard returns the browser to the portal with a code', async ({ page }) => {
  await page.goto(authorizeUrl());
  // the page puts the focus in the email field itself; typing before it has (a slow load) lost the first letters
  await expect(page.getByLabel('Sähköposti')).toBeFocused();
  await page.keyboard.type('approver@aurora.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('portal-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(`${e2eUrls.portal}/auth/callback`));
  const callback = new URL(page.url());
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('state')).toBeTruthy();
});
