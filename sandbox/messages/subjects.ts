import type { SubjectKind } from '../../src/api/schemas/messages.ts';
import { filingSubjectLabel } from '../filings/subject.ts';
import type { SubjectRef } from './post-message.ts';
import type { Queryable } from '../db/database.ts';


/** A label is also the thread's title, which migration 105 holds to 200 characters. */
const MAX_LABEL_LENGTH = 200;

/** A date as Finns write it: 12.11.2026. */
function finnishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

async function one<Row extends Record<string, unknown>>(db: Queryable, sql: string, params: unknown[]): Promise<Row | undefined> {
  return (await db.query<Row>(sql, params)).rows[0];
}

/** Each kind's label of a thing of the company, in Finnish; undefined when the company has no such thing. */
const LABELS: Record<SubjectKind, (db: Queryable, customerId: string, id: string) => Promise<string | undefined>> = {
  purchase_bill: async (db, customerId, id) => {
    const bill = await one<{ number: string; supplier: string }>(db, 'select number, supplier from purchase_bills where customer_id = $1 and id = $2', [customerId, id]);
    return bill && `Ostolasku ${bill.number}, ${bill.supplier}`;
  },
  expense_claim: async (db, customerId, id) => {
    const claim = await one<{ number: string; claimant_name: string }>(db, 'select number, claimant_name from expense_claims where customer_id = $1 and id = $2', [customerId, id]);
    return claim && `Kulukorvaus ${claim.number}, ${claim.claimant_name}`;
  },
  payroll_run: async (db, customerId, id) => {
    const run = await one<{ period: string; kind: string | null }>(
      db,
      `select period, approved_snapshot ->> 'kind' as kind from payroll_draft_runs where customer_id = $1 and id = $2`,
      [customerId, id],
    );
    // a company may run monthly and hourly wages for one month: the hourly run says so
    return run && `Palkanlaskenta ${run.period.slice(5, 7)}/${run.period.slice(0, 4)}${run.kind === 'hourly' ? ', tuntipalkat' : ''}`;
  },
  payment_batch: async (db, customerId, id) => {
    const batch = await one<{ label: string }>(db, 'select label from payment_batches where customer_id = $1 and id = $2', [customerId, id]);
    return batch && `Maksuerä ${batch.label}`;
  },
  ledger_row: async (db, customerId, id) => {
    const row = await one<{ date: string; description: string }>(
      db,
      `select to_char(entry_date, 'YYYY-MM-DD') as date, description from ledger_rows where customer_id = $1 and row_id = $2`,
      [customerId, id],
    );
    return row && `Kirjanpidon rivi ${finnishDate(row.date)}, ${row.description}`;
  },
  document: async (db, customerId, id) => {
    const document = await one<{ filename: string }>(db, 'select filename from documents where customer_id = $1 and id = $2', [customerId, id]);
    return document && `Tosite ${document.filename}`;
  },
  filing: async (db, customerId, id) => (await filingSubjectLabel(db, customerId, id)) ?? undefined,
};

/**
 * The thing a thread would be about, named as the service names it (also the thread's title), when it is the
 * company's; null when the company has no such thing (another company's included).
 */
export async function subjectOf(db: Queryable, customerId: string, kind: SubjectKind, id: string): Promise<SubjectRef | null> {
  const label = await LABELS[kind](db, customerId, id);
  if (label === undefined) return null;
  return { kind, id, label: label.length <= MAX_LABEL_LENGTH ? label : `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` };
}
