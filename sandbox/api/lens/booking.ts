import type { Booking } from '../../../src/api/schemas/books.ts';
import type { Database } from '../../db/database.ts';
import { declarationsOfRows } from '../../books/declaration-store.ts';
import { documentViewerOf } from '../../documents/visibility.ts';
import { companyOf, type Handler } from '../handler.ts';
import { sourceOf } from './transaction-rows.ts';
import { rowNotFound } from '../../books/declaration-store.ts';

interface EntryRow {
  id: string;
  date: string;
  description: string;
  source_kind: string;
  source_id: string | null;
  source_label: string;
  booked_at: Date;
  document_id: string | null;
  filename: string | null;
  content_type: string | null;
}

interface LineRow {
  row_id: string;
  account_code: string;
  account_name: string;
  description: string;
  vat_code: string | null;
  vat_cents: number | null;
  debit_cents: number;
  credit_cents: number;
}

/** The entry a row of the company belongs to, or 404 `row_not_found`. */
async function entryOfRow(db: Database, customerId: string, rowId: string): Promise<EntryRow> {
  const entry = (
    await db.query<EntryRow>(
      `select e.id, to_char(e.entry_date, 'YYYY-MM-DD') as date, e.description, e.source_kind, e.source_id, e.source_label, e.booked_at,
              d.id as document_id, d.filename, d.content_type
         from ledger_rows r
         join journal_entries e on e.customer_id = r.customer_id and e.id = r.entry_id
         left join documents d on d.customer_id = e.customer_id and d.id = e.document_id
        where r.customer_id = $1 and r.row_id = $2`,
      [customerId, rowId],
    )
  ).rows[0];
  if (!entry) throw rowNotFound(rowId);
  return entry;
}

/**
 * GET /lens/transactions/{row_id} (docs/decisions/0014): the per-row booking view — the row's whole
 * entry in the order it was booked, each line with its account's name and VAT, the entry's source and
 * original document, and the answers given about the row, oldest first.
 */
export const getLensTransaction: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const rowId = ctx.params.row_id ?? '';
  const entry = await entryOfRow(ctx.db, customer_id, rowId);
  const lines = await ctx.db.query<LineRow>(
    `select r.row_id, r.account_code, a.name as account_name, r.description, r.vat_code, r.vat_cents, r.debit_cents, r.credit_cents
       from ledger_rows r join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code
      where r.customer_id = $1 and r.entry_id = $2
      order by r.seq`,
    [customer_id, entry.id],
  );
  const declarations = await declarationsOfRows(ctx.db, customer_id, [rowId], documentViewerOf(ctx));
  const body: Booking = {
    customer_id,
    row_id: rowId,
    entry: {
      id: entry.id,
      date: entry.date,
      description: entry.description,
      lines: lines.rows,
      source: sourceOf(entry),
      original:
        entry.document_id !== null && entry.filename !== null && entry.content_type !== null
          ? { document_id: entry.document_id, filename: entry.filename, content_type: entry.content_type }
          : null,
      booked_at: entry.booked_at.toISOString(),
    },
    declarations: declarations.get(rowId) ?? [],
  };
  return { status: 200, body };
};
