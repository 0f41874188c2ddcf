import type { Page } from '@playwright/test';
import { lastDayOf, periodOf } from '../sandbox/api/payroll/calendar.ts';
import { chooseLanguage, expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/**
 * Journeys of payroll. The web server reseeds at every run: the draft runs are of the
 * current month in Finland, and Mikko Salmi's hand-entered card differs from the authority's, so
 * fetching his card for this month's payday voids this month's monthly draft run.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const period = periodOf(seed.today);
const payday = lastDayOf(period);
const monthlyRun = `run_aurora_${period}_monthly`;
/** The row of one draft run, by its id exactly (runs are named by kind and period; the id is kept on the row). */
const runRow = (page: Page, id: string) => page.locator(`tr[data-run-id="${id}"]`);
const monthlyName = `Kuukausipalkat ${Number(period.slice(5, 7))}/${period.slice(0, 4)}`;
const finnishDate = (iso: string) => iso.split('-').reverse().map(Number).join('.');

test('an approver adds an employee, fixes a bad identity code, fetches a tax card and sees the voided draft run', async ({ page }) => {
  await signIn(page, 'approver@aurora.example');
  await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Palkat' }).click();
  await expect(heading(page)).toHaveText('Palkat');
  await expect(page.getByRole('rowheader', { name: /Aino Laakso/ })).toBeVisible();
  await expect(runRow(page, monthlyRun)).toContainText('Luonnos');
  // the identity codes are never on the page in full
  await expect(page.getByText('170385-142W')).toHaveCount(0);
  await expect(page.getByText('Henkilötunnus 170385-****')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Lisää työntekijä' }).click();
  await expect(heading(page)).toHaveText('Lisää työntekijä');
  await page.getByLabel(/^Nimi/).fill('Eeva Esimerkki');
  const identity = page.getByLabel(/^Henkilötunnus/);
  await identity.fill('131052-308U');
  await page.getByLabel(/^Työsuhde alkaa/).fill(`${period}-01`);
  await page.getByLabel(/^Palkkaus/).selectOption('monthly');
  await page.getByLabel(/^Kuukausipalkka/).fill('3 200,50');
  await page.getByLabel(/^Tilinumero/).fill('FI21 1234 5600 0007 85');
  await expect(page.getByText('Pankki: Nordea')).toBeVisible();
  await page.getByRole('button', { name: 'Tallenna' }).click();

  // The checksum is explained next to the field, which takes the focus; nothing was sent.
  await expect(identity).toBeFocused();
  await expect(identity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Viimeinen merkki \(tarkistusmerkki\) ei täsmää/)).toBeVisible();
  await expectAccessible(page);

  // 131052-308T typed with A (the 2000s) for - (the 1900s): its digits agree, but no one is born in 2052.
  // The birth date is explained next to the field, pointing at the sign; nothing is sent until it is fixed.
  const requests = recordServiceRequests(page);
  await identity.fill('131052A308T');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  const future = /Henkilötunnuksen mukaan syntymäpäivä olisi 13\.10\.2052, eli vasta tulevaisuudessa\. Tarkista vuosisadan välimerkki ”A”/;
  await expect(page.getByText(future)).toBeVisible();
  await expect(identity).toBeFocused();
  await expect(identity).toHaveAttribute('aria-invalid', 'true');
  await expect(identity).toHaveAccessibleDescription(future);
  expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  await identity.fill('131052-308T');
  await expect(page.getByText(future)).toHaveCount(0);
  await expect(identity).not.toHaveAttribute('aria-invalid', 'true');

  // A code another employee of the company has: the service's refusal lands on the same field.
  await identity.fill('170385-142W');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Yrityksellä on jo työntekijä tällä henkilötunnuksella.')).toBeVisible();
  await expect(identity).toBeFocused();
  await expect(page.getByLabel(/^Nimi/)).toHaveValue('Eeva Esimerkki');
  await expect(page.getByLabel(/^Kuukausipalkka/)).toHaveValue('3 200,50');

  await identity.fill('131052-308t');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/portal/payroll/employees'));
  await page.getByRole('button', { name: 'Tallenna' }).click();
  const body: unknown = (await sent).postDataJSON();
  expect(body).toMatchObject({
    name: 'Eeva Esimerkki',
    tax_identifier: '131052-308T',
    monthly_salary_cents: 320_050,
    iban: 'FI2112345600000785',
    employment_type: 'monthly',
    customer_id: 'cus_aurora',
  });

  await expect(heading(page)).toHaveText('Työntekijä: Eeva Esimerkki');
  await expect(page.getByText(/Työntekijä lisätty/)).toBeVisible();
  await expect(page.getByText('Tallennettu henkilötunnus: 131052-****')).toBeVisible();
  await expect(page.getByText('131052-308T')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin palkkoihin' }).first().click();
  await expect(page.getByRole('rowheader', { name: /Eeva Esimerkki/ })).toBeVisible();
  await page.getByRole('link', { name: 'Hae verokortti: Mikko Salmi' }).click();
  await expect(heading(page)).toHaveText('Verokortin haku: Mikko Salmi');
  await expect(page.getByText('Käsin syötetty, ei haettu verohallinnosta')).toBeVisible();
  await expect(page.getByLabel('Maksupäivä')).toHaveValue(payday);
  await page.getByRole('button', { name: 'Hae verokortti' }).click();

  const result = page.getByRole('region', { name: `Verokortti maksupäivälle ${finnishDate(payday)}` });
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByText('Palkka-ajojen luonnoksia mitätöitiin')).toBeVisible();
  // the voided run by its name (kind and period, replaced); its id, the service's note and the fetch's id only in the details
  await expect(result.getByRole('link', { name: `${monthlyName} (korvattu)` })).toBeVisible();
  await expect(result).not.toContainText(monthlyRun, { useInnerText: true });
  await expect(result).not.toContainText('tcf_', { useInnerText: true });
  await result.getByText('Tekniset tiedot').first().click();
  await expect(result.getByText(`Mitätöidyt luonnokset: ${monthlyRun}`)).toBeVisible();
  await result.getByText('Tekniset tiedot').last().click();
  await expect(result.getByText(/^Haun tunniste: tcf_/)).toBeVisible();
  await expect(result.getByText(/^Palvelun huomautus \(englanniksi\): ”/)).toBeVisible();
  await expect(result).toContainText('22\u00a0%');
  await expect(result).toContainText('42\u00a0%');
  await expect(result).toContainText('45\u00a0000,00\u00a0€');
  await expect(result).toContainText('Pidätystiedot muuttuivat');
  await expect(result).toContainText('Testiympäristö');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin palkkoihin' }).click();
  await expect(runRow(page, monthlyRun)).toContainText('Mitätöity');
});

test('the tax-card fetch explains each refusal in plain words, and a requested minimum in English, accessibly', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', `/cus_aurora/payroll?period=${period}`);
  await expect(heading(page)).toHaveText('Palkat');

  await page.getByRole('link', { name: 'Hae verokortti: Juha Rantanen' }).click();
  await page.getByRole('button', { name: 'Hae verokortti' }).click();
  const unreachable = page.getByRole('alert').filter({ hasText: 'Verohallintoon ei juuri nyt saatu yhteyttä.' });
  await expect(unreachable).toBeVisible();
  await expect(unreachable.getByRole('button', { name: 'Yritä uudelleen' })).toBeVisible();
  // plain words first: the service's words, its code and the status only in the technical details
  await expect(unreachable).not.toContainText(/tax_authority_unreachable|503/, { useInnerText: true });
  await unreachable.getByText('Tekniset tiedot').click();
  await expect(unreachable.getByText('Virhekoodi: tax_authority_unreachable')).toBeVisible();
  await expect(unreachable.getByText('Vastauskoodi: 503')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin palkkoihin' }).click();
  await page.getByRole('link', { name: 'Hae verokortti: Sofia Lind' }).click();
  await page.getByRole('button', { name: 'Hae verokortti' }).click();
  const noCard = page.getByRole('alert').filter({ hasText: 'Verohallinnolla ei ole tälle henkilölle verokorttia' });
  await expect(noCard).toBeVisible();
  await expect(noCard).toContainText('ilman verokorttia ennakonpidätys on 60\u00a0%.');
  await expect(noCard).not.toContainText(/no wage tax card|no_tax_card|422/, { useInnerText: true });
  await noCard.getByText('Tekniset tiedot').click();
  await expect(noCard.getByText('Virhekoodi: no_tax_card')).toBeVisible();
  await expect(noCard.getByText(/^Palvelun oma selitys \(englanniksi\): ”The tax authority has no wage tax card/)).toBeVisible();

  // A payday in the past is refused next to the field before anything is sent.
  const requests = recordServiceRequests(page);
  await page.getByLabel('Maksupäivä').fill('2020-01-31');
  await page.getByRole('button', { name: 'Hae verokortti' }).click();
  await expect(page.getByText('Maksupäivä on jo mennyt.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Maksupäivä')).toBeFocused();
  expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);

  await chooseLanguage(page, 'en');
  await page.getByRole('link', { name: 'Back to payroll' }).click();
  await expect(heading(page)).toHaveText('Payroll');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Fetch tax card: Liisa Heikkinen' }).click();
  await expect(heading(page)).toHaveText('Fetch tax card: Liisa Heikkinen');
  await page.getByRole('button', { name: 'Fetch tax card' }).click();
  const result = page.getByRole('region', { name: /Tax card for the payday/ });
  await expect(result).toContainText('The rate the employee asked for is above the card’s base rate, so it is applied.');
  await expect(result).toContainText(/Base rate\s*12[.,]5\s?%/);
  await expect(result).toContainText(/Applied base rate\s*30\s?%/);
  await expect(result).toContainText('No draft payroll run was voided.');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to payroll' }).click();
  await page.getByRole('link', { name: 'Add an employee' }).click();
  await page.getByLabel(/^Personal identity code/).fill('131052G308T');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The seventh character “G” is not a century sign.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});

for (const email of ['operator@aurora.example', 'claimant@aurora.example']) {
  test(`${email.split('@')[0]} never sees payroll: no link, and its address shows the forbidden page`, async ({ page }) => {
    const requests = recordServiceRequests(page);
    await signIn(page, email);
    await expect(page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Yleiskatsaus' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Palkat' })).toHaveCount(0);
    await page.goto('/cus_aurora/payroll');
    await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
    await expect(page.getByText('Tämä näkymä vaatii roolin: pääkäyttäjä tai hyväksyjä.')).toBeVisible();
    await page.goto('/cus_aurora/payroll/employees/new');
    await expect(heading(page)).toHaveText('Ei käyttöoikeutta');
    await expectAccessible(page);
    expect(requests.filter((request) => request.includes('/payroll/'))).toEqual([]);
  });
}
