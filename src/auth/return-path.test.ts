import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('the return path after sign-in is a relative path of the portal only', () => {
  it.each(['/', '/cus_aurora/overview', '/cus_aurora/worklog?from=2026-11-01#today'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'cus_aurora/overview',
    '/ok\nLocation: x',
    '/auth/callback?code=x',
    // dot segments that resolve to a protocol-relative URL
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example/x',
    '/./\tevil.example',
    '',
    42,
    undefined,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBe('/');
  });
});
