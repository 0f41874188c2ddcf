import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * How far the page reaches beyond the screen's width (0: no sideways scroll), measured against the device's
 * width: on a phone the browser widens its layout viewport, and `innerWidth` with it, to fit a page too wide.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, document.documentElement.clientWidth, window.innerWidth),
  );
  return pageWidth - screenWidth;
}

/** How far a region's content reaches beyond its own width: what it would hide behind a sideways scroll. */
export async function hiddenSideways(region: Locator): Promise<number> {
  return region.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/**
 * The element is wholly on the screen once scrolled to: not cut off at the right edge of the screen nor at the
 * edge of a region that scrolls sideways, and not clipped to nothing.
 */
export async function expectWhollyShown(element: Locator, what: string): Promise<void> {
  // scrolled to its middle: Playwright's scrollIntoViewIfNeeded leaves an element that shows a sliver alone
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(element, what).toBeInViewport({ ratio: 1 });
  const clipped = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const edge = parent.getBoundingClientRect();
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) return `${parent.tagName.toLowerCase()}.${String(parent.className).split(' ')[0]}`;
    }
    return null;
  });
  expect(clipped, `${what} is cut off at the edge of`).toBeNull();
}
