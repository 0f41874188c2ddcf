import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, Period, Timestamp, freeText } from './common.ts';

// --- Books and Lens (spec §1 Books: read-only windows into the general ledger, the one write a row
// declaration; §1 Lens: transactions window with keyset pagination, per-row booking view; §8 `limit`;
// docs/decisions/0014) -------------------------------------------------------------------------------------
//
// A double-entry ledger: every journal entry's lines balance (debits = credits), every statement is
// computed from the entries. A row is one line of an entry (`row_id`); the customer's answers about a row
// are declarations, append-only evidence for the agent.

export const assumption = 'docs/decisions/0014; the spec names Books and Lens but shows no shapes.';

export const ACCOUNT_KINDS = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export const AccountKind = openValues(ACCOUNT_KINDS).meta({
  id: 'AccountKind',
  description: 'Where the account belongs: the balance sheet (`asset`, `liability`, `equity`) or the income statement (`revenue`, `expense`).',
});

export const Account = z
  .object({
    code: z.string().describe('the account number in the Finnish numbering for small businesses (1xxx assets … 9xxx taxes)'),
    name: z.string().describe('the account’s name in Finnish, as kept in the chart'),
    kind: AccountKind,
    statement_line: z.string().describe('the `key` of the statement line the account’s balance is shown on'),
  })
  .meta({ id: 'Account', 'x-assumption': assumption });
export type Account = z.infer<typeof Account>;

export const AccountList = z
  .object({ customer_id: CustomerId, accounts: rows(z.array(Account)) })
  .meta({ id: 'AccountList', 'x-assumption': `${assumption} The company’s chart of accounts, by code.` });
export type AccountList = z.infer<typeof AccountList>;

// --- Statements -----------------------------------------------------------------------------------------

export const STATEMENT_KINDS = ['income_statement', 'balance_sheet'] as const;
export const StatementKind = z.enum(STATEMENT_KINDS).meta({ id: 'StatementKind' });
export type StatementKind = z.infer<typeof StatementKind>;

/** Spec §1 wire conventions, Ranges: a statement's period is a month, a quarter or a calendar year. */
export const STATEMENT_PERIOD_PATTERN = /^(?!0000)\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/;
export const StatementPeriod = z
  .string()
  .regex(STATEMENT_PERIOD_PATTERN)
  .describe('`YYYY-MM`, `YYYY-Qn` or `YYYY` (the company’s financial year is the calendar year)');

export const StatementAccount = z
  .object({
    code: z.string(),
    name: z.string(),
    amount_cents: Cents,
    compare_cents: Cents.nullable(),
  })
  .meta({ id: 'StatementAccount', description: 'An account behind a statement line, with its share of the line’s figure.' });

export const STATEMENT_LINE_KINDS = ['heading', 'line', 'subtotal', 'total'] as const;

export const StatementLine = z
  .object({
    key: z
      .string()
      .describe(
        'the line of the statutory layout, stable across periods (e.g. `revenue`, `materials_and_services`, `personnel_expenses`, `operating_profit`, `result_for_period`, `cash_and_bank`, `equity_total`)',
      ),
    label: z.string().describe('the line’s name in the statutory layout, in Finnish'),
    level: z.number().int().min(0).max(3).describe('0 the statement’s main parts, deeper lines indented under them'),
    kind: openValues(STATEMENT_LINE_KINDS).describe('`heading` has no figure of its own; `subtotal` and `total` sum the lines above them'),
    amount_cents: Cents.nullable().describe('the figure for the period; null for a heading'),
    compare_cents: Cents.nullable().describe('the same period of the previous year; null without `compare` or for a heading'),
    accounts: rows(z.array(StatementAccount)).describe('the accounts behind a `line` (empty for headings and sums), by code'),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof StatementLine>;

export const Statement = z
  .object({
    kind: openValues(STATEMENT_KINDS),
    period: z.string(),
    from: IsoDate.describe('the first day of the period (a balance sheet: the day the financial year began)'),
    to: IsoDate.describe('the last day of the period; a balance sheet is at the end of this day'),
    compare: z
      .object({ period: z.string(), from: IsoDate, to: IsoDate })
      .nullable()
      .describe('the same period of the previous year when `compare=previous_year`, else null'),
    lines: rows(z.array(StatementLine)),
    months_in_progress: z
      .array(Period)
      .describe('months of the period whose books are not closed yet: their figures may still change'),
  })
  .meta({
    id: 'Statement',
    'x-assumption': `${assumption} The Finnish statutory short forms for small companies (Kirjanpitoasetus 1:1–1:2 / PMA): the income statement by nature of expense, revenue and income positive, expenses negative; the balance sheet’s assets and its equity and liabilities both positive and equal, the period’s result carried into equity.`,
  });
export type Statement = z.infer<typeof Statement>;

export const StatementQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    kind: StatementKind,
    period: StatementPeriod,
    compare: z.enum(['previous_year']).optional().describe('add the same period of the previous year'),
  })
  .meta({ id: 'StatementQuery', 'x-assumption': assumption });

