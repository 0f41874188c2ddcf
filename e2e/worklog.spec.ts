import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { WorklogList } from '../src/api/schemas/worklog.ts';
import { isoWeekRange, previousMonthRange, todayInFinland, type DateRange } from '../src/features/worklog/index.ts';
import { addDays, lastDayOf } from '../src/api/schemas/calendar.ts';
import { decimalHours, formatDuration } from '../src/i18n/durations.ts';
import { formatDate } from '../src/i18n/format.ts';
import { formatWeekday } from '../src/i18n/format-words.ts';
import { fi as shellTexts } from '../src/i18n/messages/fi.ts';
import { leaves } from '../src/testing/same-shape.ts';
import { fi as worklogTexts } from '../src/features/worklog/messages/fi.ts';
import { chooseLanguage, expect, expectAccessible, recordServiceRequests, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/** Journeys through the work log: reading a range, who sees what, the cap, adding, voiding, export. */

declare global {
  interface Window {
    /** What the page showed, one entry per change (the language journey records it). */
    shownTexts?: string[];
  }
}

/**
 * A whole month of the seeded log (docs/decisions/0001-seed-lives-in-the-present.md): the month two before the
 * seeding day's (authored September 2026), logged on every workday by someone, and never the picker's "last
 * month", which a journey switches to from it.
 */
const MONTH = { from: `${seed.period('2026-09')}-01`, to: lastDayOf(seed.period('2026-09')) };
const MONTH_PAGE = `/cus_aurora/worklog?from=${MONTH.from}&to=${MONTH.to}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The start of a week's table's name: `Viikko 47/2026, ` (the week's dates that follow tell which week). */
const WEEK = 'Viikko \\d+/\\d{4}, ';

/**
 * The next answer of GET /worklog, parsed with the contract: what the page was given to show. Given a
 * range, only the answer for that range counts (the previous range's answer may still be on its way).
 * The answer is read on its way to the page (a route that passes it on unchanged), since the browser
 * may no longer hold a response's body once the test asks for it.
 */
function nextWorklogList(page: Page, range?: DateRange): Promise<WorklogList> {
  return new Promise<WorklogList>((resolve, reject) => {
    let done = false;
    const isWorklog = (url: URL) => url.pathname === '/portal/worklog';
    const handler = async (route: Route) => {
      const url = new URL(route.request().url());
      const wanted = !range || (url.searchParams.get('from') === range.from && url.searchParams.get('to') === range.to);
      if (done || route.request().method() !== 'GET' || !wanted) {
        await route.fallback();
        return;
      }
      done = true;
      try {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({ response, body });
        await page.unroute(isWorklog, handler);
        resolve(WorklogList.parse(JSON.parse(body)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    page.route(isWorklog, handler).catch(reject);
  });
}

const totalOf = (list: WorklogList) => list.entries.reduce((sum, entry) => sum + entry.minutes, 0);

test('an admin sees everyone’s hours of a month by week and day, with totals and authors, in Finnish and English', async ({ page }) => {
  test.slow(); // three accessibility scans of long tables on a shared machine
  const answer = nextWorklogList(page);
  await signIn(page, 'admin@aurora.example', MONTH_PAGE);
  const list = await answer;
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await expect(page.getByRole('heading', { level: 2, name: `Kirjaukset ${formatDate(MONTH.from)}–${formatDate(MONTH.to)}` })).toBeVisible();
  await expect(page.getByText(`Yhteensä ${formatDuration(totalOf(list))}, ${list.entries.length} kirjausta`)).toBeVisible();

  // the newest day of the month whose whole week is in the month, and that week (authored: Friday 20.11.2026
  // of week 47): the totals are the sums of what the service gave
  const inWholeWeek = (date: string) => isoWeekRange(date).from >= MONTH.from && isoWeekRange(date).to <= MONTH.to;
  const day = list.entries.find((e) => inWholeWeek(e.entry_date))?.entry_date;
  if (!day) throw new Error(`the seed has entries in a whole week of ${MONTH.from}–${MONTH.to}`);
  const days = isoWeekRange(day);
  const week = page.getByRole('table', { name: new RegExp(`^${WEEK}${escaped(`${formatDate(days.from)}–${formatDate(days.to)}`)}`) });
  const weekMinutes = list.entries.filter((e) => e.entry_date >= days.from && e.entry_date <= days.to);
  await expect(week.locator('caption')).toContainText(`Viikko yhteensä ${formatDuration(weekMinutes.reduce((s, e) => s + e.minutes, 0))}`);
  const friday = list.entries.filter((e) => e.entry_date === day);
  const fridayGroup = week.locator('tbody').filter({ has: page.getByRole('rowheader', { name: new RegExp(escaped(`${formatWeekday(day, 'fi')} ${formatDate(day)}`)) }) });
  await expect(fridayGroup.getByRole('rowheader')).toContainText(`Päivä yhteensä ${formatDuration(friday.reduce((s, e) => s + e.minutes, 0))}`);
  await expect(fridayGroup.locator('tr[data-entry-id]')).toHaveCount(friday.length);
  await expect(week.getByRole('columnheader', { name: 'Tekijä' })).toBeVisible();
  // everyone's hours, each named (who worked which month follows the seed's summer holidays)
  const authors = [...new Set(list.entries.map((e) => e.author_name))];
  expect(authors.length).toBeGreaterThan(2);
  for (const author of authors) {
    await expect(page.getByRole('cell', { name: author, exact: true }).first()).toBeVisible();
  }
  // an admin may void anyone's entry
  await expect(fridayGroup.getByRole('button', { name: new RegExp(`^Mitätöi kirjaus ${escaped(formatDate(day))}`) })).toHaveCount(friday.length);
  await expectAccessible(page);

  // last month, as the picker offers it today
  const last = previousMonthRange(todayInFinland());
  const lastAnswer = nextWorklogList(page, last);
  await page.getByRole('radio', { name: /Edellinen kuukausi/ }).check();
  await expect(page).toHaveURL(/\?range=last-month$/);
  await expect(page.getByRole('heading', { level: 2, name: `Kirjaukset ${formatDate(last.from)}–${formatDate(last.to)}` })).toBeVisible();
  const lastList = await lastAnswer;
  await expect(page.getByText(`Yhteensä ${formatDuration(totalOf(lastList))}, ${lastList.entries.length} kirjausta`)).toBeVisible();

  await chooseLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Work log');
  await expect(page.getByRole('radio', { name: /Last month/ })).toBeChecked();
  await expect(page.getByText(`Total ${formatDuration(totalOf(lastList))}, ${lastList.entries.length} entries`)).toBeVisible();
  await expectAccessible(page);
});

test('the work log’s texts come in the language shown: Swedish is fetched only when chosen, and no text ever shows as its key', async ({ page }) => {
  // which language files of the work log's texts the browser fetches (the dev server serves them as they are)
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = /\/src\/features\/worklog\/messages\/(fi|sv|en)\.ts$/.exec(new URL(request.url()).pathname);
    if (file?.[1]) fetched.push(file[1]);
  });
  // every text the page shows, from its first frame: kept in the page, read at the end
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.shownTexts = shown;
    new MutationObserver(() => shown.push(document.body?.innerText ?? '')).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await signIn(page, 'approver@aurora.example', '/cus_aurora/worklog');
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await expect(page.getByRole('radio', { name: /Tämä kuukausi/ })).toBeVisible();
  expect(fetched).toEqual(['fi']);

  await chooseLanguage(page, 'sv');
  await expect(heading(page)).toHaveText('Arbetstidsregistrering');
  await expect(page.getByRole('radio', { name: /Denna månad/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ny registrering' })).toBeVisible();
  expect(fetched).toEqual(['fi', 'sv']);

  // a key would show as itself, e.g. "range.thisMonth" (a plural one without its ending)
  const keys = [...leaves(worklogTexts).keys(), ...leaves(shellTexts).keys()].map((key) => key.replace(/_(one|other)$/, '')).filter((key) => key.includes('.'));
  const shown = await page.evaluate(() => window.shownTexts ?? []);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.flatMap((text) => keys.filter((key) => text.includes(key)))).toEqual([]);
});

test('the range picker works by keyboard; custom dates apply with their button, refuse an end before the start, and survive a reload', async ({ page }) => {
  await signIn(page, 'approver@aurora.example', '/cus_aurora/worklog');
  // arrow keys move through the presets as in any radio group, each applying at once
  await page.getByRole('radio', { name: /Tämä kuukausi/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?range=last-month$/);
  await expect(page.getByRole('radio', { name: /Edellinen kuukausi/ })).toBeFocused();
  // the week's list has arrived before the recording starts, so only what "other range" asks counts
  // (waitForLoadState('networkidle') would not do: it resolves at once on a page that was ever idle)
  const thisWeek = isoWeekRange(todayInFinland());
  const week = nextWorklogList(page, thisWeek);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?range=this-week$/);
  const weekList = await week;
  // this ISO week, Monday to Sunday, and only its entries
  await expect(page.getByRole('heading', { level: 2, name: `Kirjaukset ${formatDate(thisWeek.from)}–${formatDate(thisWeek.to)}` })).toBeVisible();
  expect(weekList.entries.every((e) => e.entry_date >= thisWeek.from && e.entry_date <= thisWeek.to)).toBe(true);
  await expect(page.locator('tr[data-entry-id]')).toHaveCount(weekList.entries.length);
  // "other range" only opens the fields: nothing is fetched until they are applied
  const requests = recordServiceRequests(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Muu aikaväli' })).toBeChecked();
  await expect(page).toHaveURL(/\?range=this-week$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Alkaen')).toBeFocused();
  expect(requests.filter((request) => request.startsWith('GET /portal/worklog'))).toEqual([]);

  // a Saturday to the next Friday in the seeded log (authored 10.–16.10.2026): the Friday's week is cut
  const authored = seed.date('2026-10-10');
  const saturdayOfItsWeek = addDays(isoWeekRange(authored).from, 5);
  const saturday = saturdayOfItsWeek > authored ? addDays(saturdayOfItsWeek, -7) : saturdayOfItsWeek;
  const friday = addDays(saturday, 6);
  const monday = addDays(saturday, 2);
  await page.getByLabel('Alkaen').fill(saturday);
  await page.getByLabel('Päättyen').fill(addDays(saturday, -5));
  await page.getByRole('button', { name: 'Näytä aikaväli' }).click();
  await expect(page.getByText('Päättymispäivä ei voi olla ennen alkupäivää.')).toBeVisible();
  await expect(page.getByLabel('Päättyen')).toHaveAttribute('aria-invalid', 'true');

  const answer = nextWorklogList(page);
  await page.getByLabel('Päättyen').fill(friday);
  await page.getByLabel('Päättyen').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?from=${saturday}&to=${friday}$`));
  const list = await answer;
  expect(list.entries.every((e) => e.entry_date >= saturday && e.entry_date <= friday)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: `Kirjaukset ${formatDate(saturday)}–${formatDate(friday)}` })).toBeVisible();
  await expect(page.getByText(`Yhteensä ${formatDuration(totalOf(list))}, ${list.entries.length} kirjausta`)).toBeVisible();
  // the Friday's week (Monday to Sunday) is cut by the range: its caption names only the part shown, and totals that part
  const weekPart = list.entries.filter((e) => e.entry_date >= monday);
  expect(weekPart.length).toBeGreaterThan(0);
  const partOfWeek = page.getByRole('table', { name: new RegExp(`^${WEEK}vain aikavälin osa ${escaped(`${formatDate(monday)}–${formatDate(friday)}`)}`) });
  await expect(partOfWeek.locator('caption')).toContainText(`Viikon osa yhteensä ${formatDuration(totalOf({ ...list, entries: weekPart }))}`);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Muu aikaväli' })).toBeChecked();
  await expect(page.getByLabel('Alkaen')).toHaveValue(saturday);
});

