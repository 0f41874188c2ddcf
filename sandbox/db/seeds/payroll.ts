import type { Transaction } from '@electric-sql/pglite';
import { lastDayOf, periodOf, shiftPeriod } from '../../api/payroll/calendar.ts';
import { SEEDED_CARDS, taxYearStart } from '../../providers/tax-authority.ts';
import type { SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { AURORA, BIRCH, PAYROLL_SEED_EMPLOYEES, type SeedEmployee } from './payroll-employees.ts';

/**
 * Payroll's part of the seed. Employees and identity codes are fixed; the draft runs are of the seeding
 * day's month and the next (the e2e web server reseeds at every run, so "current" always means the month
 * the journeys run in). Their ids carry the period, e.g. `run_aurora_2026-11_monthly`. Contracts' start
 * dates are events moved by days, and Timo Virta's end the end of the year before the seeding day's
 * (docs/decisions/0001-seed-lives-in-the-present.md); the tax cards apply from the seeding day's tax year.
 *
 * Aurora Oy:
 * - Aino Laakso, monthly, has a fetched card (the authority's rates applied as they are).
 * - Mikko Salmi, monthly, has no fetched card: the paper card entered by hand differs from the
 *   authority's, so a fetch for a payday this month changes his rates and voids this month's
 *   monthly draft run.
 * - Liisa Heikkinen, hourly, has a fetched card and asked for at least 30 % base withholding, above
 *   the authority's 12,5 %: 30 % is applied.
 * - Juha Rantanen, hourly, temporary identity code 951: the authority is unreachable for him (503).
 * - Sofia Lind, hourly, temporary identity code 905: the authority has no card for her (422).
 * - Timo Virta, monthly, left at the end of last year (authored 2025): in the workspaces of his employment only.
 * Birch Tmi: Kalle Koivu, monthly, paper card only; draft runs this month and next.
 */

/** The draft runs of a period: which contracts each holds. */
function runsOf(period: string): { customer_id: string; id: string; contracts: string[]; voided?: string }[] {
  return [
    {
      customer_id: AURORA,
      id: `run_aurora_${period}_monthly`,
      contracts: ['ctr_aurora_aino', 'ctr_aurora_mikko'],
    },
    {
      customer_id: AURORA,
      id: `run_aurora_${period}_hourly`,
      contracts: ['ctr_aurora_liisa', 'ctr_aurora_juha', 'ctr_aurora_sofia'],
    },
    { customer_id: BIRCH, id: `run_birch_${period}`, contracts: ['ctr_birch_kalle'] },
  ];
}

/**
 * A seeded contract's dates on the clock's day: the start an event, moved by days; an end on a year's last day
 * (Timo Virta's) stays the last day of its year, moved by years, so he left at the end of last year.
 */
export function seededContractDates(contract: SeedEmployee['contract'], clock: SeedClock): { start_date: string; end_date: string | null } {
  const end = contract.end_date;
  const endsAYear = end !== null && end.endsWith('-12-31');
  return {
    start_date: clock.date(contract.start_date),
    end_date: end === null ? null : endsAYear ? `${clock.period(end.slice(0, 4))}-12-31` : clock.date(end),
  };
}

export const seedPayroll: SeedStep = async (tx: Transaction, clock) => {
  const today = clock.today;
  const current = periodOf(today);
  const next = shiftPeriod(current, 1);
  const taxYear = taxYearStart(today);

  for (const employee of PAYROLL_SEED_EMPLOYEES) {
    const { contract } = employee;
    const dates = seededContractDates(contract, clock);
    await tx.query(
      `insert into payroll_employees (customer_id, employee_id, employee_key, name, tax_identifier, iban, bic)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [employee.customer_id, employee.employee_id, employee.employee_key, employee.name, employee.tax_identifier, employee.iban, employee.bic],
    );
    const authority = employee.fetchedCard ? SEEDED_CARDS[employee.tax_identifier] : undefined;
    if (employee.fetchedCard && !authority) throw new Error(`seed: no authority card for ${employee.name}`);
    const requested = contract.employee_requested_minimum_basis_points ?? 0;
    const appliedBase = authority ? Math.max(authority.base_basis_points, requested) : null;
    const appliedAdditional = authority && appliedBase !== null ? Math.max(authority.additional_basis_points, appliedBase) : null;
    const tax = authority
      ? { base: appliedBase, additional: appliedAdditional, ceiling: authority.annual_income_ceiling_cents, from: taxYear }
      : contract.paperCard
        ? { base: contract.paperCard.base, additional: contract.paperCard.additional, ceiling: contract.paperCard.ceilingCents, from: taxYear }
        : { base: null, additional: null, ceiling: null, from: null };
    await tx.query(
      `insert into payroll_contracts (customer_id, contract_id, employee_id, start_date, end_date, employment_type,
         monthly_salary_cents, hourly_rate_cents, weekly_hours, withholding_basis_points, pension_basis_points,
         tax_card_additional_basis_points, tax_card_income_ceiling_cents, tax_card_effective_from,
         employee_requested_minimum_basis_points)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        employee.customer_id,
        contract.contract_id,
        employee.employee_id,
        dates.start_date,
        dates.end_date,
        contract.employment_type,
        contract.monthly_salary_cents,
        contract.hourly_rate_cents,
        contract.weekly_hours,
        tax.base,
        contract.pension_basis_points,
        tax.additional,
        tax.ceiling,
        tax.from,
        contract.employee_requested_minimum_basis_points,
      ],
    );
    if (authority && appliedBase !== null && appliedAdditional !== null) {
      await tx.query(
        `insert into payroll_tax_cards (customer_id, fetch_id, employee_id, contract_id, payment_date, outcome, changed,
           includes_stock_options_and_grants, nonresident_progressive_tax_claim, voided_draft_run_ids, environment,
           authority_base_basis_points, authority_additional_basis_points, annual_income_ceiling_cents, valid_from,
           employee_requested_minimum_basis_points, applied_base_basis_points, applied_additional_basis_points, note)
         values ($1, $2, $3, $4, $5, 'applied', true, $6, $7, '{}', 'test', $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          employee.customer_id,
          `tcf_seed_${employee.employee_id}`,
          employee.employee_id,
          contract.contract_id,
          `${current}-01`,
          authority.includes_stock_options_and_grants,
          authority.nonresident_progressive_tax_claim,
          authority.base_basis_points,
          authority.additional_basis_points,
          authority.annual_income_ceiling_cents,
          taxYear,
          requested,
          appliedBase,
          appliedAdditional,
          requested > authority.base_basis_points
            ? 'The employee’s requested minimum base rate is above the authority’s base rate and is applied instead.'
            : 'Applied as issued by the tax authority.',
        ],
      );
    }
  }

  for (const period of [current, next]) {
    for (const run of runsOf(period)) {
      await tx.query(`insert into payroll_draft_runs (customer_id, id, period, payment_date, status) values ($1, $2, $3, $4, 'draft')`, [
        run.customer_id,
        run.id,
        period,
        lastDayOf(period),
      ]);
      for (const contractId of run.contracts) {
        await tx.query('insert into payroll_draft_run_contracts (customer_id, run_id, contract_id) values ($1, $2, $3)', [
          run.customer_id,
          run.id,
          contractId,
        ]);
      }
    }
  }

  // An earlier monthly draft of this month, voided when Mikko's salary changed and replaced by this month's
  // monthly draft: the workspace shows both states, and the voided run leads to its replacement. Voided the
  // afternoon before the seeding day (an event: never after the seeding moment).
  const superseded = `run_aurora_${current}_monthly_superseded`;
  await tx.query(
    `insert into payroll_draft_runs (customer_id, id, period, payment_date, status, voided_at, void_reason, replaced_by)
     values ($1, $2, $3, $4, 'voided', $6, 'Mikko Salmi: monthly salary changed', $5)`,
    [AURORA, superseded, current, lastDayOf(current), `run_aurora_${current}_monthly`, clock.instant('2026-11-25T15:00:00+02:00')],
  );
  await tx.query('update payroll_draft_runs set replaces = $2 where customer_id = $1 and id = $3', [AURORA, superseded, `run_aurora_${current}_monthly`]);

  // The tables stamp their rows with now(): a seed written as of an earlier day than the clock's (a test's
  // SANDBOX_SEED_DAY) would hold rows made after its day. Made the afternoon before the seeding day instead,
  // or earlier where the story says so (docs/decisions/0001-seed-lives-in-the-present.md).
  const madeBy = clock.instant('2026-11-25T14:00:00+02:00');
  for (const [table, columns] of [
    ['payroll_employees', ['created_at', 'updated_at']],
    ['payroll_contracts', ['updated_at']],
    ['payroll_draft_runs', ['created_at']],
    ['payroll_tax_cards', ['fetched_at']],
  ] as const) {
    const set = columns.map((column) => `${column} = least(${column}, $1::timestamptz)`).join(', ');
    await tx.query(`update ${table} set ${set}`, [madeBy]);
  }
};
