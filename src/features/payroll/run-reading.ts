import { readableItems, type Read } from '../../api/reading.ts';
import { compareDates } from '../../api/schemas/calendar.ts';
import { PAYROLL_RUN_KINDS, type Payslip, type PayrollRun } from '../../api/schemas/payroll-runs.ts';

/**
 * Payroll runs as the portal explains them (docs/decisions/0018): pure
 * functions, so that what a page says about a run is decided here and tested without a page.
 */

export type ReadRun = Read<PayrollRun>;
export type ReadPayslip = Read<Payslip>;
export type KnownRunKind = (typeof PAYROLL_RUN_KINDS)[number];

/** The kind when the portal knows it (`monthly`, `hourly`), else null (shown as it came). */
export function knownRunKind(kind: string): KnownRunKind | null {
  return PAYROLL_RUN_KINDS.find((known) => known === kind) ?? null;
}

/**
 * How a run is named (docs/decisions/0021): by its kind and period ("Kuukausipalkat 11/2026") once the run is
 * read; by its payday while it is being read or when it cannot be ("Palkka-ajo, maksupäivä 30.11.2026").
 * A voided run says it was replaced.
 */
export type RunName =
  | { by: 'kind'; kind: KnownRunKind; period: string; voided: boolean }
  | { by: 'unknownKind'; kind: string; period: string; voided: boolean }
  | { by: 'payday'; paymentDate: string | null; voided: boolean };

export function runNameOf(
  listed: { status?: string; payment_date?: string } | null,
  run: Pick<ReadRun, 'kind' | 'period' | 'status'> | null | undefined,
): RunName {
  const voided = (run?.status ?? listed?.status) === 'voided';
  if (run) {
    const kind = knownRunKind(run.kind);
    return kind === null ? { by: 'unknownKind', kind: run.kind, period: run.period, voided } : { by: 'kind', kind, period: run.period, voided };
  }
  return { by: 'payday', paymentDate: listed?.payment_date ?? null, voided };
}

/** The readable payslips of a run: how many employees it pays. */
export function employeeCount(run: Pick<ReadRun, 'payslips'>): number {
  return run.payslips.length;
}

/**
 * How withholding was computed, in the terms the page explains it in:
 * - `noCard`: no tax card, the no-card rate on all of the pay;
 * - `under`: all of the pay at the base rate, the ceiling not reached;
 * - `crossed`: the ceiling is crossed within this run: a part at the base rate, the rest at the additional rate;
 * - `above`: the ceiling was already passed before this run: all of the pay at the additional rate.
 */
export type WithholdingSplit =
  | { kind: 'noCard'; rate: number; amount: number }
  | { kind: 'under'; rate: number; amount: number }
  | { kind: 'crossed'; basePart: number; baseRate: number; additionalPart: number; additionalRate: number; amount: number }
  | { kind: 'above'; rate: number; amount: number };

export function withholdingSplit(withholding: ReadPayslip['withholding']): WithholdingSplit {
  const { base_basis_points: baseRate, additional_basis_points: additionalRate, amount_cents: amount } = withholding;
  if (withholding.income_ceiling_cents === null) return { kind: 'noCard', rate: baseRate, amount };
  if (withholding.additional_part_cents === 0) return { kind: 'under', rate: baseRate, amount };
  if (withholding.base_part_cents === 0) return { kind: 'above', rate: additionalRate, amount };
  return {
    kind: 'crossed',
    basePart: withholding.base_part_cents,
    baseRate,
    additionalPart: withholding.additional_part_cents,
    additionalRate,
    amount,
  };
}

/**
 * An employee's income since the card took effect against the card's annual income ceiling, as a gauge:
 * before this run, after it, and how much of the ceiling is left (or how far it is passed). Null without a
 * card (no ceiling). The meter's value is capped at the ceiling; the text says the whole truth.
 */
export interface IncomeGauge {
  ceiling: number;
  before: number;
  after: number;
  /** the meter's value: `after`, at most the ceiling */
  value: number;
  /** from this much on the meter shows as nearly full */
  high: number;
  /** what is left until the ceiling (0 when passed) */
  left: number;
  /** how far above the ceiling (0 when not passed) */
  over: number;
  /** whole percent of the ceiling used, for the text */
  percent: number;
}

export function incomeGauge(payslip: Pick<ReadPayslip, 'gross_cents' | 'withholding'>): IncomeGauge | null {
  const ceiling = payslip.withholding.income_ceiling_cents;
  if (ceiling === null) return null;
  const before = payslip.withholding.income_before_cents;
  const after = before + payslip.gross_cents;
  return {
    ceiling,
    before,
    after,
    value: Math.min(after, ceiling),
    high: Math.round(ceiling * 0.9),
    left: Math.max(ceiling - after, 0),
    over: Math.max(after - ceiling, 0),
    percent: ceiling === 0 ? 100 : Math.floor((after * 100) / ceiling),
  };
}

