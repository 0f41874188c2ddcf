import { describe, expect, it } from 'vitest';
import { envFile, referenceEnv, rewriteRegistryHosts } from './reference-source.ts';

describe('the reference app’s environment', () => {
  it('is its .env.example-e2e with the bench’s ports: its API the mock server, no mocking in the browser', () => {
    expect(envFile(referenceEnv({ app: 3000, api: 8080 }))).toBe(
      'VITE_APP_API_URL=http://localhost:8080/api\nVITE_APP_ENABLE_API_MOCKING=false\nVITE_APP_MOCK_API_PORT=8080\nVITE_APP_URL=http://localhost:3000\n',
    );
  });
});

describe('rewriteRegistryHosts', () => {
  const entry = (host: string) =>
    `foo@^1.0.0:\n  version "1.0.0"\n  resolved "https://${host}/foo/-/foo-1.0.0.tgz#abc"\n  integrity sha512-xyz==\n`;

  it('moves only the host of a registry mirror’s resolved URL to registry.npmjs.org, keeping path, hash and integrity', () => {
    const { text, moved } = rewriteRegistryHosts(entry('registry.yarnpkg.com') + entry('registry.npmmirror.com'));
    expect(text).toBe(entry('registry.npmjs.org') + entry('registry.npmjs.org'));
    expect(moved).toEqual({ 'registry.yarnpkg.com': 1, 'registry.npmmirror.com': 1 });
  });

  it('leaves every other host alone, and a mirror’s name outside a resolved line', () => {
    const other = entry('codeload.github.com');
    const mention = '# from registry.yarnpkg.com\n';
    expect(rewriteRegistryHosts(other + mention)).toEqual({ text: other + mention, moved: {} });
  });
});
