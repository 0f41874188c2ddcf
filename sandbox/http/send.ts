import type { ServerResponse } from 'node:http';

/**
 * Headers for every page the sandbox renders itself: no script at all, nothing framed, nothing sniffed.
 * Chromium applies `form-action` to the redirects after a form post too, so the portal's origins,
 * where sign-in and sign-out end, are allowed there.
 */
export function pageSecurityHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
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
