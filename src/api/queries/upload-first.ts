import type { QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { uploadDocuments } from '../operations/documents.ts';
import { isUnreadable, isUnreadableAnswer } from '../reading.ts';
import { upload } from '../transfer.ts';
import { documentInvalidations } from './documents.ts';
import { invalidate } from './invalidate.ts';

/**
 * Files that go to Documents first and are then named by the act they serve (a message's attachments, a
 * clarification's documents, the evidence of an answer about a ledger row): the upload, the failure that
 * stops the act before it is sent, and the memory that keeps a retry from sending the same files twice.
 */

/** The upload before an act failed or was refused: said at the files' field, and the act was not sent. */
export class UploadFailed {
  constructor(readonly error: unknown) {}
}

/** A document the upload stored: its ID and the name it was sent with. */
export interface StoredFile {
  document_id: string;
  filename: string;
}

/**
 * Sends the files to Documents in one request and answers the documents they became, one per file; Documents
 * and the overview's files are read again. Any failure, or an answer that does not name every file, is
 * `UploadFailed`.
 */
export async function uploadFirst(client: ServiceClient, queryClient: QueryClient, customerId: string, files: readonly File[]): Promise<StoredFile[]> {
  const answer = await upload(client, uploadDocuments, { customerId, files }).catch((error: unknown) => {
    throw new UploadFailed(error);
  });
  void invalidate(queryClient, documentInvalidations.uploadDocuments(customerId));
  if (isUnreadableAnswer(answer)) throw new UploadFailed(answer);
  const stored = answer.documents.flatMap((document) => (isUnreadable(document) ? [] : [{ document_id: document.id, filename: document.filename }]));
  if (stored.length !== files.length) throw new UploadFailed(answer);
  return stored;
}

/** Files sent once and the documents they became. */
export interface SentFiles {
  files: readonly File[];
  documentIds: string[];
}

/**
 * The document IDs of the files chosen: sent now, or, when exactly these files were sent before (the act after
 * them failed and is tried again), the documents they became then, so that a retry never stores them twice.
 */
export async function documentIdsOf(
  client: ServiceClient,
  queryClient: QueryClient,
  customerId: string,
  files: readonly File[],
  sent: { current: SentFiles | null },
): Promise<string[]> {
  if (files.length === 0) return [];
  const before = sent.current;
  if (before && before.files.length === files.length && before.files.every((file, index) => file === files[index])) return before.documentIds;
  const documentIds = (await uploadFirst(client, queryClient, customerId, files)).map((stored) => stored.document_id);
  sent.current = { files, documentIds };
  return documentIds;
}
