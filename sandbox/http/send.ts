import type { ServerResponse } from 'node:http';

/**
 * Headers for every page the sandbox renders itself: no inline script, nothing framed, nothing sniffed.
 * Chromium applies `form-action` to the redirects after a form post too, so the portal's origins,
 * where sign-in and sign-out end, are allowed there. `script-src` is named so that oidc-provider can add
 * the hash of the one script it writes itself (the form that confirms a sign-out when the provider has
 * no session left, as after the back button). The one script the sandbox serves itself comes from its own
 * origin (`/idp/assets/sign-out.js`, submitting a sign-out the portal asked for).
 */
export function pageSecurityHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      `form-action 'self' ${portalOrigins.join(' ')}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}
