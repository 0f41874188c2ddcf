import type { EntrySource, Transaction } from '../../../src/api/schemas/books.ts';
import { QUESTION_STATE_SQL } from '../../books/declaration-store.ts';

/**
 * A ledger row as the transactions window shows it (`r` the row, `e` its entry, `a` its account): the
 * amount debit positive, credit negative; the date as text, so no timezone ever touches it.
 */
export const TRANSACTION_COLUMNS = `r.row_id, r.entry_id, to_char(r.entry_date, 'YYYY-MM-DD') as date, r.seq, r.account_code, a.name as account_name,
  r.description, r.counterparty, r.debit_cents - r.credit_cents as amount_cents,
  e.source_kind, e.source_id, e.source_label, e.document_id is not null as has_original,
  ${QUESTION_STATE_SQL} as question`;

export const TRANSACTION_JOINS = `join journal_entries e on e.customer_id = r.customer_id and e.id = r.entry_id
  join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code`;

export interface TransactionRow {
  row_id: string;
  entry_id: string;
  date: string;
  seq: number;
  account_code: string;
  account_name: string;
  description: string;
  counterparty: string | null;
  amount_cents: number;
  source_kind: string;
  source_id: string | null;
  source_label: string;
  has_original: boolean;
  question: 'open' | 'answered' | null;
}

export const sourceOf = (row: { source_kind: string; source_id: string | null; source_label: string }): EntrySource => ({
  kind: row.source_kind,
  id: row.source_id,
  label: row.source_label,
});

export function transactionOf(row: TransactionRow): Transaction {
  return {
    row_id: row.row_id,
    entry_id: row.entry_id,
    date: row.date,
    account_code: row.account_code,
    account_name: row.account_name,
    description: row.description,
    counterparty: row.counterparty,
    amount_cents: row.amount_cents,
    source: sourceOf(row),
    has_original: row.has_original,
    question: row.question,
  };
}
