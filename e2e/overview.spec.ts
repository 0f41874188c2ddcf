import type { Page } from '@playwright/test';
import { lastDayOf, periodOf, shiftPeriod, todayInFinland } from '../sandbox/api/payroll/calendar.ts';
import { addDays } from '../src/api/schemas/calendar.ts';
import { formatDate } from '../src/i18n/format.ts';
import { expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { failedStatementName, seed } from './seed-day.ts';

/**
 * The overview as the company's home (docs/decisions/0025): "Needs attention" lists what the seed leaves to do —
 * connections needing action, the failed file, draft runs and employees without a tax card, bills waiting
 * for clarification — each a link to where it is done, asked for only from the areas the person may use;
 * the agent's status says how old it is.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const attention = (page: Page) => page.locator('section[aria-labelledby="attention-heading"]');
const attentionHeading = (page: Page) => page.locator('#attention-heading');
/**
 * How far the page reaches beyond the screen's width (0: no sideways scroll), against the device's width:
 * on a phone the browser widens its layout viewport (and `innerWidth`) to fit what is too wide.
 */
const sidewaysOverflow = async (page: Page) =>
  (await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, document.documentElement.clientWidth, window.innerWidth),
  )) - (page.viewportSize()?.width ?? 0);
type Connected = { id: string; attention_required: boolean; display_name?: string | null; merchant_account?: string | null };

/**
 * The connections needing action as the service answers now: earlier journeys of the same run connect,
 * recheck and re-key acquirer accounts, so the seed's list is not what the overview shows by then.
 */
