import { describe, expect, it } from 'vitest';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

describe('"Needs attention" speaks Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });
});
