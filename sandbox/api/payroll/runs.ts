import { PayrollRunApproval } from '../../../src/api/schemas/payroll-runs.ts';
import { ApiError, forbidden } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import { createPayrollBatch } from '../payments/store.ts';
import { computeLive, findRun, runOf, type RunRow } from './run-store.ts';
import type { Queryable } from './store.ts';

/**
 * GET /payroll/runs/{run_id} and POST /payroll/runs/{run_id}/approve (DESIGN.md decisions "payroll run",
 * "payroll run approval"). Interactive admins and approvers only (the route table's ACCESS.payroll).
 * Another company's run answers 404 like one that does not exist.
 *
 * Approval is bound to the digest the person saw. Order of answers: an approved (or paid) run → 422
 * `run_not_draft`; a digest other than the run's current one → 409 `run_changed` (a change to a contract,
 * tax card or payee account after the person loaded the run; a change of pay or tax facts has also voided
 * the draft, as the employee and tax-card rules do); a voided run with its current digest → 422
 * `run_not_draft`. Else the run is approved as computed — its figures frozen — and its payment batch is
 * created awaiting release.
 */

export interface Person {
  name: string;
  email: string;
}

const runNotFound = () => new ApiError(404, 'run_not_found', 'The company has no payroll run with this id.');

/** The person acting, by their session: only people approve and release, never keys. */
export function personOf(ctx: HandlerContext): Person {
  if (ctx.principal.kind !== 'interactive') throw forbidden('interactive_session_required', 'Only a named person can do this.');
  return { name: ctx.principal.name, email: ctx.principal.email };
}

export async function approveRun(db: Queryable, customerId: string, runId: string, digest: string, person: Person, at: Date): Promise<RunRow> {
  const row = await findRun(db, customerId, runId, true);
  if (!row) throw runNotFound();
  if (row.status === 'approved') {
    throw new ApiError(
      422,
      'run_not_draft',
      `This payroll run was already approved by ${row.approved_by_name ?? row.approved_by_email ?? 'someone'}; only a draft can be approved.`,
    );
  }
  const live = await computeLive(db, customerId, row);
  if (live.digest !== digest) {
    throw new ApiError(
      409,
      'run_changed',
      row.status === 'voided'
        ? 'The payroll run changed after you loaded it: a change to what it computes from replaced it, and it is voided. Nothing was approved.'
        : 'The payroll run changed after you loaded it (a contract, tax card or payee account). Nothing was approved: load it again and check the new figures.',
    );
  }
  if (row.status !== 'draft') {
    throw new ApiError(422, 'run_not_draft', 'This payroll run is voided; only a draft can be approved.');
  }
  const batchId = await createPayrollBatch(db, customerId, row, live, at);
  await db.query(
    `update payroll_draft_runs set status = 'approved', approved_by_name = $3, approved_by_email = $4, approved_at = $5,
       approved_digest = $6, approved_snapshot = $7, payment_batch_id = $8
     where customer_id = $1 and id = $2`,
    [customerId, runId, person.name, person.email, at, live.digest, JSON.stringify(live), batchId],
  );
  const approved = await findRun(db, customerId, runId);
  if (!approved) throw new Error(`run ${runId} vanished inside its own transaction`);
  return approved;
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
