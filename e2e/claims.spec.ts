import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, projectUrls, recordServiceRequests, signIn, test } from './fixtures.ts';
import { bearerOf } from './bearer.ts';
import { seed } from './seed-day.ts';
import { sidewaysOverflow } from './viewport.ts';
import { RECEIPT_JPEG } from './sample-files.ts';

/**
 * Expense claims (docs/sandbox.md, "Invoice circulation and expense claims"): a claimant on a phone files a claim from
 * a receipt photo; the factual check (bills@) and the approval (approver@) decide it through the service, as
 * their own screens would; the approver releases the reimbursement batch it joined, by name, and the claimant
 * sees it paid. Each run files a claim of its own (a purpose no other journey uses, a receipt of its own bytes,
 * so that it is no duplicate of another claim), so the seed's claims and batches are left as they are. The
 * claimant sees each claim's number and reaches its conversation from it (the agent's "Kuitti puuttuu" on
 * KL-4), and a claim out of its limits is refused at the field (docs/decisions/0002-expense-claim-limits.md).
 * An operator and an API key are refused.
 */

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs a person in on a tab of their own, for what their own screen would send; the tab is closed after. */
async function asPerson<T>(browser: Browser, email: string, act: (page: Page, token: string) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: projectUrls().portal });
  const page = await context.newPage();
  try {
    await signIn(page, email, '/cus_aurora/overview');
    return await act(page, await bearerOf(page));
  } finally {
    await context.close();
  }
}

interface InvoiceRead {
  invoice: { circulation: { state: string; revision: string }; payment: { batch_id: string } | null };
}