test('a claimant sees only their own entries, with no author column, and may void each of them', async ({ page }) => {
  const answer = nextWorklogList(page);
  await signIn(page, 'claimant@aurora.example', MONTH_PAGE);
  const list = await answer;
  expect(list.viewer_role).toBe('claimant');
  expect(list.entries.length).toBeGreaterThan(0);
  expect(new Set(list.entries.map((e) => e.author_email))).toEqual(new Set(['claimant@aurora.example']));

  await expect(page.getByText('Näet ja viet vain omat kirjauksesi.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tekijä' })).toHaveCount(0);
  await expect(page.getByText('Pekka Korhonen')).toHaveCount(0);
  await expect(page.locator('tr[data-entry-id]')).toHaveCount(list.entries.length);
  await expect(page.getByRole('button', { name: /^Mitätöi kirjaus/ })).toHaveCount(list.entries.length);
  await expectAccessible(page);
});

test('a range of more than 1000 entries says it is cut and how to narrow it; narrowing shows the rest whole', async ({ page }) => {
  test.setTimeout(120_000); // an accessibility scan of a thousand rows
  const answer = nextWorklogList(page);
  await signIn(page, 'admin@aurora.example', `/cus_aurora/worklog?from=${seed.date('2024-01-01')}&to=${seed.date('2026-12-31')}`);
  const list = await answer;
  expect(list.truncated).toBe(true);
  expect(list.entries).toHaveLength(1000);

  const banner = page.getByRole('note', { name: 'Lista on katkaistu 1000 kirjaukseen' });
  await expect(banner).toBeVisible();
  const oldest = list.entries.at(-1)?.entry_date ?? '';
  await expect(banner).toContainText(`vanhin näytetty on päivältä ${formatDate(oldest)}`);
  await expect(banner).toContainText('rajaamalla aikavälin lyhyemmäksi');
  await expect(page.locator('tr[data-entry-id]')).toHaveCount(1000);
  // the cut, not the range, ends the oldest week and day: their totals say they are of those shown
  const oldestWeek = page.getByRole('table').last();
  await expect(oldestWeek.locator('caption')).toContainText(`lista katkaistu: vain ${formatDate(oldest)}–`);
  await expect(oldestWeek.locator('caption')).toContainText('Näytetyt yhteensä');
  await expect(oldestWeek.getByRole('rowheader').last()).toContainText('päivän aiemmat kirjaukset katkaistu pois');
  await expect(page.getByText('päivän aiemmat kirjaukset katkaistu pois')).toHaveCount(1);
  // every entry prints: the weeks whose drawing waits off screen (content-visibility) are drawn on paper
  await page.emulateMedia({ media: 'print' });
  await expect(oldestWeek.locator('..')).toHaveCSS('content-visibility', 'visible');
  await page.emulateMedia({ media: 'screen' });
  await expect(oldestWeek.locator('..')).toHaveCSS('content-visibility', 'auto');
  await expectAccessible(page);

  const narrowed = nextWorklogList(page);
  await banner.getByRole('button', { name: /^Näytä kokonaan/ }).click();
  const whole = await narrowed;
  expect(whole.truncated).toBe(false);
  expect(whole.entries.every((e) => e.entry_date > oldest)).toBe(true);
  await expect(page.getByRole('note', { name: 'Lista on katkaistu 1000 kirjaukseen' })).toHaveCount(0);
  await expect(page.locator('tr[data-entry-id]')).toHaveCount(whole.entries.length);
  await expect(page.getByText('päivän aiemmat kirjaukset katkaistu pois')).toHaveCount(0);
});

