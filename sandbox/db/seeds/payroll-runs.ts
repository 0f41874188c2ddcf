import type { Transaction } from '@electric-sql/pglite';
import { lastDayOf, periodOf, shiftPeriod } from '../../api/payroll/calendar.ts';
import { computeLive } from '../../api/payroll/run-store.ts';
import { approveRun } from '../../api/payroll/runs.ts';
import { type Person } from '../../api/auth/person.ts';
import { releaseBatch, sendToBank } from '../../api/payments/payments.ts';
import { batchIdOfRun } from '../../payments/batch-writes.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Payroll runs to payment, after `seedPayroll` (whose draft runs of this month and the next stay drafts:
 * the workspace, the overview and the payroll journeys count on them). The earlier months, relative to
 * the seeding day's month (paydays tied to a month: docs/decisions/0001-seed-lives-in-the-present.md), go through the same approval and release as a person's would — with the payslips the
 * service computes — at fixed times before their payday:
 *
 * - Aurora, two months ago, monthly (Aino Laakso, Mikko Salmi): approved by Pekka Korhonen, released by
 *   Anna Virtanen, delivered by the bank: the run is `paid`.
 * - Aurora, last month, monthly: approved by Pekka Korhonen; its batch awaits release (the bank takes it).
 * - Aurora, last month, hourly (Liisa Heikkinen, Juha Rantanen, Sofia Lind): approved and released; the
 *   bank refused it (`account_refused`: no account on file for Sofia Lind), so nothing was paid.
 * - Birch, two months ago (Kalle Koivu): approved and released by Anna Virtanen before the service held
 *   back batches it could not pay (docs/decisions/0009); it failed at once, as Birch has no bank connection
 *   (`no_bank_connection`), and nothing was paid: Birch's refused wages.
 * - Birch, last month (Kalle Koivu): still a draft. Approved, its batch cannot be released: Birch has no
 *   bank connection (`release_blocked`).
 *
 * Run ids follow the seed's pattern: `run_aurora_2026-10_monthly`; each batch is named after its run:
 * `pay_aurora_2026-10_monthly`.
 */

const APPROVER: Person = { name: 'Pekka Korhonen', email: 'approver@aurora.example' };
const ADMIN: Person = { name: 'Anna Virtanen', email: 'admin@aurora.example' };

/** 08:00 UTC `days` before the date. */
function before(isoDate: string, days: number): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days, 8, 0, 0));
}

interface SeedRun {
  customer_id: string;
  id: string;
  period: string;
  contracts: string[];
  /** absent: the run stays a draft */
  approvedBy?: Person;
  releasedBy?: Person;
  /** sent to the bank unchecked: a release of the time before the service held back what it could not pay */
  sentUnchecked?: boolean;
}

export const seedPayrollRuns: SeedStep = async (tx: Transaction, clock) => {
  const current = periodOf(clock.today);
  const previous = shiftPeriod(current, -1);
  const twoAgo = shiftPeriod(current, -2);
  // In order of period: a run's income before counts the runs approved before it.
  const runs: SeedRun[] = [
    { customer_id: 'cus_aurora', id: `run_aurora_${twoAgo}_monthly`, period: twoAgo, contracts: ['ctr_aurora_aino', 'ctr_aurora_mikko'], approvedBy: APPROVER, releasedBy: ADMIN },
    { customer_id: 'cus_aurora', id: `run_aurora_${previous}_monthly`, period: previous, contracts: ['ctr_aurora_aino', 'ctr_aurora_mikko'], approvedBy: APPROVER },
    {
      customer_id: 'cus_aurora',
      id: `run_aurora_${previous}_hourly`,
      period: previous,
      contracts: ['ctr_aurora_liisa', 'ctr_aurora_juha', 'ctr_aurora_sofia'],
      approvedBy: APPROVER,
      releasedBy: ADMIN,
    },
    { customer_id: 'cus_birch', id: `run_birch_${twoAgo}`, period: twoAgo, contracts: ['ctr_birch_kalle'], approvedBy: ADMIN, releasedBy: ADMIN, sentUnchecked: true },
    { customer_id: 'cus_birch', id: `run_birch_${previous}`, period: previous, contracts: ['ctr_birch_kalle'] },
  ];

  for (const run of runs) {
    const paymentDate = lastDayOf(run.period);
    await tx.query(`insert into payroll_draft_runs (customer_id, id, period, payment_date, status, created_at) values ($1, $2, $3, $4, 'draft', $5)`, [
      run.customer_id,
      run.id,
      run.period,
      paymentDate,
      before(paymentDate, 10),
    ]);
    for (const contractId of run.contracts) {
      await tx.query('insert into payroll_draft_run_contracts (customer_id, run_id, contract_id) values ($1, $2, $3)', [run.customer_id, run.id, contractId]);
    }
    if (!run.approvedBy) continue;
    const { digest } = await computeLive(tx, run.customer_id, { id: run.id, period: run.period, payment_date: paymentDate });
    await approveRun(tx, run.customer_id, run.id, digest, run.approvedBy, before(paymentDate, 5));
    if (run.releasedBy) {
      const batchId = batchIdOfRun(run.id);
      const total = (await tx.query<{ total_cents: number }>('select total_cents from payment_batches where customer_id = $1 and id = $2', [run.customer_id, batchId]))
        .rows[0]?.total_cents;
      if (total === undefined) throw new Error(`seed: no batch for ${run.id}`);
      if (run.sentUnchecked) await sendToBank(tx, run.customer_id, { id: batchId }, run.releasedBy, before(paymentDate, 3));
      else await releaseBatch(tx, run.customer_id, batchId, total, run.releasedBy, before(paymentDate, 3));
    }
  }
};
