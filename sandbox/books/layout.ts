import type { StatementKind } from '../../src/api/schemas/books.ts';

/**
 * The statutory short forms for small companies (Kirjanpitoasetus 1:1 income statement by nature of expense,
 * 1:2 balance sheet), line by line. A `line` takes its figure from the accounts whose `statement_line` is its
 * key (the balance sheet's `result_for_period` from the financial year's income and expenses); a `subtotal`
 * or `total` is the sum of the lines it names; a `heading` has no figure.
 */
export type LayoutLine =
  | { key: string; label: string; level: number; kind: 'heading' }
  | { key: string; label: string; level: number; kind: 'line' }
  | { key: string; label: string; level: number; kind: 'subtotal' | 'total'; of: readonly string[] };

const heading = (key: string, label: string, level: number): LayoutLine => ({ key, label, level, kind: 'heading' });
const line = (key: string, label: string, level: number): LayoutLine => ({ key, label, level, kind: 'line' });
const sum = (kind: 'subtotal' | 'total', key: string, label: string, level: number, of: readonly string[]): LayoutLine => ({ key, label, level, kind, of });

const OPERATING = ['revenue', 'other_operating_income', 'materials_and_services', 'personnel_expenses', 'depreciation', 'other_operating_expenses'];

export const INCOME_STATEMENT: readonly LayoutLine[] = [
  line('revenue', 'Liikevaihto', 0),
  line('other_operating_income', 'Liiketoiminnan muut tuotot', 0),
  heading('materials_and_services_heading', 'Materiaalit ja palvelut', 0),
  line('materials', 'Aineet, tarvikkeet ja tavarat', 1),
  line('external_services', 'Ulkopuoliset palvelut', 1),
  sum('subtotal', 'materials_and_services', 'Materiaalit ja palvelut yhteensä', 0, ['materials', 'external_services']),
  heading('personnel_expenses_heading', 'Henkilöstökulut', 0),
  line('wages_and_salaries', 'Palkat ja palkkiot', 1),
  heading('social_security_expenses_heading', 'Henkilösivukulut', 1),
  line('pension_expenses', 'Eläkekulut', 2),
  line('other_social_security_expenses', 'Muut henkilösivukulut', 2),
  sum('subtotal', 'personnel_expenses', 'Henkilöstökulut yhteensä', 0, ['wages_and_salaries', 'pension_expenses', 'other_social_security_expenses']),
  line('depreciation', 'Poistot ja arvonalentumiset', 0),
  line('other_operating_expenses', 'Liiketoiminnan muut kulut', 0),
  sum('subtotal', 'operating_profit', 'Liikevoitto (-tappio)', 0, OPERATING),
  heading('financial_income_and_expenses_heading', 'Rahoitustuotot ja -kulut', 0),
  line('financial_income', 'Muut korko- ja rahoitustuotot', 1),
  line('financial_expenses', 'Korkokulut ja muut rahoituskulut', 1),
  sum('subtotal', 'financial_income_and_expenses', 'Rahoitustuotot ja -kulut yhteensä', 0, ['financial_income', 'financial_expenses']),
  sum('subtotal', 'result_before_appropriations_and_taxes', 'Voitto (tappio) ennen tilinpäätössiirtoja ja veroja', 0, ['operating_profit', 'financial_income_and_expenses']),
  line('income_taxes', 'Tuloverot', 0),
  sum('total', 'result_for_period', 'Tilikauden voitto (tappio)', 0, ['result_before_appropriations_and_taxes', 'income_taxes']),
];

export const BALANCE_SHEET: readonly LayoutLine[] = [
  heading('assets_heading', 'VASTAAVAA', 0),
  heading('non_current_assets_heading', 'Pysyvät vastaavat', 1),
  line('intangible_assets', 'Aineettomat hyödykkeet', 2),
  line('tangible_assets', 'Aineelliset hyödykkeet', 2),
  line('investments', 'Sijoitukset', 2),
  sum('subtotal', 'non_current_assets', 'Pysyvät vastaavat yhteensä', 1, ['intangible_assets', 'tangible_assets', 'investments']),
  heading('current_assets_heading', 'Vaihtuvat vastaavat', 1),
  line('inventories', 'Vaihto-omaisuus', 2),
  line('receivables', 'Saamiset', 2),
  line('cash_and_bank', 'Rahat ja pankkisaamiset', 2),
  sum('subtotal', 'current_assets', 'Vaihtuvat vastaavat yhteensä', 1, ['inventories', 'receivables', 'cash_and_bank']),
  sum('total', 'assets_total', 'Vastaavaa yhteensä', 0, ['non_current_assets', 'current_assets']),
  heading('equity_and_liabilities_heading', 'VASTATTAVAA', 0),
  heading('equity_heading', 'Oma pääoma', 1),
  line('share_capital', 'Osakepääoma', 2),
  line('retained_earnings', 'Edellisten tilikausien voitto (tappio)', 2),
  line('result_for_period', 'Tilikauden voitto (tappio)', 2),
  sum('subtotal', 'equity_total', 'Oma pääoma yhteensä', 1, ['share_capital', 'retained_earnings', 'result_for_period']),
  heading('liabilities_heading', 'Vieras pääoma', 1),
  line('non_current_liabilities', 'Pitkäaikainen', 2),
  line('current_liabilities', 'Lyhytaikainen', 2),
  sum('subtotal', 'liabilities_total', 'Vieras pääoma yhteensä', 1, ['non_current_liabilities', 'current_liabilities']),
  sum('total', 'equity_and_liabilities_total', 'Vastattavaa yhteensä', 0, ['equity_total', 'liabilities_total']),
];

export const LAYOUTS: Readonly<Record<StatementKind, readonly LayoutLine[]>> = {
  income_statement: INCOME_STATEMENT,
  balance_sheet: BALANCE_SHEET,
};

/** The income statement's lines of expenses before taxes: the month's `expenses_cents`, as a positive figure. */
export const EXPENSE_LINES_BEFORE_TAXES = ['materials', 'external_services', 'wages_and_salaries', 'pension_expenses', 'other_social_security_expenses', 'depreciation', 'other_operating_expenses', 'financial_expenses'] as const;
