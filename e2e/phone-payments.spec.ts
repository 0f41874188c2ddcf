import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * The payment batches on the narrowest phone (docs/decisions/0009: "lists on a phone hide the column that matters"):
 * at 360 px each batch shows its key facts first — the total, the due date (overdue said in words) and the
 * state — inside the screen, without the page scrolling sideways; axe clean. Batches are found as the
 * service lists them now: other journeys of the run release and re-create some.
 */

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** How far the page reaches beyond the screen's own width (0: no sideways scroll). */
const sidewaysOverflow = async (page: Page) =>
  (await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))) - (page.viewportSize()?.width ?? 0);

test('every batch’s total, due date and state are inside the screen at 360 px, the overdue said in words, without sideways scroll', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/payments');
  await expect(heading(page)).toHaveText('Maksut');
  const cards = page.locator('li[data-batch-id]');
  await expect(cards.first()).toBeVisible();
  expect(await sidewaysOverflow(page), 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    for (const fact of ['[data-total]', 'dd[data-overdue], dt:has-text("Eräpäivä") + dd', '[data-status-fact]']) {
      const box = await card.locator(fact).first().boundingBox();
      expect(box, `${fact} of batch ${index + 1}`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${fact} of batch ${index + 1} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${fact} of batch ${index + 1} ends on screen`).toBeLessThanOrEqual(360);
    }
    await expect(card.locator('[data-total]')).toHaveText(/\d,\d\d\s€$/);
  }
  // the key facts come first: the total is the card's first fact, before its kind and account
  await expect(cards.first().locator('dt').first()).toHaveText('Yhteensä');
  await expectAccessible(page);

  // Birch's wages of two months ago were refused and cannot be re-created while Birch has no bank connection
  // (other journeys of the run may have paid Aurora's late batches): an overdue batch says so in words
  await page.goto('/cus_birch/payments');
  await expect(heading(page)).toHaveText('Maksut');
  const overdue = page.locator('[data-overdue]').first();
  await expect(overdue).toContainText('myöhässä');
  const box = await overdue.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360, 'the overdue due date is on the screen').toBe(true);
  expect(await sidewaysOverflow(page), 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
});
