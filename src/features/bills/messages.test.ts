import { describe, expect, it } from 'vitest';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { valueKey } from './value-label.ts';

const billsMessages = { fi, sv, en };

describe('every language of the bills area says everything Finnish says', () => {
  it.each([
    ['sv', billsMessages.sv],
    ['en', billsMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(billsMessages.fi, messages)).toEqual([]);
  });

  it('names every operation the sandbox seeds under the key its ID maps to', () => {
    const named = Object.keys(billsMessages.fi.values.operation).map((key) => `values.operation.${key}`);
    for (const operation of [
      'purchase_bill.review.record',
      'purchase_bill.journal.post',
      'purchase_bill.journal.reverse',
      'purchase_bill.calculation.recompute',
      'purchase_bill.original.replace',
    ]) {
      expect(named).toContain(valueKey('operation', operation));
    }
  });
});
