import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, projectUrls, signIn, test } from './fixtures.ts';
import { bearerOf } from './bearer.ts';
import { sidewaysOverflow } from './viewport.ts';

/**
 * Messages (docs/decisions/0013): Kaisa Mäkinen, the
 * claimant, answers the agent's "Kuitti puuttuu" note on her claim KL-4 with a photo on a phone; a draft
 * survives a failed send and a reload; a message the firm's staff write through the service reaches her open
 * page and is announced within two seconds; the list and a thread at 360 px, by keyboard, and to axe. All of
 * it in the KL-4 thread, which no other journey writes to.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const composer = (page: Page) => page.locator('[data-composer]');
const messages = (page: Page) => page.locator('[data-messages] > li');

/** The smallest JPEG: its magic bytes are what the service decides a photo by. */
const RECEIPT_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A run's own words, so that a message of an earlier test or run is never taken for this one's. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** The claimant's missing-receipt thread in the list: the thread about her claim KL-4, titled by it. */
async function openReceiptThread(page: Page): Promise<Locator> {
  await page.goto('/cus_aurora/messages');
  await expect(heading(page)).toHaveText('Viestit');
  const row = page.locator('li[data-thread-id]').filter({ has: page.getByRole('link', { name: /^Kulukorvaus KL-4\b/ }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** The thread's id as the page's address names it. */
const threadIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

/** Writes into a thread as the firm's staff, from a tab of their own, as Sari Laine's screen would. */
async function asStaffPost(browser: Browser, threadId: string, body: string): Promise<void> {
  const context = await browser.newContext({ baseURL: projectUrls().portal });
  const page = await context.newPage();
  try {
    await signIn(page, 'staff@firm.example', '/cus_aurora/overview');
    const posted = await page.request.post(`/portal/messages/threads/${encodeURIComponent(threadId)}/messages`, {
      headers: { Authorization: `Bearer ${await bearerOf(page)}` },
      data: { customer_id: 'cus_aurora', body, document_ids: [] },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  } finally {
    await context.close();
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('the claimant sees the agent’s missing-receipt note unread, answers with a photo, and finds it after a reload', async ({ page }) => {
    await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
    const row = await openReceiptThread(page);
    // the agent's note is the last message, not yet read
    await expect(row).toContainText('Kuitti puuttuu');
    await expect(row).toHaveAttribute('data-unread', /^[1-9]/);
    await expect(row).toContainText('lukemat');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await row.getByRole('link').click();
    await expect(messages(page).first()).toContainText('Kuitti puuttuu');
    await expect(messages(page).first()).toContainText('Kirjanpitoagentti');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // the firm's stated reply time (runtime configuration) is said where the claimant writes
    await expect(composer(page).locator('[data-reply-time]')).toHaveText('Vastaamme viesteihin yleensä yhden arkipäivän kuluessa.');
    const answer = unique('Tässä uusi kuva kuitista.');
    await composer(page).getByLabel('Viesti', { exact: true }).fill(answer);
    await composer(page).getByLabel('Ota kuva').setInputFiles([{ name: 'kuitti-juna.jpg', mimeType: 'image/jpeg', buffer: RECEIPT_JPEG }]);
    await expect(composer(page)).toContainText('kuitti-juna.jpg');
    // the composer's buttons are finger-sized on the phone
    const send = composer(page).getByRole('button', { name: 'Lähetä' });
    expect((await send.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await send.click();
    const mine = messages(page).filter({ hasText: answer });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: 'Näytä kuitti-juna.jpg' })).toBeVisible();

    await page.reload();
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: 'Näytä kuitti-juna.jpg' })).toBeVisible();
    await mine.getByRole('button', { name: 'Näytä kuitti-juna.jpg' }).click();
    await expect(mine.getByRole('img', { name: 'Liite kuitti-juna.jpg' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a draft survives a failed send and a reload, then is sent', async ({ page }) => {
    await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
    const row = await openReceiptThread(page);
    await row.getByRole('link').click();
    await expect(messages(page).first()).toBeVisible();
    const draft = unique('Kuitti oli lompakossa, lähetin kuvan yllä.');
    let failed = false;
    await page.route('**/portal/messages/threads/*/messages', async (route) => {
      if (route.request().method() === 'POST' && !failed) {
        failed = true;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    const body = composer(page).getByLabel('Viesti', { exact: true });
    await body.fill(draft);
    await composer(page).getByRole('button', { name: 'Lähetä' }).click();
    await expect(composer(page)).toContainText('Viestiä ei lähetetty.');
    await expect(body).toHaveValue(draft);
    expect(failed).toBe(true);

    await page.reload();
    await expect(composer(page).getByLabel('Viesti', { exact: true })).toHaveValue(draft);
    await composer(page).getByRole('button', { name: 'Lähetä' }).click();
    await expect(messages(page).filter({ hasText: draft })).toHaveCount(1);
    await expect(composer(page).getByLabel('Viesti', { exact: true })).toHaveValue('');
    await page.reload();
    await expect(composer(page).getByLabel('Viesti', { exact: true })).toHaveValue('');
  });

  test('a message from the firm reaches the open thread and is announced within two seconds, without a reload', async ({ page, browser }) => {
    await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
    const row = await openReceiptThread(page);
    await row.getByRole('link').click();
    await expect(messages(page).first()).toBeVisible();
    const threadId = threadIdOf(page);
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });

    const words = unique('Kuva on selvä, liitin sen kulukorvaukseen.');
    await asStaffPost(browser, threadId, words);
    await expect(page.locator('[data-announcer]')).toHaveText(`Uusi viesti: Sari Laine, tilitoimisto: ${words}`, { timeout: 2_000 });
    await expect(page.locator('[data-announcer]')).toHaveAttribute('aria-live', 'polite');
    await expect(messages(page).filter({ hasText: words })).toHaveCount(1);
    expect(loads).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  /** Tabs forward until the target has the focus, as a keyboard user would (at most `limit` presses). */
  async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
    for (let press = 0; press < limit; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  test('by keyboard only from the navigation to a sent message; the list and a thread pass axe', async ({ page }) => {
    await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
    await expect(heading(page)).toBeVisible();
    const nav = page.getByRole('navigation').getByRole('link', { name: /^Viestit/ });
    await tabTo(page, nav);
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Viestit');
    await expectAccessible(page);

    const link = page.getByRole('link', { name: /^Kulukorvaus KL-4\b/ });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(messages(page).first()).toBeVisible();
    await expectAccessible(page);

    const words = unique('Kiitos, kuitti on nyt liitteenä.');
    const body = composer(page).getByLabel('Viesti', { exact: true });
    await tabTo(page, body, 200);
    await page.keyboard.type(words);
    await tabTo(page, composer(page).getByRole('button', { name: 'Lähetä' }));
    await page.keyboard.press('Enter');
    await expect(messages(page).filter({ hasText: words })).toHaveCount(1);
  });

  test('a thread whose last message was withdrawn says so in the list, not “liitteitä”; the row’s text is its one link', async ({ page }) => {
    await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
    await expect(heading(page)).toBeVisible();
    // a general thread of this run's own, its one message withdrawn by its author (the service's own way, as a second tab would)
    const title = unique('Peruttu kysymys');
    const headers = { Authorization: `Bearer ${await bearerOf(page)}` };
    const started = await page.request.post('/portal/messages/threads', {
      headers,
      data: { customer_id: 'cus_aurora', subject: null, title, body: 'Kysyin väärästä laskusta.', document_ids: [] },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { thread, message } = (await started.json()) as { thread: { id: string }; message: { id: string } };
    const withdrawn = await page.request.post(`/portal/messages/threads/${encodeURIComponent(thread.id)}/messages/${encodeURIComponent(message.id)}/withdraw`, {
      headers,
      data: { customer_id: 'cus_aurora' },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(201);

    await page.goto('/cus_aurora/messages');
    await expect(heading(page)).toHaveText('Viestit');
    const row = page.locator(`li[data-thread-id="${thread.id}"]`);
    await expect(row).toContainText('Anna Virtanen: viesti peruttu');
    await expect(row).not.toContainText('liitteitä');
    // one link, named by the title; the last message's words are part of it and open the thread too
    await expect(row.getByRole('link')).toHaveCount(1);
    await expect(row.getByRole('link')).toHaveAccessibleName(title);
    await expectAccessible(page);
    await row.getByText('viesti peruttu').click();
    await expect(page).toHaveURL(new RegExp(`/cus_aurora/messages/${encodeURIComponent(thread.id)}$`));
  });
});
