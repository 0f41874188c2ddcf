import { randomBytes } from 'node:crypto';
import type { EmploymentType, PayrollWorkspace, TaxCard } from '../../../src/api/schemas/payroll.ts';
import { BATCH_STATUS_SQL } from '../../payments/batch-status.ts';
import { firstDayOf, lastDayOf, overlapWithPeriod, type Span } from './calendar.ts';
import type { Queryable } from '../../db/database.ts';

export interface EmployeeRow {
  employee_id: string;
  employee_key: string | null;
  name: string;
  tax_identifier: string;
  iban: string | null;
  bic: string | null;
}

export interface ContractRow {
  contract_id: string;
  employee_id: string;
  start_date: string;
  end_date: string | null;
  employment_type: EmploymentType;
  monthly_salary_cents: number | null;
  hourly_rate_cents: number | null;
  weekly_hours: number | null;
  withholding_basis_points: number | null;
  pension_basis_points: number | null;
  tax_card_additional_basis_points: number | null;
  tax_card_income_ceiling_cents: number | null;
  tax_card_effective_from: string | null;
  employee_requested_minimum_basis_points: number | null;
}

// Dates as text and numerics as floats: a `date` read as a JS Date would pass through a timezone.
const EMPLOYEE_COLUMNS = 'e.employee_id, e.employee_key, e.name, e.tax_identifier, e.iban, e.bic';
const CONTRACT_COLUMNS = `c.contract_id, c.employee_id, c.start_date::text as start_date, c.end_date::text as end_date,
  c.employment_type, c.monthly_salary_cents, c.hourly_rate_cents, c.weekly_hours::float8 as weekly_hours,
  c.withholding_basis_points, c.pension_basis_points, c.tax_card_additional_basis_points,
  c.tax_card_income_ceiling_cents, c.tax_card_effective_from::text as tax_card_effective_from,
  c.employee_requested_minimum_basis_points`;

export type EmployeeWithContract = EmployeeRow & { contract: ContractRow };

function split(row: EmployeeRow & ContractRow): EmployeeWithContract {
  const { employee_id, employee_key, name, tax_identifier, iban, bic, ...contract } = row;
  return { employee_id, employee_key, name, tax_identifier, iban, bic, contract: { ...contract, employee_id } };
}

/** One employee of the company with their contract; `for update` because every caller goes on to change it. */
export async function findEmployee(
  db: Queryable,
  customerId: string,
  by: { employee_id: string } | { employee_key: string },
): Promise<EmployeeWithContract | null> {
  const [column, value] = 'employee_id' in by ? ['employee_id', by.employee_id] : ['employee_key', by.employee_key];
  const row = (
    await db.query<EmployeeRow & ContractRow>(
      `select ${EMPLOYEE_COLUMNS}, ${CONTRACT_COLUMNS}
       from payroll_employees e join payroll_contracts c using (customer_id, employee_id)
       where e.customer_id = $1 and e.${column} = $2
       for update`,
      [customerId, value],
    )
  ).rows[0];
  return row ? split(row) : null;
}

/** The identity code with its individual number and check character hidden: `131052-****`. */
export function maskTaxIdentifier(code: string): string {
  return `${code.slice(0, 7)}****`;
}

interface TaxCardRow {
  fetch_id: string;
  employee_id: string;
  contract_id: string;
  payment_date: string;
  outcome: string;
  changed: boolean;
  includes_stock_options_and_grants: boolean;
  nonresident_progressive_tax_claim: boolean;
  voided_draft_run_ids: string[];
  environment: string;
  authority_base_basis_points: number;
  authority_additional_basis_points: number;
  annual_income_ceiling_cents: number;
  valid_from: string;
  employee_requested_minimum_basis_points: number;
  applied_base_basis_points: number;
  applied_additional_basis_points: number;
  note: string;
}

export function taxCardOf(customerId: string, row: TaxCardRow): TaxCard {
  return { customer_id: customerId, ...row };
}

export async function taxCardByFetchId(db: Queryable, customerId: string, fetchId: string): Promise<TaxCard> {
  const row = (
    await db.query<TaxCardRow>(
      `select fetch_id, employee_id, contract_id, payment_date::text as payment_date, outcome, changed,
         includes_stock_options_and_grants, nonresident_progressive_tax_claim, voided_draft_run_ids, environment,
         authority_base_basis_points, authority_additional_basis_points, annual_income_ceiling_cents,
         valid_from::text as valid_from, employee_requested_minimum_basis_points, applied_base_basis_points,
         applied_additional_basis_points, note
       from payroll_tax_cards where customer_id = $1 and fetch_id = $2`,
      [customerId, fetchId],
    )
  ).rows[0];
  if (!row) throw new Error(`tax card ${fetchId} vanished inside its own transaction`);
  return taxCardOf(customerId, row);
}

