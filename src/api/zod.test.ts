import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

describe('the portal’s zod', () => {
  it('is jitless, so that building a schema never probes for eval under the portal’s CSP', () => {
    expect(z.config().jitless).toBe(true);
    // and parsing works without the compiled fast path
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
