import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fieldProblemsOf } from './server-errors.ts';

const fields = ['name', 'tax_identifier', 'end_date', 'start_date', 'iban'] as const;

describe('server errors placed on their fields', () => {
  it('finds every field a missing_field answer names, with the server’s words', () => {
    const error = new ApiError('http', 400, 'missing_field', 'name: required to add an employee; start_date: required to add an employee.');
    expect(fieldProblemsOf(error, fields)).toEqual([
      { field: 'name', error: 'missing_field', detail: 'required to add an employee' },
      { field: 'start_date', error: 'missing_field', detail: 'required to add an employee' },
    ]);
  });

  it('finds the field of the generic validation answer, after its opening sentence', () => {
    const error = new ApiError('http', 400, 'invalid_request', 'The body is not valid. iban: The IBAN check digits do not match.');
    expect(fieldProblemsOf(error, fields)).toEqual([{ field: 'iban', error: 'invalid_request', detail: 'The IBAN check digits do not match' }]);
  });

  it('does not mistake a field whose name ends another’s for it', () => {
    const error = new ApiError('http', 422, 'end_date_before_start_date', 'end_date: the employment cannot end (2026-01-01) before it starts (2026-02-01).');
    expect(fieldProblemsOf(error, fields).map((problem) => problem.field)).toEqual(['end_date']);
  });

  it('places nothing for a server failure, a network failure or a detail naming no field', () => {
    expect(fieldProblemsOf(new ApiError('http', 503, 'tax_authority_unreachable', 'name: x'), fields)).toEqual([]);
    expect(fieldProblemsOf(new ApiError('network', 0, 'network_error', 'The service could not be reached.'), fields)).toEqual([]);
    expect(fieldProblemsOf(new ApiError('http', 403, 'role_required', 'This needs an admin.'), fields)).toEqual([]);
    expect(fieldProblemsOf(new Error('name: boom'), fields)).toEqual([]);
  });
});
