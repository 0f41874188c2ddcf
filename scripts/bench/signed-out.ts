import type { Browser } from '@playwright/test';
import { applySlowMobile } from './mobile-profile.ts';

/**
 * Signed out, a deep link, cold cache: how long until the browser asks the identity provider's
 * authorization endpoint, and how much script (as transferred, compressed) it had fetched by then. Timed
 * on the DevTools Protocol's network clock, from the request of the document itself; the provider's page
 * is not waited for.
 */
export interface SignedOutSample {
  /** From the document's request to the request of the authorization endpoint. */
  toIdpMs: number;
  /** Script responses finished before it: bytes on the wire (compressed body and headers). */
  scriptBytes: number;
  /** Of `scriptBytes`, the headers. */
  scriptHeaderBytes: number;
  scriptFiles: number;
  /** Every request before it, the document's included. */
  requests: number;
  /** How the scripts were compressed (Content-Encoding), e.g. "br" or "gzip". */
  encodings: string[];
  /** The scripts' URLs. */
  scriptUrls: string[];
}

interface Seen {
  url: string;
  type: string | undefined;
  headerBytes: number;
  encoding: string | undefined;
  finishedAt?: number;
  bytes?: number;
}

export async function signedOutToIdp(browser: Browser, url: string, authorizationEndpoint: string): Promise<SignedOutSample> {
  const context = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await applySlowMobile(context, page);
    const seen = new Map<string, Seen>();
    let documentAt: number | undefined;
    let requests = 0;
    const atIdp = new Promise<number>((resolve) => {
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.startsWith(authorizationEndpoint)) {
          resolve(event.timestamp);
          return;
        }
        if (event.redirectResponse === undefined) requests += 1;
        if (documentAt === undefined && event.type === 'Document') documentAt = event.timestamp;
        seen.set(event.requestId, { url: event.request.url, type: event.type, headerBytes: 0, encoding: undefined });
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.type = event.type;
      entry.headerBytes = event.response.encodedDataLength;
      const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
      entry.encoding = encoding;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.finishedAt = event.timestamp;
      entry.bytes = event.encodedDataLength;
    });

    await page.goto(url, { waitUntil: 'commit' });
    const idpAt = await Promise.race([
      atIdp,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} never asked ${authorizationEndpoint}`)), 60_000)),
    ]);
    if (documentAt === undefined) throw new Error('the document request was not seen');
    const scripts = [...seen.values()].filter(
      (entry) => entry.type === 'Script' && entry.finishedAt !== undefined && entry.finishedAt <= idpAt,
    );
    return {
      toIdpMs: (idpAt - documentAt) * 1000,
      scriptBytes: scripts.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0),
      scriptHeaderBytes: scripts.reduce((sum, entry) => sum + entry.headerBytes, 0),
      scriptFiles: scripts.length,
      requests,
      encodings: [...new Set(scripts.map((entry) => entry.encoding ?? 'identity'))],
      scriptUrls: scripts.map((entry) => entry.url),
    };
  } finally {
    await context.close();
  }
}
