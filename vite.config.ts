import { defineConfig } from 'vite';
import { runtimeConfigFromEnv } from './src/runtime-config-env.ts';

/** In development the portal and the service share an origin: /portal is proxied to the sandbox. */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // JSX is compiled by Vite's own transformer (automatic runtime). No React Fast Refresh plugin: its inline
  // preamble script would need 'unsafe-inline' or a nonce in the dev server's CSP (script-src 'self').
  plugins: [
    {
      name: 'runtime-config',
      configureServer(server) {
        server.middlewares.use('/runtime-config.json', (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        });
      },
    },
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/portal': { target: sandboxUrl, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/portal': { target: sandboxUrl, changeOrigin: false } },
  },
});
