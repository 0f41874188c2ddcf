import type { PayrollRates, Payslip } from '../../../src/api/schemas/payroll-runs.ts';
import { daysInMonth } from '../../../src/api/schemas/calendar.ts';
import { firstDayOf, lastDayOf } from './calendar.ts';
import type { ContractRow } from './store.ts';
import { maskIban } from '../../payments/masked-iban.ts';

/**
 * Payslips computed from a contract, its applied tax facts and the year's rates: pure, in integer cents.
 *
 * THE ROUNDING RULE (the only one): every amount that is not a whole number of cents — a percentage of
 * cents, a share of a month, hours × rate — is rounded once to the nearest cent, halves up
 * (`roundHalfUp`). Each amount is rounded on its own and sums are taken of rounded amounts: the
 * withholding of a payslip that crosses the ceiling is the rounded base part plus the rounded additional
 * part; net = gross − withholding − employee pension − employee unemployment; the run's totals are sums of
 * its payslips.
 *
 * Earnings (docs/decisions/0032):
 * - monthly contract: the monthly salary for a month the employment covers entirely; for a month it
 *   covers in part, salary × employed calendar days ÷ days of the month.
 * - hourly contract: the sandbox keeps no hours per employee, so the hours of a month are the
 *   contract's weekly hours × the employed weekdays (Monday–Friday) of the month ÷ 5, in hundredths of an
 *   hour (rounded by the rule), × the hourly rate.
 *
 * Withholding: the base rate (never below the employee's requested minimum) on income up to the card's
 * income ceiling — counted as income since the card took effect, this run included — and the additional
 * rate (never below the base) on the part above it; a run that crosses the ceiling is split within the
 * payslip. Without any tax card the year's no-card rate applies to all of it.
 */

/** `numerator / denominator` rounded to the nearest integer, halves up; both non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new Error(`roundHalfUp needs non-negative safe integers, got ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `basisPoints` of `cents`, by the rounding rule. */
export function percentOf(cents: number, basisPoints: number): number {
  return roundHalfUp(cents * basisPoints, 10_000);
}

/**
 * What a payslip is computed from: a contract as the payroll store keeps it, without its own ids, and with
 * its employment type as any string (a type the computation does not know earns nothing).
 */
export type PayslipContract = Omit<ContractRow, 'contract_id' | 'employee_id' | 'employment_type'> & { employment_type: string };

export interface PayslipInput {
  employee_id: string;
  contract_id: string;
  name: string;
  iban: string | null;
  contract: PayslipContract;
  /** Income since the card took effect, before this run (see `incomeBefore` in runs.ts). */
  income_before_cents: number;
}

type Line = Payslip['lines'][number];

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;

/** The employed days of the period as [first, last] `YYYY-MM-DD`, or null when the employment misses it. */
export function employedSpan(contract: Pick<PayslipContract, 'start_date' | 'end_date'>, period: string): [string, string] | null {
  const first = contract.start_date > firstDayOf(period) ? contract.start_date : firstDayOf(period);
  const last = contract.end_date !== null && contract.end_date < lastDayOf(period) ? contract.end_date : lastDayOf(period);
  return first <= last ? [first, last] : null;
}

