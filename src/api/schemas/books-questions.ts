import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, Timestamp, freeText } from './common.ts';
import { DECLARATION_ANSWERS, Declaration, assumption } from './books.ts';

// --- Questions and declarations -------------------------------------------------------------------------

export const QuestionRow = z
  .object({
    row_id: z.string(),
    date: IsoDate,
    amount_cents: Cents,
    description: z.string(),
    counterparty: z.string().nullable(),
    account_code: z.string(),
    account_name: z.string(),
  })
  .meta({ id: 'QuestionRow' });

export const Question = z
  .object({
    id: z.string(),
    state: openValues(['open', 'answered'] as const),
    asked_at: Timestamp,
    text: z.string().describe('the agent’s question, in Finnish'),
    row: QuestionRow,
    similar: rows(z.array(QuestionRow)).describe('other open questions’ rows like this one (same counterparty, or same amount and text): answered together when the person says so'),
    declarations: rows(z.array(Declaration)).describe('the answers given, oldest first; the last one is the answer'),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof Question>;

export const QuestionsQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    state: z.enum(['open', 'answered', 'all']).optional().describe('default `all`: open ones first, then the answered ones, newest first'),
  })
  .meta({ id: 'QuestionsQuery', 'x-assumption': assumption });

export const QuestionList = z
  .object({ customer_id: CustomerId, questions: rows(z.array(Question)) })
  .meta({ id: 'QuestionList', 'x-assumption': `${assumption} The agent’s questions on rows: open first (oldest asked first), then answered (newest answer first).` });
export type QuestionList = z.infer<typeof QuestionList>;

/** Spec §1: a declaration may answer several similar rows at once, at most this many besides the row. */
export const MAX_SIMILAR_ROWS = 50;

/** The documents one answer may give as its evidence (docs/decisions/0007-declaration-documents.md). */
export const MAX_DECLARATION_DOCUMENTS = 10;

export const DeclarationCreate = z
  .strictObject({
    customer_id: CustomerId.optional(),
    answer: z.enum(DECLARATION_ANSWERS),
    // not `prose`: a blank note is the service's 422 `note_required` for the answers that need one, and allowed for the others
    note: freeText({ max: 1000 }).describe('what it was, kept without leading and trailing whitespace; required (not blank) for `explained` and `dont_know`, else 422 `note_required`'),
    also_row_ids: z
      .array(freeText({ min: 1, max: 200 }))
      .max(MAX_SIMILAR_ROWS)
      .optional()
      .describe(`other rows of the company given the same answer in the same act (at most ${MAX_SIMILAR_ROWS}); all or nothing: an unknown one answers 404 and records none`),
    document_ids: z
      .array(freeText({ min: 1, max: 200 }))
      .max(MAX_DECLARATION_DOCUMENTS)
      .optional()
      .describe(
        `documents of the company (uploaded with POST /documents) given as the answer's evidence, each row answered carrying them all (at most ${MAX_DECLARATION_DOCUMENTS}, one named twice kept once); one the person may not see, or that is not the company's, answers 422 \`unknown_document\` naming it and records nothing (docs/decisions/0007-declaration-documents.md)`,
      ),
  })
  .meta({ id: 'DeclarationCreate', 'x-assumption': assumption });
export type DeclarationCreate = z.infer<typeof DeclarationCreate>;

export const DeclarationResult = z
  .object({
    customer_id: CustomerId,
    declarations: rows(z.array(Declaration)).describe('one per row answered, the path’s row first'),
  })
  .meta({ id: 'DeclarationResult', 'x-assumption': assumption });
export type DeclarationResult = z.infer<typeof DeclarationResult>;
