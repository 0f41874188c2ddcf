import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { z } from 'zod';
import { areaShares, ownerOf, sharesBy, type RenderedCode } from './area-shares.ts';

/**
 * `npm run size`: builds the portal and prints the gzip size of the JavaScript the first route needs
 * (the entry, everything it imports statically, and the overview's chunk) and of every other chunk.
 * Exits non-zero when a budget is exceeded.
 */
export const BUDGETS = { firstRouteBytes: 150 * 1024, chunkBytes: 40 * 1024, signedOutBytes: 60 * 1000, areaShareBytes: 0.3 * 1024 } as const;
/** The overview is the first route's own page: its frame is what the first route is for, so its share has no budget. */
export const FIRST_ROUTE_FEATURE = 'company';
/**
 * Areas over their share for now, each with what it adds and why; the list only shrinks. The work log's early read
 * (docs/decisions/0022) needs its date ranges in the boot: they move out with the first route's trimming.
 */
export const OVER_SHARE_FOR_NOW: Readonly<Record<string, string>> = { worklog: 'its early read’s date ranges (docs/decisions/0022)' };
const FIRST_ROUTE_MODULE = 'src/features/company/overview-page.tsx';

/** React DOM's client, which the portal imports as it starts, from a chunk of its own (src/app/react-root.ts). */
const REACT_ROOT_MODULE = 'src/app/react-root.ts';
/** Loaded only when a sign-in, renewal or sign-out happens (src/auth/oidc-client.ts), never for the first page. */
const OPENID_CLIENT_MODULE = 'src/auth/user-manager.ts';
/** What the boot loads to send a person without a session to the identity provider (src/boot.ts). */
const SIGN_IN_REDIRECT_MODULE = 'src/auth/sign-in-redirect.ts';
/** The chunk of the portal's own code (src/main.tsx and its static imports), which the boot imports (vite.config.ts). */
const PORTAL_CHUNK_NAME = 'portal';

/**
 * The one documented exception to the per-chunk budget (docs/decisions/0019): pdf.js, which draws a purchase bill's PDF
 * original inside the page under the portal's CSP, with the PDF's text as its text alternative. The browser's
 * own viewer in a sandboxed frame would cost nothing, but Chromium's viewer does not run in a sandboxed frame
 * (and a headless one has none), it needs `frame-src blob:` and gives no text to the page. pdf.js is loaded
 * only when a person opens an original that is a PDF (a bill's, a journal entry's, a receipt), never on the first
 * route or with an area: its
 * chunk and its worker (a file of its own, not in the manifest) have budgets of their own instead, just over
 * what pdfjs-dist 5.6.205 measures (117.0 KB and 349.6 KB gzip), so that growth is still noticed.
 */
export const PDF_VIEWER = {
  module: 'src/ui/document-viewer/pdf-pages.tsx',
  chunkBytes: 125 * 1024,
  worker: /^pdf\.worker(\.min)?-[\w-]+\.js$/,
  workerBytes: 360 * 1024,
} as const;

/** The gzip budget of a chunk outside the first route, by its manifest key. */
export function chunkBudgetOf(key: string): number {
  return key === PDF_VIEWER.module ? PDF_VIEWER.chunkBytes : BUDGETS.chunkBytes;
}

const ManifestChunk = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
const Manifest = z.record(z.string(), ManifestChunk);
type Manifest = z.infer<typeof Manifest>;

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist');

