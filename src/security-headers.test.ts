import { describe, expect, it } from 'vitest';
import { originsOf, securityHeaders } from './security-headers.ts';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers', () => {
  const production = securityHeaders({ connectOrigins: ['http://localhost:4000'] });
  const csp = directives(production['Content-Security-Policy'] ?? '');

  it('allows scripts from the portal only, never inline', () => {
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(production['Content-Security-Policy']).not.toContain('unsafe-inline');
    expect(production['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('forbids plugins, base rewriting and framing', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('connects only to the portal, the service and the identity provider', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:4000']);
  });

  it('lets forms go only to the portal and the origins it talks to (the sign-out form posts to the identity provider)', () => {
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:4000']);
  });

  it('shows images of the portal, data: URLs and blob: URLs only (an original fetched with the bearer), never another origin', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('runs workers (pdf.js) from the portal only and frames nothing (no worker-src or frame-src beyond the default)', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('worker-src')).toBe(false);
    expect(csp.has('frame-src')).toBe(false);
  });

  it('sends nosniff and no referrer', () => {
    expect(production['X-Content-Type-Options']).toBe('nosniff');
    expect(production['Referrer-Policy']).toBe('no-referrer');
  });

  it('names the origins of absolute URLs and leaves out the portal’s own', () => {
    expect(originsOf(['/portal', 'http://localhost:4000/idp'], 'http://localhost:5173')).toEqual(['http://localhost:4000']);
  });
});
