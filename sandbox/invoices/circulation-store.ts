import type { Queryable } from '../db/database.ts';
import type { Decider, Step } from './deciders.ts';
import type { StepRoute } from './routing-store.ts';

/** An invoice's circulation as stored (sandbox/db/migrations/090_invoice_circulation.sql), and its writes. */

export type StoredState = 'waiting_for_check' | 'waiting_for_approval' | 'returned' | 'returned_to_firm' | 'awaiting_clarification' | 'approved' | 'unpaid_cancelled';

export interface StoredDecision {
  decision: 'approved' | 'returned';
  by: string;
  name: string;
  email: string;
  at: Date;
  comment: string;
}

export interface CirculationRow {
  invoice_id: string;
  kind: 'purchase_bill' | 'expense_claim';
  state: StoredState;
  version: number;
  routes: Record<Step, StepRoute>;
  decisions: Record<Step, StoredDecision | null>;
}

interface RawRow {
  invoice_id: string;
  kind: 'purchase_bill' | 'expense_claim';
  state: StoredState;
  version: number;
  check_assignee: string | null;
  check_backup: string | null;
  approve_assignee: string | null;
  approve_backup: string | null;
  check_decision: 'approved' | 'returned' | null;
  check_by: string | null;
  check_by_name: string | null;
  check_by_email: string | null;
  check_at: Date | null;
  check_comment: string | null;
  approve_decision: 'approved' | 'returned' | null;
  approve_by: string | null;
  approve_by_name: string | null;
  approve_by_email: string | null;
  approve_at: Date | null;
  approve_comment: string | null;
}

function decisionOf(row: RawRow, step: Step): StoredDecision | null {
  const decision = row[`${step}_decision`];
  const by = row[`${step}_by`];
  const email = row[`${step}_by_email`];
  const at = row[`${step}_at`];
  if (decision === null || by === null || email === null || at === null) return null;
  return { decision, by, name: row[`${step}_by_name`] ?? email, email, at, comment: row[`${step}_comment`] ?? '' };
}

function circulationOf(row: RawRow): CirculationRow {
  return {
    invoice_id: row.invoice_id,
    kind: row.kind,
    state: row.state,
    version: row.version,
    routes: {
      check: { assignee: row.check_assignee, backup: row.check_backup },
      approve: { assignee: row.approve_assignee, backup: row.approve_backup },
    },
    decisions: { check: decisionOf(row, 'check'), approve: decisionOf(row, 'approve') },
  };
}

const COLUMNS = `invoice_id, kind, state, version, check_assignee, check_backup, approve_assignee, approve_backup,
  check_decision, check_by, check_by_name, check_by_email, check_at, check_comment,
  approve_decision, approve_by, approve_by_name, approve_by_email, approve_at, approve_comment`;

/** One circulation of the company, locked when the caller goes on to change it. */
export async function findCirculation(db: Queryable, customerId: string, invoiceId: string, lock = false): Promise<CirculationRow | null> {
  const row = (
    await db.query<RawRow>(`select ${COLUMNS} from invoice_circulations where customer_id = $1 and invoice_id = $2 ${lock ? 'for update' : ''}`, [
      customerId,
      invoiceId,
    ])
  ).rows[0];
  return row ? circulationOf(row) : null;
}

export async function circulationsOf(db: Queryable, customerId: string): Promise<CirculationRow[]> {
  return (await db.query<RawRow>(`select ${COLUMNS} from invoice_circulations where customer_id = $1 order by invoice_id`, [customerId])).rows.map(circulationOf);
}

/** An invoice enters its circulation at the check, with the deciders the routing names now. */
export async function insertCirculation(
  db: Queryable,
  customerId: string,
  invoice: { kind: 'purchase_bill' | 'expense_claim'; id: string },
  routes: Record<Step, StepRoute>,
  state: 'waiting_for_check' | 'awaiting_clarification' = 'waiting_for_check',
): Promise<void> {
  await db.query(
    `insert into invoice_circulations (customer_id, kind, bill_id, claim_id, state, check_assignee, check_backup, approve_assignee, approve_backup)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      customerId,
      invoice.kind,
      invoice.kind === 'purchase_bill' ? invoice.id : null,
      invoice.kind === 'expense_claim' ? invoice.id : null,
      state,
      routes.check.assignee,
      routes.check.backup,
      routes.approve.assignee,
      routes.approve.backup,
    ],
  );
}

export interface StepChange {
  decision: 'approved' | 'returned';
  by: Decider;
  at: Date;
  comment: string;
}

/**
 * Moves the circulation to `state`, setting or clearing step decisions as given (a step left out keeps its
 * decision), and bumps its version: every change makes the revision a person saw stale.
 */
export async function updateCirculation(
  db: Queryable,
  customerId: string,
  invoiceId: string,
  state: StoredState,
  steps: Partial<Record<Step, StepChange | null>>,
): Promise<void> {
  const sets = ['state = $3', 'version = version + 1'];
  const values: unknown[] = [customerId, invoiceId, state];
  for (const step of ['check', 'approve'] as const) {
    if (!(step in steps)) continue;
    const change = steps[step] ?? null;
    const columns = ['decision', 'by', 'by_name', 'by_email', 'at', 'comment'];
    const row = change ? [change.decision, change.by.subject, change.by.name, change.by.email, change.at, change.comment] : [null, null, null, null, null, null];
    for (const [index, column] of columns.entries()) {
      values.push(row[index]);
      sets.push(`${step}_${column} = $${values.length}`);
    }
  }
  await db.query(`update invoice_circulations set ${sets.join(', ')} where customer_id = $1 and invoice_id = $2`, values);
}

export type HistoryEvent = 'submitted' | 'approved' | 'returned' | 'resubmitted' | 'clarified' | 'paid' | 'held' | 'unheld' | 'cancelled';

export async function appendHistory(
  db: Queryable,
  customerId: string,
  invoiceId: string,
  event: { event: HistoryEvent; step: Step | null; by: Pick<Decider, 'name' | 'email'> & { subject: string | null }; at: Date; comment: string },
): Promise<void> {
  await db.query(
    `insert into invoice_history (customer_id, invoice_id, event, step, by_subject, by_name, by_email, at, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [customerId, invoiceId, event.event, event.step, event.by.subject, event.by.name, event.by.email, event.at, event.comment],
  );
}

export interface HistoryRow {
  event: HistoryEvent;
  step: Step | null;
  by_name: string;
  by_email: string;
  at: Date;
  comment: string;
}

export async function historyOf(db: Queryable, customerId: string, invoiceId: string): Promise<HistoryRow[]> {
  return (
    await db.query<HistoryRow>(
      'select event, step, by_name, by_email, at, comment from invoice_history where customer_id = $1 and invoice_id = $2 order by at, id',
      [customerId, invoiceId],
    )
  ).rows;
}
