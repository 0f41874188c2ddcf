import type { Page } from '@playwright/test';
import { periodOf, shiftPeriod } from '../sandbox/api/payroll/calendar.ts';
import { chooseLanguage, expect, signIn, test } from './fixtures.ts';
import { seed } from './seed-day.ts';

/**
 * One language at a time (docs/decisions/0021): every page of the portal, in Finnish and in Swedish, has no English in
 * what it shows — its visible text, and the names and alternatives assistive technology reads (aria-label,
 * alt, title, placeholder). Left out are the "Technical details" disclosures (the service's own facts, for
 * staff) and whatever is marked with a language other than the page's (the service's texts quoted as they
 * came, a language's own name in the switcher). Names that happen to be English words (companies, brands)
 * are allowed by name, not by word.
 */

test.describe.configure({ timeout: 180_000 });

/**
 * Common English words of the portal's subject that are no Finnish or Swedish word either: a word that is
 * also Swedish or Finnish (in, on, to, be, all, still, status, total, period, session, bank, not, just, under, …) is left out.
 */
const ENGLISH = new Set(
  `the and of is are was were been being for with from by at this that these those or it its has have had will would
  can could should may must please your you our we they their there which what when where who why how more less than then into
  out up down after before about only also yet new open error errors failed failure fails reason missing unknown pending
  paid salaries salary monthly hourly payment payments batch batches cost centre center project department note notes progress
  working idle message messages file files upload uploaded document documents bill bills invoice invoices key keys account
  accounts amount date due review reviewed accepted rejected needs clarification outdated posted reversed draft read sign signed
  continue details technical loading retry try again next previous show hide save cancel delete close yes settings connection
  connections connected required employee employees tax card run runs payslip approve approved release released delivered
  delivering refused queued parsed booked column sheet statement value values owner name none`.split(/\s+/),
);

/**
 * Names that are, or contain, an English word: they are names in every language, matched as written (so
 * that "DELETE" the HTTP method is a name, "delete" a word).
 */
const NAMES = ['Fazer Food Services Oy', 'GET', 'POST', 'PATCH', 'DELETE'];

/** The disclosure of technical details in the languages scanned. */
const TECHNICAL_DETAILS = ['Tekniset tiedot', 'Tekniska detaljer'];

interface Finding {
  word: string;
  text: string;
  where: string;
}

