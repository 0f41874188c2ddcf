/**
 * Where to go after signing in: only a path of this portal. Anything that could leave the origin
 * (`//host`, `/\host`, a scheme, control characters) falls back to the start page.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return fallback;
  try {
    const resolved = new URL(candidate, 'https://portal.invalid');
    if (resolved.origin !== 'https://portal.invalid') return fallback;
    if (resolved.pathname.startsWith('/auth/')) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
