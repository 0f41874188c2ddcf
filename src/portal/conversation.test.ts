import { describe, expect, it } from 'vitest';
import { differences } from '../testing/same-shape.ts';
import { en } from './conversation/en.ts';
import { fi } from './conversation/fi.ts';
import { sv } from './conversation/sv.ts';

describe('a thing’s thread, the unread count and the reply time speak Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });
});
