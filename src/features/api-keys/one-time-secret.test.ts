import { describe, expect, it } from 'vitest';
import { OneTimeSecret } from './one-time-secret.ts';

const SECRET = 'svc_sk_one_time_secret_test_0123456789';

describe('a new key’s secret is held so that it can be forgotten everywhere at once', () => {
  it('gives the secret until it is forgotten, and nothing after', () => {
    const held = new OneTimeSecret(SECRET);
    const anotherReference = held;
    expect(held.value).toBe(SECRET);
    held.forget();
    expect(anotherReference.value).toBeNull();
    held.forget();
    expect(held.value).toBeNull();
  });

  it('never shows the secret when serialised or listed', () => {
    const held = new OneTimeSecret(SECRET);
    expect(JSON.stringify({ held })).not.toContain('svc_sk_');
    expect(Object.values(held)).toEqual([]);
    expect(Object.keys(held)).toEqual([]);
  });
});
