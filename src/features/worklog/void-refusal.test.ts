import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { knownVoidRefusal } from './void-dialog.tsx';

/**
 * A confirmation dialog says a refusal it knows by name in the area's words; for anything else (the network
 * gone, a 5xx) it must get nothing from the area, so that the dialog's shared banner says it instead of silence.
 */
describe('refusals known by name in the void dialog', () => {
  const refusal = (status: number, code: string) => new ApiError('http', status, code, 'The service said so.');

  it('knows the refusals the area explains', () => {
    expect(knownVoidRefusal(refusal(403, 'not_entry_author'))).toBe('not_entry_author');
    expect(knownVoidRefusal(refusal(404, 'not_found'))).toBe('not_found');
  });

  it('knows nothing of a network failure, a server error or another code, which the shared banner then says', () => {
    const network = new ApiError('network', 0, 'network_error', 'The service could not be reached.');
    for (const known of [knownVoidRefusal]) {
      expect(known(network)).toBeUndefined();
      expect(known(refusal(503, 'unavailable'))).toBeUndefined();
      expect(known(refusal(409, 'conflict'))).toBeUndefined();
      expect(known(new Error('boom'))).toBeUndefined();
    }
  });
});
