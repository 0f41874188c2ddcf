import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getDocumentContent, uploadDocuments } from '../operations/documents.ts';
import { content, upload, type UploadArguments } from '../transfer.ts';
import { documentInvalidations, documentKeys } from './documents.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';

/** One request of an upload: its files, and (optionally) a way to stop it and to follow its bytes. */
export type DocumentsUpload = Omit<UploadArguments, 'customerId'>;

/**
 * Uploading files to Documents (docs/decisions/0019), one request of the upload's plan at a time; each request
 * stored has the document list and the overview's files read again.
 */
export const uploadDocumentsMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('documents', customerId, uploadDocuments),
    mutationFn: (request: DocumentsUpload) => upload(client, uploadDocuments, { ...request, customerId }),
    onSuccess: () => {
      void invalidate(queryClient, documentInvalidations.uploadDocuments(customerId));
    },
  });

/**
 * A document's stored bytes, fetched when the person asks to save or open them (with their bearer, so not a plain
 * link): an act of theirs rather than a view's read, so never kept in the cache.
 */
export const downloadDocumentContentMutation = (client: ServiceClient, _queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...documentKeys.all(customerId), getDocumentContent.operationId, 'download'],
    mutationFn: (documentId: string) => content(client, getDocumentContent, { path: { document_id: documentId }, customerId }),
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const documentWrites = {
  uploadDocuments: uploadDocumentsMutation,
};
