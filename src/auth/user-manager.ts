import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../runtime-config.ts';

import { CALLBACK_PATH, SIGNED_OUT_PATH } from './paths.ts';
/** No offline_access: the refresh token then ends with the identity provider's session, at sign-out. */
export const PORTAL_SCOPES = 'openid email profile';

/**
 * Authorization code with PKCE against the firm's identity provider. Everything it keeps lives in
 * this tab's sessionStorage (never localStorage): refresh-token rotation would race across tabs.
 * Renewal is ours (on the ID token's own exp), so the library's timer is off.
 */
export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  const userStore = new WebStorageStateStore({ store: withoutAccessToken(window.sessionStorage) });
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGNED_OUT_PATH}`,
    response_type: 'code',
    scope: PORTAL_SCOPES,
    userStore,
    stateStore: store,
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    revokeTokenTypes: ['refresh_token'],
  });
}


/**
 * The portal sends the ID token (spec §5) and renews with the refresh token; the access token is never
 * used, so it is not kept: the stored user is written without it.
 */
export function withoutAccessToken(storage: Storage): Storage {
  return new Proxy(storage, {
    get(target, property) {
      if (property === 'setItem') {
        return (key: string, value: string) => target.setItem(key, dropAccessToken(value));
      }
      const member: unknown = Reflect.get(target, property, target);
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

function dropAccessToken(value: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (typeof parsed !== 'object' || parsed === null || !('access_token' in parsed)) return value;
  const { access_token: _unused, ...rest } = parsed;
  return JSON.stringify(rest);
}
