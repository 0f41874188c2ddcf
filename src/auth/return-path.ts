import { SIGNED_OUT_PATH } from './paths.ts';

/**
 * Where to go after signing in: only a path of this portal. Anything that could leave the origin
 * (`//host`, `/\host`, a scheme, control characters) falls back to the start page.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (!isPlainPath(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, 'https://portal.invalid');
    if (resolved.origin !== 'https://portal.invalid') return fallback;
    if (resolved.pathname.startsWith('/auth/')) return fallback;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // dot segments resolved (`/.//host`, `/a/..//host`) may have made a protocol-relative URL of it
    return isPlainPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/** Starts with one slash, not two or a backslash, and holds no control character or backslash. */
function isPlainPath(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate === '') return false;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return false;
  return ![...candidate].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\');
}

/** Where a person at this location returns after signing in: its path, query and fragment; the start page from the signed-out page. */
export function returnPathOf(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname === SIGNED_OUT_PATH ? '/' : `${location.pathname}${location.search}${location.hash}`;
}
