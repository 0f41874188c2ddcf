import { PayrollRunApproval, PayrollRunCreation, PayrollRunReturnRequest } from '../../../src/api/schemas/payroll-runs.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { createPayrollBatch } from '../../payments/batch-writes.ts';
import { computeLive, findRun, runOf, type RunRow } from './run-store.ts';
import { firstDayOf, lastDayOf, todayInFinland } from './calendar.ts';
import { RUN_KIND_SQL, newRunId } from './store.ts';
import type { Queryable } from '../../db/database.ts';
import { personOf, type Person } from '../auth/person.ts';

/**
 * GET /payroll/runs/{run_id}, POST /payroll/runs/{run_id}/approve (docs/decisions/0018,
 * "payroll run approval"), POST /payroll/runs/{run_id}/return and POST /payroll/runs (docs/decisions/0018).
 * Interactive admins and approvers only (the route table's ACCESS.payroll). Another company's run answers
 * 404 like one that does not exist.
 *
 * An approval and a return are bound to the digest the person saw (`draftAsSeen`). A change of pay or tax
 * facts after they loaded the run has voided the draft and recomputed it in its place (store.ts
 * `voidDraftRuns`); a change of a payee account changes its digest only. Approved, a run's figures are
 * frozen and its payment batch is created awaiting release; returned, it can be neither approved nor
 * returned again.
 */

const runNotFound = () => new ApiError(404, 'run_not_found', 'The company has no payroll run with this id.');

/**
 * The draft as the person saw it, locked, with its figures now; else the refusal. Order of answers: an approved
 * (or paid) or returned run → 422 `run_not_draft`; a digest other than the run's current one → 409
 * `run_changed`; a voided run with its current digest → 422 `run_not_draft`.
 */
async function draftAsSeen(db: Queryable, customerId: string, runId: string, digest: string, verb: 'approved' | 'returned') {
  const row = await findRun(db, customerId, runId, true);
  if (!row) throw runNotFound();
  if (row.status === 'approved') {
    throw new ApiError(
      422,
      'run_not_draft',
      `This payroll run was already approved by ${row.approved_by_name ?? row.approved_by_email ?? 'someone'}; only a draft can be ${verb}.`,
    );
  }
  if (row.status === 'returned') {
    throw new ApiError(
      422,
      'run_not_draft',
      `This payroll run was returned to the accounting firm by ${row.returned_by_name ?? row.returned_by_email ?? 'someone'}; only a draft can be ${verb}.`,
    );
  }
  const live = await computeLive(db, customerId, row);
  if (live.digest !== digest) {
    throw new ApiError(
      409,
      'run_changed',
      row.status === 'voided'
        ? `The payroll run changed after you loaded it: a change to what it computes from replaced it${row.replaced_by ? ` (by ${row.replaced_by})` : ''}, and it is voided. Nothing was ${verb}.`
        : `The payroll run changed after you loaded it (a contract, tax card or payee account). Nothing was ${verb}: load it again and check the new figures.`,
    );
  }
  if (row.status !== 'draft') {
    throw new ApiError(422, 'run_not_draft', `This payroll run is voided${row.replaced_by ? ` and replaced by ${row.replaced_by}` : ''}; only a draft can be ${verb}.`);
  }
  return { row, live };
}

export async function approveRun(db: Queryable, customerId: string, runId: string, digest: string, person: Person, at: Date): Promise<RunRow> {
  const { row, live } = await draftAsSeen(db, customerId, runId, digest, 'approved');
  const batchId = await createPayrollBatch(db, customerId, row, live, at);
  await db.query(
    `update payroll_draft_runs set status = 'approved', approved_by_name = $3, approved_by_email = $4, approved_at = $5,
       approved_digest = $6, approved_snapshot = $7, payment_batch_id = $8
     where customer_id = $1 and id = $2`,
    [customerId, runId, person.name, person.email, at, live.digest, JSON.stringify(live), batchId],
  );
  return reread(db, customerId, runId);
}

async function reread(db: Queryable, customerId: string, runId: string): Promise<RunRow> {
  const row = await findRun(db, customerId, runId);
  if (!row) throw new Error(`run ${runId} vanished inside its own transaction`);
  return row;
}

/**
 * Returns a draft to the accounting firm as the person saw it (by its digest), with their comment: the run
 * becomes `returned`, which no one can approve; the firm makes the month's draft again.
 */