test('adding by keyboard records one entry even on a double click, shows it at once, and voiding asks first', async ({ page }) => {
  const requests = recordServiceRequests(page);
  await signIn(page, 'operator@aurora.example', '/cus_aurora/worklog');
  const today = todayInFinland();
  await expect(page.getByLabel('Päivä', { exact: true })).toHaveValue(today);

  // a refused duration is explained next to the field and nothing typed is lost
  const note = `Inventaario e2e ${Date.now()}`;
  await page.getByLabel('Kesto', { exact: true }).fill('1,5');
  await page.getByLabel('Kuvaus', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Tallenna kirjaus' }).click();
  await expect(page.getByText('Tunteja vai minuutteja?')).toBeVisible();
  await expect(page.getByLabel('Kesto', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Kuvaus', { exact: true })).toHaveValue(note);

  await page.getByLabel('Kesto', { exact: true }).fill('1:30');
  await page.getByRole('button', { name: 'Tallenna kirjaus' }).dblclick();
  await expect(page.getByText(`Kirjaus tallennettu: ${formatDate(today)}, 1 h 30 min.`)).toBeVisible();
  const row = page.locator('tr[data-entry-id]').filter({ hasText: note });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText('1 h 30 min');
  expect(requests.filter((request) => request.startsWith('POST /portal/worklog')).length).toBe(1);
  await expect(page.getByLabel('Kesto', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Kesto', { exact: true })).toHaveValue('');

  // the keyboard alone: duration, Tab to the note, Tab to the button, Enter
  const second = `Pakkaus e2e ${Date.now()}`;
  await page.keyboard.type('1,5 h');
  await page.keyboard.press('Tab');
  await page.keyboard.type(second);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Tallenna kirjaus' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr[data-entry-id]').filter({ hasText: second })).toHaveCount(1);
  const todayGroup = page.locator('tbody').filter({ has: page.getByRole('rowheader', { name: new RegExp(formatDate(today).replaceAll('.', '\\.')) }) });
  await expect(todayGroup.getByRole('rowheader')).toContainText('Päivä yhteensä 3 h');

  // void: Escape cancels and gives the focus back, confirming removes the entry without a reload
  const voidButton = row.getByRole('button', { name: /^Mitätöi kirjaus/ });
  await voidButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mitätöidäänkö kirjaus?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(note);
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(voidButton).toBeFocused();
  await expect(row).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Mitätöi kirjaus' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Kirjaus mitätöity: ${formatDate(today)}, 1 h 30 min.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Kirjaukset/ })).toBeFocused();
  await expect(todayGroup.getByRole('rowheader')).toContainText('Päivä yhteensä 1 h 30 min');
  expect(requests.filter((request) => /^POST \/portal\/worklog\/[^/]+\/void/.test(request)).length).toBe(1);

  // an operator may void only their own: no button on others' entries
  await page.goto(MONTH_PAGE);
  const others = page.locator('tr[data-entry-id]').filter({ hasNotText: 'Olli Nieminen' });
  await expect(others.first()).toBeVisible();
  await expect(others.getByRole('button')).toHaveCount(0);
});

test('the CSV export holds exactly the entries shown, as a Finnish spreadsheet reads them', async ({ page }) => {
  // three whole months of the seeded log (authored July–September 2026), so that the operator's note with a
  // semicolon and quotes is among them whatever the summer holidays of the seeding day's year
  const range = { from: `${seed.period('2026-07')}-01`, to: MONTH.to };
  const answer = nextWorklogList(page);
  await signIn(page, 'admin@aurora.example', `/cus_aurora/worklog?from=${range.from}&to=${range.to}`);
  const list = await answer;
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa CSV-tiedosto' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tyoaika_cus_aurora_${range.from}_${range.to}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Päivämäärä;Tekijä;Tekijän sähköposti;Tunnit;Minuutit;Kuvaus;Kirjattu;Tunniste');
  expect(lines.at(-1)).toBe('');
  const rows = lines.slice(1, -1);
  expect(rows).toHaveLength(list.entries.length);
  const first = list.entries[0];
  if (!first) throw new Error(`the seed has entries in ${range.from}–${range.to}`);
  expect(rows[0]?.split(';').slice(0, 5)).toEqual([
    formatDate(first.entry_date),
    first.author_name,
    first.author_email,
    decimalHours(first.minutes),
    String(first.minutes),
  ]);
  expect(rows.map((row) => row.split(';').at(-1))).toEqual(list.entries.map((entry) => entry.id));
  // the seed's note with a semicolon and quotes stays one quoted field
  const quoted = rows.find((row) => row.includes('Tukku Oy'));
  expect(quoted).toContain(';"Toimitusten vastaanotto; ""Tukku Oy"" ja Kuljetus Ky";');
});

test('the firm’s staff read the work log but are not offered recording or voiding', async ({ page }) => {
  await signIn(page, 'staff@firm.example', MONTH_PAGE);
  await expect(heading(page)).toHaveText('Työaikakirjaus');
  await expect(page.getByText('Tilitoimiston henkilökunta näkee asiakkaan työaikakirjauksen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tallenna kirjaus' })).toHaveCount(0);
  await expect(page.locator('tr[data-entry-id]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mitätöi/ })).toHaveCount(0);
  await expectAccessible(page);
});