/** English words the page shows or names now, outside technical details and text marked with another language. */
async function englishOn(page: Page): Promise<Finding[]> {
  const texts = await page.evaluate((technicalDetails) => {
    const pageLanguage = document.documentElement.lang;
    const out: { text: string; where: string }[] = [];
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${id}`);
      }
      return parts.join(' > ');
    };
    const leftOut = (element: Element): boolean => {
      const marked = element.closest('[lang]');
      if (marked && marked.getAttribute('lang') !== pageLanguage) return true;
      for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
        const summary = details.querySelector(':scope > summary')?.textContent?.trim() ?? '';
        if (technicalDetails.includes(summary) && !element.closest('summary')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // visible, or hidden only visually (a caption, a label for screen readers): both are the page's words
      if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (leftOut(parent)) continue;
      out.push({ text, where: describe(parent) });
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))) {
      if (!element.checkVisibility({ checkVisibilityCSS: true }) || leftOut(element)) continue;
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) out.push({ text, where: `${describe(element)}[${attribute}]` });
      }
    }
    out.push({ text: document.title, where: 'title' });
    return out;
  }, TECHNICAL_DETAILS);
  const findings: Finding[] = [];
  for (const { text, where } of texts) {
    let words = text;
    for (const name of NAMES) words = words.replace(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'), ' ');
    // an email address names a person, in no language (bills@aurora.example is an address, not the word "bills")
    words = words.replace(/[^\s()<>@,;:"]+@[^\s()<>@,;:"]+/gu, ' ');
    // words of letters, ä and ö included: "Työntekijöitä" is one word, not "ty", "nteki" and "it"
    for (const word of words.toLowerCase().match(/\p{L}+/gu) ?? []) {
      if (ENGLISH.has(word)) findings.push({ word, text: text.length > 120 ? `${text.slice(0, 117)}…` : text, where });
    }
  }
  return findings;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page and waits until it has shown what it loads. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Ladataan|Laddar|Haetaan|Hämtar/ })).toHaveCount(0, { timeout: 15_000 });
}

/** Every page given, scanned: the findings of all of them at once, by page. */
async function scan(page: Page, pages: readonly string[], before?: (path: string) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const path of pages) {
    await visit(page, path);
    await before?.(path);
    for (const finding of await englishOn(page)) problems.push(`${path}: "${finding.word}" in “${finding.text}” (${finding.where})`);
  }
  return problems;
}

/**
 * A bank statement with a header and no rows: the service keeps it and its ingest fails, with its reason in
 * English (the sandbox's words for staff). Sent first, so that it has failed by the time the overview and the
 * documents are scanned again, last.
 */
async function sendEmptyStatement(page: Page): Promise<void> {
  await page.goto('/cus_aurora/documents');
  const name = `tiliote-tyhja-${Date.now()}.csv`;
  await page.getByTestId('documents-pick').setInputFiles([{ name, mimeType: 'text/csv', buffer: Buffer.from(`Päivä;Selite;Summa;${Date.now()}\n`) }]);
  await page.getByRole('region', { name: 'Lähetä tositteita' }).getByRole('button', { name: 'Lähetä 1 tiedosto' }).click();
  await expect(page.getByRole('region', { name: 'Lähetä tositteita' })).toContainText('Tallennettu: 1 tiedosto.');
}

const previous = shiftPeriod(periodOf(seed.today), -1);
const period = periodOf(seed.today);

/** What an admin of Aurora sees: every area but the bills, and their detail pages. */
const ADMIN_PAGES = [
  '/cus_aurora/overview',
  '/cus_aurora/documents',
  '/cus_aurora/connections',
  '/cus_aurora/connections/conn_aurora_bank',
  '/cus_aurora/connections/conn_aurora_acquirer_kiosk',
  '/cus_aurora/connections/acquirer/connect',
  '/cus_aurora/connections/paywallet',
  '/cus_aurora/connections/mobilewallet',
  '/cus_aurora/connections/assisted/bank-psd2',
  '/cus_aurora/worklog',
  '/cus_aurora/payroll',
  '/cus_aurora/payroll/employees/emp_aurora_aino',
  '/cus_aurora/payroll/employees/emp_aurora_mikko/tax-card',
  `/cus_aurora/payroll/runs/run_aurora_${period}_hourly`,
  `/cus_aurora/payroll/runs/run_aurora_${period}_hourly/payslips/emp_aurora_liisa`,
  `/cus_aurora/payroll/runs/run_aurora_${previous}_monthly`,
  '/cus_aurora/payments',
  `/cus_aurora/payments/pay_aurora_${previous}_monthly`,
  `/cus_aurora/payments/pay_aurora_${previous}_hourly`,
  '/cus_aurora/api-keys',
  '/cus_aurora/members',
  '/cus_birch/payments',
  // again, once the empty statement sent first has failed (the service settles an ingest in 20 s)
  '/cus_aurora/overview',
  '/cus_aurora/documents',
];

const BILL_PAGES = ['/cus_aurora/bills', ...['bill:Elisa 10 2026', 'pb-2026-0412', 'bill:Savoy #77?50%'].map((id) => `/cus_aurora/bills/${encodeURIComponent(id)}`)];

/** On a bill's review the original is opened too: its pane and the review beside it are scanned. */
async function openOriginal(page: Page, path: string): Promise<void> {
  if (!/\/bills\/./.test(path)) return;
  const show = page.getByRole('button', { name: /^(Näytä alkuperäinen|Visa originalet)$/ });
  await show.click();
  await expect(page.locator('[data-check]')).toBeVisible({ timeout: 20_000 });
}

for (const language of ['fi', 'sv'] as const) {
  test(`${language}: an admin's pages show no English outside technical details and text marked as another language`, async ({ page }) => {
    await signIn(page, 'admin@aurora.example', '/cus_aurora/overview');
    await sendEmptyStatement(page);
    if (language !== 'fi') await chooseLanguage(page, language);
    expect(await scan(page, ADMIN_PAGES)).toEqual([]);
  });

  test(`${language}: the bills and their reviews with the original open show no English outside technical details and marked text`, async ({ page }) => {
    await signIn(page, 'bills@aurora.example', '/cus_aurora/bills');
    if (language !== 'fi') await chooseLanguage(page, language);
    expect(await scan(page, BILL_PAGES, (path) => openOriginal(page, path))).toEqual([]);
  });
}
