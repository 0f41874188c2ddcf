import { describe, expect, it } from 'vitest';
import { differences, leaves } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { CATEGORY_ORDER } from './model.ts';

const connectionsMessages = { fi, sv, en };

describe('the connections texts say in Swedish and English everything Finnish says', () => {
  it.each([
    ['sv', connectionsMessages.sv],
    ['en', connectionsMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(connectionsMessages.fi, messages)).toEqual([]);
  });

  it('names every category the portal orders tiles by, and explains each in the assisted set-up', () => {
    const keys = leaves(connectionsMessages.fi);
    for (const category of CATEGORY_ORDER) {
      expect(keys.has(`categories.${category}`), category).toBe(true);
    }
    for (const category of ['bank', 'commerce', 'accounting_system', 'inbox', 'spreadsheet']) {
      expect(keys.has(`assisted.how.${category}`), category).toBe(true);
    }
  });
});