/**
 * The payroll workspace of one period: the employees whose employment overlaps it, each with the tax
 * card in force in it (the newest card whose tax year — February to the next January — reaches the
 * period), and the draft runs of the period.
 */
export async function workspaceOf(db: Queryable, customerId: string, period: string): Promise<PayrollWorkspace> {
  const first = firstDayOf(period);
  const last = lastDayOf(period);
  const employees = (
    await db.query<EmployeeRow & ContractRow>(
      `select ${EMPLOYEE_COLUMNS}, ${CONTRACT_COLUMNS}
       from payroll_employees e join payroll_contracts c using (customer_id, employee_id)
       where e.customer_id = $1 and c.start_date <= $3::date and (c.end_date is null or c.end_date >= $2::date)
       order by e.name, e.employee_id`,
      [customerId, first, last],
    )
  ).rows.map(split);
  const cards = (
    await db.query<TaxCardRow>(
      `select distinct on (contract_id) fetch_id, employee_id, contract_id, payment_date::text as payment_date, outcome,
         changed, includes_stock_options_and_grants, nonresident_progressive_tax_claim, voided_draft_run_ids,
         environment, authority_base_basis_points, authority_additional_basis_points, annual_income_ceiling_cents,
         valid_from::text as valid_from, employee_requested_minimum_basis_points, applied_base_basis_points,
         applied_additional_basis_points, note
       from payroll_tax_cards
       where customer_id = $1 and valid_from <= $3::date
         and make_date(extract(year from valid_from)::int + 1, 1, 31) >= $2::date
       order by contract_id, valid_from desc, fetched_at desc, fetch_id desc`,
      [customerId, first, last],
    )
  ).rows;
  const cardOfContract = new Map(cards.map((card) => [card.contract_id, taxCardOf(customerId, card)]));
  const draftRuns = (
    await db.query<{ id: string; status: string; payment_date: string; kind: 'monthly' | 'hourly'; replaces: string | null; replaced_by: string | null }>(
      // an approved run whose payment batch was delivered shows as paid (docs/decisions/0018)
      `select r.id, case when r.status = 'approved' and (${BATCH_STATUS_SQL}) = 'delivered' then 'paid' else r.status end as status,
         r.payment_date::text as payment_date, ${RUN_KIND_SQL} as kind, r.replaces, r.replaced_by
       from payroll_draft_runs r
       left join payment_batches b on b.customer_id = r.customer_id and b.id = r.payment_batch_id
       where r.customer_id = $1 and r.period = $2 order by r.payment_date, r.status, r.id`,
      [customerId, period],
    )
  ).rows;
  return {
    period,
    employees: employees.map(({ contract, ...employee }) => {
      const card = cardOfContract.get(contract.contract_id);
      return {
        employee_id: employee.employee_id,
        employee_key: employee.employee_key,
        name: employee.name,
        contract_id: contract.contract_id,
        start_date: contract.start_date,
        end_date: contract.end_date,
        employment_type: contract.employment_type,
        monthly_salary_cents: contract.monthly_salary_cents,
        hourly_rate_cents: contract.hourly_rate_cents,
        ...(card ? { tax_card: card } : {}),
        tax_identifier_masked: maskTaxIdentifier(employee.tax_identifier),
        weekly_hours: contract.weekly_hours,
        withholding_basis_points: contract.withholding_basis_points,
        pension_basis_points: contract.pension_basis_points,
        tax_card_additional_basis_points: contract.tax_card_additional_basis_points,
        tax_card_income_ceiling_cents: contract.tax_card_income_ceiling_cents,
        tax_card_effective_from: contract.tax_card_effective_from,
        employee_requested_minimum_basis_points: contract.employee_requested_minimum_basis_points,
      };
    }),
    draft_runs: draftRuns,
  };
}

