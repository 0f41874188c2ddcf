import { addDays, firstDayOf, lastDayOf, shiftPeriod } from '../../src/api/schemas/calendar.ts';
import type { Filing } from '../../src/api/schemas/filings.ts';
import { statementPeriodOf } from '../books/periods.ts';
import { nextBankingDay } from './banking-days.ts';

/**
 * The due date of each kind of filing by its published rule, moved to the next banking day when the rule's
 * day is not one (banking-days.ts). Each rule carries its source and its text in Finnish (the contract's
 * FilingDueRule).
 */

export type FilingKindKnown = 'vat_return' | 'employer_contributions' | 'incomes_register_report' | 'income_tax_return' | 'financial_statements';

export const SOURCES = {
  selfAssessedTaxes: 'https://www.vero.fi/yritykset-ja-yhteisot/ilmoittaminen-ja-maksaminen/omaaloitteiset-verot/m%C3%A4%C3%A4r%C3%A4p%C3%A4iv%C3%A4t/',
  incomesRegister: 'https://www.vero.fi/tulorekisteri/yritykset-ja-organisaatiot/ilmoittamisen-maaraajat/',
  incomeTaxReturn: 'https://www.suomi.fi/services/tax-returns-communities-finnish-tax-administration/36f902a3-41c5-43a4-82ce-f3714efab303',
  financialStatements: 'https://www.prh.fi/fi/kaupparekisteri/tilinpaatos/oy.html',
  businessTaxReturn: 'https://www.vero.fi/en/businesses-and-corporations/taxes-and-charges/taxation-of-self-employed-individuals/instructions-for-filing',
} as const;

/** The company's form, which decides its annual filings (docs/decisions/0005-sole-trader-filing-dates.md). */
export type CompanyForm = 'osakeyhtio' | 'toiminimi';

const MOVES = 'Jos päivä ei ole pankkipäivä (lauantai, sunnuntai, pyhäpäivä, juhannus- tai jouluaatto), määräpäivä on seuraava pankkipäivä (laki 150/1930, 5 §).';

export interface DueDate {
  due_date: string;
  rule: Filing['rule'];
}

/** The filing's period as days: a VAT period, a payday, or the financial year named by the year it ends in. */
export interface PeriodDays {
  from: string;
  to: string;
}

/** The day a rule gives, and where it moves. */
export function moved(ruleDay: string, text: string, sourceUrl: string): DueDate {
  const due = nextBankingDay(ruleDay);
  return { due_date: due, rule: { text: `${text} ${MOVES}`, source_url: sourceUrl, moved_from: due === ruleDay ? null : ruleDay } };
}

/** The financial year that ends in `year` on `MM-DD` (`financial_year_end`): its first and last day. */
export function financialYearOf(year: number, financialYearEnd: string): PeriodDays {
  const to = `${String(year).padStart(4, '0')}-${financialYearEnd}`;
  const previousEnd = `${String(year - 1).padStart(4, '0')}-${financialYearEnd}`;
  return { from: addDays(previousEnd, 1), to };
}

/** A VAT period `YYYY-MM`, `YYYY-Qn` or `YYYY` as days. */
export function vatPeriodDays(period: string): PeriodDays {
  const { from, to } = statementPeriodOf(period);
  return { from, to };
}

/** The 12th of the second month after the VAT period (month or quarter); the end of February after a year. */
export function vatDueDate(period: string): DueDate {
  if (period.length === 4) {
    return moved(
      lastDayOf(`${String(Number(period) + 1).padStart(4, '0')}-02`),
      'Kalenterivuoden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään verokautta seuraavan helmikuun viimeisenä päivänä.',
      SOURCES.selfAssessedTaxes,
    );
  }
  const lastMonth = vatPeriodDays(period).to.slice(0, 7);
  const text =
    period[5] === 'Q'
      ? 'Neljänneskalenterivuoden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään neljännestä toisena seuraavan kuukauden 12. päivänä.'
      : 'Kuukauden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään verokautta toisena seuraavan kuukauden 12. päivänä.';
  return moved(`${shiftPeriod(lastMonth, 2)}-12`, text, SOURCES.selfAssessedTaxes);
}

/** Withholdings and the employer's health insurance contribution of the wages paid in a month: the 12th of the next month. */
export function employerContributionsDueDate(paymentMonth: string): DueDate {
  return moved(
    `${shiftPeriod(paymentMonth, 1)}-12`,
    'Palkoista pidätetyt ennakonpidätykset ja työnantajan sairausvakuutusmaksu maksetaan viimeistään palkanmaksukuukautta seuraavan kuukauden 12. päivänä.',
    SOURCES.selfAssessedTaxes,
  );
}

