import type { Page } from '@playwright/test';
import { lastDayOf, periodOf, shiftPeriod } from '../sandbox/api/payroll/calendar.ts';
import { chooseLanguage, expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { bearerOf } from './bearer.ts';

/**
 * Journeys of payroll runs (docs/decisions/0018: run page, approval, printable payslip; docs/decisions/0021: run names). The
 * web server reseeds at every run (sandbox/db/seeds/payroll.ts, payroll-runs.ts): this month and the next have
 * a monthly and an hourly draft run each, last month a monthly run approved (its batch awaiting release, which
 * payments.spec.ts releases).
 * payroll.spec.ts voids this month's monthly draft, so these journeys approve only the hourly runs, which no
 * other journey approves or voids: this month's as it is, and next month's after a change made under it.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const period = periodOf(seed.today);
const next = shiftPeriod(period, 1);
const previous = shiftPeriod(period, -1);
const shown = (yearMonth: string) => `${Number(yearMonth.slice(5, 7))}/${yearMonth.slice(0, 4)}`;
const finnishDate = (iso: string) => iso.split('-').reverse().map(Number).join('.');
const summary = (page: Page) => page.getByRole('region', { name: 'Mitä maksetaan' });

test('an approver opens this month’s hourly run by its name, checks it and approves it by keyboard', async ({ page }) => {
  test.slow(); // sign-in, three accessibility scans and the run read twice: 25–30 s of the default 30 on a shared machine
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  await expect(heading(page)).toHaveText('Palkat');
  const runs = page.getByRole('region', { name: `Palkka-ajojen luonnokset · ${shown(period)}` }).first();
  // runs named by kind and period, with their employee count; the replaced one says so; ids only in the details
  await expect(runs.getByRole('link', { name: `Tuntipalkat ${shown(period)}`, exact: true })).toBeVisible();
  await expect(runs.locator(`tr[data-run-id="run_aurora_${period}_hourly"]`)).toContainText('3 työntekijää');
  await expect(runs.getByRole('link', { name: `Kuukausipalkat ${shown(period)} (korvattu)` }).first()).toBeVisible();
  await expect(runs).not.toContainText(`run_aurora_${period}`, { useInnerText: true });
  await expectAccessible(page);

  await runs.getByRole('link', { name: `Tuntipalkat ${shown(period)}`, exact: true }).click();
  await expect(heading(page)).toHaveText(`Tuntipalkat ${shown(period)}`);
  await expect(heading(page)).toBeFocused();
  await expect(summary(page)).toContainText(`maksetaan 3 työntekijälle palkkapäivänä ${finnishDate(lastDayOf(period))}`);
  for (const term of ['Bruttopalkat', 'Maksetaan tileille (netto)', 'Ennakonpidätykset', 'Työnantajan kustannus yhteensä']) {
    await expect(summary(page).getByText(term, { exact: true })).toBeVisible();
  }
  await expect(summary(page)).toContainText('Luonnos');
  await expect(page.getByRole('region', { name: /Käytetyt maksut \(vuoden \d{4} prosentit\)/ })).toContainText('7,3\u00a0%');
  // a payslip line by line, its withholding explained and the income against the card's ceiling as a gauge
  const liisa = page.getByRole('region', { name: 'Liisa Heikkinen', exact: true });
  await expect(liisa.getByRole('table', { name: 'Palkanosat: Liisa Heikkinen' })).toContainText('Tuntipalkka');
  await expect(liisa).toContainText('Maksetaan tilille');
  await expect(liisa.locator('[data-withholding]')).toContainText('pidätetään');
  await expect(liisa.getByRole('meter', { name: 'Tulot verokortin tulorajaan asti: Liisa Heikkinen' })).toBeVisible();
  // the card runs February to January: by January her year's hours have crossed the ceiling, so either sentence holds
  await expect(liisa).toContainText(/Tulot tämän ajon jälkeen .* (tulorajasta .*; rajaan on vielä|tuloraja .* ylittyy)/);
  // Sofia Lind has no tax card: the no-card rate, and no ceiling
  const sofia = page.getByRole('region', { name: 'Sofia Lind', exact: true });
  await expect(sofia.locator('[data-withholding="noCard"]')).toContainText('Verokorttia ei ole, joten koko palkasta pidätetään 60\u00a0%');
  await expect(page.getByRole('region', { name: 'Muutokset edelliseen kuukauteen' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/run_aurora|[0-9a-f]{64}/, { useInnerText: true });
  await expectAccessible(page);

  // by keyboard: the button, the dialog (Cancel has the focus first), Tab to Approve, Enter
  const approve = page.getByRole('button', { name: 'Hyväksy palkka-ajo' });
  await approve.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Hyväksytäänkö Tuntipalkat ${shown(period)}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await expect(dialog).toContainText('Pekka Korhonen');
  await expect(dialog).toContainText(finnishDate(lastDayOf(period)));
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Hyväksy', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Palkka-ajo Tuntipalkat ${shown(period)} on hyväksytty.`)).toBeVisible();
  await expect(summary(page)).toContainText('Hyväksytty');
  await expect(summary(page)).toContainText('Hyväksynyt Pekka Korhonen');
  await expect(summary(page).getByRole('link', { name: 'Avaa maksuerä' })).toHaveAttribute('href', `/cus_aurora/payments/pay_aurora_${period}_hourly`);
  await expect(page.getByRole('button', { name: 'Hyväksy palkka-ajo' })).toHaveCount(0);
  await expectAccessible(page);

  // the workspace, read again, lists it approved
  await page.getByRole('link', { name: 'Takaisin palkkoihin' }).click();
  await expect(page.locator(`tr[data-run-id="run_aurora_${period}_hourly"]`)).toContainText('Hyväksytty');
});

test('an approval of figures that changed after the run was opened is refused, and the new figures can be approved', async ({ page }) => {
  const runId = `run_aurora_${next}_hourly`;
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll/runs/${runId}`);
  await expect(heading(page)).toHaveText(`Tuntipalkat ${shown(next)}`);
  const liisa = page.getByRole('region', { name: 'Liisa Heikkinen', exact: true });
  await expect(liisa).toContainText('Tili FI67 **** 5678');

  // meanwhile Liisa Heikkinen's account changes (as a second tab of an admin would): what the run pays to changes
  const changed = await page.request.post('/portal/payroll/employees', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: { customer_id: 'cus_aurora', employee_id: 'emp_aurora_liisa', iban: 'FI5810171000000122' },
  });
  expect(changed.status()).toBe(200);

  await page.getByRole('button', { name: 'Hyväksy palkka-ajo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hyväksy', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Palkka-ajo muuttui' });
  await expect(refusal).toContainText('Palkka-ajo muuttui sen jälkeen, kun avasit sen');
  await expect(refusal).toContainText('Mitään ei hyväksytty.');
  // plain words first: the code and the service's words only in the technical details
  await expect(refusal).not.toContainText(/run_changed|409/, { useInnerText: true });
  await refusal.getByText('Tekniset tiedot').click();
  await expect(refusal.getByText('Virhekoodi: run_changed')).toBeVisible();
  // the run read again: the new account, still a draft
  await expect(liisa).toContainText('Tili FI58 **** 0122');
  await expect(summary(page)).toContainText('Luonnos');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Hyväksy uudet luvut' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(page.getByText(`Palkka-ajo Tuntipalkat ${shown(next)} on hyväksytty.`)).toBeVisible();
  await expect(summary(page)).toContainText('Hyväksytty');

  // approving it once more (a second tab's stale page) says it is no longer a draft
  const again = await page.request.post(`/portal/payroll/runs/${runId}/approve`, {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: { customer_id: 'cus_aurora', digest: 'stale' },
  });
  expect(again.status()).toBe(422);
});

test('last month’s approved run compares with the month before, links its batch, and prints a payslip in fi and en', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', `/cus_aurora/payroll/runs/run_aurora_${previous}_monthly`);
  await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(previous)}`);
  // approved in the seed; paid once payments.spec.ts has released its batch
  await expect(summary(page)).toContainText(/Hyväksytty|Maksettu/);
  await expect(summary(page)).toContainText('Hyväksynyt Pekka Korhonen');
  await expect(summary(page).getByRole('link', { name: 'Avaa maksuerä' })).toHaveAttribute('href', `/cus_aurora/payments/pay_aurora_${previous}_monthly`);
  await expect(page.getByRole('button', { name: 'Hyväksy palkka-ajo' })).toHaveCount(0);
  const changes = page.getByRole('region', { name: 'Muutokset edelliseen kuukauteen' });
  await expect(changes).toContainText(`Verrattuna palkka-ajoon Kuukausipalkat ${shown(shiftPeriod(period, -2))}.`);
  await expect(changes.getByRole('rowheader', { name: 'Aino Laakso' })).toBeVisible();

  await page.getByRole('link', { name: 'Tulostettava palkkalaskelma: Aino Laakso' }).click();
  await expect(heading(page)).toHaveText('Palkkalaskelma: Aino Laakso');
  await expect(page.locator('main')).toContainText('Aurora Oy');
  await expect(page.locator('main')).toContainText(`Kuukausipalkat ${shown(previous)}`);
  await expect(page.getByRole('table', { name: 'Palkanosat: Aino Laakso' })).toContainText('Kuukausipalkka');
  await expectAccessible(page);

  // the Print button opens the browser's print window
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Tulosta' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // on paper: the payslip, without the portal's header, navigation and buttons
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tulosta' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Takaisin palkka-ajoon' })).toBeHidden();
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Palkanosat: Aino Laakso' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Payslip: Aino Laakso');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.locator('main')).toContainText(`Monthly salaries ${shown(previous)}`);
  await expectAccessible(page);
  await chooseLanguage(page, 'sv');
  await expect(heading(page)).toHaveText('Lönespecifikation: Aino Laakso');
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
});

test('an operator is refused a run page, and nothing of payroll is asked for', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'operator@aurora.example');
  await page.goto(`/cus_aurora/payroll/runs/run_aurora_${period}_hourly`);
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä tai hyväksyjä.')).toBeVisible();
  await page.goto(`/cus_aurora/payroll/runs/run_aurora_${period}_hourly/payslips/emp_aurora_liisa`);
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expectAccessible(page);
  expect(requests.filter((request) => request.includes('/payroll/'))).toEqual([]);
});

test('on a 360 px phone a run and a payslip fit the screen: wide tables scroll inside their own region', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const sideways = () =>
    page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
  await signIn(page, 'admin@aurora.example', `/cus_aurora/payroll/runs/run_aurora_${previous}_monthly`);
  await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(previous)}`);
  await expect(page.getByRole('region', { name: 'Brutto ja netto työntekijöittäin' })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Tulostettava palkkalaskelma: Mikko Salmi' }).click();
  await expect(heading(page)).toHaveText('Palkkalaskelma: Mikko Salmi');
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('from a draft to the bank: an approver approves next month’s salaries, follows the batch, releases it in their own name and sees it delivered', async ({ page }) => {
  const runId = `run_aurora_${next}_monthly`;
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll/runs/${runId}`);
  await expect(heading(page)).toHaveText(`Kuukausipalkat ${shown(next)}`);
  // what is approved is what is then released: the net paid to the employees' accounts
  const net = (await summary(page).getByText('Maksetaan tileille (netto)', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  expect(net).toMatch(/\d,\d\d\s€$/);

  await page.getByRole('button', { name: 'Hyväksy palkka-ajo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hyväksy', exact: true }).click();
  await expect(summary(page)).toContainText('Hyväksynyt Pekka Korhonen');

  await summary(page).getByRole('link', { name: 'Avaa maksuerä' }).click();
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/payments/pay_aurora_${next}_monthly$`));
  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' });
  await expect(dialog).toContainText('Vapautan maksuun nimelläni: Pekka Korhonen');
  await expect(dialog).toContainText(net);
  await dialog.getByRole('button', { name: 'Vapauta maksuun' }).click();
  const status = page.locator('[data-batch-status]');
  await expect(status).toHaveAttribute('data-batch-status', 'delivered', { timeout: 15_000 });
  await expect(status).toContainText('Toimitettu pankkiin');
  await expectAccessible(page);

  // back on the run: its batch is delivered, so the run is paid
  await page.goto(`/cus_aurora/payroll/runs/${runId}`);
  await expect(summary(page)).toContainText('Maksettu');
});
