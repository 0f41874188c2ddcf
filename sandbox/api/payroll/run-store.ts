import { createHash } from 'node:crypto';
import type { PayrollRates, PayrollRun, Payslip } from '../../../src/api/schemas/payroll-runs.ts';
import { taxYearStart } from '../../providers/tax-authority.ts';
import { BATCH_STATUS_SQL } from '../../payments/batch-status.ts';
import { periodOf, shiftPeriod } from './calendar.ts';
import { computeRun, earningsOf, grossOf, type ComputedRun, type PayslipContract, type PayslipInput } from './payslips.ts';
import { ratesFor } from './rates.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * Payroll runs as the service answers them (docs/decisions/0018). A draft or voided run is
 * computed from what is in force when it is read: the contracts it holds, their applied tax facts, the
 * payee accounts, the income since each card took effect and the year's rates. Its digest is a SHA-256
 * over exactly those inputs, so any change to them — a contract, a tax card, an account — gives another
 * digest. An approved run answers the snapshot frozen at its approval.
 */

export interface RunRow {
  id: string;
  period: string;
  payment_date: string;
  status: 'draft' | 'voided' | 'approved' | 'returned';
  /** `paid` when the run's payment batch was delivered */
  shown_status: string;
  approved_by_name: string | null;
  approved_by_email: string | null;
  approved_at: Date | null;
  approved_snapshot: RunSnapshot | null;
  payment_batch_id: string | null;
  replaces: string | null;
  replaced_by: string | null;
  returned_by_name: string | null;
  returned_by_email: string | null;
  returned_at: Date | null;
  return_comment: string | null;
}

export interface RunSnapshot {
  kind: 'monthly' | 'hourly';
  label: string;
  digest: string;
  rates: PayrollRates;
  totals: ComputedRun['totals'];
  payslips: Payslip[];
  /** the payee accounts as they were at approval, by contract: the payments go to these */
  accounts: Record<string, string | null>;
}

export async function findRun(db: Queryable, customerId: string, runId: string, lock = false): Promise<RunRow | null> {
  const row = (
    await db.query<RunRow>(
      `select r.id, r.period, r.payment_date::text as payment_date, r.status,
         case when r.status = 'approved' and (${BATCH_STATUS_SQL}) = 'delivered' then 'paid' else r.status end as shown_status,
         r.approved_by_name, r.approved_by_email, r.approved_at, r.approved_snapshot, r.payment_batch_id,
         r.replaces, r.replaced_by, r.returned_by_name, r.returned_by_email, r.returned_at, r.return_comment
       from payroll_draft_runs r
       left join payment_batches b on b.customer_id = r.customer_id and b.id = r.payment_batch_id
       where r.customer_id = $1 and r.id = $2
       ${lock ? 'for update of r' : ''}`,
      [customerId, runId],
    )
  ).rows[0];
  return row ?? null;
}

interface HeldContract extends PayslipContract {
  employee_id: string;
  contract_id: string;
  name: string;
  iban: string | null;
}

async function heldContracts(db: Queryable, customerId: string, runId: string): Promise<HeldContract[]> {
  return (
    await db.query<HeldContract>(
      `select e.employee_id, c.contract_id, e.name, e.iban, c.start_date::text as start_date, c.end_date::text as end_date,
         c.employment_type, c.monthly_salary_cents, c.hourly_rate_cents, c.weekly_hours::float8 as weekly_hours,
         c.withholding_basis_points, c.pension_basis_points, c.tax_card_additional_basis_points,
         c.tax_card_income_ceiling_cents, c.tax_card_effective_from::text as tax_card_effective_from,
         c.employee_requested_minimum_basis_points
       from payroll_draft_run_contracts rc
       join payroll_contracts c on c.customer_id = rc.customer_id and c.contract_id = rc.contract_id
       join payroll_employees e on e.customer_id = c.customer_id and e.employee_id = c.employee_id
       where rc.customer_id = $1 and rc.run_id = $2
       order by e.name, e.employee_id`,
      [customerId, runId],
    )
  ).rows;
}

/** The snapshots of the company's approved runs of the periods `from` ≤ period < `to`. */
async function approvedSnapshots(db: Queryable, customerId: string, from: string, to: string, exceptRunId: string) {
  return (
    await db.query<{ period: string; approved_snapshot: RunSnapshot }>(
      `select period, approved_snapshot from payroll_draft_runs
       where customer_id = $1 and status = 'approved' and period >= $2 and period < $3 and id <> $4`,
      [customerId, from, to, exceptRunId],
    )
  ).rows;
}

/**
 * Income since the card took effect, before this run's period (assumption): month by month from the card's
 * effective month (never before the tax year of the payday), the gross of the contract's payslips in runs
 * approved in the sandbox, and for a month without one, what the contract earns in it — the sandbox keeps
 * no payroll history from before its own runs, so such a month counts as paid by the contract.
 */
