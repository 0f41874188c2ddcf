import type { Browser, BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../sandbox/idp/demo-people.ts';
import { ACCESS_HINT_KEY } from '../../src/portal/access-hint.ts';

/**
 * A signed-in session carried from one browser context to another. The portal keeps its session per tab
 * in sessionStorage (oidc-client-ts's `oidc.*` entries, the session's own `portal.session.*` notes and the
 * roles last read from /me, `portal.access`, by which the boot decides what to ask for early),
 * which Playwright's storageState does not carry: it is read once after a real sign-in and written back
 * by an init script before the portal's scripts run in every new context.
 */
export type SessionEntries = [string, string][];

const KEPT_PREFIXES = ['oidc.', 'portal.session.', ACCESS_HINT_KEY];

export const DEMO_ADMIN = { email: 'admin@aurora.example', password: DEMO_PASSWORD } as const;

/** Signs in through the identity provider's login page (unthrottled) and returns the tab's session entries. */
export async function signIn(browser: Browser, portal: string, sandbox: string, path: string, email: string = DEMO_ADMIN.email): Promise<SessionEntries> {
  const context = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
  try {
    const page = await context.newPage();
    await page.goto(`${portal}${path}`);
    await page.waitForURL((url) => url.href.startsWith(`${sandbox}/idp/`));
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href.startsWith(portal) && !url.pathname.startsWith('/auth/'));
    await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:')));
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, ACCESS_HINT_KEY);
    const entries = await page.evaluate(() => Object.entries(sessionStorage));
    const kept = entries.filter(([key]) => KEPT_PREFIXES.some((prefix) => key.startsWith(prefix)));
    if (!kept.some(([key]) => key.startsWith('oidc.user:'))) throw new Error('no oidc.user entry after signing in');
    return kept;
  } finally {
    await context.close();
  }
}

/** Puts the session into sessionStorage of the portal's origin before any of its scripts run. */
export async function restoreSession(context: BrowserContext, portal: string, entries: SessionEntries): Promise<void> {
  await context.addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin) return;
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    },
    { origin: new URL(portal).origin, entries },
  );
}

/**
 * Sessions per person, signed in again once older than `maxAgeMs`: every context restores the same tokens,
 * and the sandbox's ID tokens live 10 minutes, longer than a run of the bench may take.
 */
export function sessionPool(browser: Browser, portal: string, sandbox: string, path: string, maxAgeMs = 4 * 60_000) {
  const held = new Map<string, { entries: SessionEntries; at: number }>();
  return async (email: string): Promise<SessionEntries> => {
    const kept = held.get(email);
    if (kept && Date.now() - kept.at < maxAgeMs) return kept.entries;
    const entries = await signIn(browser, portal, sandbox, path, email);
    held.set(email, { entries, at: Date.now() });
    return entries;
  };
}
