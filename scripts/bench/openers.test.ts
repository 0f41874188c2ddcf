import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../../src/portal/areas.ts';
import { openers } from './openers.ts';

describe('who opens each area in the bench', () => {
  it('is the admin wherever the registry lets them, and someone with the role where it does not, so every main view is measured', () => {
    const who = openers('cus_aurora', 'admin@aurora.example');
    expect([...who.keys()]).toEqual(AREA_NAMES);
    expect(who.get('overview')).toBe('admin@aurora.example');
    expect(who.get('apiKeys')).toBe('admin@aurora.example');
    expect(who.get('bills')).not.toBe('admin@aurora.example');
  });
});
