import type { Page, Route } from '@playwright/test';

/**
 * Rewriting the sandbox's real answers on their way to the page (docs/decisions/0021, principle 8): the
 * sandbox answers strictly by the contract, the real service may send what the spec leaves open otherwise.
 */

export type Json = Record<string, unknown>;
export type Rewrite = (body: Json, url: URL) => unknown;

/**
 * Every answer of `method path` from now on is the sandbox's own (the request really reaches it and does
 * what it does), rewritten before the page reads it. A refusal passes unchanged. A string result is sent
 * as the body as it is (an answer that is not JSON at all).
 */
export async function rewriteAnswers(page: Page, method: string, pathname: string | RegExp, rewrite: Rewrite): Promise<void> {
  const matches = (url: URL) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname));
  await page.route(matches, async (route: Route) => {
    if (route.request().method() !== method) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const text = await response.text();
    if (!response.ok()) {
      await route.fulfill({ response, body: text });
      return;
    }
    const rewritten = rewrite(JSON.parse(text) as Json, new URL(route.request().url()));
    await route.fulfill({ response, body: typeof rewritten === 'string' ? rewritten : JSON.stringify(rewritten) });
  });
}

/** The list `key` of an answer, or a failure naming it: a rewrite never passes silently over a missing list. */
export function list(body: Json, key: string): Json[] {
  const value = body[key];
  if (!Array.isArray(value)) throw new Error(`the answer has no list ${key}`);
  return value as Json[];
}

/** How the portal marks a value it does not know (Finnish). */
export const UNKNOWN = '(tuntematon arvo)';
export const unreadableItems = (page: Page) => page.locator('[data-unreadable-item]');
export const doneButUnreadable = (page: Page) => page.locator('[data-done-unreadable]');
