import { randomBytes } from 'node:crypto';
import { DeclarationCreate, type DeclarationResult } from '../../../src/api/schemas/books-questions.ts';
import { firstUnseenDocument, documentViewerOf } from '../../documents/visibility.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import { rowNotFound } from '../../books/declaration-store.ts';
import { apiKeyEmailOf } from '../auth/person.ts';
import { DECLARATION_COLUMNS, declarationOf, type DeclarationRow } from '../../books/declaration-store.ts';

/** The answers that say nothing without words: what it was (`explained`), or what the company does know (`dont_know`). */
const NEEDS_NOTE: ReadonlySet<string> = new Set(['explained', 'dont_know']);

/**
 * Who gives the answer: the person signed in, or a write-scoped key named as the work log names a key
 * (`api-key:<key id>` and the key's name), so that the answer stays the key's when its creator leaves.
 */
function authorOf(ctx: HandlerContext) {
  const { principal } = ctx;
  if (principal.kind === 'api_key') {
    return { kind: 'api_key', subject: null, keyId: principal.keyId, name: principal.name, email: apiKeyEmailOf(principal.keyId) } as const;
  }
  return { kind: 'person', subject: principal.subject, keyId: null, name: principal.name, email: principal.email } as const;
}

/**
 * POST /books/rows/{row_id}/declarations (spec §1 Books, the one write): records the company's answer about
 * the row and, in the same act, about `also_row_ids`. All or nothing: every row is checked before any answer
 * is written, and the answers are written in one transaction. Append-only: a second answer about a row is a
 * new declaration and the first stays (the database refuses to change one, migration 100). Each answer carries
 * the documents given as its evidence (docs/decisions/0007-declaration-documents.md). Refusals, in order:
 * 422 `duplicate_row`, 422 `note_required` (the request alone), 404 `row_not_found`, then 422
 * `unknown_document` naming the first document the bearer may not see (docs/decisions/0003-documents-by-role.md:
 * one beyond their sight is as unknown as one that does not exist).
 */
export const declareBooksRow: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(DeclarationCreate, ctx.body);
  const rowIds = [ctx.params.row_id ?? '', ...(input.also_row_ids ?? [])];
  const twice = rowIds.find((rowId, index) => rowIds.indexOf(rowId) !== index);
  if (twice !== undefined) {
    throw new ApiError(422, 'duplicate_row', `Row ${twice} is named twice; name each row once.`);
  }
  const note = input.note.trim();
  if (NEEDS_NOTE.has(input.answer) && note === '') {
    throw new ApiError(422, 'note_required', 'Say in the note what it was, or what you do know about it.');
  }
  // one named twice is given once, in the order first named
  const documentIds = [...new Set(input.document_ids ?? [])];
  const author = authorOf(ctx);
  const at = new Date();
  const recorded = await ctx.db.transaction(async (tx) => {
    const known = new Set(
      (await tx.query<{ row_id: string }>('select row_id from ledger_rows where customer_id = $1 and row_id = any($2::text[])', [customer_id, rowIds])).rows.map(
        (row) => row.row_id,
      ),
    );
    const unknown = rowIds.find((rowId) => !known.has(rowId));
    if (unknown !== undefined) throw rowNotFound(unknown);
    const unseen = await firstUnseenDocument(tx, customer_id, documentViewerOf(ctx), documentIds);
    if (unseen !== null) {
      throw new ApiError(422, 'unknown_document', `The company has no document ${unseen}: upload it in Documents first. Nothing was recorded.`);
    }
    const rows: DeclarationRow[] = [];
    for (const rowId of rowIds) {
      const inserted = await tx.query<DeclarationRow>(
        `insert into books_declarations (customer_id, id, row_id, answer, note, document_ids, author_kind, author_subject, author_key_id, name, email, at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         returning ${DECLARATION_COLUMNS}`,
        [
          customer_id,
          `decl_${randomBytes(10).toString('hex')}`,
          rowId,
          input.answer,
          note,
          documentIds,
          author.kind,
          author.subject,
          author.keyId,
          author.name,
          author.email,
          at,
        ],
      );
      const row = inserted.rows[0];
      if (!row) throw new Error('insert returned no row');
      rows.push(row);
    }
    return rows;
  });
  const body: DeclarationResult = { customer_id, declarations: recorded.map((row) => declarationOf(row)) };
  return { status: 201, body };
};
