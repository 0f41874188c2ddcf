/**
 * The reference React app of the side-by-side bench (docs/decisions/0024): bulletproof-react's apps/react-vite, at one
 * pinned commit so that every run on every machine compares the portal with the same code. The pure parts
 * (its build environment, the lockfile's registry hosts) are here, apart from the processes that use them
 * (reference-app.ts), so that each rule is tested on its own (reference-source.test.ts).
 */

export const REFERENCE_REPOSITORY = 'https://github.com/alan2207/bulletproof-react';
export const REFERENCE_COMMIT = '9506629ed003a561c6627735480cce4994244bb4';
export const REFERENCE_APP_PATH = 'apps/react-vite';

export interface ReferencePorts {
  /** Where nginx serves its build (its e2e set-up: 3000). */
  app: number;
  /** Where its mock API listens (its e2e set-up: 8080). */
  api: number;
}

/** Its `.env.example-e2e` with our ports: the API is the mock server, not mocking in the browser. */
export function referenceEnv(ports: ReferencePorts): Record<string, string> {
  return {
    VITE_APP_API_URL: `http://localhost:${ports.api}/api`,
    VITE_APP_ENABLE_API_MOCKING: 'false',
    VITE_APP_MOCK_API_PORT: String(ports.api),
    VITE_APP_URL: `http://localhost:${ports.app}`,
  };
}

/** The same environment as a `.env` file, which both its vite build and its mock server (vite-node) read. */
export function envFile(env: Readonly<Record<string, string>>): string {
  return `${Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`;
}

/**
 * Mirrors of the npm registry that serve the same tarballs (the lockfile's integrity hashes check that), named
 * by the reference's yarn.lock; this machine reaches registry.npmjs.org only.
 */
export const MIRRORED_REGISTRY_HOSTS = ['registry.yarnpkg.com', 'registry.npmmirror.com'] as const;
export const NPM_REGISTRY_HOST = 'registry.npmjs.org';

/**
 * The lockfile with every `resolved` URL on a registry mirror moved to registry.npmjs.org: only the host
 * changes, never the path, the version or the integrity hash. Returns how many URLs moved per host.
 */
export function rewriteRegistryHosts(lockfile: string): { text: string; moved: Record<string, number> } {
  const moved: Record<string, number> = {};
  const text = lockfile.replace(/^(\s+resolved\s+"https?:\/\/)([^/"]+)\//gm, (whole, start: string, host: string) => {
    if (!(MIRRORED_REGISTRY_HOSTS as readonly string[]).includes(host)) return whole;
    moved[host] = (moved[host] ?? 0) + 1;
    return `${start.replace('http://', 'https://')}${NPM_REGISTRY_HOST}/`;
  });
  return { text, moved };
}

/** The reference's mock API module whose `networkDelay()` waits before each answer (300–1 000 ms at random). */
export const REFERENCE_MOCK_DELAY_FILE = 'src/testing/mocks/utils.ts';
const NO_DELAY = 'export const networkDelay = () => delay(0);';

/**
 * Its mock API's `networkDelay()` made to wait nothing (equal footing, docs/decisions/0024): each app's answers then
 * come as fast as its own server makes them. The same `delay` of its mock library stays in use, so its own
 * typecheck is unchanged. Throws when the function is not there as expected, so that a change of the pinned
 * source cannot bring the wait back unnoticed.
 */
export function withoutMockDelay(source: string): string {
  if (source.includes(NO_DELAY)) return source;
  const declared = /export const networkDelay = \(\) => \{\n[\s\S]*?\n\};/;
  if (!declared.test(source)) throw new Error(`the reference's ${REFERENCE_MOCK_DELAY_FILE} has no networkDelay() as expected: equal footing cannot be set`);
  return source.replace(declared, NO_DELAY);
}