/** The runs still in draft that hold the contract, optionally of one period only. */
export async function draftRunsHolding(
  db: Queryable,
  customerId: string,
  contractId: string,
  period?: string,
): Promise<{ id: string; period: string }[]> {
  return (
    await db.query<{ id: string; period: string }>(
      `select r.id, r.period from payroll_draft_runs r
       join payroll_draft_run_contracts rc on rc.customer_id = r.customer_id and rc.run_id = r.id
       where r.customer_id = $1 and rc.contract_id = $2 and r.status = 'draft' and ($3::text is null or r.period = $3)
       order by r.period, r.payment_date, r.id
       for update of r`,
      [customerId, contractId, period ?? null],
    )
  ).rows;
}

/** A voided draft and the draft recomputed in its place. */
export interface Replacement {
  voided: string;
  replacement: string;
}

/**
 * Voids the given draft runs and recomputes each at once as a new draft of the same period and payday over
 * the same contracts — a run is computed when read, so the new draft shows the change — linked both ways
 * (`replaced_by` on the voided run, `replaces` on the new one). A voided run is kept, never edited or
 * deleted; the caller's transaction holds both, so a change never leaves a month without its draft.
 */
export async function voidDraftRuns(db: Queryable, customerId: string, runIds: readonly string[], reason: string): Promise<Replacement[]> {
  if (runIds.length === 0) return [];
  const voided = (
    await db.query<{ id: string; period: string; payment_date: string }>(
      `update payroll_draft_runs set status = 'voided', voided_at = now(), void_reason = $3
       where customer_id = $1 and id = any($2::text[]) and status = 'draft'
       returning id, period, payment_date::text as payment_date`,
      [customerId, runIds, reason],
    )
  ).rows;
  const replacements: Replacement[] = [];
  for (const run of voided.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const replacement = newRunId(customerId);
    await db.query(
      `insert into payroll_draft_runs (customer_id, id, period, payment_date, status, replaces) values ($1, $2, $3, $4, 'draft', $5)`,
      [customerId, replacement, run.period, run.payment_date, run.id],
    );
    await db.query(
      `insert into payroll_draft_run_contracts (customer_id, run_id, contract_id)
       select customer_id, $3, contract_id from payroll_draft_run_contracts where customer_id = $1 and run_id = $2`,
      [customerId, run.id, replacement],
    );
    await db.query('update payroll_draft_runs set replaced_by = $3 where customer_id = $1 and id = $2', [customerId, run.id, replacement]);
    replacements.push({ voided: run.id, replacement });
  }
  return replacements;
}

/**
 * A new run's id, named after its company as the seed's are (`run_aurora_…`); its payment batch is named
 * after the run (`pay_aurora_…`, payments/store.ts).
 */
export const newRunId = (customerId: string) => `run_${customerId.replace(/^cus_/, '')}_${randomBytes(8).toString('hex')}`;

/**
 * The kind of a run row `r` (docs/decisions/0018): an approved run's as frozen, else `hourly`
 * when it holds contracts and every one is hourly, any other `monthly` — as `kindOf` in run-store.ts.
 */
export const RUN_KIND_SQL = `coalesce(r.approved_snapshot->>'kind', case
  when exists (select 1 from payroll_draft_run_contracts k where k.customer_id = r.customer_id and k.run_id = r.id)
   and not exists (select 1 from payroll_draft_run_contracts k join payroll_contracts kc on kc.customer_id = k.customer_id and kc.contract_id = k.contract_id
                   where k.customer_id = r.customer_id and k.run_id = r.id and kc.employment_type <> 'hourly')
  then 'hourly' else 'monthly' end)`;

/** The draft runs of `runs` whose period the employment covers differently after the change of dates. */
export function runsTouchedByDates(runs: readonly { id: string; period: string }[], before: Span, after: Span): string[] {
  return runs.filter((run) => overlapWithPeriod(before, run.period) !== overlapWithPeriod(after, run.period)).map((run) => run.id);
}

export async function recordAudit(
  db: Queryable,
  event: {
    customerId: string;
    actor: string;
    action: 'employee_created' | 'employee_updated' | 'tax_card_applied';
    employeeId: string;
    contractId: string;
    changedFields: readonly string[];
    voidedDraftRunIds: readonly string[];
  },
): Promise<void> {
  await db.query(
    `insert into payroll_audit_events (customer_id, actor, action, employee_id, contract_id, changed_fields, voided_draft_run_ids)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [event.customerId, event.actor, event.action, event.employeeId, event.contractId, event.changedFields, event.voidedDraftRunIds],
  );
}
