import { QuestionsQuery, type Question, type QuestionList } from '../../../src/api/schemas/books-questions.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { documentViewerOf } from '../../documents/visibility.ts';
import { declarationsOfRows } from '../../books/declaration-store.ts';

interface AskedRow {
  id: string;
  asked_at: Date;
  text: string;
  row_id: string;
  date: string;
  amount_cents: number;
  description: string;
  counterparty: string | null;
  account_code: string;
  account_name: string;
  answered_at: Date | null;
}

type QuestionRow = Question['row'];

const rowOf = (asked: AskedRow): QuestionRow => ({
  row_id: asked.row_id,
  date: asked.date,
  amount_cents: asked.amount_cents,
  description: asked.description,
  counterparty: asked.counterparty,
  account_code: asked.account_code,
  account_name: asked.account_name,
});

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');

/** Rows the person may answer together (the contract's `similar`): the same counterparty, or the same amount and text. */
function isSimilar(a: AskedRow, b: AskedRow): boolean {
  if (a.counterparty !== null && b.counterparty !== null && sameText(a.counterparty, b.counterparty)) return true;
  return a.amount_cents === b.amount_cents && sameText(a.description, b.description);
}

/** Open ones first, the oldest asked first; then the answered ones, the newest answer first. */
function inListOrder(a: AskedRow, b: AskedRow): number {
  if (a.answered_at === null && b.answered_at === null) return a.asked_at.getTime() - b.asked_at.getTime() || a.id.localeCompare(b.id);
  if (a.answered_at === null) return -1;
  if (b.answered_at === null) return 1;
  return b.answered_at.getTime() - a.answered_at.getTime() || a.id.localeCompare(b.id);
}

/**
 * GET /books/questions (docs/decisions/0014): the agent's questions on the company's rows. A question
 * is answered once a declaration about its row exists; each lists the other open questions' rows like it, so
 * that one answer can cover them all (POST /books/rows/{row_id}/declarations with `also_row_ids`).
 */
export const listBooksQuestions: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { state = 'all' } = inputOf(QuestionsQuery, ctx.query);
  const asked = (
    await ctx.db.query<AskedRow>(
      `select q.id, q.asked_at, q.text, r.row_id, to_char(r.entry_date, 'YYYY-MM-DD') as date, r.debit_cents - r.credit_cents as amount_cents,
              r.description, r.counterparty, r.account_code, a.name as account_name,
              (select max(d.at) from books_declarations d where d.customer_id = q.customer_id and d.row_id = q.row_id) as answered_at
         from books_questions q
         join ledger_rows r on r.customer_id = q.customer_id and r.row_id = q.row_id
         join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code
        where q.customer_id = $1`,
      [customer_id],
    )
  ).rows.sort(inListOrder);
  const open = asked.filter((question) => question.answered_at === null);
  const shown = asked.filter((question) => state === 'all' || (state === 'open') === (question.answered_at === null));
  const declarations = await declarationsOfRows(
    ctx.db,
    customer_id,
    shown.map((question) => question.row_id),
    documentViewerOf(ctx),
  );
  const body: QuestionList = {
    customer_id,
    questions: shown.map((question) => ({
      id: question.id,
      state: question.answered_at === null ? 'open' : 'answered',
      asked_at: question.asked_at.toISOString(),
      text: question.text,
      row: rowOf(question),
      similar: open.filter((other) => other.id !== question.id && isSimilar(question, other)).map(rowOf),
      declarations: declarations.get(question.row_id) ?? [],
    })),
  };
  return { status: 200, body };
};
