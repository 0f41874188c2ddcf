/**
 * A cookie that tells the web server this browser holds a session of the portal, so that it answers a page
 * with the portal's code named up front (`index.signed-in.html`: a `modulepreload` of the portal's chunk) and
 * the browser fetches it while the page is still being read, not once the boot's file has come and run: one
 * round trip less before the first page on a slow phone (docs/decisions/0021, principle 11). A person without it gets
 * the plain page, which fetches only the boot and the way to the identity provider, both named up front, and
 * leaves for it (at most 60 KB of script). Only a hint, never a credential: it holds `1`, grants nothing and is never read by the service;
 * the session itself stays in the tab (sessionStorage). It lasts as long as the browser session, and a
 * stale one costs only the portal's code fetched once before the sign-in. deploy/nginx reads it by name.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

type CookieJar = Pick<Document, 'cookie'>;

function attributes(secure: boolean): string {
  return `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

function isSecure(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Notes that this browser holds a session (the boot and the session call it whenever one is in use). */
export function noteSignedIn(jar: CookieJar = document, secure: boolean = isSecure()): void {
  jar.cookie = `${SIGNED_IN_HINT_COOKIE}=1; ${attributes(secure)}`;
}

/** Forgets the note: on sign-out, when the session ends, and when a page leaves to sign in. */
export function forgetSignedIn(jar: CookieJar = document, secure: boolean = isSecure()): void {
  jar.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
