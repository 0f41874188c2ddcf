import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { configFromEnv } from './sandbox/config.ts';
import { signedInPagePlugin } from './scripts/build/signed-in-page.ts';
import { stripContractDocsPlugin } from './scripts/build/strip-contract-docs.ts';
import { zodWithoutJsonSchemaPlugin } from './scripts/build/zod-without-json-schema.ts';
import { sandboxDataDenyGlobs, sandboxDataFolders, sandboxDataGuard } from './scripts/dev-server-guard.ts';
import { runtimeConfigFromEnv } from './src/runtime-config-env.ts';
import { originsOf, securityHeaders } from './src/security-headers.ts';

/** In development the portal and the service share an origin: /portal is proxied to the sandbox. */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4000';
const runtimeConfig = runtimeConfigFromEnv(process.env);

/**
 * Cross-origin reads only from the portal's configured origins (PORTAL_ORIGINS, as the sandbox reads it),
 * never Vite's default of any localhost origin: a page on another local port must not read the dev server.
 */
const cors = { origin: configFromEnv(process.env).portalOrigins };

/** Vite 8's own deny list, which a configured list replaces, and the sandbox's data folders. */
const fsDeny = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', ...sandboxDataDenyGlobs(process.env)];

/** Serves /runtime-config.json from the environment and puts the security headers on every response. */
function portalServer(): Plugin {
  const install = (
    server: { config: { root: string }; middlewares: { use: (fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void } },
    port: number,
    development: boolean,
  ) => {
    const origin = `http://localhost:${port}`;
    const headers = securityHeaders({
      connectOrigins: originsOf([runtimeConfig.serviceUrl, runtimeConfig.authority], origin),
      ...(development ? { development: { websocketOrigin: `ws://localhost:${port}` } } : {}),
    });
    server.middlewares.use((req, res, next) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.url?.split('?')[0] === '/runtime-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(runtimeConfig));
        return;
      }
      next();
    });
    // before Vite looks for any file: nothing of the sandbox's data folder, wherever it is
    server.middlewares.use(sandboxDataGuard(server.config.root, sandboxDataFolders(process.env, server.config.root)));
  };
  return {
    name: 'portal-server',
    configureServer(server) {
      install(server, server.config.server.port ?? 5173, true);
    },
    configurePreviewServer(server) {
      install(server, server.config.preview.port ?? 4173, false);
    },
  };
}

/** What the first screen is drawn with: its drawing, the styles and the words it shares with the portal. */
const FIRST_SCREEN_MODULES =
  /[\\/]src[\\/](app[\\/]first-screen[\\/]draw-first-screen\.ts|app[\\/]signed-in-layout\.module\.css|ui[\\/](states|page-top)\.module\.css|ui[\\/]tokens\.css|i18n[\\/]messages[\\/]first-screen-words\.ts)$/;

/**
 * zod and the contract the portal's first page reads with (GET /me, the company's status): a chunk the boot
 * evaluates in a task of its own before the portal's (src/boot.ts), as building schemas is the largest share
 * of the portal's start (docs/decisions/0023). Only these modules and what they import (zod): an area's schemas stay in
 * its own chunk. zod is no group of its own: a chunk the boot imports by itself would keep all of zod.
 */
const CONTRACT_MODULES =
  /[\\/]src[\\/]api[\\/](reading\.ts|schemas[\\/](common|company|business-id|api-key-scope|ingest-reasons|validation-result|roles)\.ts|operations[\\/](operation|company)\.ts)$/;

/**
 * The chunks the boot evaluates one after the other (src/boot.ts), in that order: the first's import preloads
 * them all, so that they are fetched together although each is evaluated only after the one before.
 */
const START_CHUNKS = ['contract', 'portal'] as const;

/**
 * React DOM's client and the scheduler, a chunk of their own (`react-dom`, which takes React with it as their
 * dependency). The portal's chunk imports React from it; React DOM's set-up runs only when the small chunk of
 * src/app/react-root.ts, which the portal imports as it starts, is evaluated: in a task of its own (react-root.ts
 * says why). Both are fetched with the start chunks.
 */
const REACT_DOM_MODULES = /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)|scheduler[\\/])/;
const PRELOADED_CHUNKS = [...START_CHUNKS, 'react-dom', 'react-root'];

/**
 * What the signed-in page names up front (scripts/build/signed-in-page.ts), in this order: the first screen's
 * drawing and its styles first, as the first paint waits for them and nothing else, then the start chunks and
 * React DOM's. Named after those, the first screen was asked for only once the boot ran, behind them on a slow
 * line. No more than these: with the boot and the runtime configuration they are as many as the browser's
 * connections to the portal's origin (six) and one; React DOM's small set-up chunk comes with the boot's import.
 */
const SIGNED_IN_PRELOADS = ['first-screen', ...[...START_CHUNKS].reverse(), 'react-dom'];

