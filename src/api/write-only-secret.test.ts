import { describe, expect, it } from 'vitest';
import { WriteOnlySecret } from './write-only-secret.ts';

describe('a write-only secret', () => {
  it('is handed over once and then holds nothing', () => {
    const secret = new WriteOnlySecret('acq_rpt_live_123456');
    expect(secret.take()).toBe('acq_rpt_live_123456');
    expect(secret.taken).toBe(true);
    expect(() => secret.take()).toThrow();
  });

  it('never serialises or prints its value, even before it is sent', () => {
    const secret = new WriteOnlySecret('acq_rpt_live_123456');
    expect(JSON.stringify({ secret })).not.toContain('acq_rpt');
    expect(String(secret)).not.toContain('acq_rpt');
    expect(Object.keys(secret)).toEqual([]);
  });
});
