import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, finnishWallClock, firstDayOf, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { businessTaxReturnDueDate, employerContributionsDueDate, financialYearOf, vatDueDate } from '../../filings/due-dates.ts';
import { obligationOfId, obligationsOf, readBasis, readBooksFrom, readPaydays } from '../../filings/obligations.ts';
import { filingOf, readStoredFilings } from '../../filings/store.ts';
import { figuresDigest, vatFiguresOf } from '../../filings/vat-figures.ts';
import { migrate, type Database } from '../database.ts';
import { seed } from '../seed.ts';
import { seedClockOf } from '../seed-clock.ts';
import { filingsStoryOf } from './filings.ts';

/**
 * The filings seed (docs/decisions/0001-seed-lives-in-the-present.md), on a database of its own seeded as a fresh sandbox is on the day
 * the run's sandbox was seeded (SANDBOX_SEED_DAY to try another), and read on that day, so that its states are
 * those the journeys and the portal rely on whatever the day (docs/decisions/0001-seed-lives-in-the-present.md).
 */

const clock = seedClockOf(inject('sandboxSeededOn'));
const TODAY = clock.today;
const YESTERDAY = addDays(TODAY, -1);
const THIS_MONTH = periodOf(TODAY);
const story = filingsStoryOf(clock);
/** The day in Finland of a moment. */
const dayOf = (instant: string | undefined) => finnishWallClock(new Date(instant ?? '')).date;
let db: Database;

beforeAll(async () => {
  db = await PGlite.create();
  await migrate(db);
  await seed(db, TODAY);
}, 60_000);
afterAll(async () => db.close());

async function filingsOf(customerId: string) {
  const basis = await readBasis(db, customerId);
  const obligations = obligationsOf(basis, { from: '2000-01-01', to: addDays(TODAY, 800), paydays: await readPaydays(db, customerId), booksFrom: await readBooksFrom(db, customerId) });
  const stored = await readStoredFilings(db, customerId);
  return new Map(obligations.map((obligation) => [obligation.id, filingOf(obligation, stored.get(obligation.id), TODAY)]));
}

