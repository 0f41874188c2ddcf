import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { CHART } from '../../books/chart.ts';
import { postEntries } from '../../books/post-entry.ts';
import { finnishMonth, finnishMonthName, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { planMonthCosts, planOpening, planSettlements } from './ledger-monthly.ts';
import { FIRM, LedgerPlan, credit, debit, ledgerRangeOf } from './ledger-plan.ts';
import { PROFILES } from './ledger-profiles.ts';
import { planSales } from './ledger-sales.ts';
import { planApprovedPayrollRuns, planCardSettlements, planPostedBills } from './ledger-sources.ts';

/**
 * The books of every seeded company (docs/decisions/0014): the chart of accounts and two years of entries up to the day
 * before the seeding day (ledger-plan.ts, `ledgerRangeOf`), booked from the seeded bills, payroll runs and card
 * settlements and from the seed's own sales, costs and settlements (ledger-*.ts); the months closed up to the
 * one before last, last month in progress, this month open; and one correction booked into a closed month
 * after it was closed. As authored (docs/decisions/0001-seed-lives-in-the-present.md): closed up to September
 * 2026, October in progress, November open, the correction August's; all of it moves by whole months.
 */

/** The months' states: closed up to `lastClosed` (each on the 8th of the next month), `inProgress` being booked, the rest open. */
export function monthStatesOf(clock: SeedClock): { lastClosed: string; inProgress: string } {
  return { lastClosed: clock.period('2026-09'), inProgress: clock.period('2026-10') };
}

/** When a closed month was closed: the 8th of the next month, at noon. */
export const closedAtOf = (period: string) => `${shiftPeriod(period, 1)}-08T12:00:00Z`;

/** The one entry booked into a closed month after its closing: the month list shows it as a change. */
export interface Correction {
  customerId: string;
  id: string;
  /** the corrected month's last day (31 Aug 2026 as authored) */
  date: string;
  /** in the month being booked, on its 14th: after the corrected month was closed (the 8th of the month before), before today */
  bookedAt: string;
  amountCents: number;
}

export function correctionOf(clock: SeedClock): Correction {
  return {
    customerId: 'cus_aurora',
    id: 'aurora-2026-08-correction',
    date: clock.monthDate('2026-08-31'),
    bookedAt: `${clock.period('2026-10')}-14T09:30:00Z`,
    amountCents: 41300,
  };
}

export const seedLedger: SeedStep = async (tx, clock) => {
  const range = ledgerRangeOf(clock);
  const { lastClosed, inProgress } = monthStatesOf(clock);
  const correction = correctionOf(clock);

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

    const plan = new LedgerPlan(profile.customerId, range);
    planOpening(plan, profile);
    const payrollCovered = await planApprovedPayrollRuns(tx, plan);
    await planPostedBills(tx, plan);
    await planCardSettlements(tx, plan);
    const sequence = { year: '', next: 1 };
    for (const period of range.periods) {
      const invoiced = await planSales(tx, plan, profile, period, sequence);
      planMonthCosts(plan, profile, period, payrollCovered, invoiced);
    }
    planSettlements(plan, profile, range.periods);
    if (profile.customerId === correction.customerId) {
      const corrected = correction.date.slice(0, 7);
      const arrived = correction.bookedAt.slice(0, 7);
      // "Korjaus: elokuun sähkö jaksotettu elokuulle (lasku saapui lokakuussa)" as authored
      plan.add({
        id: correction.id,
        date: correction.date,
        description: `Korjaus: ${finnishMonthName(corrected)}n sähkö jaksotettu ${finnishMonthName(corrected)}lle (lasku saapui ${finnishMonthName(arrived)}ssa)`,
        source: { kind: 'manual', id: null, label: 'Tilitoimiston korjausvienti' },
        booked_by: FIRM,
        booked_at: correction.bookedAt,
        lines: [
          debit('7100', correction.amountCents, `Sähkö ${finnishMonth(corrected)}, jaksotus`, { counterparty: 'Helen Oy' }),
          credit('2950', correction.amountCents, `Siirtovelka: sähkö ${finnishMonth(corrected)}`, { counterparty: 'Helen Oy' }),
        ],
      });
    }
    await postEntries(tx, plan.entries);

    for (const period of range.periods) {
      if (period <= lastClosed) {
        await tx.query(`insert into books_months (customer_id, period, state, closed_at) values ($1, $2, 'closed', $3)`, [profile.customerId, period, closedAtOf(period)]);
      } else if (period === inProgress) {
        await tx.query(`insert into books_months (customer_id, period, state, closed_at) values ($1, $2, 'in_progress', null)`, [profile.customerId, period]);
      }
    }
  }
};