async function connectionsNeedingActionNow(page: Page): Promise<{ id: string; text: string }[]> {
  const catalog = await page.request.get('/portal/lens/connections-catalog?customer_id=cus_aurora', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(catalog.status()).toBe(200);
  const { connected } = (await catalog.json()) as { connected: Connected[] };
  return connected
    .filter((connection) => connection.attention_required)
    .map((connection) => ({ id: connection.id, text: `Yhteys ${connection.display_name ?? connection.merchant_account ?? connection.id} vaatii toimia.` }));
}

/** The person's own expense claims returned to them, as the service answers now: each is an item (docs/decisions/0011). */
async function returnedClaimsNow(page: Page): Promise<number> {
  const answer = await page.request.get('/portal/expense-claims?customer_id=cus_aurora', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  const { claims } = (await answer.json()) as { claims: { circulation: { state: string } }[] };
  return claims.filter((claim) => claim.circulation.state === 'returned').length;
}

/**
 * Whether the person has unread messages as the service answers now: one item says how many (docs/decisions/0013); the
 * messages journeys write and read some.
 */
async function unreadMessagesItemNow(page: Page): Promise<number> {
  const answer = await page.request.get('/portal/messages/threads?unread=true&customer_id=cus_aurora', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  const { threads } = (await answer.json()) as { threads: { unread_count: number }[] };
  return threads.some((thread) => thread.unread_count > 0) ? 1 : 0;
}

/**
 * What the filings add for an admin (docs/decisions/0015), as the service answers now: each late filing, each return waiting
 * for their approval, each other one due within 14 days not yet filed, and each authorization expiring or
 * expired — the filings journey approves a return, so the count is read, not fixed.
 */
async function filingsItemsNow(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await bearerOf(page)}` };
  const filingsAnswer = await page.request.get('/portal/filings?customer_id=cus_aurora', { headers });
  const authorizationsAnswer = await page.request.get('/portal/filings/authorizations?customer_id=cus_aurora', { headers });
  expect(filingsAnswer.status()).toBe(200);
  expect(authorizationsAnswer.status()).toBe(200);
  const { filings } = (await filingsAnswer.json()) as { filings: { state: string; due_date: string }[] };
  const { authorizations } = (await authorizationsAnswer.json()) as { authorizations: { state: string }[] };
  const today = todayInFinland();
  const horizon = addDays(today, 14);
  const filingItems = filings.filter(
    (filing) => filing.state === 'late' || filing.state === 'awaiting_review' || (filing.state !== 'filed' && filing.due_date >= today && filing.due_date <= horizon),
  ).length;
  return filingItems + authorizations.filter((authorization) => authorization.state === 'expiring' || authorization.state === 'expired').length;
}

/** The company's files whose ingest failed, as the service answers now: the documents journeys send some. */
async function failedFilesNow(page: Page): Promise<number> {
  const answer = await page.request.get('/portal/ingest-status?customer_id=cus_aurora', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  const { files } = (await answer.json()) as { files: { state: string }[] };
  return files.filter((file) => file.state === 'failed').length;
}

/**
 * What the overview's file card lists of the files the service answers now: the five newest and every one not
 * queued, parsed or booked (failed, or unclear), and how many there are in all (src/features/company/files-shown.ts).
 */
async function filesOnOverviewNow(page: Page): Promise<{ listed: number; total: number }> {
  const answer = await page.request.get('/portal/ingest-status?customer_id=cus_aurora', {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  const { files } = (await answer.json()) as { files: { id: string; state: string; uploaded_at: string }[] };
  const newest = new Set([...files].sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at)).slice(0, 5).map((file) => file.id));
  return { listed: files.filter((file) => newest.has(file.id) || !['queued', 'parsed', 'booked'].includes(file.state)).length, total: files.length };
}

/** The ID token this tab sends the service (spec §5), read from the tab's own session. */
async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token : undefined;
  });
  if (!token) throw new Error('this tab holds no session');
  return token;
}

/**
 * The payment batches waiting for the company's admin or approver, as the service answers now: awaiting
 * release, or refused and not re-created (the payments journeys release and re-create some).
 */
async function batchesNeedingActionNow(page: Page, customerId = 'cus_aurora'): Promise<number> {
  const answer = await page.request.get(`/portal/payments?customer_id=${customerId}`, { headers: { Authorization: `Bearer ${await bearerOf(page)}` } });
  expect(answer.status()).toBe(200);
  const { batches } = (await answer.json()) as { batches: { status: string; recreated_as: string | null }[] };
  return batches.filter((batch) => batch.status === 'awaiting_release' || (batch.status === 'failed' && batch.recreated_as === null)).length;
}

/** The seed's draft runs of its day's month are paid on its last day (sandbox/db/seeds/payroll.ts). */
const period = periodOf(seed.today);
const payday = formatDate(lastDayOf(period), 'fi');

test('an admin of Aurora sees what needs doing, each linking to where it is done, and the agent’s status is said to be old', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  const list = attention(page);
  const link = (name: string | RegExp) => list.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
  // the seeded failed bank statement, by its exact name (authored tiliote-lokakuu.xlsx)
  const failedFile = `Tiedostoa ${failedStatementName} ei voitu käsitellä – katso syy.`;

  // every connection the service says needs action, each linking to its page (in the seed: a refused key,
  // an unverified key, a failed sync; earlier journeys of a run may have fixed or added some)
  const connections = await connectionsNeedingActionNow(page);
  expect(connections.length).toBeGreaterThan(0);
  for (const { id, text } of connections) await expect(link(text)).toHaveAttribute('href', `/cus_aurora/connections/${id}`);
  // the failed file leads to its row, where the reason is
  await expect(link(failedFile)).toHaveAttribute('href', '#ingest-file-file_aurora_004');
  // the two employees with no tax card at all (a paper card counts as one), before the month's payday
  for (const [name, id] of [
    ['Juha Rantanen', 'emp_aurora_juha'],
    ['Sofia Lind', 'emp_aurora_sofia'],
  ]) {
    await expect(link(`Työntekijältä ${name} puuttuu verokortti ennen palkkapäivää ${payday}.`)).toHaveAttribute(
      'href',
      `/cus_aurora/payroll/employees/${id}/tax-card?period=${period}`,
    );
  }
  await expect(list.getByText('Mikko Salmi')).toHaveCount(0);
  // the monthly and the hourly draft run of the month; the replaced one is voided and needs nothing
  await expect(link(`2 palkka-ajon luonnosta palkkapäivälle ${payday} odottaa hyväksyntää.`)).toHaveAttribute(
    'href',
    `/cus_aurora/payroll?period=${period}`,
  );
  // the connections, the failed files (the seed's, and any the documents journeys sent), two employees, the draft runs
  // the payment batches waiting for release or refused (docs/decisions/0021), the unread messages (docs/decisions/0013), the filings and
  // authorizations (docs/decisions/0015)
  const expected =
    connections.length +
    (await failedFilesNow(page)) +
    3 +
    (await batchesNeedingActionNow(page)) +
    (await unreadMessagesItemNow(page)) +
    (await filingsItemsNow(page));
  await expect(attentionHeading(page)).toHaveText(`Vaatii huomiota (${expected})`);
  // an admin does not see bills
  await expect(list.getByText(/Lasku/)).toHaveCount(0);

  // the seed's agent says "working" but was last updated days ago (weeks or more as the fixed seed date recedes)
  const agent = page.locator('section[aria-labelledby="agent-heading"]');
  await expect(agent).toContainText(/Tila päivitetty viimeksi \d+ (päivää|viikkoa?|kuukau(?:si|tta)|vuo(?:si|tta)) sitten – tieto voi olla vanhentunut/);
  await expect(agent).toContainText('Viimeksi ilmoitettu tila: Työskentelee');
  await expectAccessible(page);

  // the newest uploads and every failed one, not every upload (Aurora has some 150): all of them are in Documents
  const files = page.locator('section[aria-labelledby="ingest-heading"]');
  const onOverview = await filesOnOverviewNow(page);
  expect(onOverview.listed).toBeLessThan(onOverview.total);
  await expect(files.getByRole('link', { name: `Kaikki tiedostot (${onOverview.total})` })).toHaveAttribute('href', '/cus_aurora/documents');
  await expect(files.locator('tbody tr')).toHaveCount(onOverview.listed);

  // the failed file's link goes to its row on the same page, with the reason and what to do
  await link(failedFile).click();
  await expect(page).toHaveURL(/\/cus_aurora\/overview#ingest-file-file_aurora_004$/);
  await expect(page.locator('#ingest-file-file_aurora_004')).toBeInViewport();
  // the same address opened anew: the row is drawn only after the list has settled, and is brought into view then
  await page.goto('/cus_aurora/worklog');
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await page.goto('/cus_aurora/overview#ingest-file-file_aurora_004');
  await expect(page.locator('#ingest-file-file_aurora_004')).toBeInViewport();

  // a connection's link opens that connection, where it is fixed
  const [first] = connections;
  if (!first) throw new Error('no connection needs action');
  await link(first.text).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/cus_aurora/connections/${first.id}`);
  await expect(heading(page)).toBeVisible();
});

