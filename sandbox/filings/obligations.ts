import { shiftPeriod } from '../../src/api/schemas/calendar.ts';
import type { Filing, FilingList } from '../../src/api/schemas/filings.ts';
import {
  businessTaxReturnDueDate,
  employerContributionsDueDate,
  financialStatementsDueDate,
  financialYearOf,
  incomeTaxReturnDueDate,
  incomesRegisterDueDate,
  monthDays,
  vatDueDate,
  vatPeriodDays,
  type CompanyForm,
  type DueDate,
  type FilingKindKnown,
  type PeriodDays,
} from './due-dates.ts';
import type { Queryable } from '../db/database.ts';

/**
 * What the company must file, computed from its filing settings (its VAT period, whether it pays wages, its
 * financial year, its form: docs/decisions/0005-sole-trader-filing-dates.md), the paydays of its payroll runs and the published rules (due-dates.ts). Nothing here is
 * stored: a filing's id `<kind>.<period>` names the obligation, and the filings table what was done about it.
 */

/** The basis the contract shows (`GET /filings`). */
export type Basis = FilingList['basis'];
/** The basis of the obligations: what the contract shows, and the company's form. */
export interface ObligationBasis extends Basis {
  company_form: CompanyForm;
}
export type VatPeriod = 'month' | 'quarter' | 'year';

export interface Obligation {
  id: string;
  kind: FilingKindKnown;
  period: string;
  period_from: string;
  period_to: string;
  due_date: string;
  rule: Filing['rule'];
}

export const VAT_PERIOD_SOURCE = 'https://www.vero.fi/yritykset-ja-yhteisot/ilmoittaminen-ja-maksaminen/omaaloitteiset-verot/verokausi/';

/** The turnover limits of the longer VAT periods (AVL 162 c–d §; vero.fi "Mikä on yritykseni verokausi?"). */
export const QUARTER_TURNOVER_LIMIT_CENTS = 100_000_00;
export const YEAR_TURNOVER_LIMIT_CENTS = 30_000_00;

const LIMITS = `Neljännesvuosi on mahdollinen, kun liikevaihto on enintään 100 000 € kalenterivuodessa, ja kalenterivuosi, kun se on enintään 30 000 €; yli 100 000 €:n liikevaihdolla verokausi on kuukausi (${VAT_PERIOD_SOURCE}).`;

/** Why the company files VAT for its period, in Finnish, with the limits and their source. */
export function vatPeriodReason(period: VatPeriod): string {
  if (period === 'quarter') return `Verokausi on neljännesvuosi, koska yrityksen ilmoittama liikevaihto on enintään 100 000 € kalenterivuodessa ja yritys on valinnut neljännesvuoden. ${LIMITS}`;
  if (period === 'year') return `Verokausi on kalenterivuosi, koska yrityksen ilmoittama liikevaihto on enintään 30 000 € kalenterivuodessa ja yritys on valinnut kalenterivuoden. ${LIMITS}`;
  return `Verokausi on kuukausi: se on yleinen verokausi, eikä yritys ole valinnut pidempää. ${LIMITS}`;
}

const isVatPeriod = (value: string): value is VatPeriod => value === 'month' || value === 'quarter' || value === 'year';
const isCompanyForm = (value: string | undefined): value is CompanyForm => value === 'osakeyhtio' || value === 'toiminimi';

/**
 * The company's basis from its filing settings. Without settings, the Tax Administration's defaults: a month
 * ("Jos et ilmoita mitään, verokausi on automaattisesti kuukausi"), no wages, the calendar year; and a limited
 * company's annual filings, as before the form was recorded (docs/decisions/0005-sole-trader-filing-dates.md).
 */
export async function readBasis(db: Queryable, customerId: string): Promise<ObligationBasis> {
  const found = await db.query<{ vat_period: string; employer: boolean; financial_year_end: string; company_form: string }>(
    'select vat_period, employer, financial_year_end, company_form from filing_settings where customer_id = $1',
    [customerId],
  );
  const settings = found.rows[0];
  const vatPeriod = settings && isVatPeriod(settings.vat_period) ? settings.vat_period : 'month';
  return {
    vat_period: vatPeriod,
    vat_period_reason: vatPeriodReason(vatPeriod),
    employer: settings?.employer ?? false,
    financial_year_end: settings?.financial_year_end ?? '12-31',
    company_form: isCompanyForm(settings?.company_form) ? settings.company_form : 'osakeyhtio',
  };
}

/** The basis as the contract shows it: the company's form decides its obligations but is not a field of it. */
export const shownBasis = ({ vat_period, vat_period_reason, employer, financial_year_end }: ObligationBasis): Basis => ({ vat_period, vat_period_reason, employer, financial_year_end });

/** The paydays of the company's payroll runs that are not voided (a draft's payday is planned: its report is upcoming). */
export async function readPaydays(db: Queryable, customerId: string): Promise<string[]> {
  const found = await db.query<{ payday: string }>(
    `select distinct payment_date::text as payday from payroll_draft_runs where customer_id = $1 and status <> 'voided' order by 1`,
    [customerId],
  );
  return found.rows.map((row) => row.payday);
}

