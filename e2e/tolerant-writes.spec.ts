import type { Page } from '@playwright/test';
import { lastDayOf, periodOf, todayInFinland } from '../sandbox/api/payroll/calendar.ts';
import { expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { UNKNOWN, doneButUnreadable, rewriteAnswers, type Json } from './rewrite-answers.ts';

/**
 * A 2xx is a success (docs/decisions/0021, principle 8): a write the service did, whose answer the portal
 * cannot read, is said as done, what the view shows is read again, and nothing invites sending it twice.
 * Each journey lets the real request reach the sandbox (it is done there) and garbles only the answer.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const today = todayInFinland();
const period = periodOf(seed.today);
const payday = lastDayOf(period);

test('payroll: an employee added (201) whose answer cannot be read is said as added, once, and listed in the workspace read again', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await rewriteAnswers(page, 'POST', '/portal/payroll/employees', (answer) => ({ ...answer, employee: { employee_id: 17 } }));
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll/employees/new?period=${period}`);
  await expect(heading(page)).toHaveText('Lisää työntekijä');
  await page.getByLabel(/^Nimi/).fill('Tuuli Lukematon');
  await page.getByLabel(/^Henkilötunnus/).fill('020291-2459');
  await page.getByLabel(/^Työsuhde alkaa/).fill(`${period}-01`);
  await page.getByLabel(/^Palkkaus/).selectOption('monthly');
  await page.getByLabel(/^Kuukausipalkka/).fill('2 900');
  await page.getByLabel(/^Tilinumero/).fill('FI21 1234 5600 0007 85');
  await page.getByRole('button', { name: 'Tallenna' }).click();

  // the workspace of the month, read again, says it was done and lists the person: no form to send twice
  await expect(heading(page)).toHaveText('Palkat');
  await expect(doneButUnreadable(page)).toContainText('Tehty');
  await expect(doneButUnreadable(page)).toContainText('Tuuli Lukematon');
  await expect(page.getByRole('rowheader', { name: /Tuuli Lukematon/ })).toBeVisible();
  await expect(page.getByText('Tallennus ei onnistunut')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tallenna' })).toHaveCount(0);
  expect(requests.filter((request) => request.startsWith('POST /portal/payroll/employees')).length).toBe(1);
  await expectAccessible(page);
});

test('payroll: a tax card fetched (200) whose answer cannot be read is said as fetched, never as failed', async ({ page }) => {
  await rewriteAnswers(page, 'POST', '/portal/payroll/employees/tax-card/fetch', () => 'fetched');
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  await page.getByRole('link', { name: 'Hae verokortti: Aino Laakso' }).click();
  await expect(heading(page)).toHaveText('Verokortin haku: Aino Laakso');
  await expect(page.getByLabel('Maksupäivä')).toHaveValue(payday);
  await page.getByRole('button', { name: 'Hae verokortti' }).click();
  await expect(doneButUnreadable(page)).toContainText('Tehty');
  await expect(doneButUnreadable(page)).toContainText('Aino Laakso');
  await expect(page.getByText('Verokorttia ei voitu hakea.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Yritä uudelleen' })).toHaveCount(0);
  await expectAccessible(page);
});

test('payroll: a tax card whose outcome and environment the portal does not know shows them as they came', async ({ page }) => {
  await rewriteAnswers(page, 'POST', '/portal/payroll/employees/tax-card/fetch', (answer) => ({
    ...answer,
    tax_card: { ...(answer.tax_card as Json), outcome: 'applied_with_reservation', environment: 'production_eu' },
  }));
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  await page.getByRole('link', { name: 'Hae verokortti: Aino Laakso' }).click();
  await page.getByRole('button', { name: 'Hae verokortti' }).click();
  const result = page.getByRole('region', { name: /^Verokortti maksupäivälle/ });
  await expect(result).toContainText(`applied_with_reservation ${UNKNOWN}`);
  await expect(result).toContainText(`production_eu ${UNKNOWN}`);
  await expectAccessible(page);
});

test('work log: an entry voided (200) whose answer cannot be read is gone from the list and never offered again', async ({ page }) => {
  // from the seeded log's last two weeks to today (the entry is recorded for today): the list keeps seeded
  // entries once this one is voided, which this month alone may not hold in its first days
  const to = seed.today > today ? seed.today : today;
  await signIn(page, 'operator@aurora.example', `/cus_aurora/worklog?from=${seed.date('2026-11-07')}&to=${to}`);
  const note = `Lukematon mitätöinti ${Date.now()}`;
  await page.getByLabel('Kesto', { exact: true }).fill('0:45');
  await page.getByLabel('Kuvaus', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Tallenna kirjaus' }).click();
  const row = page.locator('tr[data-entry-id]').filter({ hasText: note });
  await expect(row).toHaveCount(1);

  await rewriteAnswers(page, 'POST', /^\/portal\/worklog\/[^/]+\/void$/, () => ({ entry: { id: null } }));
  await row.getByRole('button', { name: /^Mitätöi kirjaus/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitätöidäänkö kirjaus?' });
  await dialog.getByRole('button', { name: 'Mitätöi kirjaus' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Kirjausta ei mitätöity')).toHaveCount(0);
  // the list read again from the service agrees: the entry is voided there
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Työaikakirjaus');
  await expect(page.locator('tr[data-entry-id]').first()).toBeVisible();
  await expect(page.locator('tr[data-entry-id]').filter({ hasText: note })).toHaveCount(0);
});

test('API keys: a key revoked (200) whose answer cannot be read is listed as revoked', async ({ page }) => {
  await rewriteAnswers(page, 'DELETE', /^\/portal\/api-keys\/[^/]+$/, () => ({ api_key: { id: false } }));
  await signIn(page, 'admin@aurora.example', '/cus_aurora/api-keys');
  const name = 'Kirjanpidon raportointi (luku)';
  await page.getByRole('button', { name: `Mitätöi avain ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mitätöidäänkö avain ”${name}”?` });
  await dialog.getByRole('button', { name: 'Mitätöi avain', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const revoked = page.getByRole('region', { name: 'Mitätöidyt avaimet' });
  await expect(revoked.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByText('Avainta ei voitu mitätöidä')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Mitätöi avain ${name}` })).toHaveCount(0);
});
