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

/** One user per browser of a run (the mock API keeps its users for the run): the bench's user with a tag in its email. */
export const referenceUserFor = (tag: string) => ({ ...REFERENCE_USER, email: REFERENCE_USER.email.replace('@', `+${tag}@`) });

export async function referenceSignedInPage(context: BrowserContext, app: string, user: Record<string, string> = REFERENCE_USER): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app}/`);
  await page.locator('::-p-aria([name="Get started"][role="button"])').click();
  await whenAt(page, '/auth/login');
  await page.locator('::-p-aria([name="Register"][role="link"])').click();
  await whenAt(page, '/auth/register');
  for (const [field, value] of Object.entries(user)) await page.locator(`input[name="${field}"]`).fill(value);
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

/** The page of its first discussion, as its list links to it (the detail page of the fourth pair). */
export async function firstDiscussionPath(page: Page, app: string): Promise<string> {
  await page.goto(`${app}/app/discussions`);
  const found = await page.waitForFunction(() => document.querySelector('a[href^="/app/discussions/"]')?.getAttribute('href') ?? false, { timeout: 30_000 });
  const href = await found.jsonValue();
  if (typeof href !== 'string') throw new Error('the reference’s discussions list links to no discussion');
  return href;
}
