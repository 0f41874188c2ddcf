import type { Transaction } from '@electric-sql/pglite';
import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { daysAfter } from '../../api/invoices/days.ts';
import { returnPdf, storeFilingDocument } from '../../filings/documents.ts';
import { fileFiling } from '../../filings/file.ts';
import { obligationOfId, readBasis, readPaydays, type Basis, type Obligation } from '../../filings/obligations.ts';
import { figuresDigest, vatFiguresOf, type FilingFigure } from '../../filings/vat-figures.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Filings of the seed (issue 31; shared-seed.md). Aurora files VAT monthly and pays wages: its returns up to
 * September 2026 are filed (each approved by Anna Virtanen, with the return and the receipt as PDFs), October's
 * waits for the company's review (due Mon 14 Dec 2026: the 12th is a Saturday), November's is upcoming; its
 * employer contributions and Incomes Register reports up to now are filed, and the annual filings of 2024 and
 * 2025. Birch files VAT by quarter and pays no wages: every quarter is filed but April–June 2026, which is late.
 * And the Suomi.fi authorizations the firm holds for each. Figures come from the seeded ledger (run before).
 */

const FIRM_PERSON = 'Sari Laine';
const APPROVER = { name: 'Anna Virtanen', email: 'admin@aurora.example' };
/** The last VAT month (and employer month) Aurora has filed; the next one waits for review. */
const AURORA_LAST_FILED = '2026-09';
const AURORA_AWAITING = '2026-10';
const AURORA_EMPLOYER_LAST_FILED = '2026-10';
const BIRCH_LATE = '2026-Q2';
const BIRCH_LAST_FILED = '2026-Q3';
/** Paydays up to this day are reported (the rest are planned: their reports are upcoming). */
const REPORTED_UP_TO = '2026-11-25';

interface Company {
  customer_id: string;
  name: string;
  business_id: string;
  /** its obligations' basis and paydays, read once */
  basis: Basis;
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
      at: options.requestedAt ?? morningOf(daysAfter(obligation.due_date, -8), '08:00:00'),
    });
  }
}

/** A VAT return filed: prepared, sent for review a week before its due date, approved two days later and filed at once. */
async function filedVatReturn(tx: Transaction, company: Company, filingId: string): Promise<void> {
  const obligation = obligationOf(company, filingId);
  const figures = await vatFiguresOf(tx, company.customer_id, obligation.period);
  const requestedAt = morningOf(daysAfter(obligation.due_date, -7), '08:00:00');
  const approvedAt = morningOf(daysAfter(obligation.due_date, -5), '11:30:00');
  await prepare(tx, company, obligation, { figures, requestedAt });
  await tx.query(
    `insert into filing_reviews (customer_id, filing_id, decision, figures_digest, note, name, email, at) values ($1, $2, 'approve', $3, null, $4, $5, $6)`,
    [company.customer_id, filingId, figuresDigest(figures), APPROVER.name, APPROVER.email, approvedAt],
  );
  await fileFiling(tx, { ...obligation, figures }, { company, by: FIRM_PERSON, at: approvedAt, receiptDocumentId: documentIdOf(company.customer_id, filingId, 'receipt') });
}

/** A filing the firm files without asking the company (employer contributions, reports, the annual ones): filed three days before it is due. */
async function filedByFirm(tx: Transaction, company: Company, filingId: string): Promise<void> {
  const obligation = obligationOf(company, filingId);
  await prepare(tx, company, obligation, { figures: null, requestedAt: null });
  const at = morningOf(daysAfter(obligation.due_date, -3) < obligation.period_to ? obligation.due_date : daysAfter(obligation.due_date, -3), '09:15:00');
  await fileFiling(tx, { ...obligation, figures: null }, { company, by: FIRM_PERSON, at, receiptDocumentId: documentIdOf(company.customer_id, filingId, 'receipt') });
}

const months = (first: string, last: string) => {
  const all: string[] = [];
  for (let month = first; month <= last; month = shiftPeriod(month, 1)) all.push(month);
  return all;
};

export const seedFilings: SeedStep = async (tx) => {
  await tx.query(`insert into filing_settings (customer_id, vat_period, employer, financial_year_end) values ('cus_aurora', 'month', true, '12-31'), ('cus_birch', 'quarter', false, '12-31')`);

  const aurora = await companyOf(tx, 'cus_aurora');
  for (const month of months('2024-12', AURORA_LAST_FILED)) await filedVatReturn(tx, aurora, `vat_return.${month}`);
  const awaiting = obligationOf(aurora, `vat_return.${AURORA_AWAITING}`);
  await prepare(tx, aurora, awaiting, { figures: await vatFiguresOf(tx, aurora.customer_id, AURORA_AWAITING), requestedAt: '2026-11-24T08:00:00Z' });
  for (const month of months('2024-12', AURORA_EMPLOYER_LAST_FILED)) await filedByFirm(tx, aurora, `employer_contributions.${month}`);
  for (const payday of aurora.paydays) {
    if (payday <= REPORTED_UP_TO) await filedByFirm(tx, aurora, `incomes_register_report.${payday}`);
  }
  for (const year of ['2024', '2025']) {
    await filedByFirm(tx, aurora, `income_tax_return.${year}`);
    await filedByFirm(tx, aurora, `financial_statements.${year}`);
  }

  const birch = await companyOf(tx, 'cus_birch');
  for (const quarter of ['2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1', BIRCH_LAST_FILED]) {
    if (quarter !== BIRCH_LATE) await filedVatReturn(tx, birch, `vat_return.${quarter}`);
  }
  for (const year of ['2024', '2025']) {
    await filedByFirm(tx, birch, `income_tax_return.${year}`);
    await filedByFirm(tx, birch, `financial_statements.${year}`);
  }

  await tx.query(
    `insert into filing_authorizations (customer_id, id, kind, label, granted_by, granted_at, valid_until, revoked_at) values
       ('cus_aurora', 'auth_aurora_tax', 'suomifi_tax', 'Veroasioiden hoitaminen', 'Anna Virtanen', '2022-01-21', '2027-01-20', null),
       ('cus_aurora', 'auth_aurora_incomes_register', 'suomifi_incomes_register', 'Tulorekisteriin ilmoittaminen', 'Anna Virtanen', '2025-03-01', '2030-02-28', null),
       ('cus_aurora', 'auth_aurora_trade_register', 'suomifi_trade_register', 'Kaupparekisteriin ilmoittaminen', 'Anna Virtanen', '2023-05-10', null, null),
       ('cus_birch', 'auth_birch_tax', 'suomifi_tax', 'Veroasioiden hoitaminen', 'Anna Virtanen', '2021-10-01', '2026-09-30', null)`,
  );
};
