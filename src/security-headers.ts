/**
 * The headers every response of the portal carries: the dev server, the preview server and, as the
 * README documents, production. Scripts only from the portal's own origin, never inline; requests
 * only to the portal itself, the service and the identity provider.
 */
export interface SecurityHeaderInput {
  /** Origins beside 'self' that the portal calls: the service and the identity provider. */
  connectOrigins: readonly string[];
  /** The dev server injects CSS with <style> elements and talks to its HMR websocket. */
  development?: { websocketOrigin: string };
}

export function securityHeaders({ connectOrigins, development }: SecurityHeaderInput): Record<string, string> {
  const connect = ["'self'", ...connectOrigins, ...(development ? [development.websocketOrigin] : [])];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // blob: a purchase bill's original, an image fetched with the bearer and shown inline (docs/decisions/0019)
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    // the one form that leaves the portal: sign-out, posted to the identity provider (never a token in a URL)
    `form-action ${["'self'", ...new Set(connectOrigins)].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The origins of the service and identity provider named by the runtime configuration. */
export function originsOf(urls: readonly string[], portalOrigin: string): string[] {
  return [...new Set(urls.map((url) => new URL(url, portalOrigin).origin))].filter((origin) => origin !== portalOrigin);
}
