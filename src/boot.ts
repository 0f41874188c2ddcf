import { sendEarly } from './api/early-requests.ts';
import { baseOf, readInit, requestUrl, searchOf } from './api/request-url.ts';
import { todayInFinland } from './api/schemas/calendar.ts';
import { AREA_TEXT_LOADERS, fetchAreaChunk } from './app/area-view-loaders.ts';
import { firstScreenTopOf, overviewTopOf, topWordsOf } from './app/first-screen/first-screen-top.ts';
import { ME_READ, areaPageOf, firstReadsOf, type EarlyRead } from './app/first-reads.ts';
import { OIDC_STORAGE_PREFIX, sentAsItIsAt, storedIdToken } from './auth/oidc-storage.ts';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from './auth/paths.ts';
import { returnPathOf } from './auth/return-path.ts';
import { signInRequest } from './auth/sign-in-request.ts';
import { forgetSignedIn, noteSignedIn } from './auth/signed-in-hint.ts';
import { assumeKeptFinnishOffset, rememberFinnishOffset } from './portal/finnish-time-hint.ts';
import type { Language } from './i18n/money-format.ts';
import { browserLanguage } from './i18n/language.ts';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';
import { afterNextPaint, yieldToMain } from './yield-to-main.ts';

/**
 * The portal's entry (index.html), kept small: it decides before React or any text is fetched (docs/decisions/0022).
 * - No session in this tab: straight on to the identity provider, with the endpoints the runtime configuration
 *   names (no discovery first); only the sign-in library is fetched for it, named up front by the plain page
 *   (scripts/build/signed-in-page.ts) so that it arrives with the boot.
 * - A session: /me and the first data of the page in the URL are asked for at once; the first screen (the
 *   portal's frame, and the page's heading and introduction where they need no data) is drawn and given a frame
 *   to show; then the page's chunk and the portal's code run, and the client takes the early answers when the
 *   views ask (src/api/early-requests.ts).
 * Whatever fails here, the portal itself starts and says what it meets.
 */

const config = loadRuntimeConfig();
// handled where it is awaited; this only keeps an early failure from being reported as unhandled
config.catch(() => undefined);

/** Whether this tab may hold a session of the portal (the exact key needs the configuration, still on its way). */
function mayHoldSession(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith(`${OIDC_STORAGE_PREFIX}user:`));
  } catch {
    return true;
  }
}

/** Leaves for the identity provider when this tab has no session; false when it stays (a session after all, or a failure). */
async function leftForSignIn(): Promise<boolean> {
  try {
    const [settled, { redirectToSignIn }] = await Promise.all([config, import('./auth/sign-in-redirect.ts')]);
    if (storedIdToken(settled) !== null) return false;
    // the next page of this browser is the plain one again, until a session is held
    forgetSignedIn();
    await redirectToSignIn(settled, signInRequest(returnPathOf(window.location), browserLanguage()));
    return true;
  } catch {
    return false;
  }
}

/** The longest the first screen waits for the page's texts and its drawing; without them the portal draws the page. */
const TOP_TEXTS_WAIT_MS = 1000;

/**
 * Draws the first screen of an area's page whose top needs no data (src/app/first-screen/) and lets the
 * browser show it before the portal's code runs. The page's texts are a small chunk of their own, fetched now
 * in any case; the drawing and its styles another, so that no other page (nor the way to sign in) waits for
 * them. Any other page waits for the portal, as a frame with nothing of the page's own says little.
 */
async function showFirstScreen(root: HTMLElement, language: Language): Promise<void> {
  const overview = overviewTopOf(window.location.pathname);
  if (overview) {
    const draw = await withinTextsWait(import('./app/first-screen/draw-first-screen.ts'));
    if (!draw) return;
    draw.drawFirstScreen(root, draw.overviewFirstScreenOf(language, overview.companyName));
    await afterNextPaint();
    return;
  }
  const found = firstScreenTopOf(window.location.pathname);
  if (!found) return;
  // the texts, and the drawing with its styles, are fetched in parallel; either failing leaves it to the portal
  const ready = Promise.all([
    AREA_TEXT_LOADERS[found.area][language]().then((module) => topWordsOf(module, found.top, language)),
    import('./app/first-screen/draw-first-screen.ts'),
  ]);
  const drawn = await withinTextsWait(ready);
  if (!drawn?.[0]) return;
  const [top, { drawFirstScreen, firstScreenOf }] = drawn;
  drawFirstScreen(root, firstScreenOf(language, top));
  await afterNextPaint();
}

