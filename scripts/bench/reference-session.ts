import type { BrowserContext, Page } from 'puppeteer-core';

/**
 * A signed-in tab of the reference app, as its own e2e auth set-up signs in (e2e/tests/auth.setup.ts): the
 * landing's "Get started", then Register, its form, and on to /app. The session is a cookie the mock API set,
 * which Lighthouse keeps with disableStorageReset.
 */
export const REFERENCE_USER = {
  firstName: 'Bench',
  lastName: 'Reference',
  email: 'bench.reference@example.com',
  password: 'bench-reference-password',
  teamName: 'Bench team',
} as const;

/** One full page of its discussions list (the mock API pages by 10): the most the list draws at once. */
export const REFERENCE_DISCUSSIONS = 10;

const whenAt = (page: Page, pathname: string) =>
  page.waitForFunction((expected) => window.location.pathname === expected, { timeout: 30_000 }, pathname);

export async function referenceSignedInPage(context: BrowserContext, app: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app}/`);
  await page.locator('::-p-aria([name="Get started"][role="button"])').click();
  await whenAt(page, '/auth/login');
  await page.locator('::-p-aria([name="Register"][role="link"])').click();
  await whenAt(page, '/auth/register');
  for (const [field, value] of Object.entries(REFERENCE_USER)) await page.locator(`input[name="${field}"]`).fill(value);
  await page.locator('::-p-aria([name="Register"][role="button"])').click();
  await whenAt(page, '/app');
  return page;
}

/**
 * Gives its list content: discussions created through its API from the signed-in tab, with the body its UI
 * sends (the smoke spec creates one through the form the same way), one after another.
 */
export async function seedDiscussions(page: Page, api: string, count: number): Promise<void> {
  const failed = await page.evaluate(
    async (base, total) => {
      for (let index = 1; index <= total; index += 1) {
        const response = await fetch(`${base}/discussions`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `Discussion ${index}: the month's bookkeeping`,
            body: `A discussion of the month's entries, number ${index}, with a body of a few words like a real one.`,
          }),
        });
        if (!response.ok) return `${response.status} ${await response.text()}`;
      }
      return undefined;
    },
    api,
    count,
  );
  if (failed !== undefined) throw new Error(`creating the reference's discussions failed: ${failed}`);
}
