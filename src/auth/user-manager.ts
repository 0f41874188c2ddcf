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
  const endpoints = config.identityProvider;
  return new UserManager({
    authority: config.authority,
    // the provider's endpoints from the runtime configuration: no discovery round trip before leaving for it
    ...(endpoints
      ? {
          metadata: {
            issuer: config.authority,
            authorization_endpoint: endpoints.authorizationEndpoint,
            token_endpoint: endpoints.tokenEndpoint,
            ...(endpoints.endSessionEndpoint ? { end_session_endpoint: endpoints.endSessionEndpoint } : {}),
            ...(endpoints.revocationEndpoint ? { revocation_endpoint: endpoints.revocationEndpoint } : {}),
          },
        }
      : {}),
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
 * Leaves for the identity provider's end-session endpoint with a form POST: the ID token goes as the
 * `id_token_hint` in the body, never in a URL (which the tab's history, logs and referrers would keep).
 * The portal's CSP lets forms reach the identity provider's origin for this.
 */
export async function endSession(manager: UserManager, args: { idTokenHint?: string; uiLocales: string }): Promise<void> {
  const endpoint = await manager.metadataService.getEndSessionEndpoint();
  if (!endpoint) throw new Error('the identity provider names no end-session endpoint');
  const fields: Record<string, string> = {
    client_id: manager.settings.client_id,
    post_logout_redirect_uri: manager.settings.post_logout_redirect_uri ?? `${window.location.origin}${SIGNED_OUT_PATH}`,
    ui_locales: args.uiLocales,
    ...(args.idTokenHint ? { id_token_hint: args.idTokenHint } : {}),
  };
  const form = document.createElement('form');
  form.method = 'post';
  form.action = endpoint;
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
  return JSON.stringify(Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== 'access_token')));
}
