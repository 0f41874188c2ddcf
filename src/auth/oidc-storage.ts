/** The prefix under which oidc-client-ts keeps its users and sign-in states in sessionStorage. */
export const OIDC_STORAGE_PREFIX = 'oidc.';

export function clearOidcStorage(storage: Storage = window.sessionStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(OIDC_STORAGE_PREFIX)) storage.removeItem(key);
}