export const StatementResponse = z
  .object({ customer_id: CustomerId, statement: Statement })
  .meta({ id: 'StatementResponse', 'x-assumption': assumption });
export type StatementResponse = z.infer<typeof StatementResponse>;

// --- Months -------------------------------------------------------------------------------------------

export const MONTH_STATES = ['open', 'in_progress', 'closed'] as const;
export const MonthState = openValues(MONTH_STATES).meta({
  id: 'MonthState',
  description: '`open`: nothing booked yet or still being received; `in_progress`: the firm is booking it (“kirjanpito kesken”); `closed`: the month is done (“valmis”).',
});

export const MonthFigures = z
  .object({
    revenue_cents: Cents.describe('the month’s revenue (the income statement’s `revenue` line)'),
    expenses_cents: Cents.describe('the month’s expenses before taxes, a positive figure'),
    result_cents: Cents.describe('the month’s result (`result_for_period` of the income statement)'),
    cash_cents: Cents.describe('cash and bank at the end of the month (the balance sheet’s `cash_and_bank`)'),
  })
  .meta({ id: 'MonthFigures', description: 'The month at a glance, computed from the ledger.' });
export type MonthFigures = z.infer<typeof MonthFigures>;

export const MonthChange = z
  .object({
    at: Timestamp,
    entry_id: z.string(),
    description: z.string(),
    amount_cents: Cents.describe('the entry’s debits (= its credits)'),
    name: z.string().describe('who booked it'),
  })
  .meta({ id: 'MonthChange', description: 'An entry booked into the month after it was closed.' });

export const BooksMonth = z
  .object({
    period: Period,
    state: MonthState,
    closed_at: Timestamp.nullable(),
    figures: MonthFigures,
    changes_after_closing: rows(z.array(MonthChange)).default([]),
  })
  .meta({ id: 'BooksMonth' });
export type BooksMonth = z.infer<typeof BooksMonth>;

export const BooksMonthList = z
  .object({ customer_id: CustomerId, months: rows(z.array(BooksMonth)) })
  .meta({
    id: 'BooksMonthList',
    'x-assumption': `${assumption} At most 36 months, newest first (as spec §8 for a connection’s months), up to the current month.`,
  });
export type BooksMonthList = z.infer<typeof BooksMonthList>;

// --- Lens: the transactions window and the booking view -------------------------------------------------

export const SOURCE_KINDS = ['sales', 'purchase_bill', 'payroll_run', 'acquirer_settlement', 'bank_row', 'expense_claim', 'manual', 'opening'] as const;
export const SourceKind = openValues(SOURCE_KINDS).meta({
  id: 'EntrySourceKind',
  description: 'What an entry was booked from: a sale, a purchase bill, a payroll run, an acquirer settlement, a bank row, an expense claim, the firm’s own entry, the opening balances.',
});

export const EntrySource = z
  .object({
    kind: SourceKind,
    id: z.string().nullable().describe('the source’s ID where it has one the interface names (a bill’s ID, a run’s ID)'),
    label: z.string().describe('how the source names itself (“Lasku 2026-0412 Lyreco”)'),
  })
  .meta({ id: 'EntrySource' });
export type EntrySource = z.infer<typeof EntrySource>;

