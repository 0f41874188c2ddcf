import type { Page } from '@playwright/test';
import { periodOf, shiftPeriod } from '../src/api/schemas/calendar.ts';
import { finnishMonthName } from '../sandbox/db/seed-clock.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/**
 * docs/decisions/0021, "Reading on a phone": at 360 px the document list shows each document's key facts — its name, its
 * state, when it was sent and how large it is — inside the screen, without sideways scrolling: the state is
 * never the part cut off (it was, behind a table wider than the card).
 */

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

const list = (page: Page) => page.getByRole('region', { name: 'Yrityksen tositteet, uusin ensin' });

/** The part of each element that lies beyond the screen's right edge or is hidden by a scrolling parent. */
async function outsideOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((query) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll(query))) {
      const box = element.getBoundingClientRect();
      let clipped = box.left < 0 || box.right > width + 0.5;
      for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        clipped = box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
      }
      if (clipped) out.push(`${element.textContent ?? ''} [${Math.round(box.left)}–${Math.round(box.right)}]`);
    }
    return out;
  }, selector);
}

test('at 360 px every document shows its name, state, time and size inside the screen, without sideways scroll', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tositteet');
  const rows = list(page).locator('tr[data-document]');
  await expect(rows.first()).toBeVisible();
  // the seed's failed statement (of the month before the one it was sent in): its state and its reason in Finnish are both on screen
  const failed = rows.filter({ hasText: `tiliote-${finnishMonthName(shiftPeriod(periodOf(seed.date('2026-11-03')), -1))}.xlsx` });
  await expect(failed).toContainText('Epäonnistui');
  await expect(failed).toContainText('Tiliotteesta puuttuu sarake');

  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(width).toBeLessThanOrEqual(360);
  // the region itself does not scroll sideways: nothing in it is hidden to the right
  const region = await list(page).evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(region.scroll).toBeLessThanOrEqual(region.client);
  for (const part of ['tr[data-document] [data-filename]', 'tr[data-document] td:nth-of-type(1) > *', 'tr[data-document] time', 'tr[data-document] td.number']) {
    expect(await outsideOf(page, part), part).toEqual([]);
  }
  // the state comes right under the name, before the time and size
  const first = rows.first();
  const stateTop = (await first.locator('td').nth(0).boundingBox())?.y ?? 0;
  const timeTop = (await first.locator('time').boundingBox())?.y ?? 0;
  expect(stateTop).toBeLessThan(timeTop);
  await expectAccessible(page);
});
