import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import type { ServiceClient } from '../client.ts';
import { declareBooksRow, listLensTransactions } from '../operations/books.ts';
import { booksInvalidations, booksKeys, type TransactionFilters } from './books.ts';
import { invalidate } from './invalidate.ts';
import { documentIdsOf, type SentFiles } from './upload-first.ts';
import type { DeclarationCreate } from '../schemas/books-questions.ts';
import { writeKey } from './keys.ts';

/** An answer as the form gives it: the contract's body, and the files chosen as its evidence. */
export interface DeclarationWithFiles {
  body: Omit<DeclarationCreate, 'customer_id'>;
  files: readonly File[];
}

/**
 * The one write of the books (spec §1): the company's answer about a row, and at once about the similar rows
 * named in it, with the files chosen as its evidence (docs/decisions/0007-declaration-documents.md): they go to
 * Documents first (`UploadFailed` when they do not, and nothing is answered), then the answer names them;
 * files `sent` before, for an answer refused afterwards, are not sent again. Done or refused, the area's reads
 * are asked again: the question's state, the row's answers and the window's marks may all have changed.
 */
export const declareBooksRowMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, rowId: string, sent: { current: SentFiles | null }) =>
  mutationOptions({
    mutationKey: writeKey('books', customerId, declareBooksRow, rowId),
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

/**
 * The whole filtered set of transactions, unpaginated (`limit=0`), asked for once when the person exports it: an
 * act of theirs rather than a view's read, so it is not kept in the cache and is asked afresh each time.
 */
export const exportLensTransactionsMutation = (client: ServiceClient, _queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...booksKeys.all(customerId), listLensTransactions.operationId, 'export'],
    mutationFn: (filters: TransactionFilters) => client.call(listLensTransactions, { customerId, query: { ...filters, limit: '0' } }),
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const booksWrites = {
  declareBooksRow: declareBooksRowMutation,
};