/**
 * React DOM's chunk, the largest and needed last (the first render), is asked for at low priority: at the
 * priority of the others, it shared the line with the boot and the first screen's texts, and the first paint
 * came 0.2-0.3 s later in Lighthouse's simulated slow 4G (docs/decisions/0023).
 */
const LOW_PRIORITY_PRELOADS = ['react-dom'];

/** The file of each non-entry chunk by name, read from the bundle before Vite writes the boot's preload lists. */
function chunkFiles(): { plugin: Plugin; fileOf: (name: string) => string | undefined } {
  const files = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) if (output.type === 'chunk' && !output.isEntry) files.set(output.name, output.fileName);
      },
    },
  };
  return { plugin, fileOf: (name) => files.get(name) };
}

const startChunks = chunkFiles();

/** What the boot's import of the first start chunk preloads: every start chunk and React DOM's (their own deps come with each import). */
function startPreloads(filename: string, deps: string[]): string[] {
  if (filename !== startChunks.fileOf(START_CHUNKS[0])) return deps;
  const files = PRELOADED_CHUNKS.map((name) => startChunks.fileOf(name));
  if (files.some((file) => file === undefined)) throw new Error(`the build lacks one of the start chunks ${PRELOADED_CHUNKS.join(', ')}`);
  return [...new Set([...deps, ...(files as string[])])];
}

export default defineConfig(({ mode }) => ({
  resolve: {
    // React Router's package points every condition at its development build; production gets its own.
    alias: [
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  // JSX is compiled by Vite's own transformer (automatic runtime). No React Fast Refresh plugin: its inline
  // preamble script would need 'unsafe-inline' or a nonce in the dev server's CSP (script-src 'self').
  plugins: [portalServer(), stripContractDocsPlugin(), zodWithoutJsonSchemaPlugin(), signedInPagePlugin(SIGNED_IN_PRELOADS, ['first-screen'], LOW_PRIORITY_PRELOADS), startChunks.plugin],
  // Scan every module up front: otherwise the dev server finds a lazily loaded view's dependencies only when
  // that view first opens, and reloads the page under the person (or a test) to bundle them.
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'] },
  server: {
    port: 5173,
    strictPort: true,
    cors,
    fs: { deny: fsDeny },
    proxy: { '/portal': { target: sandboxUrl, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    strictPort: true,
    cors,
    proxy: { '/portal': { target: sandboxUrl, changeOrigin: false } },
  },
  // the boot's worker (src/portal/finnish-time-worker.ts) is a module worker, as the dev server serves it
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/size.ts reads which chunks make up the first route from the manifest
    manifest: true,
    // the figures that matter are gzip sizes against budgets: `npm run size`
    chunkSizeWarningLimit: 800,
    // every browser the portal supports (es2022) preloads modules itself: no polyfill in the first route
    modulePreload: { polyfill: false, resolveDependencies: startPreloads },
    rolldownOptions: {
      output: {
        // The entry (src/boot.ts) and what it imports statically in one small chunk; the portal's code
        // (src/main.tsx and everything it imports statically) in one chunk of its own, whatever the lazy views
        // share among themselves: a new view or dialog elsewhere does not reshuffle (and grow) either. The
        // first screen's drawing, with the styles and words it shares with the portal, is a small chunk of its
        // own (src/app/first-screen/): the boot fetches it only for a page it draws, the portal imports it.
        // The shared pieces the areas draw with (src/ui: table, section, facts, dialog…) are one small chunk
        // rather than one each: every chunk's name and index sit in the boot's preload map, in the first route.
        // The form hook stays apart, as it brings react-hook-form to the areas that have forms only.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: REACT_DOM_MODULES, priority: 5 },
            { name: 'first-screen', test: FIRST_SCREEN_MODULES, priority: 4 },
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'contract', test: CONTRACT_MODULES, priority: 2 },
            { name: 'portal', test: /[\\/]src[\\/]main\.tsx$/, priority: 1 },
            // the formats and the texts' hook, apart from the pieces they draw with: the overview's "needs attention"
            // draws with no piece, and waited for all of them before its largest paint (docs/decisions/0023)
            { name: 'format', test: /[\\/]src[\\/]i18n[\\/](format|format-words|use-format|use-messages)\.ts$/, priority: 0 },
            { name: 'ui', test: /[\\/]src[\\/]ui[\\/](?!use-contract-form|done-but-unreadable)[^\\/]+\.tsx?$/, priority: 0 },
            // apart from the shared pieces: loading it fetches its texts, which only the views that write need (the
            // overview's "needs attention" writes nothing; docs/decisions/0023)
            { name: 'done-but-unreadable', test: /[\\/]src[\\/]ui[\\/]done-but-unreadable\.tsx$/, priority: 0 },
          ],
        },
      },
      onLog(level, log, handler) {
        // React Query and React Router mark modules "use client" for server components; meaningless in an SPA
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
}));
