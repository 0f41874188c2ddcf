import type { z } from 'zod';
import type { Clarification as ClarificationSchema } from '../../../src/api/schemas/invoice-circulation.ts';
import { documentViewerOfPerson, visibleDocumentIds } from '../../documents/visibility.ts';
import type { Queryable } from '../../db/database.ts';
import type { Decider } from '../../invoices/deciders.ts';

/** A bill's clarification: what the firm's review asked for ("lisää selvitys alkuperäisen liitteeksi") and the company's answers. */

/** The reason of the bill's latest review that asked for a clarification; null when none ever did. */
export async function requestedClarification(db: Queryable, customerId: string, billId: string): Promise<string | null> {
  const row = (
    await db.query<{ reason: string }>(
      `select reason from purchase_bill_reviews where customer_id = $1 and bill_id = $2 and verdict = 'needs_clarification'
       order by decided_at desc, id desc limit 1`,
      [customerId, billId],
    )
  ).rows[0];
  return row?.reason ?? null;
}

/**
 * The request and the answers, each answer naming the documents it attached that `reader` may see (a person by
 * subject; null for the firm's staff, who see every document): one beyond the reader's sight is not named to
 * them (docs/decisions/0003-documents-by-role.md).
 */
export async function clarificationOf(db: Queryable, customerId: string, billId: string, reader: string | null): Promise<z.infer<typeof ClarificationSchema> | null> {
  const requested = await requestedClarification(db, customerId, billId);
  const answers = (
    await db.query<{ id: string; note: string; by_name: string; by_email: string; at: Date; document_ids: string[] }>(
      `select a.id, a.note, a.by_name, a.by_email, a.at,
         array(select d.document_id from bill_clarification_documents d where d.customer_id = a.customer_id and d.answer_id = a.id order by d.position) as document_ids
       from bill_clarification_answers a where a.customer_id = $1 and a.bill_id = $2 order by a.at, a.id`,
      [customerId, billId],
    )
  ).rows;
  if (requested === null && answers.length === 0) return null;
  const attached = answers.flatMap((answer) => answer.document_ids);
  const seen = reader === null ? new Set(attached) : await visibleDocumentIds(db, customerId, await documentViewerOfPerson(db, customerId, reader), attached);
  return {
    requested: requested ?? '',
    answers: answers.map((answer) => ({
      id: answer.id,
      note: answer.note,
      document_ids: answer.document_ids.filter((id) => seen.has(id)),
      name: answer.by_name,
      email: answer.by_email,
      at: answer.at.toISOString(),
    })),
  };
}

export async function insertClarificationAnswer(
  db: Queryable,
  customerId: string,
  billId: string,
  answer: { note: string; document_ids: readonly string[] },
  by: Decider,
  at: Date,
): Promise<string> {
  const count = (await db.query<{ n: number }>('select count(*)::int as n from bill_clarification_answers where customer_id = $1', [customerId])).rows[0]?.n ?? 0;
  const id = `clar_${count + 1}`;
  await db.query(
    `insert into bill_clarification_answers (customer_id, id, bill_id, note, by_subject, by_name, by_email, at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [customerId, id, billId, answer.note, by.subject, by.name, by.email, at],
  );
  for (const [index, documentId] of answer.document_ids.entries()) {
    await db.query('insert into bill_clarification_documents (customer_id, answer_id, position, document_id) values ($1, $2, $3, $4)', [
      customerId,
      id,
      index + 1,
      documentId,
    ]);
  }
  return id;
}