async function main(): Promise<number> {
  const built = await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
  const manifest = Manifest.parse(JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')));
  const gzipped = async (file: string) => gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const portalKey = Object.keys(manifest).find((key) => manifest[key]?.name === PORTAL_CHUNK_NAME && manifest[key]?.file.endsWith('.js'));
  if (!portalKey) throw new Error(`the manifest names no "${PORTAL_CHUNK_NAME}" chunk`);
  // The boot (the entry) starts the portal's chunk at once for a person with a session: both are the first route.
  const firstRoute = staticClosure(manifest, entryKey);
  for (const key of staticClosure(manifest, portalKey)) firstRoute.add(key);
  // The overview comes with the portal's chunk (src/app/area-views.ts); were it a lazy chunk again, that chunk
  // and its imports count here.
  if (manifest[FIRST_ROUTE_MODULE]) for (const key of staticClosure(manifest, FIRST_ROUTE_MODULE)) firstRoute.add(key);
  if (!manifest[REACT_ROOT_MODULE]) throw new Error(`the manifest names no chunk of ${REACT_ROOT_MODULE}`);
  for (const key of staticClosure(manifest, REACT_ROOT_MODULE)) firstRoute.add(key);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  /** Prints each script of a set of chunks with its gzip size; answers their total. */
  const listed = async (title: string, keys: ReadonlySet<string>): Promise<number> => {
    console.log(title);
    let total = 0;
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk?.file.endsWith('.js')) continue;
      const bytes = await gzipped(chunk.file);
      total += bytes;
      console.log(`  ${kb(bytes)}  ${chunk.file}  (${chunk.src ?? key})`);
    }
    return total;
  };
  let failed = false;
  const firstRouteBytes = await listed('First route (the boot, the portal’s chunk, the overview), gzip:', firstRoute);
  const firstOk = firstRouteBytes <= BUDGETS.firstRouteBytes;
  failed ||= !firstOk;
  console.log(`  ${kb(firstRouteBytes)}  total — budget ${kb(BUDGETS.firstRouteBytes).trim()} ${firstOk ? 'ok' : 'OVER BUDGET'}`);

  // What each area adds to the first route (docs/decisions/0035): a new area adds nothing measurable
  const firstRouteFiles = new Set([...firstRoute].map((key) => manifest[key]?.file));
  const rendered: RenderedCode[] = outputs.flatMap((item) =>
    item.type === 'chunk' && firstRouteFiles.has(item.fileName) ? Object.entries(item.modules).map(([id, module]) => ({ id, code: module.code ?? '' })) : [],
  );
  // what the first route is made of, by package and room, at the margin as the areas' shares: where to trim it
  const BREAKDOWN_SHOWN = 20;
  console.log(`\nThe first route's ${BREAKDOWN_SHOWN} largest parts, by npm package or room of src (what each adds at the margin), gzip:`);
  for (const { owner, bytes } of sharesBy(rendered, ownerOf, firstRouteBytes).slice(0, BREAKDOWN_SHOWN)) console.log(`  ${kb(bytes)}  ${owner}`);

  console.log(`\nWhat each area adds to the first route, gzip (budget ${(BUDGETS.areaShareBytes / 1024).toFixed(1)} KB each; the overview is its own page):`);
  const shares = areaShares(rendered, firstRouteBytes);
  for (const gone of Object.keys(OVER_SHARE_FOR_NOW).filter((feature) => !shares.some((share) => share.feature === feature))) {
    failed = true;
    console.log(`  src/features/${gone} adds nothing now: take it off OVER_SHARE_FOR_NOW`);
  }
  for (const { feature, bytes } of shares) {
    const within = bytes <= BUDGETS.areaShareBytes;
    const excused = OVER_SHARE_FOR_NOW[feature];
    // an area excused for now that fits again must leave the list, so that it cannot grow back unnoticed
    const ok = feature === FIRST_ROUTE_FEATURE || (within ? excused === undefined : excused !== undefined);
    failed ||= !ok;
    const note = feature === FIRST_ROUTE_FEATURE ? '  (the overview)' : excused ? `  over, for now: ${excused}` : '';
    console.log(`  ${kb(bytes)}  src/features/${feature}${note}${ok ? '' : within ? '  WITHIN: take it off OVER_SHARE_FOR_NOW' : '  OVER BUDGET'}`);
  }

  // Signed out: the boot and the sign-in redirect (the OpenID client), nothing of the portal (docs/decisions/0021, principle 11).
  const signedOut = staticClosure(manifest, entryKey);
  for (const key of staticClosure(manifest, SIGN_IN_REDIRECT_MODULE)) signedOut.add(key);
  const signedOutBytes = await listed('\nSigned out, on the way to the identity provider (the boot and the sign-in redirect), gzip:', signedOut);
  const signedOutOk = signedOutBytes <= BUDGETS.signedOutBytes && !signedOut.has(portalKey);
  failed ||= !signedOutOk;
  console.log(`  ${kb(signedOutBytes)}  total — budget ${(BUDGETS.signedOutBytes / 1000).toFixed(0)} KB ${signedOutOk ? 'ok' : 'OVER BUDGET (or it loads the portal)'}`);

  // Said too, though not what the budget is for: the sign-in callback needs the OpenID client as well
  // (once per session, right after the identity provider's page).
  let openIdBytes = 0;
  for (const key of staticClosure(manifest, OPENID_CLIENT_MODULE)) {
    const chunk = manifest[key];
    if (firstRoute.has(key) || !chunk?.file.endsWith('.js')) continue;
    openIdBytes += await gzipped(chunk.file);
  }
  console.log(`  ${kb(firstRouteBytes + openIdBytes)}  with the OpenID client the sign-in callback loads (${kb(openIdBytes).trim()} more)`);

  console.log(`\nOther chunks, gzip (budget ${kb(BUDGETS.chunkBytes).trim()} each):`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (firstRoute.has(key) || signedOut.has(key) || !chunk.file.endsWith('.js')) continue;
    const bytes = await gzipped(chunk.file);
    const budget = chunkBudgetOf(key);
    const ok = bytes <= budget;
    failed ||= !ok;
    const own = budget === BUDGETS.chunkBytes ? '' : `  PDF viewer, loaded when an original is opened: budget ${kb(budget).trim()}`;
    console.log(`  ${kb(bytes)}  ${chunk.file}  (${chunk.src ?? key})${own}${ok ? '' : '  OVER BUDGET'}`);
  }

  const workers = (await readdir(path.join(outDir, 'assets'))).filter((file) => PDF_VIEWER.worker.test(file));
  if (workers.length !== 1) {
    console.log(`\nPDF viewer's worker: expected one file, found ${workers.length}`);
    return 1;
  }
  const workerBytes = await gzipped(path.join('assets', workers[0] ?? ''));
  const workerOk = workerBytes <= PDF_VIEWER.workerBytes;
  failed ||= !workerOk;
  console.log(`\nPDF viewer's worker (pdf.js, started when a PDF original is opened), gzip (budget ${kb(PDF_VIEWER.workerBytes).trim()}):`);
  console.log(`  ${kb(workerBytes)}  assets/${workers[0]}${workerOk ? '' : '  OVER BUDGET'}`);
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await main();
}
