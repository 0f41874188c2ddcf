import type { BrowserContext, Page } from '@playwright/test';
import { e2eUrls } from '../playwright.config.ts';

/**
 * What a browser keeps of a page, for the journeys that show a secret (an API key shown once, an
 * acquirer key typed once) is kept nowhere it should not be.
 */

/**
 * Everything the page and the browser keep that a script, an extension or the next person at the
 * machine could read back, place by place and by content, not just by name: Web Storage values, every
 * IndexedDB database's records, every Cache Storage entry's request and body, every cookie of the
 * context (the identity provider's too), and the document with what its form fields hold.
 */
export async function everythingKept(page: Page, context: BrowserContext) {
  const inPage = await page.evaluate(async () => {
    /** Values as text, binary ones decoded, so that a secret in any of them shows as itself. */
    async function readable(value: unknown): Promise<unknown> {
      if (value === null || typeof value !== 'object') return value;
      if (value instanceof Blob) return { blob: value.type, text: await value.text() };
      if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
      if (value instanceof Date) return value.toISOString();
      if (value instanceof Map) return Promise.all([...value].map(([k, v]) => Promise.all([readable(k), readable(v)])));
      if (value instanceof Set || Array.isArray(value)) return Promise.all([...(value as Iterable<unknown>)].map(readable));
      return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await readable(v)] as const)));
    }
    const request = <T,>(pending: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        pending.onsuccess = () => resolve(pending.result);
        pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
      });

    const indexedDb = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      const stores = [];
      for (const store of Array.from(database.objectStoreNames)) {
        const objectStore = database.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([request(objectStore.getAllKeys()), request(objectStore.getAll())]);
        stores.push({ store, keys: await readable(keys), values: await readable(values) });
      }
      database.close();
      indexedDb.push({ name, stores });
    }

    const cacheStorage = [];
    for (const name of 'caches' in window ? await caches.keys() : []) {
      const cache = await caches.open(name);
      for (const cached of await cache.keys()) {
        const response = await cache.match(cached);
        cacheStorage.push({
          cache: name,
          url: cached.url,
          requestHeaders: [...cached.headers],
          responseHeaders: response ? [...response.headers] : [],
          body: response ? await response.text() : null,
        });
      }
    }

    return {
      localStorage: Object.entries(localStorage),
      sessionStorage: Object.entries(sessionStorage),
      indexedDb,
      cacheStorage,
      documentCookie: document.cookie,
      formValues: [...document.querySelectorAll('input, textarea, select')].map((field) =>
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : '',
      ),
      selection: window.getSelection()?.toString() ?? '',
      url: location.href,
      history: history.state as unknown,
      title: document.title,
    };
  });
  return { ...inPage, cookies: await context.cookies(), dom: await page.content() };
}

/** Each place of `everythingKept` that holds `text`, named, so that a failure says where it was found. */
export async function placesHolding(page: Page, context: BrowserContext, text: string): Promise<string[]> {
  const kept = await everythingKept(page, context);
  return Object.entries(kept)
    .filter(([, value]) => (typeof value === 'string' ? value : JSON.stringify(value)).includes(text))
    .map(([place]) => place);
}

/**
 * Puts `canary` in every store `everythingKept` reads (cookies, Web Storage, IndexedDB, Cache Storage), so
 * that the inventory is shown to find a value in each of them before it is trusted to find none; and takes
 * it all out again.
 */
export async function withCanaryEverywhere(page: Page, context: BrowserContext, canary: string, check: () => Promise<void>) {
  await context.addCookies([{ name: 'e2e_canary', value: canary, url: e2eUrls.portal }]);
  await page.evaluate(async (value) => {
    localStorage.setItem('e2e-canary', value);
    sessionStorage.setItem('e2e-canary', value);
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open('e2e-canary', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('kept').put({ nested: [new TextEncoder().encode(value)] }, 'record');
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB open failed'));
    });
    await (await caches.open('e2e-canary')).put('/e2e-canary', new Response(value));
  }, canary);
  try {
    await check();
  } finally {
    await context.clearCookies({ name: 'e2e_canary' });
    await page.evaluate(async () => {
      localStorage.removeItem('e2e-canary');
      sessionStorage.removeItem('e2e-canary');
      await caches.delete('e2e-canary');
      await new Promise<void>((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('e2e-canary');
        deleting.onsuccess = () => resolve();
        deleting.onerror = () => reject(deleting.error ?? new Error('IndexedDB delete failed'));
      });
    });
  }
}

/**
 * Every string the page's JavaScript heap still holds, after a full garbage collection: a V8 heap
 * snapshot taken through the DevTools protocol, as its JSON text.
 */
export async function heapSnapshot(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await session.detach();
  }
  return chunks.join('');
}
