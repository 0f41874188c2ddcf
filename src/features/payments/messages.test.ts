import { describe, expect, it } from 'vitest';
import { differences, leaves } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { BLOCK_CODES, FAILURE_CODES, STATUS_ORDER } from './model.ts';

describe('payments speak Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every status the view orders and says what each means', () => {
    expect(Object.keys(fi.statuses).sort()).toEqual([...STATUS_ORDER].sort());
    expect(Object.keys(fi.statusTexts).sort()).toEqual([...STATUS_ORDER].sort());
  });

  it('says why and what to do for every reason the bank gives, and for one it does not know', () => {
    const keys = [...FAILURE_CODES, 'other'].sort();
    expect(Object.keys(fi.failure.reasons).sort()).toEqual(keys);
    expect(Object.keys(fi.failure.advice).sort()).toEqual(keys);
  });

  it('says why a batch cannot be released and what to do for every block the portal knows, and for one it does not', () => {
    const keys = [...BLOCK_CODES, 'other'].sort();
    expect(Object.keys(fi.block.reasons).sort()).toEqual(keys);
    expect(Object.keys(fi.block.advice).sort()).toEqual(keys);
  });

  it('puts the person’s own name in the confirmation, in every language', () => {
    for (const messages of [fi, sv, en]) expect(leaves(messages).get('release.byName')).toContain('{{name}}');
  });
});
