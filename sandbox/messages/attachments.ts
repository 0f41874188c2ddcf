import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ApiError } from '../api/errors.ts';

/**
 * What a message may carry, checked before anything is written: the request alone first (a document named
 * twice, 422 `duplicate_document`; a blank text without documents, 422 `message_empty`).
 */
export function checkMessageRequest(body: string, documentIds: readonly string[]): void {
  const twice = documentIds.find((documentId, index) => documentIds.indexOf(documentId) !== index);
  if (twice !== undefined) throw new ApiError(422, 'duplicate_document', `Document ${twice} is attached twice; attach each document once.`);
  if (body.trim() === '' && documentIds.length === 0) throw new ApiError(422, 'message_empty', 'Write something, or attach a document.');
}

/**
 * Every attached document is the company's: one of another company, or none at all, answers 404
 * `document_not_found` alike and nothing is posted (the database would refuse it too, migration 105).
 */
export async function checkDocumentsOfCompany(db: PGlite | Transaction, customerId: string, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  const known = new Set(
    (await db.query<{ id: string }>('select id from documents where customer_id = $1 and id = any($2::text[])', [customerId, documentIds])).rows.map((row) => row.id),
  );
  const unknown = documentIds.find((documentId) => !known.has(documentId));
  if (unknown !== undefined) throw new ApiError(404, 'document_not_found', `The company has no document ${unknown}; upload it in Documents first.`);
}
