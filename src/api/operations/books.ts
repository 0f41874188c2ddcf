import { z } from '../zod.ts';
import { AccountList, Booking, BooksMonthList, StatementQuery, StatementResponse, TRANSACTIONS_PAGE_LIMIT, TransactionList, TransactionsQuery } from '../schemas/books.ts';
import { DeclarationCreate, DeclarationResult, QuestionList, QuestionsQuery } from '../schemas/books-questions.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

// --- Books and Lens (spec §1 Books, Lens; §8 `limit`; docs/decisions/0014) ---------------------------

/**
 * Spec §1 leaves who reads the books open; §5 rule 6 binds only the Accounting read models. The company's own
 * numbers are read by the roles that run the company's money (admin, approver, operator), by API keys of either
 * scope (a key acts as the operator, §5 rule 2) and by the firm's staff within the selected customer. A claimant
 * or a purchase-invoice role alone sees its own work, not the company's books: 403.
 */
export const booksReaders =
  'Read by the company roles `admin`, `approver` and `operator`, by API keys (read or write scope; a key acts as the operator, spec §5 rule 2) and by the firm’s staff within the selected customer; other roles (`claimant`, `purchase_invoices`, `invoice_reviewer` alone) 403.';

const rowIdParams = z.strictObject({ row_id: nonEmptySegment.describe('a ledger row’s ID (one line of a journal entry)') });

export const listBooksAccounts = {
  operationId: 'listBooksAccounts',
  method: 'GET',
  path: '/books/accounts',
  tag: 'Books',
  summary: 'The company’s chart of accounts, each account with the statement line it is shown on',
  query: customerIdQuery,
  success: { status: 200, schema: AccountList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014. ${booksReaders}`,
} as const satisfies Endpoint;

export const getBooksStatement = {
  operationId: 'getBooksStatement',
  method: 'GET',
  path: '/books/statements',
  tag: 'Books',
  summary: 'The income statement or the balance sheet of a period, computed from the ledger, each figure with the accounts behind it',
  query: StatementQuery,
  success: { status: 200, schema: StatementResponse },
  errors: [400, 401, 403, 422],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014: in the statutory short forms (Kirjanpitoasetus 1:1–1:2). Computed in the service from the entries, never from a stored total. 422 \`period_in_future\` for a period that begins after today. ${booksReaders}`,
} as const satisfies Endpoint;

export const listBooksMonths = {
  operationId: 'listBooksMonths',
  method: 'GET',
  path: '/books/months',
  tag: 'Books',
  summary: 'Each month’s state (open, in progress, closed), its figures at a glance and its changes after closing',
  query: customerIdQuery,
  success: { status: 200, schema: BooksMonthList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014. ${booksReaders}`,
} as const satisfies Endpoint;

export const listBooksQuestions = {
  operationId: 'listBooksQuestions',
  method: 'GET',
  path: '/books/questions',
  tag: 'Books',
  summary: 'The agent’s questions on ledger rows, open and answered',
  query: QuestionsQuery,
  success: { status: 200, schema: QuestionList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014. ${booksReaders}`,
} as const satisfies Endpoint;

export const declareBooksRow = {
  operationId: 'declareBooksRow',
  method: 'POST',
  path: '/books/rows/{row_id}/declarations',
  tag: 'Books',
  summary: 'Record the company’s answer about a row (and, at once, about similar rows): append-only evidence for the agent',
  pathParams: rowIdParams,
  body: DeclarationCreate,
  success: { status: 201, schema: DeclarationResult },
  errors: [400, 401, 403, 404, 422],
  bearers: 'interactive_or_api_key',
  assumption:
    'Spec §1: the one write of Books. By the company roles `admin`, `approver` and `operator` and by a write-scoped key (a read key 403 by §5 rule 1); the firm’s staff 403 (the answer is the company’s evidence, not the firm’s). Append-only: a later answer about the same row is a new declaration, the earlier ones stay. A row answered answers its open question. 404 `row_not_found` for a row (the path’s or one of `also_row_ids`) that is not the company’s, recording none; 422 `note_required` for `explained` or `dont_know` with a blank note; 422 `duplicate_row` when a row is named twice.',
} as const satisfies Endpoint;

export const listLensTransactions = {
  operationId: 'listLensTransactions',
  method: 'GET',
  path: '/lens/transactions',
  tag: 'Lens',
  summary: 'The transactions window: ledger rows newest first, filtered, a keyset page at a time',
  query: TransactionsQuery,
  success: { status: 200, schema: TransactionList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014. Spec §8: \`limit\` at most ${TRANSACTIONS_PAGE_LIMIT} rows a page, 0 unpaginated; over ${TRANSACTIONS_PAGE_LIMIT} answers 400 \`limit_too_large\`. The cursor is opaque and keyset (date, row), bound to the filters it was made with: another filter or a cursor the service did not make answers 400 \`invalid_cursor\`. ${booksReaders}`,
} as const satisfies Endpoint;

export const getLensTransaction = {
  operationId: 'getLensTransaction',
  method: 'GET',
  path: '/lens/transactions/{row_id}',
  tag: 'Lens',
  summary: 'The per-row booking view: the row’s whole entry, its VAT, source and original, and the answers given about it',
  pathParams: rowIdParams,
  query: customerIdQuery,
  success: { status: 200, schema: Booking },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0014. 404 \`row_not_found\` for a row that is not the company’s. ${booksReaders}`,
} as const satisfies Endpoint;
