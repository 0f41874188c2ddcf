/** The prefix under which oidc-client-ts keeps its users and sign-in states in sessionStorage. */
export const OIDC_STORAGE_PREFIX = 'oidc.';

export function clearOidcStorage(storage: Storage = window.sessionStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(OIDC_STORAGE_PREFIX)) storage.removeItem(key);
}

/** Where oidc-client-ts keeps the user of this tab (its own key format). */
export function userStorageKey(config: { authority: string; clientId: string }): string {
  return `${OIDC_STORAGE_PREFIX}user:${config.authority}:${config.clientId}`;
}

/**
 * The ID token this tab keeps for the portal, read without the sign-in library or a schema: the boot
 * (src/boot.ts) decides by it alone whether to leave for the identity provider or to start the portal.
 * Whether the token is still good is the session's to decide (src/auth/session.ts).
 */
export function storedIdToken(config: { authority: string; clientId: string }, storage: Pick<Storage, 'getItem'> = window.sessionStorage): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(userStorageKey(config)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || !('id_token' in stored)) return null;
  return typeof stored.id_token === 'string' && stored.id_token !== '' ? stored.id_token : null;
}

/**
 * The claims of a JWT (`header.payload.signature`), read without verifying it: the service verifies the
 * signature (spec §5); the portal reads the claims to check whom and until when the token is for. Null for
 * anything that is not three base64url parts with a JSON object as the payload.
 */
export function claimsOf(jwt: string): Record<string, unknown> | null {
  const parts = jwt.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const record: Record<string, unknown> = {};
    return Object.assign(record, claims);
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which a JWT expires, read without verifying it; null when it names none. */
export function expiresAtOf(jwt: string): number | null {
  const exp = claimsOf(jwt)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** The session renews an ID token this long before its own exp (./session.ts), and sends it as it is until then. */
export const RENEW_BEFORE_SECONDS = 60;

/**
 * Whether the session, starting at `nowSeconds`, sends this stored ID token as it is rather than renewing it
 * first: the boot sends its early reads with the token exactly then (src/boot.ts). A wider margin left a
 * minute of every token's life in which the session used the token but nothing had been sent early, and the
 * page's every read waited for the portal's code (docs/decisions/0022).
 */
export function sentAsItIsAt(jwt: string, nowSeconds: number): boolean {
  const expiresAt = expiresAtOf(jwt);
  return expiresAt !== null && expiresAt - nowSeconds > RENEW_BEFORE_SECONDS;
}
