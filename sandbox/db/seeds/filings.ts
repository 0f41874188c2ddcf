import type { Transaction } from '@electric-sql/pglite';
import { addDays, firstDayOf, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { vatPeriodDays } from '../../filings/due-dates.ts';
import { returnPdf, storeFilingDocument } from '../../filings/documents.ts';
import { fileFiling } from '../../filings/file.ts';
import { obligationOfId, readBasis, readPaydays, type Obligation, type ObligationBasis } from '../../filings/obligations.ts';
import { figuresDigest, vatFiguresOf, type FilingFigure } from '../../filings/vat-figures.ts';
import { finnishOffsetAt, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { ledgerRangeOf } from './ledger-plan.ts';

/**
 * Filings of the seed (docs/decisions/0001-seed-lives-in-the-present.md), written as of the authored day 26 November 2026 and moved to
 * the seeding day by periods (docs/decisions/0001-seed-lives-in-the-present.md; `filingsStoryOf`). Aurora files
 * VAT monthly and pays wages: its returns up to the month before last are filed (each approved by Anna
 * Virtanen, with the return and the receipt as PDFs), last month's waits for the company's review (due on the
 * 12th of the month after this, on the next banking day), this month's is upcoming; its employer contributions
 * up to last month and its Incomes Register reports of the paydays up to yesterday are filed, and the annual
 * filings of the past years once they have been due. Birch, a sole trader, files VAT by quarter and pays no
 * wages: every quarter is filed but the one before last, which is late; its annual filing is the business tax
 * return alone (docs/decisions/0005-sole-trader-filing-dates.md). And the Suomi.fi authorizations the firm holds for
 * each. Figures come from the seeded ledger (run before). Nothing is filed after yesterday: a filing whose usual
 * day (a week before its due date) has not come yet is filed earlier, once its period has ended, or is upcoming.
 */

const FIRM_PERSON = 'Sari Laine';
const APPROVER = { name: 'Anna Virtanen', email: 'admin@aurora.example' };

/** The seed's filings on the seeding day; as authored, the comments' values. */
export interface FilingsStory {
  /** the first month of the books (2024-12): the first VAT month and employer month */
  firstMonth: string;
  /** the last day the firm has worked (2026-11-25): nothing is filed after it */
  lastDay: string;
  /** the last VAT month Aurora has filed (2026-09) */
  auroraLastFiled: string;
  /** the VAT month waiting for Aurora's review (2026-10), and when the firm asked for it (24 Nov 2026, 08:00 UTC) */
  auroraAwaiting: string;
  auroraRequestedAt: string;
  /** the last month of wages whose employer contributions are filed (2026-10) */
  auroraEmployerLastFiled: string;
  /** paydays up to this day are reported (2026-11-25); the rest are planned: their reports are upcoming */
  reportedUpTo: string;
  /** Birch's quarters from the books' first (2024-Q4 … 2026-Q3), and the late one among them (2026-Q2) */
  birchQuarters: string[];
  birchLate: string;
  /** the past financial years of the books, whose annual filings are made once due (2024, 2025) */
  years: string[];
}

export function filingsStoryOf(clock: SeedClock): FilingsStory {
  const { firstMonth, lastDay } = ledgerRangeOf(clock);
  const auroraAwaiting = clock.period('2026-10');
  // asked after the month ended: on the 1st of this month at the earliest, at midnight when that is today
  const requestedDay = [clock.date('2026-11-24'), firstDayOf(periodOf(clock.today))].sort().at(-1) ?? clock.today;
  const auroraRequestedAt = requestedDay < clock.today ? '08:00:00Z' : `00:00:00${finnishOffsetAt(requestedDay, '00:00:00')}`;
  return {
    firstMonth,
    lastDay,
    auroraLastFiled: clock.period('2026-09'),
    auroraAwaiting,
    auroraRequestedAt: `${requestedDay}T${auroraRequestedAt}`,
    auroraEmployerLastFiled: clock.period('2026-10'),
    reportedUpTo: clock.date('2026-11-25'),
    // Quarters and years move by their own kind, the books' first month by months: on some days (this month the
    // last of a quarter, or December) the first authored quarter or year has no month of the books; it has no filing.
    birchQuarters: ['2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3']
      .map((quarter) => clock.period(quarter))
      .filter((quarter) => vatPeriodDays(quarter).to >= `${firstMonth}-01`),
    birchLate: clock.period('2026-Q2'),
    years: ['2024', '2025'].map((year) => clock.period(year)).filter((year) => year >= firstMonth.slice(0, 4)),
  };
}

interface Company {
  customer_id: string;
  name: string;
  business_id: string;
  /** its obligations' basis and paydays, read once */
  basis: ObligationBasis;
  paydays: string[];
}

const slugOf = (customerId: string) => customerId.replace(/^cus_/, '');
const documentIdOf = (customerId: string, filingId: string, kind: 'return' | 'receipt') =>
  `doc_${slugOf(customerId)}_filing_${filingId.replace(/[^a-zA-Z0-9]/g, '_')}_${kind}`;
const morningOf = (isoDate: string, time: string) => `${isoDate}T${time}Z`;

async function companyOf(tx: Transaction, customerId: string): Promise<Company> {
  const found = (await tx.query<Omit<Company, 'basis' | 'paydays'>>('select customer_id, name, business_id from companies where customer_id = $1', [customerId])).rows[0];
  if (!found) throw new Error(`seed: company ${customerId} is missing`);
  return { ...found, basis: await readBasis(tx, customerId), paydays: await readPaydays(tx, customerId) };
}

function obligationOf(company: Company, filingId: string): Obligation {
  const obligation = obligationOfId(filingId, company.basis, company.paydays);
  if (!obligation) throw new Error(`seed: ${filingId} is no obligation of ${company.customer_id}`);
  return obligation;
}

/** A prepared filing: its row, and for a VAT return its figures and the return as PDF. */
async function prepare(tx: Transaction, company: Company, obligation: Obligation, options: { figures: FilingFigure[] | null; requestedAt: string | null }): Promise<void> {
  const { customer_id } = company;
  await tx.query(
    `insert into filings (customer_id, id, kind, period, state, figures, figures_digest, review_requested_at, review_requested_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      customer_id,
      obligation.id,
      obligation.kind,
      obligation.period,
      options.requestedAt === null ? 'in_preparation' : 'awaiting_review',
      options.figures === null ? null : JSON.stringify(options.figures),
      options.figures === null ? null : figuresDigest(options.figures),
      options.requestedAt,
      options.requestedAt === null ? null : FIRM_PERSON,
    ],
  );
  if (options.figures !== null) {
    const paper = returnPdf(company.name, company.business_id, { ...obligation, figures: options.figures });
    await storeFilingDocument(tx, customer_id, obligation.id, {
      id: documentIdOf(customer_id, obligation.id, 'return'),
      kind: 'return',
      filename: paper.filename,
      bytes: paper.bytes,
      at: options.requestedAt ?? morningOf(addDays(obligation.due_date, -8), '08:00:00'),
    });
  }
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * A VAT return filed: prepared, sent for review a week before its due date, approved two days later and filed
 * at once; when that week has not come by the last day, asked two days before it and approved on it. Not filed
 * (false) when even that would be before its period ended.
 */
async function filedVatReturn(tx: Transaction, company: Company, filingId: string, lastDay: string): Promise<boolean> {
  const obligation = obligationOf(company, filingId);
  const requestedOn = earlier(addDays(obligation.due_date, -7), addDays(lastDay, -2));
  if (requestedOn <= obligation.period_to) return false;
  const figures = await vatFiguresOf(tx, company.customer_id, obligation.period);
  const requestedAt = morningOf(requestedOn, '08:00:00');
  const approvedAt = morningOf(earlier(addDays(obligation.due_date, -5), lastDay), '11:30:00');
  await prepare(tx, company, obligation, { figures, requestedAt });
  await tx.query(
    `insert into filing_reviews (customer_id, filing_id, decision, figures_digest, note, name, email, at) values ($1, $2, 'approve', $3, null, $4, $5, $6)`,
    [company.customer_id, filingId, figuresDigest(figures), APPROVER.name, APPROVER.email, approvedAt],
  );
  await fileFiling(tx, { ...obligation, figures }, { company, by: FIRM_PERSON, at: approvedAt, receiptDocumentId: documentIdOf(company.customer_id, filingId, 'receipt') });
  return true;
}

/**
 * A filing the firm files without asking the company (employer contributions, reports): filed three days
 * before it is due, on its period's last day at the earliest, and by the last day at the latest.
 */
async function filedByFirm(tx: Transaction, company: Company, filingId: string, lastDay: string): Promise<void> {
  const obligation = obligationOf(company, filingId);
  await prepare(tx, company, obligation, { figures: null, requestedAt: null });
  const usual = addDays(obligation.due_date, -3) < obligation.period_to ? obligation.due_date : addDays(obligation.due_date, -3);
  const on = [earlier(usual, lastDay), obligation.period_to].sort().at(-1) ?? usual;
  await fileFiling(tx, { ...obligation, figures: null }, { company, by: FIRM_PERSON, at: morningOf(on, '09:15:00'), receiptDocumentId: documentIdOf(company.customer_id, filingId, 'receipt') });
}

/** An annual filing (income-tax return, financial statements): filed three days before it is due, once that day has come. */
async function annualFiling(tx: Transaction, company: Company, filingId: string, lastDay: string): Promise<void> {
  if (addDays(obligationOf(company, filingId).due_date, -3) <= lastDay) await filedByFirm(tx, company, filingId, lastDay);
}

const months = (first: string, last: string) => {
  const all: string[] = [];
  for (let month = first; month <= last; month = shiftPeriod(month, 1)) all.push(month);
  return all;
};

export const seedFilings: SeedStep = async (tx, clock) => {
  const story = filingsStoryOf(clock);
  const { lastDay } = story;
  // Aurora Oy is a limited company; Birch Tmi a sole trader: its annual filing is the business tax return
  // (form 5) by the Tax Administration's date, and no financial statements go to the Trade Register (decision 0005)
  await tx.query(
    `insert into filing_settings (customer_id, vat_period, employer, financial_year_end, company_form)
     values ('cus_aurora', 'month', true, '12-31', 'osakeyhtio'), ('cus_birch', 'quarter', false, '12-31', 'toiminimi')`,
  );

  const aurora = await companyOf(tx, 'cus_aurora');
  for (const month of months(story.firstMonth, story.auroraLastFiled)) await filedVatReturn(tx, aurora, `vat_return.${month}`, lastDay);
  const awaiting = obligationOf(aurora, `vat_return.${story.auroraAwaiting}`);
  await prepare(tx, aurora, awaiting, { figures: await vatFiguresOf(tx, aurora.customer_id, story.auroraAwaiting), requestedAt: story.auroraRequestedAt });
  for (const month of months(story.firstMonth, story.auroraEmployerLastFiled)) await filedByFirm(tx, aurora, `employer_contributions.${month}`, lastDay);
  for (const payday of aurora.paydays) {
    if (payday <= story.reportedUpTo) await filedByFirm(tx, aurora, `incomes_register_report.${payday}`, lastDay);
  }
  for (const year of story.years) {
    await annualFiling(tx, aurora, `income_tax_return.${year}`, lastDay);
    await annualFiling(tx, aurora, `financial_statements.${year}`, lastDay);
  }

  const birch = await companyOf(tx, 'cus_birch');
  for (const quarter of story.birchQuarters) {
    if (quarter !== story.birchLate) await filedVatReturn(tx, birch, `vat_return.${quarter}`, lastDay);
  }
  for (const year of story.years) await annualFiling(tx, birch, `income_tax_return.${year}`, lastDay);

  // Granted long ago; Aurora's tax authorization ends 55 days after the seeding day (inside the 60 days'
  // warning), its Incomes Register one years ahead; Birch's tax authorization ended 57 days before it.
  const authorizations = [
    ['cus_aurora', 'auth_aurora_tax', 'suomifi_tax', 'Veroasioiden hoitaminen', '2022-01-21', '2027-01-20'],
    ['cus_aurora', 'auth_aurora_incomes_register', 'suomifi_incomes_register', 'Tulorekisteriin ilmoittaminen', '2025-03-01', '2030-02-28'],
    ['cus_aurora', 'auth_aurora_trade_register', 'suomifi_trade_register', 'Kaupparekisteriin ilmoittaminen', '2023-05-10', null],
    ['cus_birch', 'auth_birch_tax', 'suomifi_tax', 'Veroasioiden hoitaminen', '2021-10-01', '2026-09-30'],
  ] as const;
  for (const [customerId, id, kind, label, grantedAt, validUntil] of authorizations) {
    await tx.query(
      `insert into filing_authorizations (customer_id, id, kind, label, granted_by, granted_at, valid_until, revoked_at) values ($1, $2, $3, $4, 'Anna Virtanen', $5, $6, null)`,
      [customerId, id, kind, label, clock.date(grantedAt), validUntil === null ? null : clock.date(validUntil)],
    );
  }
};
