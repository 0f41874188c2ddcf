import type { Browser, Page } from '@playwright/test';
import { bearerOf } from './bearer.ts';
import { expect, expectAccessible, projectUrls, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';
import { sidewaysOverflow } from './viewport.ts';

/**
 * Held payments (docs/decisions/0004-held-payments.md). The journey makes its own batch, so that the seed's batches
 * are left to the journeys that count on them: the claimant files three claims of today (a receipt of her own bytes
 * each, so none is a duplicate), the bills handler checks and the approver approves them through the service, as
 * their own screens would, and they join one reimbursement batch. Then the company's admin — no purchase-invoice
 * role of her own — holds two of them back with a reason and releases the batch: the one left is paid, and the two
 * held ones are carried to a new batch of the same due date. She finds them there (linked from the released batch
 * and from "Needs attention"), on a phone: cancels one with a reason (the claim is then not paid and back with the
 * firm), puts the other back and releases it, and it is paid. She opens what a batch pays, which her role alone did
 * not let her before.
 */

test.describe.configure({ timeout: 150_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const row = (page: Page, paymentId: string) => page.locator(`tr[data-payment-id="${paymentId}"]`);

/** A receipt photo: JPEG's magic bytes, then bytes of its own, so that no two receipts are the same file. */
function receipt(tag: string): Buffer {
  return Buffer.concat([Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64'), Buffer.from(tag)]);
}

/** Acts as a person signed in on a tab of their own, as their own screen would; the tab is closed after. */
async function asPerson<T>(browser: Browser, email: string, act: (page: Page, headers: Record<string, string>) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: projectUrls().portal });
  const page = await context.newPage();
  try {
    await signIn(page, email, '/cus_aurora/overview');
    return await act(page, { Authorization: `Bearer ${await bearerOf(page)}` });
  } finally {
    await context.close();
  }
}

interface InvoiceRead {
  invoice: { circulation: { state: string; revision: string }; payment: { batch_id: string; payment_id: string; status: string } | null };
}

async function approveStep(page: Page, headers: Record<string, string>, claimId: string): Promise<InvoiceRead> {
  const path = `/portal/invoices/${encodeURIComponent(claimId)}`;
  const read = await page.request.get(`${path}?customer_id=cus_aurora`, { headers });
  expect(read.status()).toBe(200);
  const { invoice } = (await read.json()) as InvoiceRead;
  const approved = await page.request.post(`${path}/approve`, { headers, data: { customer_id: 'cus_aurora', revision: invoice.circulation.revision } });
  expect(approved.status(), await approved.text()).toBe(200);
  return (await approved.json()) as InvoiceRead;
}

/** Three claims of today, filed, checked and approved: each is paid in the reimbursement batch of its due date. */
async function threeApprovedClaims(browser: Browser, run: string): Promise<{ id: string; payment: { batch_id: string; payment_id: string } }[]> {
  const ids = await asPerson(browser, 'claimant@aurora.example', async (page, headers) => {
    const filed: string[] = [];
    for (const [index, cents] of [1_250, 2_480, 3_990].entries()) {
      const uploaded = await page.request.post('/portal/documents', {
        headers,
        multipart: { customer_id: 'cus_aurora', files: { name: `kuitti-${run}-${index}.jpg`, mimeType: 'image/jpeg', buffer: receipt(`${run}-${index}`) } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { documents } = (await uploaded.json()) as { documents: { id: string }[] };
      const claim = await page.request.post('/portal/expense-claims', {
        headers,
        data: {
          customer_id: 'cus_aurora',
          document_ids: documents.map((document) => document.id),
          date: seed.today,
          amount_cents: cents,
          vat_cents: 0,
          purpose: `Pidätyskokeilu ${run} ${index + 1}`,
          iban: 'FI5312345600013013',
        },
      });
      expect(claim.status(), await claim.text()).toBe(201);
      const body = (await claim.json()) as { claim?: { id: string }; invoice?: { id: string } };
      const id = body.claim?.id ?? body.invoice?.id;
      if (!id) throw new Error(`no claim id in ${JSON.stringify(body)}`);
      filed.push(id);
    }
    return filed;
  });
  await asPerson(browser, 'bills@aurora.example', async (page, headers) => {
    for (const id of ids) await approveStep(page, headers, id);
  });
  return asPerson(browser, 'approver@aurora.example', async (page, headers) => {
    const approved = [];
    for (const id of ids) {
      const { invoice } = await approveStep(page, headers, id);
      if (!invoice.payment) throw new Error(`${id} is in no batch`);
      approved.push({ id, payment: invoice.payment });
    }
    return approved;
  });
}

/** Holds a payment back through its row's dialog, by keyboard-free clicks, with a reason. */
async function holdBack(page: Page, paymentId: string, reason: string): Promise<void> {
  await row(page, paymentId).getByRole('button', { name: /^Pidätä maksu:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pidätetäänkö maksu?' });
  await expect(dialog.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type(reason);
  await dialog.getByRole('button', { name: 'Pidätä maksu' }).click();
  await expect(dialog).toHaveCount(0);
}

test('held payments carried on at the release: found in their batch on a phone, one cancelled, the other put back and paid', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const [kept, cancelled, putBack] = await threeApprovedClaims(browser, run);
  if (!kept || !cancelled || !putBack) throw new Error('three claims were not approved');
  const batchId = kept.payment.batch_id;
  expect([cancelled.payment.batch_id, putBack.payment.batch_id]).toEqual([batchId, batchId]);

  // the admin releases; she holds two of the claims' payments back first, each with a reason
  await signIn(page, 'admin@aurora.example', `/cus_aurora/payments/${encodeURIComponent(batchId)}`);
  await expect(heading(page)).toContainText('Kulukorvaukset, eräpäivä');
  await holdBack(page, cancelled.payment.payment_id, 'Kuitti on jo korvattu toisessa kulukorvauksessa');
  await holdBack(page, putBack.payment.payment_id, 'Kuitin summa tarkistetaan hakijalta');
  await expect(row(page, putBack.payment.payment_id)).toContainText('Syy: Kuitin summa tarkistetaan hakijalta');

  // what a batch pays, she may open: the claim's page, not "no access"
  await row(page, kept.payment.payment_id).getByRole('link', { name: 'Kulukorvaus' }).click();
  await expect(heading(page)).toContainText('Kulukorvaus: Kaisa Mäkinen');
  await expect(page.getByText('Ei käyttöoikeutta')).toHaveCount(0);
  await expect(page.locator('[data-payment-place="waiting"]')).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  const release = page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' });
  await expect(release).toContainText('12,50');
  await release.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(page.locator('[data-batch-status="delivered"]')).toBeVisible({ timeout: 20_000 });
  const carriedTo = page.locator('[data-carried-to]');
  await expect(carriedTo).toContainText('Erän pidätetyt maksut siirrettiin vapautuksessa uuteen erään');
  const carriedId = (await carriedTo.getAttribute('data-carried-to')) ?? '';
  expect(carriedId).not.toBe('');
  await expect(row(page, putBack.payment.payment_id)).toContainText('Siirrettiin erän vapautuksessa uuteen erään odottamaan päätöstä.');

  // "Needs attention" says the held payments wait for a decision, and leads to their batch
  await page.goto('/cus_aurora/overview');
  const attention = page.getByRole('link', { name: /2 pidätettyä maksua .* odottaa päätöstä: palauta maksuun tai peru\./ });
  await expect(attention).toHaveAttribute('href', `/cus_aurora/payments/${encodeURIComponent(carriedId)}`);

  // on a phone from here
  await page.setViewportSize({ width: 360, height: 800 });
  await attention.click();
  await expect(heading(page)).toContainText('Kulukorvaukset, eräpäivä');
  await expect(page.locator('[data-carried-from]')).toContainText('Tässä erässä ovat maksut, jotka oli pidätetty, kun aiempi erä vapautettiin maksuun.');
  await expect(page.locator('[data-carried-from]').getByRole('link', { name: 'Näytä vapautettu erä' })).toHaveAttribute('href', `/cus_aurora/payments/${encodeURIComponent(batchId)}`);
  await expect(page.locator('[data-held-count]')).toHaveText('2, odottaa päätöstä');
  // the payments are the carried batch's own now: found by the reason each was held back with
  const idOf = async (reason: string) => (await page.locator('tr[data-payment-id]').filter({ hasText: reason }).getAttribute('data-payment-id')) ?? '';
  const cancelledRow = row(page, await idOf('Kuitti on jo korvattu toisessa kulukorvauksessa'));
  const putBackRow = row(page, await idOf('Kuitin summa tarkistetaan hakijalta'));
  await expect(cancelledRow).toContainText('Odottaa päätöstä: palauta maksuun tai peru.');
  await expect(page.getByRole('button', { name: 'Vapauta maksuun' })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // cancelled by name, with a reason the dialog asks for
  const cancelOpener = cancelledRow.getByRole('button', { name: /^Peru maksu:/ });
  await cancelOpener.click();
  const cancel = page.getByRole('dialog', { name: 'Perutaanko maksu?' });
  await expect(cancel).toContainText('Perun maksun nimelläni: Anna Virtanen');
  await expect(cancel.getByLabel('Syy')).toBeFocused();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Peru maksu' }).click();
  await expect(cancel).toContainText('Kirjoita syy, miksi maksu perutaan.');
  await expect(cancel.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type('Sama kuitti korvattiin jo kerran');
  await cancel.getByRole('button', { name: 'Peru maksu' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Maksu saajalle Kaisa Mäkinen peruttiin. Sitä ei makseta.' })).toBeFocused();
  await expect(cancelledRow).toContainText('Peruttu: Anna Virtanen');

  // put back by name with a reason, then released: paid
  await putBackRow.getByRole('button', { name: /^Palauta maksuun:/ }).click();
  const back = page.getByRole('dialog', { name: 'Palautetaanko maksu erään?' });
  await expect(back.getByLabel('Syy')).toBeFocused();
  await page.keyboard.type('Hakija vahvisti summan');
  await back.getByRole('button', { name: 'Palauta maksuun' }).click();
  await expect(back).toHaveCount(0);
  await expect(page.locator('[data-total]').first()).toContainText('39,90');
  await page.getByRole('button', { name: 'Vapauta maksuun' }).click();
  const again = page.getByRole('dialog', { name: 'Vapautetaanko erä maksuun?' });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await again.getByRole('button', { name: 'Vapauta maksuun' }).click();
  await expect(page.locator('[data-batch-status="delivered"]')).toBeVisible({ timeout: 20_000 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // each claim says where its payment is, in words: paid, and not paid (cancelled, back with the firm)
  await page.goto(`/cus_aurora/bills/claims/${encodeURIComponent(putBack.id)}`);
  await expect(page.locator('[data-payment-place="paid"]')).toHaveText('Pankki on ottanut maksun vastaan.');
  await page.goto(`/cus_aurora/bills/claims/${encodeURIComponent(cancelled.id)}`);
  await expect(page.locator('[data-circulation-state="unpaid_cancelled"]')).toBeVisible();
  await expect(page.locator('[data-payment-place="cancelled"]')).toContainText('Maksu peruttiin');
  await expect(page.getByText('Perunut Anna Virtanen')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
