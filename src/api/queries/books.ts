import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import {
  getBooksStatement,
  getLensTransaction,
  listBooksAccounts,
  listBooksMonths,
  listBooksQuestions,
  listLensTransactions,
} from '../operations/books.ts';
import type { StatementKind } from '../schemas/books.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

/** The transactions window's filters (GET /lens/transactions), each left out when not set. */
export interface TransactionFilters {
  account?: string;
  period?: string;
  source?: string;
  q?: string;
}

export type QuestionsState = 'open' | 'answered' | 'all';

export const booksKeys = {
  all: (customerId: string) => areaKey('books', customerId),
  accounts: (customerId: string) => readKey('books', customerId, 'listBooksAccounts'),
  statement: (customerId: string, kind: StatementKind, period: string, compare: boolean) =>
    [...readKey('books', customerId, 'getBooksStatement'), kind, period, compare] as const,
  months: (customerId: string) => readKey('books', customerId, 'listBooksMonths'),
  questions: (customerId: string, state: QuestionsState) => [...readKey('books', customerId, 'listBooksQuestions'), state] as const,
  /** The filters in a fixed order, absent ones as '', so that one filter set is one entry however it was built. */
  transactions: (customerId: string, filters: TransactionFilters) =>
    [
      ...readKey('books', customerId, 'listLensTransactions'),
      filters.account ?? '',
      filters.period ?? '',
      filters.source ?? '',
      filters.q ?? '',
    ] as const,
  transaction: (customerId: string, rowId: string) => [...readKey('books', customerId, 'getLensTransaction'), rowId] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const booksInvalidations = {
  // an answer closes the row's question and shows on the row's booking and in the window's question marks
  declareBooksRow: (customerId: string): Stale => [{ queryKey: booksKeys.all(customerId) }],
};

export const booksAccountsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: booksKeys.accounts(customerId),
    queryFn: ({ signal }) => client.call(listBooksAccounts, { customerId, signal }),
  });

export const booksStatementQuery = (client: ServiceClient, customerId: string, kind: StatementKind, period: string, compare = true) =>
  queryOptions({
    queryKey: booksKeys.statement(customerId, kind, period, compare),
    queryFn: ({ signal }) =>
      client.call(getBooksStatement, {
        customerId,
        query: compare ? { kind, period, compare: 'previous_year' } : { kind, period },
        signal,
      }),
  });

export const booksMonthsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: booksKeys.months(customerId),
    queryFn: ({ signal }) => client.call(listBooksMonths, { customerId, signal }),
  });

export const booksQuestionsQuery = (client: ServiceClient, customerId: string, state: QuestionsState = 'all') =>
  queryOptions({
    queryKey: booksKeys.questions(customerId, state),
    queryFn: ({ signal }) => client.call(listBooksQuestions, { customerId, query: { state }, signal }),
  });

/** The keyset window: each page asks from the previous page's `next_cursor`; the last page has none. */
export const lensTransactionsQuery = (client: ServiceClient, customerId: string, filters: TransactionFilters = {}, limit = 100) =>
  infiniteQueryOptions({
    queryKey: booksKeys.transactions(customerId, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      client.call(listLensTransactions, {
        customerId,
        query: {
          ...withoutEmpty(filters),
          limit: String(limit),
          ...(pageParam === undefined ? {} : { cursor: pageParam }),
        },
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const lensTransactionQuery = (client: ServiceClient, customerId: string, rowId: string) =>
  queryOptions({
    queryKey: booksKeys.transaction(customerId, rowId),
    queryFn: ({ signal }) => client.call(getLensTransaction, { path: { row_id: rowId }, customerId, signal }),
  });

function withoutEmpty(filters: TransactionFilters): TransactionFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as TransactionFilters;
}

export const booksReads = {
  listBooksAccounts: booksAccountsQuery,
  getBooksStatement: booksStatementQuery,
  listBooksMonths: booksMonthsQuery,
  listBooksQuestions: booksQuestionsQuery,
  listLensTransactions: lensTransactionsQuery,
  getLensTransaction: lensTransactionQuery,
};
