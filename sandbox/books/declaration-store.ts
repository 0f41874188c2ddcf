import type { Declaration } from '../../src/api/schemas/books.ts';
import { ApiError } from '../api/errors.ts';
import type { Database } from '../db/database.ts';
import { visibleDocumentIds, type DocumentViewer } from '../documents/visibility.ts';

/** The columns every answer about a declaration reads. */
export const DECLARATION_COLUMNS = 'id, row_id, answer, note, document_ids, name, email, at';

export interface DeclarationRow {
  id: string;
  row_id: string;
  answer: string;
  note: string;
  document_ids: string[];
  name: string;
  email: string;
  at: Date;
}

/** An answer as its reader is told it: of its documents, those the reader `sees` (all of them when not said). */
export function declarationOf(row: DeclarationRow, sees: (documentId: string) => boolean = () => true): Declaration {
  return {
    id: row.id,
    row_id: row.row_id,
    answer: row.answer,
    note: row.note,
    document_ids: row.document_ids.filter(sees),
    name: row.name,
    email: row.email,
    at: row.at.toISOString(),
  };
}

/**
 * The declarations of these rows of the company, each row's oldest first, each naming only the documents the
 * viewer may see (docs/decisions/0003-documents-by-role.md): an answer never tells a document exists.
 */
export async function declarationsOfRows(db: Database, customerId: string, rowIds: readonly string[], viewer: DocumentViewer): Promise<Map<string, Declaration[]>> {
  const byRow = new Map<string, Declaration[]>();
  if (rowIds.length === 0) return byRow;
  const found = await db.query<DeclarationRow>(
    `select ${DECLARATION_COLUMNS} from books_declarations where customer_id = $1 and row_id = any($2::text[]) order by seq`,
    [customerId, rowIds],
  );
  const seen = await visibleDocumentIds(db, customerId, viewer, [...new Set(found.rows.flatMap((row) => row.document_ids))]);
  for (const row of found.rows) byRow.set(row.row_id, [...(byRow.get(row.row_id) ?? []), declarationOf(row, (id) => seen.has(id))]);
  return byRow;
}

/**
 * A row's question is answered once any declaration about the row exists (declarations are append-only, so
 * an answered question stays answered); the SQL of that state for the row `r`, null without a question.
 */
export const QUESTION_STATE_SQL = `(select case when exists (select 1 from books_declarations d where d.customer_id = q.customer_id and d.row_id = q.row_id)
           then 'answered' else 'open' end
      from books_questions q where q.customer_id = r.customer_id and q.row_id = r.row_id)`;

/** A row id the company's books do not have (lens and declarations answer it alike). */
export const rowNotFound = (rowId: string) =>
  new ApiError(404, 'row_not_found', `The company's books have no row ${rowId}; nothing was read or recorded.`);
