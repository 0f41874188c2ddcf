import { describe, expect, it } from 'vitest';
import { differences } from '../../i18n/messages/same-shape.ts';
import { apiKeysMessages } from './messages.ts';

describe('the API-keys texts say in Swedish and English everything Finnish says', () => {
  it.each([
    ['sv', apiKeysMessages.sv],
    ['en', apiKeysMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(apiKeysMessages.fi, messages)).toEqual([]);
  });
});
