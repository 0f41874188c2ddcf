import type { QueryClient } from '@tanstack/react-query';
import { documentInvalidations } from '../../api/queries/documents.ts';
import { invalidate } from '../../api/queries/invalidate.ts';

export { documentsQuery } from '../../api/queries/documents.ts';

/** After an upload: the document list, and the overview's list of uploaded files. */
export function invalidateAfterUpload(queryClient: QueryClient, customerId: string): Promise<void> {
  return invalidate(queryClient, documentInvalidations.uploadDocuments(customerId));
}
