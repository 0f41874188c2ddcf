import type { Page } from '@playwright/test';
import { personalIdentityCodeCheckCharacter } from '../src/api/schemas/finnish-identifiers.ts';
import { lastDayOf, periodOf, shiftPeriod } from '../sandbox/api/payroll/calendar.ts';
import { chooseLanguage, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { bearerOf } from './bearer.ts';

/**
 * Journeys of payroll after a change (docs/decisions/0018): a change voids a draft and the service recomputes it at once,
 * the voided run's page leads to the new draft, which is approved and paid; the month's missing draft run is
 * made from the workspace; a draft goes back to the accounting firm with a comment.
 *
 * Their runs are of months no seed run reaches (two and three months ahead), made here, and each ends approved
 * or returned, so that no other journey's run is voided or approved by them. The employee whose salary
 * changes is added here, over the API, so that the change reaches no run of another journey.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const shown = (yearMonth: string) => `${Number(yearMonth.slice(5, 7))}/${yearMonth.slice(0, 4)}`;
const finnishDate = (iso: string) => iso.split('-').reverse().map(Number).join('.');
const summary = (page: Page) => page.getByRole('region', { name: 'Mitä maksetaan' });
const runsOf = (page: Page, period: string) => page.getByRole('region', { name: `Palkka-ajojen luonnokset · ${shown(period)}` }).first();

/** A valid identity code of someone born 15.5.1990, the individual number distinct per journey. */
function identityCode(individual: string): string {
  return `150590-${individual}${personalIdentityCodeCheckCharacter('150590', individual)}`;
}

test('a salary change voids the month’s draft: its page leads to the new draft with the new salary, which is approved and paid', async ({ page }) => {
  // a change, two runs, an approval and a release through the bank: a long journey
  test.slow();
  const period = shiftPeriod(periodOf(seed.today), 2);
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  await expect(heading(page)).toHaveText('Palkat');
  // a new employee of the month, added as a second tab of an admin would
  const added = await page.request.post('/portal/payroll/employees', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: {
      customer_id: 'cus_aurora',
      name: 'Veera Vaihto',
      tax_identifier: identityCode('471'),
      start_date: `${period}-01`,
      employment_type: 'monthly',
      monthly_salary_cents: 300_000,
      iban: 'FI5810171000000122',
    },
  });
  expect(added.status()).toBe(201);
  const employeeId = ((await added.json()) as { employee: { employee_id: string } }).employee.employee_id;
  await page.reload();

  // the month has no monthly run: the approver makes it
  const runs = runsOf(page, period);
  await expect(runs.getByText('Kuukauden palkka-ajo puuttuu')).toBeVisible();
  await runs.getByRole('button', { name: `Laske luonnos: Kuukausipalkat ${shown(period)}` }).click();
  await expect(runs.getByRole('status').filter({ hasText: `Luonnos Kuukausipalkat ${shown(period)} on laskettu.` })).toBeVisible();
  await runs.getByRole('link', { name: `Avaa Kuukausipalkat ${shown(period)}` }).click();
  await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(period)}`);
  const veera = page.getByRole('region', { name: 'Veera Vaihto', exact: true });
  await expect(veera).toContainText('3\u00a0000,00\u00a0€');
  const oldRunUrl = page.url();

  // the salary rises on the employee's page: the draft holding her is voided and recomputed at once
  await page.goto(`/cus_aurora/payroll/employees/${employeeId}?period=${period}`);
  await page.getByLabel('Kuukausipalkka (€)').fill('3 450');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Muutos mitätöi yhden palkka-ajon luonnoksen, ja sen tilalle laskettiin heti uusi luonnos.')).toBeVisible();
  await expectAccessible(page);

  // the old run's page says it was replaced, and leads to the new draft
  await page.goto(oldRunUrl);
  const replaced = page.locator('[data-replaced-by]');
  await expect(replaced).toContainText('Tämä palkka-ajo on korvattu');
  await expect(summary(page)).toContainText('Mitätöity');
  await expect(page.getByRole('button', { name: 'Hyväksy palkka-ajo' })).toHaveCount(0);
  await expectAccessible(page);
  await replaced.getByRole('link', { name: 'Avaa uusi luonnos' }).click();
  await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(period)}`);
  await expect(page).not.toHaveURL(oldRunUrl);
  await expect(page.locator('[data-replaces]')).toContainText('laskettiin heti uudelleen');
  await expect(summary(page)).toContainText('Luonnos');
  await expect(page.getByRole('region', { name: 'Veera Vaihto', exact: true })).toContainText('3\u00a0450,00\u00a0€');
  await expect(summary(page)).toContainText(finnishDate(lastDayOf(period)));

  // approved, its batch awaits release; released on the batch's page, the bank takes it
  await page.getByRole('button', { name: 'Hyväksy palkka-ajo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(summary(page)).toContainText('Hyväksynyt Pekka Korhonen');
  await expect(summary(page).locator('[data-batch-state="awaiting_release"]')).toContainText('Se maksetaan, kun pääkäyttäjä tai hyväksyjä vapauttaa sen maksuun.');
  const runUrl = page.url();
  await summary(page).getByRole('link', { name: 'Avaa maksuerä' }).click();
  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' }).getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(page.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'delivered', { timeout: 15_000 });

  // back on the run: it follows its batch — delivered, paid
  await page.goto(runUrl);
  await expect(summary(page).locator('[data-batch-state="delivered"]')).toContainText('Maksuerä on toimitettu pankkiin');
  await expect(summary(page)).toContainText('Maksettu');
  await expectAccessible(page);
});

