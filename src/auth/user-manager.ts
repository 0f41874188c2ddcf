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
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGNED_OUT_PATH}`,
    response_type: 'code',
    scope: PORTAL_SCOPES,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    revokeTokenTypes: ['refresh_token'],
  });
}

