import type { UserManager } from 'oidc-client-ts';
import { z } from '../api/zod.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import { userStorageKey } from './oidc-storage.ts';

/**
 * What the session needs of the OpenID client. The library (oidc-client-ts) is loaded only when a
 * sign-in, renewal or sign-out actually happens: a person who is already signed in sees the first
 * page without it (the first route's budget), since reading the stored user needs no library.
 */
export const StoredUser = z.object({
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  profile: z.looseObject({ sub: z.string() }),
  state: z.unknown().optional(),
});
export type StoredUser = z.infer<typeof StoredUser>;

export interface OidcClient {
  getUser(): Promise<StoredUser | null>;
  signinRedirect(args: { state: unknown; nonce: string; ui_locales?: string }): Promise<void>;
  signinRedirectCallback(url: string): Promise<StoredUser>;
  signinSilent(): Promise<StoredUser | null>;
  /** Leaves for the identity provider's end-session endpoint, the ID token in a POST body (user-manager.ts). */
  endSession(args: { idTokenHint?: string; uiLocales: string }): Promise<void>;
  revokeTokens(types: ['refresh_token']): Promise<void>;
  removeUser(): Promise<void>;
  clearStaleState(): Promise<void>;
}

export { userStorageKey };

export function createOidcClient(config: RuntimeConfig, storage: Storage = window.sessionStorage): OidcClient {
  let manager: Promise<UserManager> | null = null;
  const load = () => {
    manager ??= import('./user-manager.ts').then(({ createUserManager }) => createUserManager(config));
    return manager;
  };
  const parsed = (user: unknown): StoredUser => StoredUser.parse(user);

  return {
    async getUser() {
      const text = storage.getItem(userStorageKey(config));
      if (!text) return null;
      try {
        const result = StoredUser.safeParse(JSON.parse(text));
        return result.success ? result.data : null;
      } catch {
        return null;
      }
    },
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async (url) => parsed(await (await load()).signinRedirectCallback(url)),
    signinSilent: async () => {
      const user = await (await load()).signinSilent();
      return user ? parsed(user) : null;
    },
    endSession: async (args) => {
      const [{ endSession }, manager] = await Promise.all([import('./user-manager.ts'), load()]);
      await endSession(manager, args);
    },
    revokeTokens: async (types) => (await load()).revokeTokens(types),
    removeUser: async () => {
      storage.removeItem(userStorageKey(config));
    },
    clearStaleState: async () => {
      if (manager) await (await manager).clearStaleState();
    },
  };
}
