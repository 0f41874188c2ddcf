import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { E2eUrls } from '../playwright.config.ts';

export { expect };
export const PASSWORD = 'portal-demo';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

/**
 * Every journey records Content-Security-Policy violations on every document it loads — the portal's
 * pages, the identity provider's, before and after each reload or redirect — into a list kept by the
 * test itself, and fails if there was any: the portal must work under its own CSP.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
        violations.push(`${violation} (page ${frame.url()})`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The portal and sandbox of the running test's project (the dev server's or the production build's). */
export function projectUrls(): E2eUrls {
  const metadata: Record<string, unknown> = test.info().project.metadata;
  const { portal, sandbox } = metadata;
  if (typeof portal !== 'string' || typeof sandbox !== 'string') throw new Error('the project names no portal and sandbox URLs');
  return { portal, sandbox };
}

/** Signs in through the identity provider's real login page and waits until the portal shows a page. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  const urls = projectUrls();
  await page.goto(path);
  await page.waitForURL((url) => url.href.startsWith(`${urls.sandbox}/idp/`));
  await fillLogin(page, email);
  await page.waitForURL((url) => url.href.startsWith(urls.portal) && !url.pathname.startsWith('/auth/'));
}

export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Zero serious or critical axe-core violations on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Switches the portal's language with its own switcher. */
export async function chooseLanguage(page: Page, language: 'fi' | 'sv' | 'en'): Promise<void> {
  await page.locator('#language-switcher').selectOption(language);
  // the texts of another language load first; the choice is remembered (and the page's lang set) after
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Every request the page sends to the accounting service, recorded from now on. */
export function recordServiceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}