async function incomeBefore(db: Queryable, customerId: string, runId: string, contract: HeldContract, period: string, paymentDate: string) {
  const yearStart = taxYearStart(paymentDate);
  const from = contract.tax_card_effective_from !== null && contract.tax_card_effective_from > yearStart ? contract.tax_card_effective_from : yearStart;
  const snapshots = await approvedSnapshots(db, customerId, periodOf(from), period, runId);
  let income = 0;
  for (let month = periodOf(from); month < period; month = shiftPeriod(month, 1)) {
    const paid = snapshots
      .filter((snapshot) => snapshot.period === month)
      .flatMap((snapshot) => snapshot.approved_snapshot.payslips)
      .filter((payslip) => payslip.contract_id === contract.contract_id);
    income += paid.length > 0 ? paid.reduce((sum, payslip) => sum + payslip.gross_cents, 0) : grossOf(earningsOf(contract, month));
  }
  return income;
}

/** The company's payroll of the run's calendar year before its period: the gross of its approved runs. */
async function companyPayrollBefore(db: Queryable, customerId: string, runId: string, period: string) {
  const snapshots = await approvedSnapshots(db, customerId, `${period.slice(0, 4)}-01`, period, runId);
  return snapshots.reduce((sum, snapshot) => sum + snapshot.approved_snapshot.totals.gross_cents, 0);
}

export function kindOf(contracts: readonly { employment_type: string }[]): 'monthly' | 'hourly' {
  return contracts.length > 0 && contracts.every((contract) => contract.employment_type === 'hourly') ? 'hourly' : 'monthly';
}

/**
 * In the company's language, Finnish (the service keeps no language per company): the label is also the
 * payment message the payee reads on their bank statement. The portal names runs itself by kind and period.
 */
export function labelOf(kind: 'monthly' | 'hourly', period: string): string {
  const month = `${period.slice(5, 7)}/${period.slice(0, 4)}`;
  return kind === 'hourly' ? `Tuntipalkat ${month}` : `Kuukausipalkat ${month}`;
}

/** Stable JSON: object keys sorted, so that the digest depends on values only. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The run computed from what is in force now, with the digest of its inputs. */
export async function computeLive(db: Queryable, customerId: string, run: Pick<RunRow, 'id' | 'period' | 'payment_date'>): Promise<RunSnapshot> {
  const contracts = await heldContracts(db, customerId, run.id);
  const rates = ratesFor(run.period);
  const inputs: PayslipInput[] = [];
  for (const { employee_id, contract_id, name, iban, ...contract } of contracts) {
    inputs.push({
      employee_id,
      contract_id,
      name,
      iban,
      contract,
      income_before_cents: await incomeBefore(db, customerId, run.id, { employee_id, contract_id, name, iban, ...contract }, run.period, run.payment_date),
    });
  }
  const payrollBefore = await companyPayrollBefore(db, customerId, run.id, run.period);
  const computed = computeRun(run.period, inputs, rates, payrollBefore);
  const digest = createHash('sha256')
    .update(canonical({ run: { id: run.id, period: run.period, payment_date: run.payment_date }, inputs, company_payroll_before_cents: payrollBefore, rates }))
    .digest('hex');
  const kind = kindOf(contracts);
  return {
    kind,
    label: labelOf(kind, run.period),
    digest,
    rates,
    totals: computed.totals,
    payslips: computed.payslips,
    accounts: Object.fromEntries(contracts.map((contract) => [contract.contract_id, contract.iban])),
  };
}

/** The run as answered: the frozen snapshot of an approved run, else computed now. */
export async function runOf(db: Queryable, customerId: string, row: RunRow): Promise<PayrollRun> {
  const snapshot = row.status === 'approved' && row.approved_snapshot ? row.approved_snapshot : await computeLive(db, customerId, row);
  return {
    id: row.id,
    label: snapshot.label,
    period: row.period,
    kind: snapshot.kind,
    payment_date: row.payment_date,
    status: row.shown_status,
    digest: snapshot.digest,
    totals: snapshot.totals,
    payslips: snapshot.payslips,
    rates: snapshot.rates,
    approved:
      row.approved_at && row.approved_by_email !== null
        ? { name: row.approved_by_name ?? row.approved_by_email, email: row.approved_by_email, at: row.approved_at.toISOString() }
        : null,
    payment_batch_id: row.payment_batch_id,
    replaces: row.replaces,
    replaced_by: row.replaced_by,
    returned:
      row.returned_at && row.returned_by_email !== null && row.return_comment !== null
        ? { name: row.returned_by_name ?? row.returned_by_email, email: row.returned_by_email, at: row.returned_at.toISOString(), comment: row.return_comment }
        : null,
  };
}
