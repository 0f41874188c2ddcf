import { z } from 'zod';
import { FilingFigure, type Filing } from '../../src/api/schemas/filings.ts';
import { stateOf, type Obligation, type StoredState } from './obligations.ts';
import type { Queryable } from '../db/database.ts';

/**
 * What was done about the company's obligations (migration 110): the firm's work on a filing, the review it
 * asked of the company with the decisions, the filing and its documents. Read here and joined to the
 * obligation into the contract's Filing.
 */


interface FilingRow {
  id: string;
  kind: string;
  period: string;
  state: StoredState;
  figures: unknown;
  figures_digest: string | null;
  review_requested_at: Date | null;
  review_requested_by: string | null;
  filed_at: Date | null;
  filed_reference: string | null;
  filed_by: string | null;
}

interface ReviewRow {
  filing_id: string;
  decision: string;
  figures_digest: string;
  note: string | null;
  name: string;
  email: string;
  at: Date;
}

interface DocumentRow {
  filing_id: string;
  document_id: string;
  kind: string;
  filename: string;
}

export interface StoredFiling {
  row: FilingRow;
  reviews: ReviewRow[];
  documents: DocumentRow[];
}

const STORED_FIGURES = z.array(FilingFigure);

/** The company's stored filings, all or those named, with their reviews (in order) and documents. */
export async function readStoredFilings(db: Queryable, customerId: string, ids?: readonly string[]): Promise<Map<string, StoredFiling>> {
  const only = ids === undefined ? '' : 'and id = any($2::text[])';
  const onlyOf = ids === undefined ? '' : 'and filing_id = any($2::text[])';
  const params = ids === undefined ? [customerId] : [customerId, ids];
  const rows = await db.query<FilingRow>(
    `select id, kind, period, state, figures, figures_digest, review_requested_at, review_requested_by, filed_at, filed_reference, filed_by
       from filings where customer_id = $1 ${only}`,
    params,
  );
  const reviews = await db.query<ReviewRow>(
    `select filing_id, decision, figures_digest, note, name, email, at from filing_reviews where customer_id = $1 ${onlyOf} order by seq`,
    params,
  );
  const documents = await db.query<DocumentRow>(
    `select f.filing_id, f.document_id, f.kind, d.filename
       from filing_documents f join documents d on d.customer_id = f.customer_id and d.id = f.document_id
      where f.customer_id = $1 ${onlyOf.replace('filing_id', 'f.filing_id')} order by d.uploaded_at, f.kind, f.document_id`,
    params,
  );
  const stored = new Map<string, StoredFiling>();
  for (const row of rows.rows) stored.set(row.id, { row, reviews: [], documents: [] });
  for (const review of reviews.rows) stored.get(review.filing_id)?.reviews.push(review);
  for (const document of documents.rows) stored.get(document.filing_id)?.documents.push(document);
  return stored;
}

/** The review the firm last asked for, and the company's decision on it (a decision before the request is an earlier round's). */
function reviewOf(stored: StoredFiling): Filing['review'] {
  const { row } = stored;
  if (row.review_requested_at === null || row.review_requested_by === null) return null;
  const requestedAt = row.review_requested_at;
  const decided = [...stored.reviews].reverse().find((review) => review.at >= requestedAt);
  return {
    requested_at: requestedAt.toISOString(),
    requested_by: row.review_requested_by,
    decided: decided
      ? { decision: decided.decision, name: decided.name, email: decided.email, at: decided.at.toISOString(), note: decided.note, figures_digest: decided.figures_digest }
      : null,
  };
}

/** The contract's Filing: the obligation, and what was done about it. */
export function filingOf(obligation: Obligation, stored: StoredFiling | undefined, today: string): Filing {
  const row = stored?.row;
  return {
    id: obligation.id,
    kind: obligation.kind,
    period: obligation.period,
    period_from: obligation.period_from,
    period_to: obligation.period_to,
    due_date: obligation.due_date,
    rule: obligation.rule,
    state: stateOf(row?.state ?? null, obligation.due_date, today),
    figures: row?.figures == null ? null : STORED_FIGURES.parse(row.figures),
    figures_digest: row?.figures_digest ?? null,
    review: stored ? reviewOf(stored) : null,
    filed:
      row?.filed_at && row.filed_reference && row.filed_by ? { at: row.filed_at.toISOString(), reference: row.filed_reference, by: row.filed_by } : null,
    documents: (stored?.documents ?? []).map((document) => ({ document_id: document.document_id, kind: document.kind, filename: document.filename })),
  };
}
