import type { Page } from '@playwright/test';
import { lastDayOf } from '../sandbox/api/payroll/calendar.ts';
import { formatDate } from '../src/i18n/format.ts';
import { expect, expectAccessible, projectUrls, recordServiceRequests, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/**
 * Payments (docs/decisions/0008): an approver releases last month's
 * salaries by name, by keyboard, and sees the batch go to the bank and be delivered without a reload; the
 * batch the bank refused says that nothing was paid, why and what to do; an operator and an API key are
 * refused. Last month's seeded batches are found by their ids (another journey may approve this month's run and
 * add a batch of its own), never by position; the portal names them by kind and due date.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Last month of the seeding day, as the seed names its runs and batches (`pay_aurora_2026-10_monthly` as authored). */
const lastMonth = seed.period('2026-10');
/** A seeded batch of last month, by its (deterministic) id: another journey may add batches of this month. */
const batchId = (kind: 'monthly' | 'hourly') => `pay_aurora_${lastMonth}_${kind}`;
/** How the portal names last month's salary batches: kind and due date, the payday (the seed's last day of the month). */
const batchName = () => `Palkat, eräpäivä ${formatDate(lastDayOf(lastMonth), 'fi')}`;

/** The card of a batch in the Payments view's group of a status. */
const batchCard = (page: Page, status: string, kind: 'monthly' | 'hourly') => page.locator(`section[data-status="${status}"] li[data-batch-id="${batchId(kind)}"]`);

test('an approver releases last month’s salaries by keyboard, in their own name, and sees them delivered without a reload', async ({ page }) => {
  test.slow(); // a release, four seconds at the bank and three accessibility scans
  await signIn(page, 'approver@aurora.example', '/cus_aurora/overview');
  await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Maksut' }).click();
  await expect(heading(page)).toHaveText('Maksut');
  await expect(heading(page)).toBeFocused();
  // awaiting release comes first
  await expect(page.locator('section[data-status]').first()).toHaveAttribute('data-status', 'awaiting_release');
  const card = batchCard(page, 'awaiting_release', 'monthly');
  await expect(card).toContainText('Palkat');
  await expect(card).toContainText('FI49 **** 8730');
  await expect(card).toContainText('Ei vielä vapautettu');
  await expectAccessible(page);

  await card.getByRole('link', { name: batchName(), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(batchName());
  const total = (await page.locator('dt', { hasText: /^Yhteensä$/ }).locator('xpath=following-sibling::dd[1]').first().innerText()).trim();
  expect(total).toMatch(/€$/);
  await expect(page.getByRole('region', { name: 'Erän maksut' }).getByRole('rowheader', { name: 'Aino Laakso' })).toBeVisible();

  // a marker that a reload would wipe
  await page.evaluate(() => {
    (window as unknown as { paymentsMarker?: boolean }).paymentsMarker = true;
  });

  const opener = page.getByRole('button', { name: 'Vapauta maksuun' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Vapautan maksuun nimelläni: Pekka Korhonen');
  await expect(dialog).toContainText(total);
  await expect(dialog).toContainText('FI49 **** 8730');
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await expectAccessible(page);
  // Escape closes it and gives the focus back, releasing nothing
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Vapauta maksuun' })).toBeFocused();
  const release = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/release'));
  await page.keyboard.press('Enter');
  const sent: unknown = (await release).postDataJSON();
  expect(sent).toMatchObject({ total_cents: expect.any(Number) });

  await expect(dialog).toHaveCount(0);
  const status = page.locator('[data-batch-status]');
  await expect(status).toBeFocused();
  await expect(status).toContainText('Vapautit erän maksuun nimelläsi.');
  await expect(status).toHaveAttribute('data-batch-status', 'delivering');
  await expect(status).toContainText('Matkalla pankkiin');
  await expect(page.getByText('Pekka Korhonen, ', { exact: false })).toBeVisible();
  // the bank takes it a few seconds later: the page follows without a reload
  await expect(status).toHaveAttribute('data-batch-status', 'delivered', { timeout: 15_000 });
  await expect(status).toContainText('Toimitettu pankkiin');
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { paymentsMarker?: boolean }).paymentsMarker)).toBe(true);
  await expectAccessible(page);

  // and the list has it among the delivered ones
  await page.getByRole('link', { name: 'Takaisin maksuihin' }).click();
  await expect(batchCard(page, 'delivered', 'monthly')).toContainText('Pekka Korhonen');
});

test('the batch the bank refused says that nothing was paid, why and what to do; the bank’s words only in the technical details', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', '/cus_aurora/payments');
  await expect(heading(page)).toHaveText('Maksut');
  const card = batchCard(page, 'failed', 'hourly');
  const notice = card.locator('[data-failure]');
  await expect(notice).toContainText('Mitään ei maksettu');
  await expect(notice).toContainText('Pankki ei ottanut erää vastaan, koska jonkun maksunsaajan tilinumero puuttuu tai ei kelpaa.');
  await expect(notice).toContainText('Korjaa työntekijän tilinumero palkanlaskennassa');
  await expect(notice.getByRole('link', { name: 'Siirry palkkoihin' })).toHaveAttribute('href', '/cus_aurora/payroll');
  // the code and the service's English words are folded away
  await expect(notice.getByText(/account_refused/)).toBeHidden();
  await expect(notice.getByText(/The bank refused the batch/)).toBeHidden();
  await notice.getByText('Tekniset tiedot').click();
  await expect(notice.getByText(/account_refused/)).toBeVisible();
  await expect(notice.getByText(/Sofia Lind/)).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: batchName(), exact: true }).click();
  await expect(heading(page)).toHaveText(batchName());
  await expect(page.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'failed');
  await expect(page.locator('[data-failure]')).toContainText('Mitään ei maksettu');
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);
  const sofia = page.getByRole('region', { name: 'Erän maksut' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sofia Lind' }) });
  await expect(sofia).toContainText('Tili puuttuu');
  // never a file to download
  await expect(page.getByRole('link', { name: /lataa|download/i })).toHaveCount(0);
  await expectAccessible(page);
});