test('an approver makes the month’s missing hourly draft and returns it to the accounting firm with a comment', async ({ page }) => {
  const period = shiftPeriod(periodOf(seed.today), 3);
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  const runs = runsOf(page, period);
  await expect(runs.getByText(`Jaksolla ${shown(period)} ei ole palkka-ajojen luonnoksia.`)).toBeVisible();
  await expect(runs.getByRole('button', { name: `Laske luonnos: Tuntipalkat ${shown(period)}` })).toBeVisible();
  await expectAccessible(page);
  await runs.getByRole('button', { name: `Laske luonnos: Tuntipalkat ${shown(period)}` }).click();
  const done = runs.getByRole('status').filter({ hasText: `Luonnos Tuntipalkat ${shown(period)} on laskettu.` });
  await expect(done).toBeVisible();
  // the month has its hourly run now: it is listed as a draft, and no longer offered
  await expect(runs.getByRole('link', { name: `Tuntipalkat ${shown(period)}`, exact: true })).toBeVisible();
  await expect(runs.getByRole('button', { name: `Laske luonnos: Tuntipalkat ${shown(period)}` })).toHaveCount(0);
  await runs.getByRole('link', { name: `Tuntipalkat ${shown(period)}`, exact: true }).click();
  await expect(heading(page)).toHaveText(`Tuntipalkat ${shown(period)}`);

  // the comment is required: an empty one is said at the field, which keeps the focus
  await page.getByRole('button', { name: 'Palauta tilitoimistolle' }).click();
  const dialog = page.getByRole('dialog', { name: `Palautetaanko Tuntipalkat ${shown(period)} tilitoimistolle?` });
  const comment = dialog.getByRole('textbox', { name: 'Kommentti tilitoimistolle (pakollinen)' });
  await expect(comment).toBeFocused();
  await dialog.getByRole('button', { name: 'Palauta', exact: true }).click();
  await expect(dialog.getByText('Kirjoita kommentti: tilitoimisto tarvitsee sen.')).toBeVisible();
  await expect(comment).toBeFocused();
  await expectAccessible(page);
  // cancelled and opened again, what was typed is still there
  await comment.fill('Sofia Lindin tunnit puuttuvat.');
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(page.getByRole('button', { name: 'Palauta tilitoimistolle' })).toBeFocused();
  await page.getByRole('button', { name: 'Palauta tilitoimistolle' }).click();
  await expect(comment).toHaveValue('Sofia Lindin tunnit puuttuvat.');
  await dialog.getByRole('button', { name: 'Palauta', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Palkka-ajo Tuntipalkat ${shown(period)} on palautettu tilitoimistolle.`)).toBeVisible();
  const state = summary(page).locator('[data-run-state="returned"]');
  await expect(state).toContainText('Palautettu tilitoimistolle: Pekka Korhonen');
  await expect(state).toContainText('Sofia Lindin tunnit puuttuvat.');
  await expect(summary(page)).toContainText('Palautettu');
  await expect(page.getByRole('button', { name: 'Hyväksy palkka-ajo' })).toHaveCount(0);
  await expectAccessible(page);

  // the workspace lists it returned, and the month may have its hourly draft made again
  await page.getByRole('link', { name: 'Takaisin palkkoihin' }).click();
  await expect(runsOf(page, period).locator('tr', { hasText: `Tuntipalkat ${shown(period)}` })).toContainText('Palautettu');
  await expect(runsOf(page, period).getByRole('button', { name: `Laske luonnos: Tuntipalkat ${shown(period)}` })).toBeVisible();
  // in Swedish and English too
  await chooseLanguage(page, 'sv');
  await expect(page.getByRole('button', { name: `Beräkna utkastet: Timlöner ${shown(period)}` })).toBeVisible();
  await expect(page.locator('main')).toContainText('Återlämnad');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: `Create the draft run: Hourly wages ${shown(period)}` })).toBeVisible();
  await expect(page.locator('main')).toContainText('Returned');
});