// docs/decisions/0022: the payments item, the page's largest paint, was asked for only after the portal's code had run. Every
// read of the overview leaves with /me (the boot sends them from the URL and this tab's last roles).
test('on a new load every read of the overview is sent before /me has answered', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  // one log of what was sent and what was answered, in the order the browser saw it
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/')) events.push(`sent ${url.pathname}${url.search}`);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/portal/')) events.push(`answered ${url.pathname}${url.search}`);
  });
  await page.reload();
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  await expect(attentionHeading(page)).toHaveText(/^Vaatii huomiota/);
  const meAnswered = events.indexOf('answered /portal/me');
  expect(meAnswered).toBeGreaterThan(-1);
  const reads = [
    '/portal/status?customer_id=cus_aurora',
    '/portal/ingest-status?customer_id=cus_aurora',
    '/portal/lens/connections-catalog?customer_id=cus_aurora',
    `/portal/payroll/workspace?period=${periodOf(todayInFinland())}&customer_id=cus_aurora`,
    '/portal/payments?customer_id=cus_aurora',
    '/portal/messages/threads?unread=true&customer_id=cus_aurora',
    '/portal/filings?customer_id=cus_aurora',
    '/portal/filings/authorizations?customer_id=cus_aurora',
  ];
  for (const read of reads) {
    const sent = events.indexOf(`sent ${read}`);
    expect(sent, read).toBeGreaterThan(-1);
    expect(sent, `${read} sent before /me answered`).toBeLessThan(meAnswered);
  }
});

