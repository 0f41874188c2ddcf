import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { fieldErrorsOf, refusedFieldsIn } from './refused-fields.ts';

/** A refusal's words land next to the field they are about, for every form alike. */
describe('refusedFieldsIn', () => {
  it('finds each named field after the opening sentence, in the order of the form’s fields, without the final full stop', () => {
    expect(refusedFieldsIn('The body is not valid. minutes: Too big; note: Too small.', ['note', 'minutes'])).toEqual([
      { field: 'note', text: 'Too small' },
      { field: 'minutes', text: 'Too big' },
    ]);
  });

  it('finds a field named first, and never one whose name only ends another’s', () => {
    expect(refusedFieldsIn('iban: The check digits do not match.', ['iban'])).toEqual([{ field: 'iban', text: 'The check digits do not match' }]);
    expect(refusedFieldsIn('The body is not valid. contract_id: x', ['id'])).toEqual([]);
  });

  it('gives nothing for a detail that names none of the fields', () => {
    expect(refusedFieldsIn('The body must be JSON.', ['minutes'])).toEqual([]);
  });
});

const FIELDS = ['entry_date', 'minutes', 'note'] as const;
const refusal = (detail: string, status = 400) => new ApiError('http', status, 'invalid_request', detail);

describe('fieldErrorsOf: the service’s words next to the field they are about', () => {
  it('finds each named field of a 400', () => {
    expect(
      fieldErrorsOf(refusal('The body is not valid. entry_date: Not a real calendar date; minutes: Too big: expected number to be <=1440.'), FIELDS),
    ).toEqual({ entry_date: 'Not a real calendar date', minutes: 'Too big: expected number to be <=1440' });
  });

  it('finds a field named last without a full stop, and one alone', () => {
    expect(fieldErrorsOf(refusal('The body is not valid. note: Too small'), FIELDS)).toEqual({ note: 'Too small' });
  });

  it('leaves a refusal about no field of the form to the banner', () => {
    expect(fieldErrorsOf(refusal('This needs a role in the company.', 403), FIELDS)).toEqual({});
    expect(fieldErrorsOf(refusal('customer_id: Too small'), FIELDS)).toEqual({});
  });

  it('finds the create-key form’s fields, and nothing in a refusal about the body as a whole', () => {
    const KEY_FIELDS = ['name', 'scope'] as const;
    expect(fieldErrorsOf(refusal('The body is not valid. name: Too small: expected string to have >=1 characters.'), KEY_FIELDS)).toEqual({
      name: 'Too small: expected string to have >=1 characters',
    });
    expect(fieldErrorsOf(refusal('The body is not valid. scope: Invalid option: expected one of "read"|"write".'), KEY_FIELDS)).toEqual({
      scope: 'Invalid option: expected one of "read"|"write"',
    });
    expect(fieldErrorsOf(refusal('The body must be JSON, sent with Content-Type: application/json.'), KEY_FIELDS)).toEqual({});
  });

  it('never reads fields out of server failures, network failures or other errors', () => {
    expect(fieldErrorsOf(refusal('minutes: broken', 500), FIELDS)).toEqual({});
    expect(fieldErrorsOf(new ApiError('network', 0, 'network_error', 'minutes: x'), FIELDS)).toEqual({});
    expect(fieldErrorsOf(new Error('minutes: x'), FIELDS)).toEqual({});
  });
});
