import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { declareBooksRow } from '../../api/operations/books.ts';
import { booksInvalidations } from '../../api/queries/books.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import type { DeclarationToSend } from './declaration-schema.ts';

/**
 * The one write of the books (spec §1): the company's answer about a row, and at once about the similar rows
 * named in it. Done or refused, the area's reads are asked again: the question's state, the row's answers
 * and the window's marks may all have changed.
 */
export const declareRowMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, rowId: string) =>
  mutationOptions({
    mutationFn: (body: DeclarationToSend) => client.call(declareBooksRow, { path: { row_id: rowId }, customerId, body }),
    onSettled: () => invalidate(queryClient, booksInvalidations.declareBooksRow(customerId)),
  });
