import type { PayrollRates } from '../../../src/api/schemas/payroll-runs.ts';

/**
 * The statutory payroll rates per year, in basis points (10000 = 100 %), each with where it comes from.
 * One table: the payslip computation reads nothing else. A period of a year not in the table uses the
 * latest earlier year's rates (and, before the first year, the first year's); the run's `rates.year`
 * says which year was used, so a missing year shows instead of hiding.
 */

export const PAYROLL_RATES: Readonly<Record<number, PayrollRates>> = {
  2026: {
    year: 2026,
    // TyEL employee contribution 7.30 % (one rate for every age in 2026). Source: docs/decisions/0027 of this
    // project ("2026 figures published in Finland: TyEL employee 7.30 %, employer average 17.10 %");
    // the stored pages found no 2026 TyEL table (telp.fi's series ends at 2024: "TyEL- ja
    // MEL-vakuutusmaksuprosentit, aikasarja", https://www.telp.fi/ohjeet/rahoitus-ja-kustannustenjako/rahoituksen-ja-kustannustenjaon-aikasarjat/tyel-ja-mel-vakuutusmaksuprosentit-aikasarja/).
    // A contract's own pension_basis_points, when set, takes precedence.
    employee_pension_basis_points: 730,
    // Työttömyysvakuutusmaksu (employee) 0.89 % in 2026. Source: Demokraatti/STT 4.12.2025,
    // "Työttömyysvakuutusmaksut nousevat", https://demokraatti.fi/tyottomyysvakuutusmaksut-nousevat
    // ("nousee nykyisestä 0,59 prosentista 0,89 prosenttiin palkasta").
    employee_unemployment_basis_points: 89,
    // TyEL employer average 17.10 % in 2026. Source: docs/decisions/0027 (see the employee rate above).
    employer_pension_basis_points: 1710,
    // Työnantajan sairausvakuutusmaksu 1.91 % of wages in 2026, 1 January – 31 December (was 1.87 % in
    // 2025, Finlex 694/2024). Source: Asinta, "Finland Announces Modest Increases to Statutory Health
    // Insurance Contributions for 2026", https://www.asinta.com/news/finland-increases-health-plan-contributions
    // ("Employer health insurance contribution: 1.91% of wages (up from 1.87% in 2025)"): a payroll-news
    // page, not the law (the 2026 act on the contribution percentages in Finlex was not among the stored pages).
    employer_health_insurance_basis_points: 191,
    // Työnantajan työttömyysvakuutusmaksu 2026: 0.31 % of wages while the year's payroll sum is at most
    // 2 509 500 €, 0.72 % of the part above. Source: Demokraatti/STT 4.12.2025 (as above): "0,31
    // prosenttiin palkasta, jos palkkasumma on korkeintaan 2 509 500 euroa. Sen ylittävältä osalta maksu
    // on 0,72 prosenttia palkasta."
    employer_unemployment_basis_points: 31,
    employer_unemployment_above_limit_basis_points: 72,
    employer_unemployment_payroll_limit_cents: 250_950_000,
    // Assumption of the sandbox, not looked up: an employee whose employer holds no tax card for them
    // is withheld at 60 %, the rate Finnish payroll applies without a tax card.
    no_tax_card_withholding_basis_points: 6000,
  },
};

const YEARS = Object.keys(PAYROLL_RATES)
  .map(Number)
  .sort((a, b) => a - b);

/** The rates used for a period `YYYY-MM`: its year's, else the latest earlier year's, else the first year's. */
export function ratesFor(period: string): PayrollRates {
  const year = Number(period.slice(0, 4));
  const used = [...YEARS].reverse().find((known) => known <= year) ?? YEARS[0];
  const rates = used === undefined ? undefined : PAYROLL_RATES[used];
  if (!rates) throw new Error('the payroll rate table is empty');
  return rates;
}