/** An earnings payment report to the Incomes Register: by the 5th calendar day after the payday. */
export function incomesRegisterDueDate(payday: string): DueDate {
  return moved(
    addDays(payday, 5),
    'Palkkatietoilmoitus annetaan tulorekisteriin viimeistään viidentenä kalenteripäivänä maksupäivän jälkeen.',
    SOURCES.incomesRegister,
  );
}

/** The company's income-tax return (6B): within four months of the end of the financial year's last month. */
export function incomeTaxReturnDueDate(financialYear: PeriodDays): DueDate {
  return moved(
    lastDayOf(shiftPeriod(financialYear.to.slice(0, 7), 4)),
    'Osakeyhtiön veroilmoitus (6B) annetaan neljän kuukauden kuluessa tilikauden viimeisen kalenterikuukauden päättymisestä.',
    SOURCES.incomeTaxReturn,
  );
}

/**
 * The due dates the Tax Administration published for the business tax return (form 5) of a tax year, each
 * with the page that says it (docs/decisions/0005-sole-trader-filing-dates.md). Add a year when it is published.
 */
export const BUSINESS_TAX_RETURN_DATES: Readonly<Record<number, { due: string; source: string }>> = {
  2017: { due: '2018-04-03', source: 'https://www.vero.fi/en/businesses-and-corporations/file-and-pay/income_tax_returns/tax-return--business-operators-and-self-employed-persons/' },
  2018: { due: '2019-04-02', source: 'https://www.vero.fi/en/individuals/tax-cards-and-tax-returns/your_tax_return_and_tax_assessment_deci/liikkeen-tai-ammatinharjoittaja/filing_finnish_income_tax_returns__nonr/' },
  2019: { due: '2020-04-02', source: 'https://www.vero.fi/en/businesses-and-corporations/file-and-pay/income_tax_returns/tax-return--business-operators-and-self-employed-persons/' },
  2023: { due: '2024-04-02', source: 'https://vero.fi/en/businesses-and-corporations/taxes-and-charges/taxation-of-self-employed-individuals/tax-return' },
  2025: { due: '2026-04-01', source: SOURCES.businessTaxReturn },
};

/** The rule of form 5, the first sentence of its text; the portal says it in the person's language (src/features/filings/rule-words.ts). */
export const BUSINESS_TAX_RETURN_RULE = 'Elinkeinotoiminnan veroilmoitus (lomake 5) annetaan Verohallinnon kullekin verovuodelle päättämänä määräpäivänä, yleensä huhtikuun alussa.';
export const BUSINESS_TAX_RETURN_ESTIMATE = 'Tämän verovuoden päivää ei ole vielä julkaistu: määräpäiväksi on arvioitu huhtikuun 1. päivä, aikaisin päivä, jonka Verohallinto on viime vuosina päättänyt.';

/**
 * A sole trader's business tax return (form 5) for the tax year its financial year ends in: the day the Tax
 * Administration published for that year, else 1 April of the next year, on the next banking day — never later
 * than the dates it has published (docs/decisions/0005-sole-trader-filing-dates.md).
 */
export function businessTaxReturnDueDate(financialYear: PeriodDays): DueDate {
  const taxYear = Number(financialYear.to.slice(0, 4));
  const published = BUSINESS_TAX_RETURN_DATES[taxYear];
  if (published) return { due_date: published.due, rule: { text: BUSINESS_TAX_RETURN_RULE, source_url: published.source, moved_from: null } };
  return moved(`${String(taxYear + 1).padStart(4, '0')}-04-01`, `${BUSINESS_TAX_RETURN_RULE} ${BUSINESS_TAX_RETURN_ESTIMATE}`, SOURCES.businessTaxReturn);
}

/**
 * A limited company's financial statements, filed with the Trade Register (a sole trader's are not: decision
 * 0005). The Limited Liability Companies Act gives two months
 * from their adoption, which is within six months of the year's end; PRH registers them free of charge, and
 * without the late-filing fee, within eight months of the year's end. We use that one date, which the company
 * can check in advance: the last day of the eighth month after the financial year's last month.
 */
export function financialStatementsDueDate(financialYear: PeriodDays): DueDate {
  return moved(
    lastDayOf(shiftPeriod(financialYear.to.slice(0, 7), 8)),
    'Tilinpäätös ilmoitetaan kaupparekisteriin kahdeksan kuukauden kuluessa tilikauden päättymisestä; myöhästyneestä PRH perii myöhästymismaksun.',
    SOURCES.financialStatements,
  );
}

/** `2026-11` → `2026-11-01 … 2026-11-30`. */
export const monthDays = (month: string): PeriodDays => ({ from: firstDayOf(month), to: lastDayOf(month) });