/** The first day of the company's books: obligations begin with them (none is invented before). */
export async function readBooksFrom(db: Queryable, customerId: string): Promise<string | null> {
  const found = await db.query<{ first: string | null }>('select min(entry_date)::text as first from ledger_rows where customer_id = $1', [customerId]);
  return found.rows[0]?.first ?? null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^(\d{4})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function periodOfKind(kind: string, period: string, basis: ObligationBasis): { kind: FilingKindKnown; days: PeriodDays; due: DueDate } | null {
  switch (kind) {
    case 'vat_return': {
      const fits = basis.vat_period === 'month' ? MONTH : basis.vat_period === 'quarter' ? QUARTER : YEAR;
      if (!fits.test(period)) return null;
      return { kind, days: vatPeriodDays(period), due: vatDueDate(period) };
    }
    case 'employer_contributions':
      if (!basis.employer || !MONTH.test(period)) return null;
      return { kind, days: monthDays(period), due: employerContributionsDueDate(period) };
    case 'incomes_register_report':
      if (!basis.employer || !DAY.test(period)) return null;
      return { kind, days: { from: period, to: period }, due: incomesRegisterDueDate(period) };
    case 'income_tax_return': {
      if (!YEAR.test(period)) return null;
      const year = financialYearOf(Number(period), basis.financial_year_end);
      // a sole trader's is the business tax return (form 5), by the Tax Administration's date (decision 0005)
      return { kind, days: year, due: basis.company_form === 'toiminimi' ? businessTaxReturnDueDate(year) : incomeTaxReturnDueDate(year) };
    }
    case 'financial_statements': {
      // a sole trader below the Kirjanpitolaki 3:9 limits files none with the Trade Register (decision 0005)
      if (basis.company_form === 'toiminimi' || !YEAR.test(period)) return null;
      const year = financialYearOf(Number(period), basis.financial_year_end);
      return { kind, days: year, due: financialStatementsDueDate(year) };
    }
    default:
      return null;
  }
}

/** The obligation a filing id names for this company's basis; null when the id names none of its kinds and periods. */
export function obligationOfId(id: string, basis: ObligationBasis, paydays: readonly string[]): Obligation | null {
  const dot = id.indexOf('.');
  if (dot < 0) return null;
  const kind = id.slice(0, dot);
  const period = id.slice(dot + 1);
  if (kind === 'incomes_register_report' && !paydays.includes(period)) return null;
  const found = periodOfKind(kind, period, basis);
  if (!found) return null;
  return { id, kind: found.kind, period, period_from: found.days.from, period_to: found.days.to, due_date: found.due.due_date, rule: found.due.rule };
}

export interface ObligationWindow {
  /** due dates from this day … */
  from: string;
  /** … to this day, inclusive */
  to: string;
  paydays: readonly string[];
  /** the first day of the company's books; none before it */
  booksFrom: string | null;
}

/** Every obligation of the company whose due date falls in the window, by due date (then id). */
export function obligationsOf(basis: ObligationBasis, window: ObligationWindow): Obligation[] {
  const start = window.booksFrom ?? `${String(Number(window.from.slice(0, 4)) - 2).padStart(4, '0')}-01-01`;
  const candidates: string[] = [];
  // from the start of its year, so that the quarter and the year the books begin in are among the candidates
  const firstMonth = `${start.slice(0, 4)}-01`;
  const lastMonth = window.to.slice(0, 7);
  for (let month = firstMonth; month <= lastMonth; month = shiftPeriod(month, 1)) {
    const year = month.slice(0, 4);
    if (basis.vat_period === 'month') candidates.push(`vat_return.${month}`);
    if (basis.vat_period === 'quarter' && [1, 4, 7, 10].includes(Number(month.slice(5)))) candidates.push(`vat_return.${year}-Q${(Number(month.slice(5)) + 2) / 3}`);
    if (month.endsWith('-01')) {
      if (basis.vat_period === 'year') candidates.push(`vat_return.${year}`);
      candidates.push(`income_tax_return.${year}`, `financial_statements.${year}`);
    }
    if (basis.employer) candidates.push(`employer_contributions.${month}`);
  }
  if (basis.employer) for (const payday of window.paydays) candidates.push(`incomes_register_report.${payday}`);
  const seen = new Set<string>();
  const found: Obligation[] = [];
  for (const id of candidates) {
    if (seen.has(id)) continue;
    seen.add(id);
    const obligation = obligationOfId(id, basis, window.paydays);
    if (!obligation || obligation.period_to < start) continue;
    if (obligation.due_date >= window.from && obligation.due_date <= window.to) found.push(obligation);
  }
  return found.sort((a, b) => (a.due_date === b.due_date ? a.id.localeCompare(b.id) : a.due_date < b.due_date ? -1 : 1));
}

export type StoredState = 'in_preparation' | 'awaiting_review' | 'filed';

/**
 * A filing's state: what was done (stored), or computed when nothing was: `upcoming`, and `late` once the due
 * date has passed without a filing. Work in preparation past its due date is late too; a return waiting for
 * the company's review keeps that state, so that the company can still decide on it (its due date shows it late).
 */
export function stateOf(stored: StoredState | null, dueDate: string, today: string): Filing['state'] {
  if (stored === 'filed' || stored === 'awaiting_review') return stored;
  if (dueDate < today) return 'late';
  return stored ?? 'upcoming';
}
