import type { StatementKind } from '../../api/schemas/books.ts';
import { areaUrl } from '../../portal/areas.ts';

type Page = 'statements' | 'transactions' | 'questions';

/** Where the books area's pages are, for links between them; a query value left undefined is left out. */
export function booksPath(customerId: string, page?: Page, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return areaUrl('books', customerId, page === undefined ? [] : [page], search);
}

/** The transactions window filtered as its page reads its query (`account`, `period`, `source`, `q`). */
export function transactionsPath(customerId: string, filters: { account?: string; period?: string } = {}): string {
  return booksPath(customerId, 'transactions', filters);
}

export function statementsPath(customerId: string, kind: StatementKind, period?: string): string {
  return booksPath(customerId, 'statements', { kind, period });
}
