import type { Page } from '@playwright/test';
import { periodOf, shiftPeriod } from '../sandbox/api/payroll/calendar.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { bearerOf } from './bearer.ts';

/**
 * Payroll on a phone (docs/decisions/0018): the run page's figures are never broken inside a number, a date or the status
 * pill, with the approve button right under them; the workspace shows each employee's tax card, its fetch and
 * each run's state without scrolling sideways.
 */

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const shown = (yearMonth: string) => `${Number(yearMonth.slice(5, 7))}/${yearMonth.slice(0, 4)}`;
const current = periodOf(seed.today);

/** How far the page reaches beyond the screen's width (0: no sideways scroll), against the device's own width. */
async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, document.documentElement.clientWidth, window.innerWidth),
  );
  return pageWidth - screenWidth;
}

/** The values of the run's summary that are laid out on more than one line, with their text, for the failure message. */
function brokenFigures(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Mitä maksetaan' })
    .locator('dl dd')
    .evaluateAll((values) =>
      values.flatMap((value) => {
        const range = document.createRange();
        range.selectNodeContents(value);
        const tops = Array.from(range.getClientRects())
          .filter((box) => box.width > 0)
          .map((box) => box.top)
          .sort((a, b) => a - b);
        // boxes more than a few pixels apart sit on different lines (a pill's border and its text do not)
        let lines = 0;
        let last = Number.NEGATIVE_INFINITY;
        for (const top of tops) {
          if (top - last > 6) lines += 1;
          if (top - last > 6) last = top;
        }
        return lines > 1 ? [`${value.textContent ?? ''} (${lines} lines)`] : [];
      }),
    );
}

test('at 360 and 390 px a draft run’s figures stay whole on one line each, the status pill too, with the approve button on screen', async ({ page }) => {
  const period = shiftPeriod(current, 4);
  await signIn(page, 'admin@aurora.example', `/cus_aurora/payroll?period=${period}`);
  // a draft of a month no other journey reaches, made as a second tab would
  const made = await page.request.post('/portal/payroll/runs', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: { customer_id: 'cus_aurora', period, kind: 'monthly' },
  });
  expect(made.status()).toBe(201);
  const runId = ((await made.json()) as { run: { id: string } }).run.id;

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(`/cus_aurora/payroll/runs/${runId}`);
    await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(period)}`);
    const summary = page.getByRole('region', { name: 'Mitä maksetaan' });
    await expect(summary).toContainText('Luonnos');
    await expect(summary.locator('dl dd').first()).toContainText('Luonnos');
    expect(await brokenFigures(page), `at ${width} px`).toEqual([]);
    const approve = page.getByRole('button', { name: 'Hyväksy palkka-ajo' });
    await approve.scrollIntoViewIfNeeded();
    await expect(approve).toBeInViewport();
    const box = await approve.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
  // left returned, not a draft: no other journey's change reaches it
  await page.getByRole('button', { name: 'Palauta tilitoimistolle' }).click();
  await page.getByRole('textbox', { name: 'Kommentti tilitoimistolle (pakollinen)' }).fill('Puhelinkokeilu.');
  await page.getByRole('dialog').getByRole('button', { name: 'Palauta', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Mitä maksetaan' })).toContainText('Palautettu');
});

test('at 360 px the workspace shows each employee’s tax card and its fetch, and each run’s state, without sideways scrolling', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${current}`);
  await expect(heading(page)).toHaveText('Palkat');
  const employees = page.getByRole('region', { name: `Työntekijät · ${shown(current)}` }).first();
  const aino = employees.getByRole('row').filter({ has: page.getByRole('link', { name: 'Aino Laakso', exact: true }) });
  await expect(aino).toBeVisible();
  // the tax card and its fetch, on screen without a sideways scroll
  const taxCard = aino.getByText('Haettu verohallinnosta');
  const fetch = aino.getByRole('link', { name: 'Hae verokortti: Aino Laakso' });
  for (const part of [taxCard, fetch]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  // each run's state, whole, on screen
  const runs = page.getByRole('region', { name: `Palkka-ajojen luonnokset · ${shown(current)}` }).first();
  const hourly = runs.locator(`tr[data-run-id="run_aurora_${current}_hourly"]`);
  const state = hourly.getByText(/^(Luonnos|Hyväksytty|Maksettu|Mitätöity|Palautettu)$/);
  await state.scrollIntoViewIfNeeded();
  await expect(state).toBeInViewport({ ratio: 1 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // nothing of either list reaches past the screen's edge, scrolled or not
  const widest = await page.locator('table tr').evaluateAll((rows) => Math.max(...rows.map((row) => row.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