export const Transaction = z
  .object({
    row_id: z.string(),
    entry_id: z.string(),
    date: IsoDate,
    account_code: z.string(),
    account_name: z.string(),
    description: z.string(),
    counterparty: z.string().nullable(),
    amount_cents: Cents.describe('debit positive, credit negative'),
    source: EntrySource,
    has_original: z.boolean().describe('the entry has an original document'),
    question: z.enum(['open', 'answered']).nullable().describe('the agent’s question on the row, if any, and whether it is answered'),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

/** Spec §1 wire conventions, Ranges. */
export const RANGE_PATTERN = /^((?!0000)\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?|all|this_month|last_6_months)$/;

/** Spec §8: at most 200 rows a page; 0 means unpaginated. Sent as text in the query. */
export const TRANSACTIONS_PAGE_LIMIT = 200;
export const TRANSACTIONS_DEFAULT_LIMIT = 50;

export const TransactionsQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    account: freeText({ min: 1, max: 20 }).optional().describe('one account’s code'),
    period: z.string().regex(RANGE_PATTERN).optional().describe('a range (spec §1): `YYYY-MM`, `YYYY-Qn`, `YYYY`, `all`, `this_month`, `last_6_months`; default `all`'),
    source: SourceKind.optional(),
    q: freeText({ min: 1, max: 200 }).optional().describe('words in the description or the counterparty, without case'),
    limit: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional()
      .describe(`rows per page, at most ${TRANSACTIONS_PAGE_LIMIT} (spec §8); 0 = unpaginated; default ${TRANSACTIONS_DEFAULT_LIMIT}; over ${TRANSACTIONS_PAGE_LIMIT}: 400 \`limit_too_large\``),
    cursor: freeText({ min: 1, max: 200 }).optional().describe('`next_cursor` of the previous page; 400 `invalid_cursor` for one the service did not make'),
  })
  .meta({ id: 'TransactionsQuery', 'x-assumption': assumption });
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

export const TransactionList = z
  .object({
    customer_id: CustomerId,
    transactions: rows(z.array(Transaction)),
    next_cursor: z.string().nullable().describe('null on the last page'),
  })
  .meta({
    id: 'TransactionList',
    'x-assumption': `${assumption} Newest first (date, then row); the cursor is a keyset position, so a page never skips or repeats a row while entries are added.`,
  });
export type TransactionList = z.infer<typeof TransactionList>;

export const BookingLine = z
  .object({
    row_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    description: z.string(),
    vat_code: z.string().nullable().describe('the VAT treatment of the line (e.g. `25.5`, `14`, `0`, `reverse_charge`), null for none'),
    vat_cents: Cents.nullable().describe('the VAT of the line where it has one'),
    debit_cents: Cents,
    credit_cents: Cents,
  })
  .meta({ id: 'BookingLine' });

export const EntryOriginal = z
  .object({ document_id: z.string(), filename: z.string(), content_type: z.string() })
  .meta({ id: 'EntryOriginal', description: 'The original document of the entry, read through GET /documents/{document_id}/content.' });

export const DECLARATION_ANSWERS = ['explained', 'personal', 'transfer', 'dont_know'] as const;
export const DeclarationAnswer = openValues(DECLARATION_ANSWERS).meta({
  id: 'DeclarationAnswer',
  description: '`explained`: the company says what it was (the note); `personal`: the owner’s private payment, not the company’s; `transfer`: money moved between the company’s own accounts; `dont_know`: the company does not know (the note says what it does know).',
});

export const Declaration = z
  .object({
    id: z.string(),
    row_id: z.string(),
    answer: DeclarationAnswer,
    note: z.string(),
    document_ids: z
      .array(z.string())
      .default([])
      .describe('the documents given with the answer (a receipt, an agreement), those the reader may see (docs/decisions/0007-declaration-documents.md)'),
    name: z.string(),
    email: z.string(),
    at: Timestamp,
  })
  .meta({ id: 'Declaration', description: 'The customer’s answer about a row, as it was given; never changed afterwards.' });
export type Declaration = z.infer<typeof Declaration>;

export const Booking = z
  .object({
    customer_id: CustomerId,
    row_id: z.string(),
    entry: z.object({
      id: z.string(),
      date: IsoDate,
      description: z.string(),
      lines: rows(z.array(BookingLine)).describe('debits and credits, always equal in sum'),
      source: EntrySource,
      original: EntryOriginal.nullable(),
      booked_at: Timestamp,
    }),
    declarations: rows(z.array(Declaration)).default([]).describe('the answers given about this row, oldest first'),
  })
  .meta({ id: 'Booking', 'x-assumption': `${assumption} The per-row booking view: the row’s whole entry.` });
export type Booking = z.infer<typeof Booking>;
