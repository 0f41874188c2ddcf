import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import type { ServiceClient } from '../../api/client.ts';
import { declareBooksRow } from '../../api/operations/books.ts';
import { booksInvalidations } from '../../api/queries/books.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import { documentIdsOf, type SentFiles } from '../../api/queries/upload-first.ts';
import type { DeclarationToSend } from './declaration-schema.ts';

/** An answer as the form gives it: the contract's body, and the files chosen as its evidence. */
export interface DeclarationWithFiles {
  body: DeclarationToSend;
  files: readonly File[];
}

/**
 * The one write of the books (spec §1): the company's answer about a row, and at once about the similar rows
 * named in it, with the files chosen as its evidence (docs/decisions/0007-declaration-documents.md): they go to
 * Documents first (`UploadFailed` when they do not, and nothing is answered), then the answer names them;
 * files `sent` before, for an answer refused afterwards, are not sent again. Done or refused, the area's reads
 * are asked again: the question's state, the row's answers and the window's marks may all have changed.
 */
export const declareRowMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, rowId: string, sent: { current: SentFiles | null }) =>
  mutationOptions({
    mutationFn: async ({ body, files }: DeclarationWithFiles) => {
      const documentIds = await documentIdsOf(client, queryClient, customerId, files, sent);
      return client
        .call(declareBooksRow, { path: { row_id: rowId }, customerId, body: documentIds.length > 0 ? { ...body, document_ids: documentIds } : body })
        .catch((error: unknown) => {
          // the documents named were not all found: the files, sent again, are sent anew
          if (error instanceof ApiError && error.error === 'unknown_document') sent.current = null;
          throw error;
        });
    },
    onSettled: () => invalidate(queryClient, booksInvalidations.declareBooksRow(customerId)),
  });