describe('the seeded filings', () => {
  it('has Aurora’s last month’s VAT return, and only it, waiting for review: asked by Sari Laine after the month ended, figures from the ledger, due on the 12th of the next month or the banking day after', async () => {
    expect(story.auroraAwaiting).toBe(shiftPeriod(THIS_MONTH, -1));
    const filings = await filingsOf('cus_aurora');
    expect([...filings.values()].filter((filing) => filing.state === 'awaiting_review').map((filing) => filing.id)).toEqual([`vat_return.${story.auroraAwaiting}`]);
    const awaiting = filings.get(`vat_return.${story.auroraAwaiting}`);
    const due = vatDueDate(story.auroraAwaiting);
    expect(awaiting).toMatchObject({ state: 'awaiting_review', due_date: due.due_date, rule: { moved_from: due.rule.moved_from }, review: { requested_by: 'Sari Laine', decided: null } });
    expect(due.due_date >= `${shiftPeriod(THIS_MONTH, 1)}-12`).toBe(true);
    // asked after the month ended, and not after today
    const requestedOn = dayOf(awaiting?.review?.requested_at);
    expect(requestedOn >= firstDayOf(THIS_MONTH) && requestedOn <= TODAY, requestedOn).toBe(true);
    const figures = await vatFiguresOf(db, 'cus_aurora', story.auroraAwaiting);
    expect(awaiting?.figures).toEqual(figures);
    expect(awaiting?.figures_digest).toBe(figuresDigest(figures));
    expect(awaiting?.documents.map((document) => document.kind)).toEqual(['return']);
  });

  it('has every Aurora VAT month from the books’ first to the month before last filed, approved by Anna Virtanen, with the return and the receipt', async () => {
    const filings = await filingsOf('cus_aurora');
    const months = [...filings.values()].filter((filing) => filing.kind === 'vat_return' && filing.period <= shiftPeriod(THIS_MONTH, -2));
    expect(months.map((filing) => filing.period)[0]).toBe(shiftPeriod(THIS_MONTH, -23));
    expect(months).toHaveLength(22);
    for (const filing of months) {
      expect(filing.state, filing.id).toBe('filed');
      expect(filing.review?.decided, filing.id).toMatchObject({ decision: 'approve', name: 'Anna Virtanen', figures_digest: filing.figures_digest });
      expect(filing.documents.map((document) => document.kind).sort(), filing.id).toEqual(['receipt', 'return']);
      // asked after the month ended, approved after that, filed before today
      expect(dayOf(filing.review?.requested_at) > filing.period_to, filing.id).toBe(true);
      expect(Date.parse(filing.review?.decided?.at ?? ''), filing.id).toBeGreaterThan(Date.parse(filing.review?.requested_at ?? ''));
      expect(dayOf(filing.filed?.at) < TODAY, filing.id).toBe(true);
    }
    expect(filings.get(`vat_return.${THIS_MONTH}`)?.state).toBe('upcoming');
  });

  it('has none of Aurora’s filings late: employer filings to last month and the reports of the paydays to yesterday filed, the next upcoming, the past years’ annual filings filed once due', async () => {
    const filings = await filingsOf('cus_aurora');
    expect([...filings.values()].filter((filing) => filing.state === 'late')).toEqual([]);
    expect(filings.get(`employer_contributions.${shiftPeriod(THIS_MONTH, -1)}`)?.state).toBe('filed');
    expect(filings.get(`employer_contributions.${THIS_MONTH}`)).toMatchObject({ state: 'upcoming', due_date: employerContributionsDueDate(THIS_MONTH).due_date });
    const paydays = await readPaydays(db, 'cus_aurora');
    expect(paydays.length).toBeGreaterThan(0);
    for (const payday of paydays.filter((day) => day >= `${story.firstMonth}-01`)) {
      const report = filings.get(`incomes_register_report.${payday}`);
      if (payday <= YESTERDAY) expect(report?.state, payday).toBe('filed');
      else expect(report?.due_date && report.due_date >= TODAY ? report.state : 'due in the past', payday).toBe('upcoming');
    }
    // the past years the books reach into (the first of them has no month of the books when this month is December)
    expect(story.years).toEqual([String(Number(TODAY.slice(0, 4)) - 2), String(Number(TODAY.slice(0, 4)) - 1)].filter((year) => year >= story.firstMonth.slice(0, 4)));
    for (const year of story.years) {
      for (const kind of ['income_tax_return', 'financial_statements']) {
        const annual = filings.get(`${kind}.${year}`);
        expect(annual?.state, annual?.id).toBe(addDays(annual?.due_date ?? '', -3) <= YESTERDAY ? 'filed' : 'upcoming');
      }
    }
    // the first of them: long due, filed
    expect(filings.get(`financial_statements.${story.years[0]}`)?.state).toBe('filed');
    for (const filing of filings.values()) {
      if (filing.filed) expect(dayOf(filing.filed.at) < TODAY, filing.id).toBe(true);
    }
  });

  it('has Birch filing by quarter with no employer filings, its quarters filed but the one before last, which is late', async () => {
    const filings = await filingsOf('cus_birch');
    expect([...filings.keys()].some((id) => id.startsWith('employer_contributions') || id.startsWith('incomes_register_report'))).toBe(false);
    const late = filings.get(`vat_return.${story.birchLate}`);
    expect(late).toMatchObject({ state: 'late', due_date: vatDueDate(story.birchLate).due_date, filed: null });
    expect([...filings.values()].filter((filing) => filing.state === 'late').map((filing) => filing.id)).toEqual([`vat_return.${story.birchLate}`]);
    // the quarter the books begin in
    expect(story.birchQuarters[0]).toBe(`${story.firstMonth.slice(0, 4)}-Q${Math.ceil(Number(story.firstMonth.slice(5, 7)) / 3)}`);
    expect(filings.get(`vat_return.${story.birchQuarters[0]}`)?.state).toBe('filed');
    // the last quarter: filed once its period ended a few days before (early when its usual week has not come); else still to come
    const last = filings.get(`vat_return.${story.birchQuarters.at(-1)}`);
    expect(last?.state).toBe(addDays(YESTERDAY, -2) > (last?.period_to ?? '') ? 'filed' : 'upcoming');
    if (last?.state !== 'filed') expect((last?.due_date ?? '') > TODAY).toBe(true);
    for (const filing of filings.values()) {
      if (filing.filed) expect(dayOf(filing.filed.at) < TODAY, filing.id).toBe(true);
    }
  });

  it('gives Birch, a sole trader, the business tax return (form 5) by the Tax Administration’s date and no financial statements (docs/decisions/0005-sole-trader-filing-dates.md)', async () => {
    const filings = await filingsOf('cus_birch');
    expect([...filings.keys()].filter((id) => id.startsWith('financial_statements'))).toEqual([]);
    const annual = [...filings.values()].filter((filing) => filing.kind === 'income_tax_return');
    expect(annual.length).toBeGreaterThan(0);
    for (const filing of annual) {
      const due = businessTaxReturnDueDate(financialYearOf(Number(filing.period), '12-31'));
      expect([filing.due_date, filing.rule.text], filing.id).toEqual([due.due_date, due.rule.text]);
      // early in April of the year after
      expect(filing.due_date.slice(0, 7), filing.id).toBe(`${Number(filing.period) + 1}-04`);
    }
    for (const year of story.years) {
      const filing = filings.get(`income_tax_return.${year}`);
      expect(filing?.state, year).toBe(addDays(filing?.due_date ?? '', -3) <= YESTERDAY ? 'filed' : 'upcoming');
    }
    // Aurora, a limited company, keeps form 6B and its financial statements with the Trade Register
    const aurora = await filingsOf('cus_aurora');
    expect(aurora.get(`income_tax_return.${story.years.at(-1)}`)?.rule.text).toContain('(6B)');
    expect(aurora.has(`financial_statements.${story.years.at(-1)}`)).toBe(true);
  });

  it('stores the output package as PDF documents of the company', async () => {
    const documents = await db.query<{ customer_id: string; content_type: string; head: string }>(
      `select d.customer_id, d.content_type, encode(substring(d.content from 1 for 5), 'escape') as head
         from filing_documents f join documents d on d.customer_id = f.customer_id and d.id = f.document_id`,
    );
    expect(documents.rows.length).toBeGreaterThan(50);
    expect(new Set(documents.rows.map((row) => `${row.content_type} ${row.head}`))).toEqual(new Set(['application/pdf %PDF-']));
  });

  it('holds the authorizations the shared seed names: Aurora’s tax authorization ending in 55 days, Birch’s ended', async () => {
    const rows = (await db.query<{ customer_id: string; kind: string; granted_by: string; granted_at: string; valid_until: string | null }>(
      `select customer_id, kind, granted_by, granted_at::text as granted_at, valid_until::text as valid_until from filing_authorizations order by customer_id, kind`,
    )).rows;
    expect(rows.map(({ granted_at: _grantedAt, ...row }) => row)).toEqual([
      { customer_id: 'cus_aurora', kind: 'suomifi_incomes_register', granted_by: 'Anna Virtanen', valid_until: clock.date('2030-02-28') },
      { customer_id: 'cus_aurora', kind: 'suomifi_tax', granted_by: 'Anna Virtanen', valid_until: clock.date('2027-01-20') },
      { customer_id: 'cus_aurora', kind: 'suomifi_trade_register', granted_by: 'Anna Virtanen', valid_until: null },
      { customer_id: 'cus_birch', kind: 'suomifi_tax', granted_by: 'Anna Virtanen', valid_until: clock.date('2026-09-30') },
    ]);
    expect(rows.every((row) => row.granted_at < TODAY)).toBe(true);
    const tax = rows.find((row) => row.customer_id === 'cus_aurora' && row.kind === 'suomifi_tax')?.valid_until ?? '';
    expect(tax > addDays(TODAY, 29) && tax < addDays(TODAY, 60)).toBe(true);
    expect(rows.find((row) => row.customer_id === 'cus_aurora' && row.kind === 'suomifi_incomes_register')?.valid_until ?? '').toMatch(/^\d{4}/);
    expect((rows.find((row) => row.customer_id === 'cus_birch')?.valid_until ?? TODAY) < TODAY).toBe(true);
    expect(obligationOfId('vat_return.2026-10', await readBasis(db, 'cus_birch'), [])).toBeNull();
  });
});
