import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { CHART } from '../../books/chart.ts';
import { postEntries } from '../../books/post-entry.ts';
import type { SeedStep } from '../seed-step.ts';
import { planMonthCosts, planOpening, planSettlements } from './ledger-monthly.ts';
import { FIRM, LedgerPlan, SEED_FIRST_MONTH, SEED_LAST_DAY, credit, debit } from './ledger-plan.ts';
import { PROFILES } from './ledger-profiles.ts';
import { planSales } from './ledger-sales.ts';
import { planApprovedPayrollRuns, planCardSettlements, planPostedBills } from './ledger-sources.ts';

/**
 * The books of every seeded company (issue 29): the chart of accounts and two years of entries from
 * December 2024 to this month, booked from the seeded bills, payroll runs and card settlements and from
 * the seed's own sales, costs and settlements (ledger-*.ts); the months closed up to September 2026,
 * October in progress, November open; and one correction booked into August after it was closed.
 */

/** The months closed in the seed: up to here, each closed on the 8th of the next month. */
export const LAST_CLOSED_MONTH = '2026-09';
export const IN_PROGRESS_MONTH = '2026-10';

/** The one entry booked into a closed month after its closing: the month list shows it as a change. */
export const CORRECTION = {
  customerId: 'cus_aurora',
  id: 'aurora-2026-08-correction',
  date: '2026-08-31',
  bookedAt: '2026-10-14T09:30:00Z',
  amountCents: 41300,
} as const;

const closedAtOf = (period: string) => `${shiftPeriod(period, 1)}-08T12:00:00Z`;

export const seedLedger: SeedStep = async (tx) => {
  const lastPeriod = SEED_LAST_DAY.slice(0, 7);
  const periods: string[] = [];
  for (let period = SEED_FIRST_MONTH; period <= lastPeriod; period = shiftPeriod(period, 1)) periods.push(period);

  for (const profile of PROFILES) {
    for (const account of CHART) {
      await tx.query('insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ($1, $2, $3, $4, $5)', [
        profile.customerId,
        account.code,
        account.name,
        account.kind,
        account.statement_line,
      ]);
    }

    const plan = new LedgerPlan(profile.customerId);
    planOpening(plan, profile);
    const payrollCovered = await planApprovedPayrollRuns(tx, plan);
    await planPostedBills(tx, plan);
    await planCardSettlements(tx, plan);
    const sequence = { year: '', next: 1 };
    for (const period of periods) {
      const invoiced = await planSales(tx, plan, profile, period, sequence);
      planMonthCosts(plan, profile, period, payrollCovered, invoiced);
    }
    planSettlements(plan, profile, periods);
    if (profile.customerId === CORRECTION.customerId) {
      plan.add({
        id: CORRECTION.id,
        date: CORRECTION.date,
        description: 'Korjaus: elokuun sähkö jaksotettu elokuulle (lasku saapui lokakuussa)',
        source: { kind: 'manual', id: null, label: 'Tilitoimiston korjausvienti' },
        booked_by: FIRM,
        booked_at: CORRECTION.bookedAt,
        lines: [
          debit('7100', CORRECTION.amountCents, 'Sähkö 8/2026, jaksotus', { counterparty: 'Helen Oy' }),
          credit('2950', CORRECTION.amountCents, 'Siirtovelka: sähkö 8/2026', { counterparty: 'Helen Oy' }),
        ],
      });
    }
    await postEntries(tx, plan.entries);

    for (const period of periods) {
      if (period <= LAST_CLOSED_MONTH) {
        await tx.query(`insert into books_months (customer_id, period, state, closed_at) values ($1, $2, 'closed', $3)`, [profile.customerId, period, closedAtOf(period)]);
      } else if (period === IN_PROGRESS_MONTH) {
        await tx.query(`insert into books_months (customer_id, period, state, closed_at) values ($1, $2, 'in_progress', null)`, [profile.customerId, period]);
      }
    }
  }
};
