import { describe, expect, it } from 'vitest';
import { CIRCULATION_STATES } from '../../api/schemas/invoice-circulation.ts';
import { differences } from '../../testing/same-shape.ts';
import { VAT_RATES } from './claim-form-schema.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

describe('expense claims speak Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every state of a claim’s circulation the contract knows (and a payment cancelled, as the held payments have it)', () => {
    expect(Object.keys(fi.list.states)).toEqual(expect.arrayContaining([...CIRCULATION_STATES]));
  });

  it('names every VAT rate the form offers', () => {
    expect(Object.keys(fi.form.vatRates).sort()).toEqual([...VAT_RATES].sort());
  });
});
