import { describe, expect, it } from 'vitest';
import { AUTHOR_KINDS, SUBJECT_KINDS } from '../../api/schemas/messages.ts';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

describe('every language of the messages area says everything Finnish says', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every subject kind and author kind the contract knows', () => {
    expect(Object.keys(fi.subjectKinds).sort()).toEqual([...SUBJECT_KINDS].sort());
    expect(Object.keys(fi.authors).sort()).toEqual([...AUTHOR_KINDS].sort());
  });
});
