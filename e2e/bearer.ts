import type { Page } from '@playwright/test';

/**
 * The ID token this tab sends the service (spec §5), read from the tab's own session: for a journey's call to
 * the service as a second tab of the same person would make it.
 */
export async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token : undefined;
  });
  if (!token) throw new Error('this tab holds no session');
  return token;
}
