import { firstUnseenDocument, type DocumentViewer } from '../documents/visibility.ts';
import { ApiError } from '../api/errors.ts';
import type { Queryable } from '../db/database.ts';

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
 * Every attached document is one of the company's that the author may see (docs/decisions/0003-documents-by-
 * role.md): one of another company, none at all, or one beyond the author's sight answers 404
 * `document_not_found` alike, and nothing is posted (the database refuses another company's too, migration 105).
 */
export async function checkDocumentsSeen(db: Queryable, customerId: string, viewer: DocumentViewer, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  const unknown = await firstUnseenDocument(db, customerId, viewer, documentIds);
  if (unknown !== null) throw new ApiError(404, 'document_not_found', `The company has no document ${unknown} that you may see; upload it in Documents first.`);
}
