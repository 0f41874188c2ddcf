import { describe, expect, it } from 'vitest';
import { refusedFieldsIn } from './refused-fields.ts';

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
