import { EmployeeInput } from '../../../src/api/schemas/payroll.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { nearestEmployedPeriod } from './calendar.ts';
import { draftRunsHolding, findEmployee, recordAudit, runsTouchedByDates, voidDraftRuns, workspaceOf, type EmployeeWithContract } from './store.ts';
import type { Queryable } from '../../db/database.ts';
import { type ContractTerms, DATE_FIELDS, type Input, PAY_AND_TAX_FIELDS, actorOf, fieldProblem, mergedTerms, missingContractFields, missingFields, newId } from './employee-terms.ts';

/**
 * POST /payroll/employees (spec §2.6, §2.7, §4.3): adds an employee with their contract, or updates the
 * one named by employee_id or employee_key. A field left out of an update keeps its saved value;
 * `end_date: null` reopens the employment.
 *
 * Errors name their field as `<field>: <why>` in `detail`, so that a form can put each next to its
 * input: 400 `invalid_request` (malformed: the contract's EmployeeInput, which also holds the values of
 * employment_type and the bounds of pay), 400 `missing_field`, 404 `employee_not_found` /
 * `contract_not_found`, 422 for what contradicts other facts (`end_date_before_start_date`,
 * `duplicate_tax_identifier`, `duplicate_employee_key`, `duplicate_contract_id`, `pay_basis_mismatch`).
 *
 * A change of pay, hours, pension or tax facts voids every draft run holding the contract; a change
 * of dates voids the draft runs of the periods whose employed days it changes. A new employee is in
 * no draft run yet, so adding one voids nothing.
 */

async function ensureUnique(
  db: Queryable,
  customerId: string,
  employeeId: string | null,
  column: 'tax_identifier' | 'employee_key',
  value: string,
): Promise<void> {
  const taken = (
    await db.query<{ employee_id: string }>(
      `select employee_id from payroll_employees where customer_id = $1 and ${column} = $2 and employee_id is distinct from $3`,
      [customerId, value, employeeId],
    )
  ).rows[0];
  if (!taken) return;
  throw column === 'tax_identifier'
    ? fieldProblem(422, 'duplicate_tax_identifier', 'tax_identifier', 'another employee of the company already has this personal identity code.')
    : fieldProblem(422, 'duplicate_employee_key', 'employee_key', 'another employee of the company already has this key.');
}