/** Approves the claim's next step as the signed-in person, on the revision they read. */
async function approveStep(page: Page, token: string, claimId: string): Promise<InvoiceRead> {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await page.request.get(`/portal/invoices/${encodeURIComponent(claimId)}?customer_id=cus_aurora`, { headers });
  expect(read.status()).toBe(200);
  const { invoice } = (await read.json()) as InvoiceRead;
  const approved = await page.request.post(`/portal/invoices/${encodeURIComponent(claimId)}/approve`, {
    headers,
    data: { customer_id: 'cus_aurora', revision: invoice.circulation.revision },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return (await approved.json()) as InvoiceRead;
}

test('a claimant files a claim from a receipt photo at 360 px; it is checked, approved, released, and she sees it paid', async ({ page, browser }) => {
  test.slow(); // three people signing in, a release and the bank's few seconds
  const purpose = `Asiakaslounas ${Date.now().toString(36)}`;
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
  await page.goto('/cus_aurora/expense-claims');
  await expect(heading(page)).toHaveText('Kulukorvaukset');
  await expect(page.getByRole('heading', { name: 'Uusi kulukorvaus' })).toBeVisible();
  await expectAccessible(page);

  // the phone's camera: the photo goes to Documents at once, its progress then its name said
  // a receipt of its own: the same bytes as another claim's would make this claim a possible duplicate
  await page.getByTestId('claim-photo').setInputFiles([{ name: 'kuitti-lounas.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([RECEIPT_JPEG, Buffer.from(purpose)]) }]);
  await expect(page.locator('[data-receipt-state="stored"]')).toContainText('kuitti-lounas.jpg tallennettu');

  await expect(page.getByLabel('Ostopäivä')).not.toHaveValue('');
  await page.getByLabel('Summa (sis. ALV)').fill('18,50');
  // the VAT worked out from the amount at 25,5 %
  await expect(page.getByLabel('Arvonlisävero')).toHaveValue('3,76');
  await page.getByLabel('Mihin ostos liittyi').fill(purpose);
  await page.getByLabel('Oma tilinumero (IBAN)').fill('FI53 1234 5600 0130 13');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Lähetä kulukorvaus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kulukorvaus lähetettiin tarkistettavaksi.' })).toBeFocused();

  const card = page.locator('li[data-claim-id]').filter({ hasText: purpose });
  await expect(card).toContainText('Odottaa tarkistusta');
  await expect(card).toContainText('18,50');
  await expect(card.getByRole('button', { name: `Avaa kuitti 1: ${purpose}` })).toBeVisible();
  const claimId = (await card.getAttribute('data-claim-id')) ?? '';
  expect(claimId).not.toBe('');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // the factual check by the bills handler, then the approval by the approver: two people, as four eyes ask
  await asPerson(browser, 'bills@aurora.example', (other, token) => approveStep(other, token, claimId));
  const approved = await asPerson(browser, 'approver@aurora.example', (other, token) => approveStep(other, token, claimId));
  expect(approved.invoice.circulation.state).toBe('approved');
  const batchId = approved.invoice.payment?.batch_id ?? '';
  expect(batchId).not.toBe('');

  await page.reload();
  await expect(card).toContainText('Hyväksytty, odottaa maksua');

  // the approver releases the reimbursement batch it joined, by name
  await asPerson(browser, 'approver@aurora.example', async (other) => {
    await other.goto(`/cus_aurora/payments/${encodeURIComponent(batchId)}`);
    await expect(heading(other)).toContainText('Kulukorvaukset, eräpäivä');
    const payments = other.getByRole('region', { name: 'Erän maksut' });
    await expect(payments.getByRole('row').filter({ hasText: 'Kaisa Mäkinen' }).first()).toContainText('Nimi täsmää tilinomistajaan');
    await expect(payments.getByRole('link', { name: 'Kulukorvaus' }).first()).toHaveAttribute('href', /\/cus_aurora\/bills\/claims\//);
    await other.getByRole('button', { name: 'Vapauta maksuun' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Vapauta maksuun' }).click();
    await expect(other.locator('[data-batch-status="delivered"]')).toBeVisible({ timeout: 20_000 });
  });

  await page.reload();
  await expect(card).toContainText('Maksettu');
  await expect(card).toContainText(/Maksettu tilillesi \d{1,2}\.\d{1,2}\.\d{4}\./);
  await expectAccessible(page);
});

test('a returned claim says who returned it, why, and that a new claim is the way on', async ({ page }) => {
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/expense-claims');
  const returned = page.locator('li[data-claim-state="returned"]').filter({ hasText: 'Toimistotarvikkeet koulutukseen' });
  await expect(returned).toContainText('Palautettu sinulle');
  await expect(returned).toContainText('Laura Hämäläinen palautti kulukorvauksen');
  await expect(returned).toContainText('Tee uusi kulukorvaus korjatuin tiedoin.');
  // the overview lists it, leading here
  await page.goto('/cus_aurora/overview');
  const item = page.getByRole('link', { name: 'Kulukorvauksesi ”Toimistotarvikkeet koulutukseen” palautettiin – katso syy ja tee uusi.' });
  await expect(item).toHaveAttribute('href', '/cus_aurora/expense-claims');
});

test('a refused claim keeps everything typed and says why at the field', async ({ page }) => {
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/expense-claims');
  await page.getByTestId('claim-pick').setInputFiles([{ name: 'kuitti-virhe.jpg', mimeType: 'image/jpeg', buffer: RECEIPT_JPEG }]);
  await expect(page.locator('[data-receipt-state="stored"]')).toBeVisible();
  await page.getByLabel('Summa (sis. ALV)').fill('10,00');
  await page.getByLabel('Arvonlisävero').fill('12,00');
  await page.getByLabel('Mihin ostos liittyi').fill('Virheellinen kulukorvaus');
  await page.getByLabel('Oma tilinumero (IBAN)').fill('FI53 1234 5600 0130 14');
  await page.getByRole('button', { name: 'Lähetä kulukorvaus' }).click();
  await expect(page.getByText('Arvonlisävero ei voi olla suurempi kuin summa.')).toBeVisible();
  await expect(page.getByText('IBANin tarkistusnumerot eivät täsmää')).toBeVisible();
  await expect(page.getByLabel('Arvonlisävero')).toBeFocused();
  await expect(page.getByLabel('Mihin ostos liittyi')).toHaveValue('Virheellinen kulukorvaus');
});

test('a claimant sees each claim’s number and reaches its conversation from the claim: the agent’s missing-receipt note on KL-4', async ({ page }) => {
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/expense-claims');
  const train = page.locator('li[data-claim-id]').filter({ hasText: 'Junamatka asiakkaan koulutukseen Tampereelle' });
  await expect(train.locator('[data-claim-number]')).toHaveText('Kulukorvaus KL-4');
  // every claim says its number
  const cards = page.locator('li[data-claim-id]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator('[data-claim-number]')).toHaveCount(await cards.count());
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // the claim's link leads to the thread Messages lists for KL-4, the agent's note in it; followed only as far
  // as its address, so that the note stays unread for the messages journey, which reads it on a phone
  const conversation = await train.getByRole('link', { name: 'Keskustelu kirjanpitäjän kanssa kulukorvauksesta KL-4' }).getAttribute('href');
  // the address of the claim's own conversation (the thread about it), which Messages lists as KL-4's
  expect(conversation).toMatch(/^\/cus_aurora\/messages\/about\/expense_claim\/claim_\d+$/);
  await page.goto('/cus_aurora/messages');
  const row = page.locator('li[data-thread-id]').filter({ has: page.getByRole('link', { name: /^Kulukorvaus KL-4\b/ }) });
  await expect(row).toContainText('Kuitti puuttuu');
});

test('the claim’s checker reads the same conversation on the claim’s page, with the way into it', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', '/cus_aurora/bills');
  await page.getByLabel('Laji').selectOption('expense_claim');
  await page.getByRole('link', { name: /^Kulukorvaus KL-4 / }).first().click();
  await expect(heading(page)).toHaveText('Kulukorvaus: Kaisa Mäkinen');
  const thread = page.locator('[data-subject-thread="expense_claim"]');
  await expect(thread).toContainText('Kuitti puuttuu');
  await expect(thread.getByRole('link')).toBeVisible();
});

test('a claim over 100 000,00 € is refused at the amount, before sending, keeping everything typed', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/expense-claims');
  await page.getByTestId('claim-pick').setInputFiles([{ name: 'kuitti-iso.jpg', mimeType: 'image/jpeg', buffer: RECEIPT_JPEG }]);
  await expect(page.locator('[data-receipt-state="stored"]')).toBeVisible();
  await page.getByLabel('Summa (sis. ALV)').fill('100 000,01');
  await page.getByLabel('Mihin ostos liittyi').fill('Liian suuri kulukorvaus');
  await page.getByLabel('Oma tilinumero (IBAN)').fill('FI53 1234 5600 0130 13');
  await page.getByRole('button', { name: 'Lähetä kulukorvaus' }).click();
  const amount = page.getByLabel('Summa (sis. ALV)');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Yhden kulukorvauksen summa voi olla enintään 100\s000,00\s€\./)).toBeVisible();
  await expect(amount).toHaveValue('100 000,01');
  await expect(page.getByLabel('Mihin ostos liittyi')).toHaveValue('Liian suuri kulukorvaus');
  expect(requests.filter((request) => request.startsWith('POST') && request.includes('/expense-claims'))).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a purchase day before the previous financial year is refused by the service at the date, the earliest day named', async ({ page }) => {
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/expense-claims');
  await page.getByTestId('claim-pick').setInputFiles([{ name: 'kuitti-vanha.jpg', mimeType: 'image/jpeg', buffer: RECEIPT_JPEG }]);
  await expect(page.locator('[data-receipt-state="stored"]')).toBeVisible();
  // Aurora's financial year is the calendar year: the previous one began on 1 January last year
  const lastYear = Number(seed.today.slice(0, 4)) - 1;
  await page.getByLabel('Ostopäivä').fill(`${lastYear - 1}-12-31`);
  await page.getByLabel('Summa (sis. ALV)').fill('12,00');
  await page.getByLabel('Mihin ostos liittyi').fill('Vanha kuitti');
  await page.getByLabel('Oma tilinumero (IBAN)').fill('FI53 1234 5600 0130 13');
  await page.getByRole('button', { name: 'Lähetä kulukorvaus' }).click();
  await expect(page.getByLabel('Ostopäivä')).toBeFocused();
  // said by the service with the day (or, on the last days of a year, already by the form)
  await expect(page.getByText(new RegExp(`^Kulukorvauksen voi hakea vain tämän ja edellisen tilikauden ostoista: ostopäivä voi olla aikaisintaan 1\\.1\\.${lastYear}\\.$|^Ostopäivä on liian kaukana`))).toBeVisible();
  await expect(page.getByLabel('Mihin ostos liittyi')).toHaveValue('Vanha kuitti');
});

test('an operator has no claims link, and the claims address shows the forbidden page without asking the service', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'operator@aurora.example', '/cus_aurora/overview');
  await expect(page.getByRole('link', { name: 'Yleiskatsaus' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kulukorvaukset' })).toHaveCount(0);
  await page.goto('/cus_aurora/expense-claims');
  await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
  await expectAccessible(page);
  expect(requests.filter((request) => request.includes('/expense-claims'))).toEqual([]);
});

test('an API key is refused (403): it can neither list nor file claims; an operator’s session is refused too', async ({ request, page }) => {
  const { sandbox } = projectUrls();
  const headers = { Authorization: 'Bearer svc_sk_sandbox_aurora_write' };
  const list = await request.get(`${sandbox}/portal/expense-claims?customer_id=cus_aurora`, { headers });
  expect(list.status()).toBe(403);
  const body = { customer_id: 'cus_aurora', document_ids: ['file_aurora_001'], date: seed.date('2026-11-18'), amount_cents: 100, vat_cents: 0, purpose: 'Avain', iban: 'FI5312345600013013' };
  const filed = await request.post(`${sandbox}/portal/expense-claims`, { headers, data: body });
  expect(filed.status()).toBe(403);

  await signIn(page, 'operator@aurora.example', '/cus_aurora/overview');
  const operator = await page.request.post('/portal/expense-claims', { headers: { Authorization: `Bearer ${await bearerOf(page)}` }, data: body });
  expect(operator.status()).toBe(403);
});
