import type { Page } from '@playwright/test';

/**
 * When a page has settled: no request in flight for `quietMs` (wall clock), or `capMs` after the start
 * at the latest (a view that polls never goes quiet). Start it before the navigation.
 */
export interface QuietWatch {
  /** Resolves once the page is quiet or the cap is reached; tells which. */
  settled(): Promise<'quiet' | 'cap'>;
  stop(): void;
}

export function watchQuiet(page: Page, quietMs = 2000, capMs = 30_000): QuietWatch {
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  const started = Date.now();
  const onRequest = (request: unknown) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
  return {
    stop,
    async settled() {
      for (;;) {
        const now = Date.now();
        if (inFlight.size === 0 && now - lastActivity >= quietMs) return 'quiet';
        if (now - started >= capMs) return 'cap';
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
