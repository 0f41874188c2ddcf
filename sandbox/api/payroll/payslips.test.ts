import { describe, expect, it } from 'vitest';
import { computeRun, earningsOf, percentOf, roundHalfUp, weekdaysBetween, type PayslipContract, type PayslipInput } from './payslips.ts';
import { PAYROLL_RATES, ratesFor } from './rates.ts';

/**
 * docs/decisions/0018: payslips computed from the contract, the applied tax card and the year's rates, in integer
 * cents with one rounding rule (nearest cent, halves up, each amount on its own). Every expected figure
 * below is computed by hand in the comment above it, with the 2026 rates: employee pension 7.30 %,
 * employee unemployment 0.89 %, employer pension 17.10 %, employer health insurance 1.91 %, employer
 * unemployment 0.31 % (0.72 % above the payroll-sum limit of 2 509 500 €).
 */

const rates = ratesFor('2026-11');

const monthly = (overrides: Partial<PayslipContract> = {}): PayslipContract => ({
  start_date: '2020-01-01',
  end_date: null,
  employment_type: 'monthly',
  monthly_salary_cents: 300_000,
  hourly_rate_cents: null,
  weekly_hours: 37.5,
  withholding_basis_points: 2000,
  pension_basis_points: null,
  tax_card_additional_basis_points: 4000,
  tax_card_income_ceiling_cents: 4_000_000,
  tax_card_effective_from: '2026-02-01',
  employee_requested_minimum_basis_points: null,
  ...overrides,
});

const input = (contract: PayslipContract, incomeBefore: number, name = 'Testi'): PayslipInput => ({
  employee_id: `emp_${name}`,
  contract_id: `ctr_${name}`,
  name,
  iban: 'FI2112345600000785',
  contract,
  income_before_cents: incomeBefore,
});

const one = (contract: PayslipContract, incomeBefore: number, period = '2026-11') => {
  const payslip = computeRun(period, [input(contract, incomeBefore)], rates).payslips[0];
  if (!payslip) throw new Error('no payslip');
  return payslip;
};

describe('the rounding rule', () => {
  it('rounds to the nearest cent, halves up', () => {
    expect(roundHalfUp(5, 10)).toBe(1); // 0.5 → 1
    expect(roundHalfUp(4, 10)).toBe(0); // 0.4 → 0
    expect(roundHalfUp(15, 10)).toBe(2); // 1.5 → 2
    // 385 000 × 0.89 % = 3 426.5 → 3 427
    expect(percentOf(385_000, 89)).toBe(3_427);
  });
});

describe('the 2026 rates', () => {
  it('holds the published figures, and a later year without its own uses 2026’s and says so', () => {
    expect(rates).toMatchObject({
      year: 2026,
      employee_pension_basis_points: 730,
      employee_unemployment_basis_points: 89,
      employer_pension_basis_points: 1710,
      employer_health_insurance_basis_points: 191,
      employer_unemployment_basis_points: 31,
      employer_unemployment_payroll_limit_cents: 250_950_000,
    });
    expect(ratesFor('2027-01').year).toBe(2026);
    expect(PAYROLL_RATES[2026]).toBe(rates);
  });
});

