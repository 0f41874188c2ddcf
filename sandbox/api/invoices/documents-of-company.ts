import { documentViewerOfPerson, firstUnseenDocument } from '../../documents/visibility.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * The first of `documentIds` that is not a document of the company the person may see (docs/decisions/0003-
 * documents-by-role.md): another company's, one that does not exist and one beyond the person's sight are
 * unknown alike, so that a refusal never tells a document exists; null when the person sees them all.
 */
export async function unknownDocument(db: Queryable, customerId: string, documentIds: readonly string[], person: { subject: string }): Promise<string | null> {
  if (documentIds.length === 0) return null;
  return firstUnseenDocument(db, customerId, await documentViewerOfPerson(db, customerId, person.subject), documentIds);
}
