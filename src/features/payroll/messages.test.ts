import { describe, expect, it } from 'vitest';
import type { IbanReason, PersonalIdentityCodeReason } from '../../api/schemas/finnish-identifiers.ts';
import { EMPLOYMENT_TYPES } from '../../api/schemas/payroll.ts';
import { differences } from '../../testing/same-shape.ts';
import type { AmountProblem } from '../../i18n/parse-amounts.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

const payrollMessages = { fi, sv, en };

describe('payroll speaks Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', payrollMessages.sv],
    ['en', payrollMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(payrollMessages.fi, messages)).toEqual([]);
  });

  it('explains every reason an identity code, an IBAN or an amount is refused, in every language', () => {
    const identity: PersonalIdentityCodeReason[] = ['format', 'date', 'century_sign', 'checksum', 'future'];
    const iban: IbanReason[] = ['format', 'length', 'checksum'];
    const amount: AmountProblem[] = ['empty', 'format', 'too_many_decimals', 'too_large', 'out_of_range'];
    for (const messages of Object.values(payrollMessages)) {
      expect(Object.keys(messages.form.errors.identity).sort()).toEqual([...identity].sort());
      expect(Object.keys(messages.form.errors.iban).sort()).toEqual([...iban].sort());
      for (const reason of amount) expect(messages.form.errors.amount[reason]).toBeTruthy();
    }
  });

  it('names every employment type of the contract in every language, and no other', () => {
    for (const messages of Object.values(payrollMessages)) {
      expect(Object.keys(messages.types).sort()).toEqual([...EMPLOYMENT_TYPES].sort());
      for (const type of EMPLOYMENT_TYPES) expect(messages.types[type]).toBeTruthy();
    }
  });

  it('names the offending century sign in its explanation', () => {
    for (const messages of Object.values(payrollMessages)) expect(messages.form.errors.identity.century_sign).toContain('{{sign}}');
  });

  it('names the birth date a code gives, and its century sign, when that date is in the future', () => {
    for (const messages of Object.values(payrollMessages)) {
      expect(messages.form.errors.identity.future).toContain('{{birthDate}}');
      expect(messages.form.errors.identity.future).toContain('{{sign}}');
    }
  });
});