/** What `loading` brings, or null when it fails or takes longer than the first screen waits. */
function withinTextsWait<T>(loading: Promise<T>): Promise<T | null> {
  return Promise.race([loading.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), TOP_TEXTS_WAIT_MS))]);
}

/**
 * The first date or number format a page makes loads the browser's date and locale data: one call of 100 ms or
 * more on a slow phone's main thread (docs/decisions/0023). A worker makes it instead (src/portal/finnish-time-worker.ts),
 * after which the page's own formats cost little, and reads Finland's offset, by which the next load dates its
 * first reads without a format (where no offset holds, the boot reads today's date in a task of its own while the
 * requests sent are on their way, rather than in the task that sends them).
 */
function readDateDataAside(): void {
  try {
    const worker = new Worker(new URL('./portal/finnish-time-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<unknown>) => {
      rememberFinnishOffset(data);
      worker.terminate();
    };
    worker.onerror = () => worker.terminate();
  } catch {
    // no worker: the page's first format loads the data itself, as it would without one
  }
}

/** Sends /me and the page's first reads with the stored ID token, unless it is about to be renewed. */
function sendFirstReads(settled: RuntimeConfig): void {
  const bearer = storedIdToken(settled);
  if (bearer !== null) noteSignedIn();
  if (bearer === null || !sentAsItIsAt(bearer, Date.now() / 1000)) return;
  const base = baseOf(settled.serviceUrl);
  const send = (read: EarlyRead, customerId?: string) =>
    sendEarly(requestUrl(base, read.path, {}, searchOf(read.query, customerId)), bearer, (url, init) => fetch(url, init), readInit(bearer));
  send(ME_READ);
  const first = firstReadsOf(new URL(window.location.href), todayInFinland());
  for (const read of first?.reads ?? []) send(read, first?.customerId);
}

async function boot(root: HTMLElement): Promise<void> {
  const landing = window.location.pathname === CALLBACK_PATH || window.location.pathname === SIGNED_OUT_PATH;
  if (!landing && !mayHoldSession() && (await leftForSignIn())) return;

  const page = landing ? null : areaPageOf(window.location.pathname);
  if (!landing) {
    void config.then(sendFirstReads, () => undefined);
    // today's date, by the offset this tab kept (for the whole page) or else read ahead in a task of its own
    if (!assumeKeptFinnishOffset(Date.now())) setTimeout(() => todayInFinland(), 0);
    await showFirstScreen(root, browserLanguage());
    // after the first screen: its worker's request is not one more that the first paint waits with
    readDateDataAside();
  } else if (window.location.pathname === CALLBACK_PATH) {
    // the way back from the identity provider starts the portal too
    readDateDataAside();
  }
  // The page's texts are fetched alongside the portal's code. Zod with the contract of the first reads, then
  // the portal's code are evaluated each in a task of its own (vite.config.ts: the first import fetches both),
  // as one task of both is long enough on a slow phone to hold input back (docs/decisions/0023). The page's chunk is asked
  // for only after them: importing it earlier would evaluate them with it, in one task.
  const language = browserLanguage();
  if (page) AREA_TEXT_LOADERS[page.area][language]().catch(() => undefined);
  await import('./api/operations/company.ts');
  await yieldToMain();
  const { startPortal } = await import('./main.tsx');
  // a failure shows where the page would be
  if (page) fetchAreaChunk(page.area, language).catch(() => undefined);
  await startPortal(root, config);
}

const root = document.getElementById('root');
if (root) void boot(root);