/** Monday–Friday days from `first` to `last`, both included. */
export function weekdaysBetween(first: string, last: string): number {
  let count = 0;
  for (let day = dayNumber(first); day <= dayNumber(last); day += 1) {
    // day 0 (1970-01-01) was a Thursday
    const weekday = (day + 4) % 7; // 0 = Sunday
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** `2026-11` → `11/2026`, as a Finnish payslip writes the month. */
const monthOf = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

/**
 * The earnings lines of a contract in one period (none when the employment misses the period), described in
 * the company's language — Finnish, as the service keeps no language per company.
 */
export function earningsOf(contract: PayslipContract, period: string): Line[] {
  const span = employedSpan(contract, period);
  if (!span) return [];
  const [first, last] = span;
  if (contract.employment_type === 'monthly' && contract.monthly_salary_cents !== null) {
    const salary = contract.monthly_salary_cents;
    const monthDays = daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
    const days = dayNumber(last) - dayNumber(first) + 1;
    if (days === monthDays) {
      return [{ kind: 'monthly_salary', description: `Kuukausipalkka ${monthOf(period)}`, quantity: 1, unit_cents: salary, amount_cents: salary }];
    }
    return [
      {
        kind: 'monthly_salary',
        description: `Kuukausipalkka ${monthOf(period)}, työssä ${days}/${monthDays} päivää`,
        quantity: Math.round((days / monthDays) * 10_000) / 10_000,
        unit_cents: salary,
        amount_cents: roundHalfUp(salary * days, monthDays),
      },
    ];
  }
  if (contract.employment_type === 'hourly' && contract.hourly_rate_cents !== null) {
    const weeklyHundredths = Math.round((contract.weekly_hours ?? 0) * 100);
    const weekdays = weekdaysBetween(first, last);
    const hundredths = roundHalfUp(weeklyHundredths * weekdays, 5);
    return [
      {
        kind: 'hourly_wage',
        description: `Tunnit ${monthOf(period)}: ${String(weeklyHundredths / 100).replace('.', ',')} h viikossa × ${weekdays} arkipäivää ÷ 5`,
        quantity: hundredths / 100,
        unit_cents: contract.hourly_rate_cents,
        amount_cents: roundHalfUp(contract.hourly_rate_cents * hundredths, 100),
      },
    ];
  }
  return [];
}

export const grossOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.amount_cents, 0);

/** The tax facts a payslip withholds by: the contract's, the requested minimum applied; null without a card. */
export function appliedTaxFacts(contract: PayslipContract): { base: number; additional: number; ceiling: number | null } | null {
  if (contract.withholding_basis_points === null) return null;
  const base = Math.max(contract.withholding_basis_points, contract.employee_requested_minimum_basis_points ?? 0);
  const additional = Math.max(contract.tax_card_additional_basis_points ?? base, base);
  return { base, additional, ceiling: contract.tax_card_income_ceiling_cents };
}

export function withholdingOf(gross: number, contract: PayslipContract, incomeBefore: number, rates: PayrollRates): Payslip['withholding'] {
  const facts = appliedTaxFacts(contract);
  if (!facts) {
    const rate = rates.no_tax_card_withholding_basis_points;
    return {
      base_basis_points: rate,
      additional_basis_points: rate,
      income_ceiling_cents: null,
      income_before_cents: incomeBefore,
      amount_cents: percentOf(gross, rate),
      base_part_cents: gross,
      additional_part_cents: 0,
    };
  }
  const room = facts.ceiling === null ? gross : Math.max(0, facts.ceiling - incomeBefore);
  const basePart = Math.min(gross, room);
  const additionalPart = gross - basePart;
  return {
    base_basis_points: facts.base,
    additional_basis_points: facts.additional,
    income_ceiling_cents: facts.ceiling,
    income_before_cents: incomeBefore,
    amount_cents: percentOf(basePart, facts.base) + percentOf(additionalPart, facts.additional),
    base_part_cents: basePart,
    additional_part_cents: additionalPart,
  };
}

export interface ComputedRun {
  payslips: Payslip[];
  totals: {
    gross_cents: number;
    withholding_cents: number;
    employee_pension_cents: number;
    employee_unemployment_cents: number;
    net_cents: number;
    employer_pension_cents: number;
    employer_health_insurance_cents: number;
    employer_unemployment_cents: number;
    employer_cost_cents: number;
  };
}

/**
 * The payslips of a run, in the order given, and their totals. The employer's unemployment contribution
 * is at the lower rate on the part of the company's payroll of the year up to the limit
 * (`companyPayrollBeforeCents` counts the year's earlier runs, then each payslip in turn) and at the
 * higher rate above it.
 */
export function computeRun(period: string, inputs: readonly PayslipInput[], rates: PayrollRates, companyPayrollBeforeCents = 0): ComputedRun {
  let payrollSoFar = companyPayrollBeforeCents;
  const payslips: Payslip[] = [];
  for (const input of inputs) {
    const lines = earningsOf(input.contract, period);
    if (lines.length === 0) continue;
    const gross = grossOf(lines);
    const withholding = withholdingOf(gross, input.contract, input.income_before_cents, rates);
    const pensionRate = input.contract.pension_basis_points ?? rates.employee_pension_basis_points;
    const employeePension = percentOf(gross, pensionRate);
    const employeeUnemployment = percentOf(gross, rates.employee_unemployment_basis_points);
    const lowerPart = Math.min(gross, Math.max(0, rates.employer_unemployment_payroll_limit_cents - payrollSoFar));
    payrollSoFar += gross;
    payslips.push({
      employee_id: input.employee_id,
      contract_id: input.contract_id,
      name: input.name,
      lines,
      gross_cents: gross,
      withholding,
      employee_pension_cents: employeePension,
      employee_unemployment_cents: employeeUnemployment,
      net_cents: gross - withholding.amount_cents - employeePension - employeeUnemployment,
      iban_masked: maskIban(input.iban),
      employee_pension_basis_points: pensionRate,
      employer_pension_cents: percentOf(gross, rates.employer_pension_basis_points),
      employer_health_insurance_cents: percentOf(gross, rates.employer_health_insurance_basis_points),
      employer_unemployment_cents:
        percentOf(lowerPart, rates.employer_unemployment_basis_points) +
        percentOf(gross - lowerPart, rates.employer_unemployment_above_limit_basis_points),
    });
  }
  const sum = (pick: (payslip: Payslip) => number) => payslips.reduce((total, payslip) => total + pick(payslip), 0);
  const gross = sum((p) => p.gross_cents);
  const employerPension = sum((p) => p.employer_pension_cents);
  const employerHealth = sum((p) => p.employer_health_insurance_cents);
  const employerUnemployment = sum((p) => p.employer_unemployment_cents);
  return {
    payslips,
    totals: {
      gross_cents: gross,
      withholding_cents: sum((p) => p.withholding.amount_cents),
      employee_pension_cents: sum((p) => p.employee_pension_cents),
      employee_unemployment_cents: sum((p) => p.employee_unemployment_cents),
      net_cents: sum((p) => p.net_cents),
      employer_pension_cents: employerPension,
      employer_health_insurance_cents: employerHealth,
      employer_unemployment_cents: employerUnemployment,
      employer_cost_cents: gross + employerPension + employerHealth + employerUnemployment,
    },
  };
}
