import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fieldErrorsOf } from './server-errors.ts';

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

  it('never reads fields out of server failures, network failures or other errors', () => {
    expect(fieldErrorsOf(refusal('minutes: broken', 500), FIELDS)).toEqual({});
    expect(fieldErrorsOf(new ApiError('network', 0, 'network_error', 'minutes: x'), FIELDS)).toEqual({});
    expect(fieldErrorsOf(new Error('minutes: x'), FIELDS)).toEqual({});
  });
});
