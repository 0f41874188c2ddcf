import { describe, expect, it } from 'vitest';
import { withoutAccessToken } from './user-manager.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('what the sign-in library keeps in the tab (issue 14: only what the portal uses)', () => {
  it('writes the stored user without its access token, which the portal never sends', () => {
    const storage = memoryStorage();
    const store = withoutAccessToken(storage);
    store.setItem('oidc.user:x:y', JSON.stringify({ id_token: 'id', refresh_token: 'rt', access_token: 'at', profile: { sub: 's' } }));
    expect(JSON.parse(storage.getItem('oidc.user:x:y') ?? '{}')).toEqual({ id_token: 'id', refresh_token: 'rt', profile: { sub: 's' } });
  });

  it('keeps every other entry as it is, and reads, lists and removes as the storage does', () => {
    const storage = memoryStorage();
    const store = withoutAccessToken(storage);
    store.setItem('oidc.state', 'not json');
    store.setItem('oidc.other', JSON.stringify({ code_verifier: 'v' }));
    expect(store.getItem('oidc.state')).toBe('not json');
    expect(store.length).toBe(2);
    expect(store.key(1)).toBe('oidc.other');
    store.removeItem('oidc.state');
    expect(storage.length).toBe(1);
  });
});
