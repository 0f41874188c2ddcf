import { safeReturnPath } from './return-path.ts';

/** What the portal keeps in the sign-in's state: where the person was going. */
export interface SignInState {
  returnTo: string;
}

/** What a sign-in redirect sends the identity provider, whether the boot (src/boot.ts) or the session starts it. */
export interface SignInRequest {
  state: SignInState;
  nonce: string;
  ui_locales?: string;
}

/**
 * A sign-in back to `returnTo` (only a path of this portal), in the person's language. oidc-client-ts sends no
 * nonce with the code flow unless given one, and checks it only when it did: a fresh one for every sign-in.
 */
export function signInRequest(returnTo: string, language: string | undefined): SignInRequest {
  return { state: { returnTo: safeReturnPath(returnTo) }, nonce: randomToken(), ...(language === undefined ? {} : { ui_locales: language }) };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
