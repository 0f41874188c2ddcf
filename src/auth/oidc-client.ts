import type { UserManager } from 'oidc-client-ts';
import { z } from '../api/zod.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import { OIDC_STORAGE_PREFIX } from './oidc-storage.ts';

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
  /**
   * Leaves for the identity provider's end-session endpoint with a form POST: the ID token goes as the
   * `id_token_hint` in the body, never in a URL (which the tab's history, logs and referrers would keep).
   */
  endSession(args: { idTokenHint?: string; uiLocales: string }): Promise<void>;
  revokeTokens(types: ['refresh_token']): Promise<void>;
  removeUser(): Promise<void>;
  clearStaleState(): Promise<void>;
}

/** Navigates this tab with a form POST (the portal's CSP allows forms to the identity provider's origin). */
function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  // the page is leaving; the form (and the token in it) need not stay in the document meanwhile
  form.remove();
}

/** Where oidc-client-ts keeps the user of this tab (its own key format, read back with a schema). */
export function userStorageKey(config: Pick<RuntimeConfig, 'authority' | 'clientId'>): string {
  return `${OIDC_STORAGE_PREFIX}user:${config.authority}:${config.clientId}`;
}

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
    endSession: async ({ idTokenHint, uiLocales }) => {
      const manager = await load();
      const endpoint = await manager.metadataService.getEndSessionEndpoint();
      if (!endpoint) throw new Error('the identity provider names no end-session endpoint');
      const fields: Record<string, string> = {
        client_id: config.clientId,
        post_logout_redirect_uri: manager.settings.post_logout_redirect_uri ?? `${window.location.origin}/signed-out`,
        ui_locales: uiLocales,
        ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
      };
      postForm(endpoint, fields);
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
