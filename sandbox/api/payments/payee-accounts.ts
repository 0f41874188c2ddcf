import type { Queryable } from '../../db/database.ts';
import type { RunToPay } from '../../payments/batch-writes.ts';

/**
 * The payees' accounts as they are now in payroll, by contract: what a re-created batch pays to (docs/decisions/0009),
 * where the failed batch paid to the accounts on file at the run's approval. A contract no longer on file
 * answers no account.
 */
export async function currentPayrollAccounts(db: Queryable, customerId: string, contractIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = (
    await db.query<{ contract_id: string; iban: string | null }>(
      `select c.contract_id, e.iban
       from payroll_contracts c join payroll_employees e on e.customer_id = c.customer_id and e.employee_id = c.employee_id
       where c.customer_id = $1 and c.contract_id = any($2::text[])`,
      [customerId, [...contractIds]],
    )
  ).rows;
  return new Map(rows.map((row) => [row.contract_id, row.iban]));
}

/** The payroll run a batch paid, as payroll froze it at approval; none when the run is gone or was never approved. */
export async function approvedRunToPay(db: Queryable, customerId: string, runId: string): Promise<RunToPay | null> {
  const row = (
    await db.query<{ approved_snapshot: RunToPay | null }>(`select approved_snapshot from payroll_draft_runs where customer_id = $1 and id = $2`, [
      customerId,
      runId,
    ])
  ).rows[0];
  return row?.approved_snapshot ?? null;
}