describe('payslips (hand-computed)', () => {
  it('under the ceiling: all at the base rate', () => {
    // 3 000 € a month, card 20 % / 40 %, ceiling 40 000 €, 10 000 € earned before: room 30 000 € ≥ 3 000 €
    // withholding 300 000 × 20 % = 60 000; pension 300 000 × 7.30 % = 21 900; unemployment 300 000 × 0.89 % = 2 670
    // net 300 000 − 60 000 − 21 900 − 2 670 = 215 430
    // employer: pension 300 000 × 17.10 % = 51 300, health 300 000 × 1.91 % = 5 730, unemployment 300 000 × 0.31 % = 930
    const payslip = one(monthly(), 1_000_000);
    expect(payslip.lines).toEqual([{ kind: 'monthly_salary', description: 'Kuukausipalkka 11/2026', quantity: 1, unit_cents: 300_000, amount_cents: 300_000 }]);
    expect(payslip.withholding).toEqual({
      base_basis_points: 2000,
      additional_basis_points: 4000,
      income_ceiling_cents: 4_000_000,
      income_before_cents: 1_000_000,
      amount_cents: 60_000,
      base_part_cents: 300_000,
      additional_part_cents: 0,
    });
    expect(payslip).toMatchObject({
      gross_cents: 300_000,
      employee_pension_cents: 21_900,
      employee_unemployment_cents: 2_670,
      net_cents: 215_430,
      employer_pension_cents: 51_300,
      employer_health_insurance_cents: 5_730,
      employer_unemployment_cents: 930,
      iban_masked: 'FI21 **** 0785',
    });
  });

  it('crossing the ceiling within the run: split between the base and the additional rate', () => {
    // 4 200 € a month, card 20 % / 40 %, ceiling 40 000 €, 37 800 € earned before: room 2 200 €
    // base part 220 000 × 20 % = 44 000; additional part 200 000 × 40 % = 80 000; withholding 124 000
    // pension 420 000 × 7.30 % = 30 660; unemployment 420 000 × 0.89 % = 3 738
    // net 420 000 − 124 000 − 30 660 − 3 738 = 261 602
    const payslip = one(monthly({ monthly_salary_cents: 420_000 }), 3_780_000);
    expect(payslip.withholding).toMatchObject({ base_part_cents: 220_000, additional_part_cents: 200_000, amount_cents: 124_000 });
    expect(payslip).toMatchObject({ gross_cents: 420_000, employee_pension_cents: 30_660, employee_unemployment_cents: 3_738, net_cents: 261_602 });
  });

  it('above the ceiling: all at the additional rate', () => {
    // 3 850 € a month, card 18.5 % / 38 %, ceiling 32 000 €, 34 650 € earned before: room 0
    // withholding 385 000 × 38 % = 146 300; pension 385 000 × 7.30 % = 28 105
    // unemployment 385 000 × 0.89 % = 3 426.5 → 3 427 (halves up); net 385 000 − 146 300 − 28 105 − 3 427 = 207 168
    const payslip = one(
      monthly({ monthly_salary_cents: 385_000, withholding_basis_points: 1850, tax_card_additional_basis_points: 3800, tax_card_income_ceiling_cents: 3_200_000 }),
      3_465_000,
    );
    expect(payslip.withholding).toMatchObject({ base_part_cents: 0, additional_part_cents: 385_000, amount_cents: 146_300 });
    expect(payslip).toMatchObject({ employee_pension_cents: 28_105, employee_unemployment_cents: 3_427, net_cents: 207_168 });
  });

  it('a requested minimum rate above the card’s base rate is withheld instead', () => {
    // 2 000 € a month, card 12.5 % / 32.5 %, the employee asked for at least 30 %: base 30 %, additional 32.5 %
    // withholding 200 000 × 30 % = 60 000; pension 200 000 × 7.30 % = 14 600; unemployment 200 000 × 0.89 % = 1 780
    // net 200 000 − 60 000 − 14 600 − 1 780 = 123 620
    const payslip = one(
      monthly({
        monthly_salary_cents: 200_000,
        withholding_basis_points: 1250,
        tax_card_additional_basis_points: 3250,
        tax_card_income_ceiling_cents: 2_500_000,
        employee_requested_minimum_basis_points: 3000,
      }),
      0,
    );
    expect(payslip.withholding).toMatchObject({ base_basis_points: 3000, additional_basis_points: 3250, amount_cents: 60_000 });
    expect(payslip.net_cents).toBe(123_620);
  });

  it('an hourly contract: weekly hours × weekdays ÷ 5 × the hourly rate', () => {
    // November 2026 has 21 weekdays (1.11. is a Sunday; 9 weekend days of 30)
    // hours 25 × 21 ÷ 5 = 105.00; gross 105 × 19.50 € = 204 750
    // requested 30 % over the card's 12.5 %: withholding 204 750 × 30 % = 61 425
    // pension 204 750 × 7.30 % = 14 946.75 → 14 947; unemployment 204 750 × 0.89 % = 1 822.275 → 1 822
    // net 204 750 − 61 425 − 14 947 − 1 822 = 126 556
    expect(weekdaysBetween('2026-11-01', '2026-11-30')).toBe(21);
    const payslip = one(
      monthly({
        employment_type: 'hourly',
        monthly_salary_cents: null,
        hourly_rate_cents: 1_950,
        weekly_hours: 25,
        withholding_basis_points: 1250,
        tax_card_additional_basis_points: 3250,
        tax_card_income_ceiling_cents: 2_500_000,
        employee_requested_minimum_basis_points: 3000,
      }),
      1_901_250,
    );
    expect(payslip.lines).toEqual([
      { kind: 'hourly_wage', description: 'Tunnit 11/2026: 25 h viikossa × 21 arkipäivää ÷ 5', quantity: 105, unit_cents: 1_950, amount_cents: 204_750 },
    ]);
    expect(payslip).toMatchObject({ gross_cents: 204_750, employee_pension_cents: 14_947, employee_unemployment_cents: 1_822, net_cents: 126_556 });
    expect(payslip.withholding.amount_cents).toBe(61_425);
  });

  it('a month employed in part: salary × employed days ÷ days of the month', () => {
    // started 16.11.2026: 15 of 30 days; 300 000 × 15 ÷ 30 = 150 000
    const [line] = earningsOf(monthly({ start_date: '2026-11-16' }), '2026-11');
    expect(line).toMatchObject({ quantity: 0.5, amount_cents: 150_000 });
    expect(earningsOf(monthly({ start_date: '2026-12-01' }), '2026-11')).toEqual([]);
  });

  it('without any tax card: the no-card rate on everything', () => {
    // 300 000 × 60 % = 180 000
    const payslip = one(monthly({ withholding_basis_points: null, tax_card_additional_basis_points: null, tax_card_income_ceiling_cents: null }), 0);
    expect(payslip.withholding).toMatchObject({ base_basis_points: 6000, income_ceiling_cents: null, amount_cents: 180_000 });
  });

  it('the employer’s unemployment contribution above the payroll-sum limit', () => {
    // the company paid 2 509 400 € before: 100 € of this 3 000 € is under the limit of 2 509 500 €
    // 10 000 × 0.31 % = 31; 290 000 × 0.72 % = 2 088; together 2 119
    const [payslip] = computeRun('2026-11', [input(monthly(), 0)], rates, 250_940_000).payslips;
    expect(payslip?.employer_unemployment_cents).toBe(2_119);
  });

  it('totals are the sums of the payslips; employer cost is gross plus the employer contributions', () => {
    const run = computeRun(
      '2026-11',
      [input(monthly(), 1_000_000, 'a'), input(monthly({ monthly_salary_cents: 420_000 }), 3_780_000, 'b'), input(monthly({ start_date: '2026-11-16' }), 0, 'c')],
      rates,
    );
    const sum = (pick: (payslip: (typeof run.payslips)[number]) => number) => run.payslips.reduce((total, payslip) => total + pick(payslip), 0);
    expect(run.totals).toEqual({
      gross_cents: sum((p) => p.gross_cents),
      withholding_cents: sum((p) => p.withholding.amount_cents),
      employee_pension_cents: sum((p) => p.employee_pension_cents),
      employee_unemployment_cents: sum((p) => p.employee_unemployment_cents),
      net_cents: sum((p) => p.net_cents),
      employer_pension_cents: sum((p) => p.employer_pension_cents),
      employer_health_insurance_cents: sum((p) => p.employer_health_insurance_cents),
      employer_unemployment_cents: sum((p) => p.employer_unemployment_cents),
      employer_cost_cents: sum((p) => p.gross_cents + p.employer_pension_cents + p.employer_health_insurance_cents + p.employer_unemployment_cents),
    });
    // 300 000 + 420 000 + 150 000
    expect(run.totals.gross_cents).toBe(870_000);
    // health: 300 000 × 1.91 % = 5 730; 420 000 × 1.91 % = 8 022; 150 000 × 1.91 % = 2 865; together 16 617
    expect(run.totals.employer_health_insurance_cents).toBe(16_617);
    // pension: 300 000 × 17.10 % = 51 300; 420 000 × 17.10 % = 71 820; 150 000 × 17.10 % = 25 650; together 148 770
    // unemployment (all under the limit): 300 000 × 0.31 % = 930; 420 000 × 0.31 % = 1 302; 150 000 × 0.31 % = 465; together 2 697
    // employer cost 870 000 + 148 770 + 16 617 + 2 697 = 1 038 084
    expect(run.totals.employer_cost_cents).toBe(1_038_084);
  });
});