/** A run as listed in a workspace, once read: enough to choose the previous month's run of a kind. */
export interface ListedRun {
  id: string;
  status: string;
  kind: string;
  payment_date: string;
}

const STATUS_RANK: Record<string, number> = { paid: 3, approved: 2, draft: 1 };

/**
 * The run of the previous month to compare with: of the same kind, never a voided one (it was replaced) nor a
 * returned one (the accounting firm makes it again);
 * a paid or approved run before a draft, and of two alike the later payday. Null when there is none.
 */
export function previousRunOf(runs: readonly ListedRun[], kind: string): ListedRun | null {
  const candidates = runs.filter((run) => run.kind === kind && !LEAVE_THE_MONTH.includes(run.status));
  const rank = (run: ListedRun) => STATUS_RANK[run.status] ?? 0;
  const sorted = [...candidates].sort((a, b) => rank(b) - rank(a) || compareDates(b.payment_date, a.payment_date));
  return sorted[0] ?? null;
}

/** One employee's pay now and in the previous month's run. */
export type PayChange =
  | { kind: 'changed' | 'same'; employeeId: string; name: string; gross: number; net: number; previousGross: number; previousNet: number }
  | { kind: 'new'; employeeId: string; name: string; gross: number; net: number }
  | { kind: 'gone'; employeeId: string; name: string; previousGross: number; previousNet: number };

/**
 * What changed since the previous month's run, employee by employee (by employee id): gross and net now and
 * then; someone paid now but not then is `new`, someone paid then but not now `gone`. Unreadable payslips
 * are left out of both sides (the page says them apart).
 */
export function compareWithPrevious(current: Pick<ReadRun, 'payslips'>, previous: Pick<ReadRun, 'payslips'>): PayChange[] {
  const now = readableItems(current.payslips);
  const then = readableItems(previous.payslips);
  const thenById = new Map(then.map((payslip) => [payslip.employee_id, payslip]));
  const nowIds = new Set(now.map((payslip) => payslip.employee_id));
  const changes: PayChange[] = now.map((payslip) => {
    const earlier = thenById.get(payslip.employee_id);
    const base = { employeeId: payslip.employee_id, name: payslip.name, gross: payslip.gross_cents, net: payslip.net_cents };
    if (!earlier) return { kind: 'new', ...base };
    const same = earlier.gross_cents === payslip.gross_cents && earlier.net_cents === payslip.net_cents;
    return { kind: same ? 'same' : 'changed', ...base, previousGross: earlier.gross_cents, previousNet: earlier.net_cents };
  });
  for (const earlier of then) {
    if (!nowIds.has(earlier.employee_id)) {
      changes.push({ kind: 'gone', employeeId: earlier.employee_id, name: earlier.name, previousGross: earlier.gross_cents, previousNet: earlier.net_cents });
    }
  }
  return changes;
}

/** Whether a run can be approved by its status: only a draft. */
export function isDraft(run: Pick<ReadRun, 'status'>): boolean {
  return run.status === 'draft';
}

/** Whether a run was returned to the accounting firm: then it can be neither approved nor returned. */
export function isReturned(run: Pick<ReadRun, 'status'>): boolean {
  return run.status === 'returned';
}

/**
 * The states of a run that leave its month without a run of its kind: a voided run (replaced) and a returned
 * one (back with the accounting firm). Any other — a draft, approved, paid, or a state the portal does not
 * know — holds the month, as the service's own rule counts it (409 `run_exists`).
 */
const LEAVE_THE_MONTH: readonly string[] = ['voided', 'returned'];

/**
 * The kinds whose draft run the person can make for the period: those some employee of the period is paid
 * by, with no run of the kind that holds the month. Null while a listed run's kind is not known yet: it may
 * be of either kind, and offering to make it could only be refused.
 */
export function kindsToCreate(
  employmentTypes: readonly (string | null | undefined)[],
  runs: readonly { status: string; kind: string | undefined }[],
): KnownRunKind[] | null {
  const holding = runs.filter((run) => !LEAVE_THE_MONTH.includes(run.status));
  if (holding.some((run) => run.kind === undefined)) return null;
  return PAYROLL_RUN_KINDS.filter((kind) => employmentTypes.includes(kind) && !holding.some((run) => run.kind === kind));
}
