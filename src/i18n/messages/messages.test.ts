import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fi } from './fi.ts';
import { differences } from '../../testing/same-shape.ts';
import { sv } from './sv.ts';

describe('every language of the shell says everything Finnish says', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });
});
