import type { Locator, Page } from '@playwright/test';
import { chooseLanguage, expect, expectAccessible, projectUrls, signIn, test } from './fixtures.ts';

/**
 * Journeys of the members area (docs/decisions/0017): an admin who lacks a role gives it to themselves and acts at once;
 * the company never loses its last admin; an invited person becomes a member when they sign in; each change
 * is in the log with who and when. Every journey puts the memberships back as the seed has them, so that the
 * journeys after these meet the demo people as the README describes them.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
const memberCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }) });
const changeLog = (page: Page) => page.getByRole('list', { name: 'Muutoshistoria' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

/** The ID token this tab sends the service (spec §5), read from the tab's own session. */
async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token : undefined;
  });
  if (!token) throw new Error('this tab holds no session');
  return token;
}

/** Sets a member's roles through the service itself, as another admin in another tab would. */
async function setRolesDirectly(page: Page, customerId: string, memberId: string, roles: string[]): Promise<number> {
  const answer = await page.request.post(`${projectUrls().sandbox}/portal/members/${encodeURIComponent(memberId)}/roles`, {
    headers: { Authorization: `Bearer ${await bearerOf(page)}` },
    data: { customer_id: customerId, roles },
  });
  return answer.status();
}

/** Removes a member (or withdraws an invitation of an address) through the service, if there is one: a journey's cleanup. */
async function removeDirectly(page: Page, customerId: string, email: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await bearerOf(page)}` };
  const list = await page.request.get(`${projectUrls().sandbox}/portal/members?customer_id=${customerId}`, { headers });
  const { members } = (await list.json()) as { members: { member_id: string; email: string }[] };
  for (const member of members.filter((m) => m.email.toLowerCase() === email)) {
    await page.request.delete(`${projectUrls().sandbox}/portal/members/${encodeURIComponent(member.member_id)}?customer_id=${customerId}`, { headers });
  }
}

/** The newest entry of the change log: who, when (today, in Finnish time) and what. */
async function expectNewestChange(page: Page, text: RegExp): Promise<Locator> {
  const newest = changeLog(page).getByRole('listitem').first();
  await expect(newest).toContainText(text);
  const today = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date());
  await expect(newest.locator('time')).toContainText(today);
  return newest;
}

test('an admin who opens purchase bills is led to their own roles, gives themselves the purchase-bill role and opens the bills at once', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@aurora.example', '/cus_aurora/bills');
  try {
    await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
    // not told to ask the admin: they are the admin
    await expect(page.getByText('Olet yrityksen pääkäyttäjä, joten voit antaa roolin itsellesi.')).toBeVisible();
    await expect(page.getByText('Pyydä yrityksenne pääkäyttäjää')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Avaa omat roolisi' }).click();

    await expect(page).toHaveURL(/\/cus_aurora\/members\?member=person_admin$/);
    await expect(heading(page)).toHaveText('Käyttäjät ja roolit');
    const anna = memberCard(page, 'Anna Virtanen');
    await expect(anna).toBeFocused();
    await expect(anna.getByRole('heading', { level: 3 })).toHaveText('Anna Virtanen (sinä)');
    // her roles are open, each with what it lets her do; the admin role is locked, and why is said first
    const form = anna.getByRole('form', { name: 'Muuta käyttäjän Anna Virtanen rooleja' });
    await expect(form.getByRole('checkbox', { name: 'pääkäyttäjä' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'pääkäyttäjä' })).toBeDisabled();
    await expect(anna.getByText('Ainoa pääkäyttäjä: yrityksellä on aina oltava pääkäyttäjä')).toBeVisible();
    await expect(form.getByText('Avaa ja tarkistaa ostolaskuja.')).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('checkbox', { name: 'ostolaskujen käsittelijä' }).check();
    await form.getByRole('button', { name: 'Tallenna roolit' }).click();
    await expect(status(page)).toHaveText('Käyttäjän Anna Virtanen roolit on tallennettu.');
    await expect(anna).toBeFocused();
    await expect(anna.getByRole('list', { name: 'Roolit' })).toContainText('ostolaskujen käsittelijä: Avaa ja tarkistaa ostolaskuja.');
    const newest = await expectNewestChange(page, /Anna Virtanen \(admin@aurora\.example\) muutti käyttäjän Anna Virtanen rooleja/);
    await expect(newest).toContainText('Lisätty: ostolaskujen käsittelijä');

    // the same session acts with the new role at once: the navigation offers the bills, and they open
    await navigation(page).getByRole('link', { name: 'Ostolaskut' }).click();
    await expect(heading(page)).toHaveText('Ostolaskut');
    await expect(page.getByRole('table').first()).toBeVisible();

    // and back as the seed has it, through the same view
    await navigation(page).getByRole('link', { name: 'Käyttäjät ja roolit' }).click();
    await expect(heading(page)).toHaveText('Käyttäjät ja roolit');
    const again = memberCard(page, 'Anna Virtanen');
    await again.getByRole('button', { name: 'Muuta käyttäjän Anna Virtanen rooleja' }).click();
    await again.getByRole('checkbox', { name: 'ostolaskujen käsittelijä' }).uncheck();
    await again.getByRole('button', { name: 'Tallenna roolit' }).click();
    await expect(status(page)).toHaveText('Käyttäjän Anna Virtanen roolit on tallennettu.');
    await expect(navigation(page).getByRole('link', { name: 'Ostolaskut' })).toHaveCount(0);
    await expect(changeLog(page).getByRole('listitem').first()).toContainText('Poistettu: ostolaskujen käsittelijä');
  } finally {
    await setRolesDirectly(page, 'cus_aurora', 'person_admin', ['admin']);
  }
});

test('the last admin cannot lose the admin role: said before trying, and the service’s refusal said plainly when another admin changed things meanwhile', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@aurora.example', '/cus_aurora/members');
  try {
    await expect(heading(page)).toHaveText('Käyttäjät ja roolit');
    const anna = memberCard(page, 'Anna Virtanen');
    await expect(anna.getByText(/^Ainoa pääkäyttäjä:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Poista käyttäjä Anna Virtanen' })).toHaveCount(0);

    // Pekka becomes an admin too: Anna is no longer the only one, and may step down
    const pekka = memberCard(page, 'Pekka Korhonen');
    await pekka.getByRole('button', { name: 'Muuta käyttäjän Pekka Korhonen rooleja' }).click();
    await pekka.getByRole('checkbox', { name: 'pääkäyttäjä' }).check();
    await pekka.getByRole('button', { name: 'Tallenna roolit' }).click();
    await expect(status(page)).toHaveText('Käyttäjän Pekka Korhonen roolit on tallennettu.');
    await expect(anna.getByText(/^Ainoa pääkäyttäjä:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Poista käyttäjä Anna Virtanen' })).toBeVisible();

    await anna.getByRole('button', { name: 'Muuta käyttäjän Anna Virtanen rooleja' }).click();
    const admin = anna.getByRole('checkbox', { name: 'pääkäyttäjä' });
    await expect(admin).toBeEnabled();
    await admin.uncheck();
    await anna.getByRole('checkbox', { name: 'operaattori' }).check();
    // meanwhile another admin (here: the service, called directly) takes Pekka's admin role away again
    expect(await setRolesDirectly(page, 'cus_aurora', 'person_approver', ['approver', 'invoice_reviewer'])).toBe(200);
    await anna.getByRole('button', { name: 'Tallenna roolit' }).click();

    const refusal = anna.getByRole('alert');
    await expect(refusal).toContainText('Rooleja ei voitu muuttaa');
    await expect(refusal).toContainText('Muutosta ei tehty: Anna Virtanen on yrityksen ainoa pääkäyttäjä');
    await refusal.getByText('Tekniset tiedot').click();
    await expect(refusal).toContainText('last_admin');
    // the list is read again: Anna is the only admin once more, and her admin role is locked checked
    await expect(anna.getByText(/^Ainoa pääkäyttäjä:/)).toBeVisible();
    await expect(admin).toBeChecked();
    await expect(admin).toBeDisabled();
    await expect(navigation(page).getByRole('link', { name: 'API-avaimet' })).toBeVisible();
    await expectAccessible(page);
    await anna.getByRole('button', { name: 'Peruuta' }).click();
    await expect(anna.getByRole('button', { name: 'Muuta käyttäjän Anna Virtanen rooleja' })).toBeFocused();
  } finally {
    await setRolesDirectly(page, 'cus_aurora', 'person_approver', ['approver', 'invoice_reviewer']);
    await setRolesDirectly(page, 'cus_aurora', 'person_admin', ['admin']);
  }
});

test('an admin invites a demo person by email, sees them invited, and they act in the company once they sign in; then removes them', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'admin@aurora.example', '/cus_birch/members');
  try {
    await expect(heading(page)).toHaveText('Käyttäjät ja roolit');
    const email = page.getByLabel('Sähköpostiosoite');
    const invite = page.getByRole('button', { name: 'Lähetä kutsu' });

    // nothing typed: said at each field, the address focused
    await invite.click();
    await expect(page.getByText('Kirjoita sähköpostiosoite.')).toBeVisible();
    await expect(page.getByText('Valitse vähintään yksi rooli.', { exact: false }).last()).toBeVisible();
    await expect(email).toBeFocused();
    // a malformed address: said, and what was typed and chosen is kept
    await email.fill('kaisa at aurora');
    const operator = page.locator('#invite-roles-operator');
    await operator.check();
    await invite.click();
    await expect(page.getByText('Tarkista sähköpostiosoite')).toBeVisible();
    await expect(email).toHaveValue('kaisa at aurora');
    await expect(operator).toBeChecked();
    await expectAccessible(page);

    await email.fill('claimant@aurora.example');
    await invite.click();
    await expect(status(page)).toHaveText('Kutsu lähetetty osoitteeseen claimant@aurora.example.');
    await expect(email).toHaveValue('');
    // invited, named by the address alone until she signs in
    const invited = memberCard(page, 'claimant@aurora\\.example');
    await expect(invited).toContainText('Kutsuttu');
    await expect(invited.getByRole('list', { name: 'Roolit' })).toContainText('operaattori');
    await expectNewestChange(page, /Anna Virtanen \(admin@aurora\.example\) kutsui osoitteen claimant@aurora\.example rooleilla: operaattori/);

    // the same address again: refused at the field, in plain words
    await email.fill('claimant@aurora.example');
    await page.locator('#invite-roles-claimant').check();
    await invite.click();
    await expect(page.getByText('Tälle osoitteelle on jo lähetetty kutsu.')).toBeVisible();
    await expect(email).toHaveValue('claimant@aurora.example');

    // Kaisa signs in: she is a member of Birch with the invited role, and can open its pages
    const other = await browser.newContext();
    try {
      const herPage = await other.newPage();
      await signIn(herPage, 'claimant@aurora.example', '/cus_birch/worklog');
      await expect(heading(herPage)).toHaveText('Työaikakirjaus');
    } finally {
      await other.close();
    }

    await page.reload();
    const kaisa = memberCard(page, 'Kaisa Mäkinen');
    await expect(kaisa).not.toContainText('Kutsuttu');
    await expectNewestChange(page, /Kaisa Mäkinen \(claimant@aurora\.example\) liittyi kutsusta rooleilla: operaattori/);

    // removed again, after a confirmation naming her
    await page.getByRole('button', { name: 'Poista käyttäjä Kaisa Mäkinen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko Kaisa Mäkinen?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Poista' }).click();
    await expect(status(page)).toHaveText('Kaisa Mäkinen on poistettu yrityksen käyttäjistä.');
    await expect(kaisa).toHaveCount(0);
    await expectNewestChange(page, /Anna Virtanen \(admin@aurora\.example\) poisti käyttäjän Kaisa Mäkinen \(roolit olivat: operaattori\)/);
  } finally {
    await removeDirectly(page, 'cus_birch', 'claimant@aurora.example');
  }
});

test('the members view at 360 px: no sideways scroll with a role form open, accessible, in Finnish, Swedish and English', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin@aurora.example', '/cus_aurora/members');
  await expect(heading(page)).toHaveText('Käyttäjät ja roolit');
  await memberCard(page, 'Laura Hämäläinen').getByRole('button', { name: 'Muuta käyttäjän Laura Hämäläinen rooleja' }).click();
  await page.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await expect(page.getByText('Kirjoita sähköpostiosoite.')).toBeVisible();
  const overflow = () => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  // the seeded history: Laura was invited and joined
  await expect(changeLog(page)).toContainText('Laura Hämäläinen (bills@aurora.example) liittyi kutsusta rooleilla: ostolaskujen käsittelijä');

  await page.getByRole('button', { name: 'Valikko' }).click();
  await chooseLanguage(page, 'sv');
  await expect(heading(page)).toHaveText('Användare och roller');
  await expect(page.getByText('Öppnar och granskar inköpsfakturor.').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // the menu may have stayed open after the choice
  if (!(await page.locator('#language-switcher').isVisible())) await page.getByRole('button', { name: 'Meny' }).click();
  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Members and roles');
  await expect(page.getByRole('heading', { name: 'Change log' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
