import { describe, expect, it } from 'vitest';
import { ACCESS_HINT_KEY, accessHintOf, companyNameHintOf, forgetAccess, rememberAccess } from './access-hint.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** docs/decisions/0022: the boot asks early only for what the person may see, by the roles this tab last read from /me. */
describe('the access hint', () => {
  it('keeps each company’s known roles and whether the person is staff, and is forgotten with the session', () => {
    const storage = memoryStorage();
    rememberAccess(
      'person_a',
      [
        { customer_id: 'cus_aurora', name: 'Aurora Oy', roles: ['admin'] },
        { customer_id: 'cus_birch', name: 'Birch Ab', roles: ['claimant'] },
      ],
      false,
      storage,
    );
    expect(accessHintOf('cus_aurora', storage)).toEqual({ roles: ['admin'], staff: false });
    expect(accessHintOf('cus_birch', storage)).toEqual({ roles: ['claimant'], staff: false });
    expect(accessHintOf('cus_other', storage)).toBeNull();
    expect(accessHintOf('__proto__', storage)).toBeNull();
    forgetAccess(storage);
    expect(accessHintOf('cus_aurora', storage)).toBeNull();
  });

  // docs/decisions/0022: the overview's first screen names the company before /me has answered
  it('keeps each company’s name, and says none it cannot read', () => {
    const storage = memoryStorage();
    rememberAccess('person_a', [{ customer_id: 'cus_aurora', name: 'Aurora Oy', roles: ['admin'] }], false, storage);
    expect(companyNameHintOf('cus_aurora', storage)).toBe('Aurora Oy');
    expect(companyNameHintOf('cus_other', storage)).toBeNull();
    storage.setItem(ACCESS_HINT_KEY, JSON.stringify({ companies: { cus_a: { roles: ['admin'], staff: false, name: 7 } } }));
    expect(companyNameHintOf('cus_a', storage)).toBeNull();
    expect(accessHintOf('cus_a', storage)).toEqual({ roles: ['admin'], staff: false });
    forgetAccess(storage);
    expect(companyNameHintOf('cus_aurora', storage)).toBeNull();
  });

  it('grants nothing it cannot read: an unknown role is dropped, a broken note is no note', () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_HINT_KEY, JSON.stringify({ companies: { cus_a: { roles: ['admin', 'superuser', 7], staff: false } } }));
    expect(accessHintOf('cus_a', storage)).toEqual({ roles: ['admin'], staff: false });
    storage.setItem(ACCESS_HINT_KEY, JSON.stringify({ companies: { cus_a: { roles: 'admin', staff: false } } }));
    expect(accessHintOf('cus_a', storage)).toBeNull();
    storage.setItem(ACCESS_HINT_KEY, '{not json');
    expect(accessHintOf('cus_a', storage)).toBeNull();
  });
});
