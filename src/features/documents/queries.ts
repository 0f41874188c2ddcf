import type { QueryClient } from '@tanstack/react-query';
import { invalidate, invalidatedBy } from '../../api/queries/invalidations.ts';

export { documentsQuery } from '../../api/queries/documents.ts';

/** After an upload: the document list, and the overview's list of uploaded files. */
export function invalidateAfterUpload(queryClient: QueryClient, customerId: string): Promise<void> {
  return invalidate(queryClient, invalidatedBy.uploadDocuments(customerId));
}
