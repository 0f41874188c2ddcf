import { describe, expect, it } from 'vitest';
import { SOURCE_KINDS, DECLARATION_ANSWERS } from '../../api/schemas/books.ts';
import { differences } from '../../i18n/messages/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

describe('every language of the books area says everything Finnish says', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every source kind and every answer the contract knows', () => {
    expect(Object.keys(fi.transactions.sources).sort()).toEqual([...SOURCE_KINDS].sort());
    expect(Object.keys(fi.questions.answers).sort()).toEqual([...DECLARATION_ANSWERS].sort());
  });
});
