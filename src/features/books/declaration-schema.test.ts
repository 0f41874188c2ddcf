import { describe, expect, it } from 'vitest';
import { DeclarationForm } from './declaration-schema.ts';

const issues = (values: { answer: string; note: string; also_row_ids: string[] }) => {
  const read = DeclarationForm.safeParse(values);
  return read.success ? [] : read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the answer to a question about a row', () => {
  it('needs a note for “it was this” and for “I don’t know”, the contract’s note_required, before anything is sent', () => {
    expect(issues({ answer: 'explained', note: '  ', also_row_ids: [] })).toEqual(['note: noteRequired']);
    expect(issues({ answer: 'dont_know', note: '', also_row_ids: [] })).toEqual(['note: noteRequired']);
  });

  it('takes “the owner’s own” and “a transfer” without a note', () => {
    expect(DeclarationForm.parse({ answer: 'personal', note: '', also_row_ids: [] })).toEqual({ answer: 'personal', note: '' });
    expect(DeclarationForm.parse({ answer: 'transfer', note: ' oma tili ', also_row_ids: [] })).toEqual({ answer: 'transfer', note: 'oma tili' });
  });

  it('asks for an answer to be chosen', () => {
    expect(issues({ answer: '', note: 'jotain', also_row_ids: [] })).toEqual(['answer: chooseAnswer']);
  });

  it('sends the similar rows ticked as also_row_ids, and none when none are', () => {
    expect(DeclarationForm.parse({ answer: 'explained', note: 'Työkalut', also_row_ids: ['r2', 'r3'] })).toEqual({
      answer: 'explained',
      note: 'Työkalut',
      also_row_ids: ['r2', 'r3'],
    });
  });

  it('refuses a note longer than the contract takes', () => {
    expect(issues({ answer: 'explained', note: 'a'.repeat(1001), also_row_ids: [] })).toEqual(['note: noteTooLong']);
  });
});
