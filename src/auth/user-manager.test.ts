// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createUserManager, withoutAccessToken } from './user-manager.ts';

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

describe('what the sign-in library keeps in the tab (docs/decisions/0028: only what the portal uses)', () => {
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

describe('the provider’s endpoints (docs/decisions/0022: no discovery before leaving for the provider)', () => {
  const config = { serviceUrl: '/portal', authority: 'https://idp.example/idp', clientId: 'customer-portal' };

  it('come from the runtime configuration when it names them: nothing is fetched to find them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const manager = createUserManager(
      {
        ...config,
        identityProvider: {
          authorizationEndpoint: 'https://idp.example/idp/auth',
          tokenEndpoint: 'https://idp.example/idp/token',
          endSessionEndpoint: 'https://idp.example/idp/session/end',
        },
      },
      'https://portal.example',
    );
    expect(await manager.metadataService.getAuthorizationEndpoint()).toBe('https://idp.example/idp/auth');
    expect(await manager.metadataService.getTokenEndpoint()).toBe('https://idp.example/idp/token');
    expect(await manager.metadataService.getEndSessionEndpoint()).toBe('https://idp.example/idp/session/end');
    expect(await manager.metadataService.getIssuer()).toBe('https://idp.example/idp');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('are read from the discovery document when the configuration names none', () => {
    const manager = createUserManager(config, 'https://portal.example');
    expect(manager.settings.metadata).toBeUndefined();
    expect(manager.settings.metadataUrl).toBe('https://idp.example/idp/.well-known/openid-configuration');
  });
});
