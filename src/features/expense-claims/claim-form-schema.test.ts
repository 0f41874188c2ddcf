import { describe, expect, it } from 'vitest';
import { addDays, todayInFinland } from '../../api/schemas/calendar.ts';
import { ClaimForm, claimFormDefaults, ibanReasonOf, vatIncluded, type ClaimFormValues } from './claim-form-schema.ts';

const filled = (over: Partial<ClaimFormValues> = {}): ClaimFormValues => ({
  ...claimFormDefaults('2026-11-20'),
  document_ids: ['doc_1'],
  amount: '23,90',
  vat: '4,76',
  purpose: 'Asiakaslounas',
  iban: 'FI21 1234 5600 0007 85',
  ...over,
});

/** What each message of a failed parse is, by field. */
const problems = (values: ClaimFormValues) => {
  const result = ClaimForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the VAT included in an amount', () => {
  it('is amount × rate / (100 % + rate), to the nearest cent, for each Finnish rate', () => {
    expect(vatIncluded(2390, 2550)).toBe(486);
    expect(vatIncluded(12_550, 2550)).toBe(2550);
    expect(vatIncluded(11_400, 1400)).toBe(1400);
    expect(vatIncluded(1000, 0)).toBe(0);
  });
});

describe('the claim form becomes the contract’s claim', () => {
  it('sends euros as cents, the IBAN typed with spaces in electronic form, the purpose trimmed', () => {
    expect(ClaimForm.parse(filled({ purpose: '  Asiakaslounas ' }))).toEqual({
      document_ids: ['doc_1'],
      date: '2026-11-20',
      amount_cents: 2390,
      vat_cents: 476,
      purpose: 'Asiakaslounas',
      iban: 'FI2112345600000785',
    });
  });

  it('starts on today with the 25,5 % rate and nothing else filled', () => {
    expect(claimFormDefaults('2026-11-27')).toEqual({ document_ids: [], date: '2026-11-27', amount: '', vatRate: '2550', vat: '', purpose: '', iban: '' });
  });

  it('needs a receipt, a date, an amount above zero, a purpose and an IBAN, each said at its field', () => {
    expect(problems(filled({ document_ids: [], date: '', amount: '', purpose: ' ', iban: '' }))).toEqual({
      document_ids: 'receiptsMissing',
      date: 'dateMissing',
      amount: 'amountMissing',
      purpose: 'purposeMissing',
      iban: 'ibanMissing',
    });
    expect(problems(filled({ amount: '0' }))).toEqual({ amount: 'amountZero' });
    expect(problems(filled({ amount: '12,345' }))).toEqual({ amount: 'amountFormat' });
  });

  it('refuses a VAT above the amount, a date in the future and an IBAN whose check digits do not match', () => {
    expect(problems(filled({ vat: '30,00' }))).toEqual({ vat: 'vatExceedsAmount' });
    expect(problems(filled({ date: '2999-01-01' }))).toEqual({ date: 'dateInFuture' });
    expect(problems(filled({ iban: 'FI21 1234 5600 0007 86' }))).toEqual({ iban: 'iban.checksum' });
    expect(problems(filled({ iban: 'FI21 1234' }))).toEqual({ iban: 'iban.format' });
  });

  it('keeps a claim within its limits, as the service does: at most 100 000,00 €, a day no financial year could take refused', () => {
    expect(problems(filled({ amount: '100 000,01', vat: '0' }))).toEqual({ amount: 'amountTooLarge' });
    // a float's largest safe integer of cents, once filed as it was typed
    expect(problems(filled({ amount: '90 071 992 547 409,91', vat: '0' }))).toEqual({ amount: 'amountTooLarge' });
    expect(problems(filled({ amount: '9007199254740991', vat: '0' }))).toEqual({ amount: 'amountTooLarge' });
    expect(ClaimForm.parse(filled({ amount: '100 000,00', vat: '100 000,00' }))).toMatchObject({ amount_cents: 10_000_000, vat_cents: 10_000_000 });
    // the previous financial year began less than two years ago, whatever the company's year
    const today = todayInFinland();
    expect(problems(filled({ date: addDays(today, -731) }))).toEqual({ date: 'dateTooEarly' });
    expect(problems(filled({ date: addDays(today, -365) }))).toEqual({});
  });

  it('reads an empty VAT as none', () => {
    expect(ClaimForm.parse(filled({ vat: '' })).vat_cents).toBe(0);
  });

  it('knows the IBAN reason a refusal of the service names in the contract’s words', () => {
    expect(ibanReasonOf('The IBAN check digits do not match')).toBe('checksum');
    expect(ibanReasonOf('something else')).toBeUndefined();
  });
});