export async function returnRun(
  db: Queryable,
  customerId: string,
  runId: string,
  request: { digest: string; comment: string },
  person: Person,
  at: Date,
): Promise<RunRow> {
  await draftAsSeen(db, customerId, runId, request.digest, 'returned');
  await db.query(
    `update payroll_draft_runs set status = 'returned', returned_by_name = $3, returned_by_email = $4, returned_at = $5, return_comment = $6
     where customer_id = $1 and id = $2`,
    [customerId, runId, person.name, person.email, at, request.comment],
  );
  return reread(db, customerId, runId);
}

/**
 * The month's draft run of one kind, for a period that has no draft or approved (or paid) run of that kind:
 * it holds the company's contracts of that employment type employed in the period, and is paid on the
 * period's payday (its last day, as every run). A returned or voided run does not count: the month still
 * needs one.
 */
export async function createRun(db: Queryable, customerId: string, period: string, kind: 'monthly' | 'hourly'): Promise<RunRow> {
  const paymentDate = lastDayOf(period);
  const today = todayInFinland();
  if (paymentDate < today) {
    throw new ApiError(422, 'payment_date_in_past', `period: the payday of ${period} (${paymentDate}) is before today (${today} in Finland); a run is made for an actual or future payday.`);
  }
  // one creation at a time per company, so that two people cannot both make the month's run
  await db.query('select 1 from companies where customer_id = $1 for update', [customerId]);
  const existing = (
    await db.query<{ id: string; status: string }>(
      `select r.id, r.status from payroll_draft_runs r
       where r.customer_id = $1 and r.period = $2 and r.status in ('draft', 'approved') and ${RUN_KIND_SQL} = $3
       order by r.id limit 1`,
      [customerId, period, kind],
    )
  ).rows[0];
  if (existing) {
    throw new ApiError(409, 'run_exists', `The company already has a ${existing.status} ${kind} payroll run of ${period}: ${existing.id}. Nothing was created.`);
  }
  const contracts = (
    await db.query<{ contract_id: string }>(
      `select contract_id from payroll_contracts
       where customer_id = $1 and employment_type = $2 and start_date <= $4::date and (end_date is null or end_date >= $3::date)
       order by contract_id`,
      [customerId, kind, firstDayOf(period), paymentDate],
    )
  ).rows;
  if (contracts.length === 0) {
    throw new ApiError(422, 'nobody_to_pay', `No ${kind} employment of the company covers ${period}; there is nobody to pay. Nothing was created.`);
  }
  const runId = newRunId(customerId);
  await db.query(`insert into payroll_draft_runs (customer_id, id, period, payment_date, status) values ($1, $2, $3, $4, 'draft')`, [
    customerId,
    runId,
    period,
    paymentDate,
  ]);
  for (const { contract_id } of contracts) {
    await db.query('insert into payroll_draft_run_contracts (customer_id, run_id, contract_id) values ($1, $2, $3)', [customerId, runId, contract_id]);
  }
  return reread(db, customerId, runId);
}

export const getPayrollRun: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const runId = ctx.params.run_id ?? '';
  const row = await findRun(ctx.db, customer_id, runId);
  if (!row) throw runNotFound();
  return { status: 200, body: { customer_id, run: await runOf(ctx.db, customer_id, row) } };
};

export const approvePayrollRun: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { digest } = inputOf(PayrollRunApproval, ctx.body);
  const person = personOf(ctx);
  const runId = ctx.params.run_id ?? '';
  return ctx.db.transaction(async (tx) => {
    const row = await approveRun(tx, customer_id, runId, digest, person, new Date());
    return { status: 200, body: { customer_id, run: await runOf(tx, customer_id, row) } };
  });
};

export const createPayrollRun: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { period, kind } = inputOf(PayrollRunCreation, ctx.body);
  personOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await createRun(tx, customer_id, period, kind);
    return { status: 201, body: { customer_id, run: await runOf(tx, customer_id, row) } };
  });
};

export const returnPayrollRun: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { digest, comment } = inputOf(PayrollRunReturnRequest, ctx.body);
  const person = personOf(ctx);
  const runId = ctx.params.run_id ?? '';
  return ctx.db.transaction(async (tx) => {
    const row = await returnRun(tx, customer_id, runId, { digest, comment }, person, new Date());
    return { status: 200, body: { customer_id, run: await runOf(tx, customer_id, row) } };
  });
};