test('a tax-card item opens that employee’s tax-card page for the month', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
  await attention(page).getByRole('link', { name: /Juha Rantanen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cus_aurora/payroll/employees/emp_aurora_juha/tax-card\\?period=${period}$`));
  await expect(page.getByText('Juha Rantanen').first()).toBeVisible();
});

test('a claimant sees no payroll, payment or connection item (nothing they have a button for), and none of them is asked for', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'claimant@aurora.example', '/cus_aurora/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Aurora Oy');
  // the failed files, the claims returned to them and their unread messages: a claimant cannot change connections (docs/decisions/0021)
  const expected = (await failedFilesNow(page)) + (await returnedClaimsNow(page)) + (await unreadMessagesItemNow(page));
  await expect(attentionHeading(page)).toHaveText(`Vaatii huomiota (${expected})`);
  await expect(attention(page)).not.toContainText(/verokortti|palkka-ajo|Yhteys|Maksuerä/i);
  expect(requests.filter((request) => /\/portal\/(payroll|purchase-bills|payments|lens\/connections-catalog)/.test(request))).toEqual([]);
  await expectAccessible(page);
});

test('a bill handler sees the bill waiting for clarification and opens its review', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'bills@aurora.example', '/cus_aurora/overview');
  const bill = attention(page).getByRole('link', { name: 'Lasku 77 (Royal Ravintolat Oy) odottaa selvitystä.' });
  // the bill ID is one encoded segment: `bill:` prefix, space, `#`, `?` and `%` kept
  await expect(bill).toHaveAttribute('href', '/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25');
  // what waits for their decision (docs/decisions/0011), leading to the bills area
  await expect(attention(page).getByRole('link', { name: /odottaa päätöstäsi\.$/ })).toHaveAttribute('href', '/cus_aurora/bills');
  // the failed files, the bills waiting for a clarification (the circulation journey may have answered the second
  // one), the decisions and the unread messages: no connection item and nothing of payments, which a bill handler
  // cannot act on (docs/decisions/0021)
  const clarifications = await attention(page).getByRole('link', { name: /odottaa selvitystä\.$/ }).count();
  expect(clarifications).toBeGreaterThanOrEqual(1);
  const expected = (await failedFilesNow(page)) + clarifications + 1 + (await unreadMessagesItemNow(page));
  await expect(attentionHeading(page)).toHaveText(`Vaatii huomiota (${expected})`);
  await expect(attention(page)).not.toContainText(/Yhteys|Maksuerä/);
  expect(requests.filter((request) => /\/portal\/(payroll|payments)/.test(request))).toEqual([]);
  await expectAccessible(page);
  await bill.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25');
  await expect(heading(page)).toContainText('77');
});

test('Birch’s admin sees Birch’s refused wages, never "nothing needs attention", and the item opens the batch', async ({ page }) => {
  await signIn(page, 'admin@aurora.example', '/cus_birch/overview');
  await expect(heading(page)).toHaveText('Yleiskatsaus: Birch Tmi');
  const twoAgo = shiftPeriod(period, -2);
  const refused = attention(page).getByRole('link', {
    name: new RegExp(`^Maksuerää .+ \\(eräpäivä ${formatDate(lastDayOf(twoAgo), 'fi').replace(/\./g, '\\.')}\\) ei maksettu – katso miksi ja luo uusi erä\\.$`),
  });
  await expect(refused).toHaveAttribute('href', `/cus_birch/payments/pay_birch_${twoAgo}`);
  await expect(attention(page)).not.toContainText('Mikään ei vaadi huomiota');
  await expectAccessible(page);
  await refused.click();
  await expect(page).toHaveURL(new RegExp(`/cus_birch/payments/pay_birch_${twoAgo}$`));
  await expect(heading(page)).toBeFocused();
  await expect(page.locator('[data-failure]')).toContainText('Mitään ei maksettu');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the overview fits the screen, every item is a finger-sized link, and it is accessible', async ({ page }) => {
    await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
    // how many things need attention depends on what earlier journeys of the run wrote (connections added and
    // removed, runs approved, files sent): as many links as the heading counts
    await expect(attentionHeading(page)).toHaveText(/^Vaatii huomiota \(\d+\)$/);
    // every area's part read (none still loading), then the count is the whole count
    await expect(attention(page).getByRole('status')).toHaveCount(0);
    const counted = Number(/\((\d+)\)/.exec((await attentionHeading(page).textContent()) ?? '')?.[1]);
    expect(counted).toBeGreaterThanOrEqual(1);
    expect(await sidewaysOverflow(page), 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    const links = attention(page).getByRole('link');
    await expect(links).toHaveCount(counted);
    for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    await expectAccessible(page);
    // the narrowest phone too
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page), 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
  });
});