test('an operator has no Payments link, and its address shows the forbidden page without asking the service', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'operator@aurora.example', '/cus_aurora/overview');
  await expect(page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maksut' })).toHaveCount(0);
  await page.goto('/cus_aurora/payments');
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä tai hyväksyjä.')).toBeVisible();
  await expectAccessible(page);
  expect(requests.filter((request) => request.includes('/payments'))).toEqual([]);
});

test('an API key is refused (403): it can neither list nor release payments', async ({ request }) => {
  const { sandbox } = projectUrls();
  const headers = { Authorization: 'Bearer svc_sk_sandbox_aurora_write' };
  const list = await request.get(`${sandbox}/portal/payments`, { headers });
  expect(list.status()).toBe(403);
  const release = await request.post(`${sandbox}/portal/payments/pay_aurora_x/release`, { headers, data: { total_cents: 1 } });
  expect(release.status()).toBe(403);
});

/** The ID token this tab sends the service (spec §5), read from the tab's own session. */
async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token : undefined;
  });
  if (!token) throw new Error('this tab holds no session');
  return token;
}

test('a refused batch is fixed and paid: the employee’s account added in payroll, its payments re-created by name, released and delivered', async ({ page }) => {
  test.slow(); // an employee saved, a batch re-created and released, four seconds at the bank, four accessibility scans
  await signIn(page, 'admin@aurora.example', `/cus_aurora/payments/${batchId('hourly')}`);
  await expect(heading(page)).toHaveText(batchName());
  const notice = page.locator('[data-failure]');
  await expect(notice).toContainText('Korjaa työntekijän tilinumero palkanlaskennassa ja luo sitten näistä maksuista uusi erä');

  // while Sofia Lind still has no account, the service refuses and the dialog says why; nothing is created
  const opener = page.getByRole('button', { name: 'Luo näistä maksuista uusi erä' });
  await opener.click();
  let dialog = page.getByRole('dialog', { name: 'Luodaanko näistä maksuista uusi erä?' });
  await expect(dialog).toContainText('Luon erän nimelläni: Anna Virtanen');
  await dialog.getByRole('button', { name: 'Luo uusi erä' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Jonkun maksunsaajan tilinumero puuttuu yhä palkanlaskennasta');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(opener).toBeFocused();

  // the cause fixed where the portal fixes it: Sofia Lind's account in payroll
  await page.goto(`/cus_aurora/payroll/employees/emp_aurora_sofia?period=${seed.period('2026-11')}`);
  await page.getByLabel(/^Tilinumero/).fill('FI42 5000 1510 0000 23');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Muutokset tallennettu.')).toBeVisible();

  await page.goto(`/cus_aurora/payments/${batchId('hourly')}`);
  await expect(heading(page)).toHaveText(batchName());
  await page.getByRole('button', { name: 'Luo näistä maksuista uusi erä' }).click();
  dialog = page.getByRole('dialog', { name: 'Luodaanko näistä maksuista uusi erä?' });
  await dialog.getByRole('button', { name: 'Luo uusi erä' }).click();

  // the new batch's page, its heading focused: same payees and total, Sofia Lind's account now on it
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/payments/${batchId('hourly')}_r2$`));
  await expect(heading(page)).toBeFocused();
  await expect(page.locator('[data-recreates]')).toContainText('Anna Virtanen loi tämän erän');
  await expect(page.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'awaiting_release');
  // past its payday: overdue, said in words
  await expect(page.locator('[data-overdue]').first()).toContainText(/myöhässä/i);
  const sofia = page.getByRole('region', { name: 'Erän maksut' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sofia Lind' }) });
  await expect(sofia).toContainText('FI42 **** 0023');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' }).getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(page.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'delivered', { timeout: 15_000 });
  await expect(page.getByText('Pankki otti vastaan kaikki erän maksut.')).toBeVisible();

  // the failed batch now leads to its successor, and offers no second one
  await page.locator('[data-recreates]').getByRole('link', { name: 'Näytä epäonnistunut erä' }).click();
  await expect(heading(page)).toHaveText(batchName());
  await expect(page.getByRole('button', { name: 'Luo näistä maksuista uusi erä' })).toHaveCount(0);
  await expect(page.locator('[data-failure]').getByRole('link', { name: 'Siirry uuteen erään' })).toHaveAttribute(
    'href',
    `/cus_aurora/payments/${batchId('hourly')}_r2`,
  );
  await expectAccessible(page);
});

test('a batch the company cannot pay is not offered for release: the reason and the way to connections instead', async ({ page }) => {
  // Birch has no bank connection; its admin approves last month's salaries, which makes their batch
  const runId = `run_birch_${lastMonth}`;
  await signIn(page, 'admin@aurora.example', '/cus_birch/overview');
  const headers = { Authorization: `Bearer ${await bearerOf(page)}` };
  const run = await page.request.get(`/portal/payroll/runs/${runId}?customer_id=cus_birch`, { headers });
  expect(run.status()).toBe(200);
  const { digest } = ((await run.json()) as { run: { digest: string } }).run;
  const approved = await page.request.post(`/portal/payroll/runs/${runId}/approve`, { headers, data: { customer_id: 'cus_birch', digest } });
  expect(approved.status()).toBe(200);

  const requests = recordServiceRequests(page);
  await page.goto(`/cus_birch/payments/pay_birch_${lastMonth}`);
  await expect(heading(page)).toHaveText(batchName());
  await expect(page.locator('[data-batch-status]')).toHaveAttribute('data-batch-status', 'awaiting_release');
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);
  const block = page.locator('[data-release-blocked]');
  await expect(block).toContainText('Erää ei voi vielä vapauttaa maksuun');
  await expect(block).toContainText('Yrityksellä ei ole pankkiyhteyttä, jonka kautta erä maksettaisiin.');
  await expect(block.getByRole('link', { name: 'Siirry yhteyksiin' })).toHaveAttribute('href', '/cus_birch/connections');
  await expect(block.getByText(/no_bank_connection/)).toBeHidden();
  await expectAccessible(page);
  expect(requests.filter((request) => request.includes('/release'))).toEqual([]);

  // and the service refuses it all the same, changing nothing
  const read = await page.request.get(`/portal/payments/pay_birch_${lastMonth}?customer_id=cus_birch`, { headers });
  const { total_cents } = ((await read.json()) as { batch: { total_cents: number } }).batch;
  const release = await page.request.post(`/portal/payments/pay_birch_${lastMonth}/release`, { headers, data: { customer_id: 'cus_birch', total_cents } });
  expect(release.status()).toBe(409);
  expect(((await release.json()) as { error: string }).error).toBe('no_bank_connection');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Payments view and a batch with its payments at 390 px, without sideways scroll, accessibly', async ({ page }) => {
    await signIn(page, 'admin@aurora.example', '/cus_aurora/payments');
    await expect(heading(page)).toHaveText('Maksut');
    await expect(batchCard(page, 'failed', 'hourly')).toBeVisible();
    // against the screen's own width: on a phone the browser widens its layout viewport to fit what is too wide
    const overflow = async () => (await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))) - 390;
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await batchCard(page, 'failed', 'hourly').getByRole('link', { name: batchName(), exact: true }).click();
    await expect(heading(page)).toHaveText(batchName());
    await expect(page.getByRole('region', { name: 'Erän maksut' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