async function writeContract(db: Queryable, customerId: string, contractId: string, employeeId: string, terms: ContractTerms, insert: boolean) {
  const values = [
    customerId,
    contractId,
    employeeId,
    terms.start_date,
    terms.end_date,
    terms.employment_type,
    terms.monthly_salary_cents,
    terms.hourly_rate_cents,
    terms.weekly_hours,
    terms.withholding_basis_points,
    terms.pension_basis_points,
    terms.tax_card_additional_basis_points,
    terms.tax_card_income_ceiling_cents,
    terms.tax_card_effective_from,
    terms.employee_requested_minimum_basis_points,
  ];
  if (insert) {
    await db.query(
      `insert into payroll_contracts (customer_id, contract_id, employee_id, start_date, end_date, employment_type,
         monthly_salary_cents, hourly_rate_cents, weekly_hours, withholding_basis_points, pension_basis_points,
         tax_card_additional_basis_points, tax_card_income_ceiling_cents, tax_card_effective_from,
         employee_requested_minimum_basis_points)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      values,
    );
  } else {
    await db.query(
      `update payroll_contracts set start_date = $4, end_date = $5, employment_type = $6, monthly_salary_cents = $7,
         hourly_rate_cents = $8, weekly_hours = $9, withholding_basis_points = $10, pension_basis_points = $11,
         tax_card_additional_basis_points = $12, tax_card_income_ceiling_cents = $13, tax_card_effective_from = $14,
         employee_requested_minimum_basis_points = $15, updated_at = now()
       where customer_id = $1 and contract_id = $2 and employee_id = $3`,
      values,
    );
  }
}

async function create(db: Queryable, customerId: string, input: Input, actor: string) {
  // Every missing field of a new employee at once, so that a form can mark them all.
  const missing = [
    ...(['name', 'tax_identifier'] as const).filter((field) => input[field] === undefined),
    ...missingContractFields(input, null),
  ];
  if (missing.length > 0 || input.name === undefined || input.tax_identifier === undefined) {
    throw missingFields(missing, 'required to add an employee');
  }
  const terms = mergedTerms(input, null);
  await ensureUnique(db, customerId, null, 'tax_identifier', input.tax_identifier);
  if (input.employee_key !== undefined) await ensureUnique(db, customerId, null, 'employee_key', input.employee_key);
  const contractId = input.contract_id ?? newId('ctr');
  if (input.contract_id !== undefined) {
    const taken = (
      await db.query('select 1 from payroll_contracts where customer_id = $1 and contract_id = $2', [customerId, input.contract_id])
    ).rows[0];
    if (taken) throw fieldProblem(422, 'duplicate_contract_id', 'contract_id', 'the company already has a contract with this id.');
  }

  const employeeId = newId('emp');
  await db.query(
    `insert into payroll_employees (customer_id, employee_id, employee_key, name, tax_identifier, iban, bic)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [customerId, employeeId, input.employee_key ?? null, input.name, input.tax_identifier, input.iban ?? null, input.bic ?? null],
  );
  await writeContract(db, customerId, contractId, employeeId, terms, true);
  await recordAudit(db, {
    customerId,
    actor,
    action: 'employee_created',
    employeeId,
    contractId,
    changedFields: Object.keys(input).filter((field) => field !== 'customer_id' && field !== 'period'),
    voidedDraftRunIds: [],
  });
  return { employeeId, contractId, terms, contractSet: true, voided: [] as string[] };
}

async function update(db: Queryable, customerId: string, existing: EmployeeWithContract, input: Input, actor: string) {
  const before = existing.contract;
  if (input.contract_id !== undefined && input.contract_id !== before.contract_id) {
    throw fieldProblem(404, 'contract_not_found', 'contract_id', 'the employee has no contract with this id.');
  }
  const terms = mergedTerms(input, before);
  if (input.tax_identifier !== undefined) await ensureUnique(db, customerId, existing.employee_id, 'tax_identifier', input.tax_identifier);
  if (input.employee_key !== undefined) await ensureUnique(db, customerId, existing.employee_id, 'employee_key', input.employee_key);

  const changedTerms = (Object.keys(terms) as (keyof ContractTerms)[]).filter((field) => terms[field] !== before[field]);
  const employeeChanges = (['employee_key', 'name', 'tax_identifier', 'iban', 'bic'] as const).filter(
    (field) => input[field] !== undefined && input[field] !== existing[field],
  );

  let voided: string[] = [];
  if (changedTerms.length > 0) {
    const runs = await draftRunsHolding(db, customerId, before.contract_id);
    const payOrTax = changedTerms.some((field) => PAY_AND_TAX_FIELDS.some((known) => known === field));
    const dates = changedTerms.some((field) => DATE_FIELDS.some((known) => known === field));
    voided = payOrTax
      ? runs.map((run) => run.id)
      : dates
        ? runsTouchedByDates(runs, { start: before.start_date, end: before.end_date }, { start: terms.start_date, end: terms.end_date })
        : [];
    await writeContract(db, customerId, before.contract_id, existing.employee_id, terms, false);
    await voidDraftRuns(db, customerId, voided, `${input.name ?? existing.name}: ${changedTerms.join(', ')} changed`);
  }
  if (employeeChanges.length > 0) {
    await db.query(
      `update payroll_employees set employee_key = $3, name = $4, tax_identifier = $5, iban = $6, bic = $7, updated_at = now()
       where customer_id = $1 and employee_id = $2`,
      [
        customerId,
        existing.employee_id,
        input.employee_key ?? existing.employee_key,
        input.name ?? existing.name,
        input.tax_identifier ?? existing.tax_identifier,
        input.iban ?? existing.iban,
        input.bic ?? existing.bic,
      ],
    );
  }
  if (changedTerms.length > 0 || employeeChanges.length > 0) {
    await recordAudit(db, {
      customerId,
      actor,
      action: 'employee_updated',
      employeeId: existing.employee_id,
      contractId: before.contract_id,
      changedFields: [...employeeChanges, ...changedTerms],
      voidedDraftRunIds: voided,
    });
  }
  return { employeeId: existing.employee_id, contractId: before.contract_id, terms, contractSet: changedTerms.length > 0, voided };
}

export const upsertEmployee: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(EmployeeInput, ctx.body);
  const actor = actorOf(ctx.principal);

  return ctx.db.transaction(async (tx) => {
    let existing: EmployeeWithContract | null = null;
    if (input.employee_id !== undefined) {
      existing = await findEmployee(tx, customer_id, { employee_id: input.employee_id });
      if (!existing) throw fieldProblem(404, 'employee_not_found', 'employee_id', 'the company has no employee with this id.');
    } else if (input.employee_key !== undefined) {
      existing = await findEmployee(tx, customer_id, { employee_key: input.employee_key });
    }
    const result = existing ? await update(tx, customer_id, existing, input, actor) : await create(tx, customer_id, input, actor);
    const period = input.period ?? nearestEmployedPeriod({ start: result.terms.start_date, end: result.terms.end_date });
    return {
      status: existing ? 200 : 201,
      body: {
        employee: {
          customer_id,
          employee_id: result.employeeId,
          contract_id: result.contractId,
          start_date: result.terms.start_date,
          contract_set: result.contractSet,
          voided_draft_run_ids: result.voided,
        },
        workspace: await workspaceOf(tx, customer_id, period),
      },
    };
  });
};
