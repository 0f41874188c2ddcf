import { DECLARATION_ANSWERS } from '../../api/schemas/books.ts';
import { DeclarationCreate } from '../../api/schemas/books-questions.ts';
import { characterCount } from '../../api/schemas/common.ts';
import { z } from '../../api/zod.ts';

/**
 * The answer to the agent's question about a row, as the person gives it: one of the four answers, a note, and
 * the similar rows ticked "vastaa myös näihin". It becomes the contract's DeclarationCreate; the contract's
 * rule that `explained` and `dont_know` need a note (422 `note_required` otherwise) is checked here first, so
 * that the person hears it at the field before anything is sent. Each issue's message is a key of the
 * `books` namespace's `questions` texts.
 */
export interface DeclarationFormValues {
  answer: string;
  note: string;
  also_row_ids: string[];
}

export type DeclarationToSend = Omit<DeclarationCreate, 'customer_id'>;

export const DECLARATION_FIELDS = ['answer', 'note', 'also_row_ids'] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];

/** The answers that say nothing without a note. */
export const NOTE_REQUIRED_FOR: readonly string[] = ['explained', 'dont_know'];

/** The longest note the contract takes, in characters. */
const NOTE_MAX = 1000;

export const declarationFormDefaults = (): DeclarationFormValues => ({ answer: '', note: '', also_row_ids: [] });

export const DeclarationForm: z.ZodType<DeclarationToSend, DeclarationFormValues> = z
  .object({ answer: z.string(), note: z.string(), also_row_ids: z.array(z.string()) })
  .transform((values, ctx) => {
    const problem = (path: DeclarationField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
    const answer = z.enum(DECLARATION_ANSWERS).safeParse(values.answer);
    const note = values.note.trim();
    if (!answer.success) problem('answer', 'chooseAnswer');
    else if (NOTE_REQUIRED_FOR.includes(answer.data) && note === '') problem('note', 'noteRequired');
    if (characterCount(note) > NOTE_MAX) problem('note', 'noteTooLong');
    else if (!DeclarationCreate.shape.note.safeParse(note).success) problem('note', 'noteRequired');
    if (!answer.success) return z.NEVER;
    return values.also_row_ids.length > 0 ? { answer: answer.data, note, also_row_ids: values.also_row_ids } : { answer: answer.data, note };
  });
