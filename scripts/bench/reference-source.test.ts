import { describe, expect, it } from 'vitest';
import { envFile, referenceEnv, rewriteRegistryHosts, withoutMockDelay } from './reference-source.ts';

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

describe('withoutMockDelay (equal footing)', () => {
  const declared = [
    "import { delay } from 'mock-library';",
    '',
    'export const networkDelay = () => {',
    '  const waited = process.env.TEST ? 200 : Math.floor(Math.random() * 700) + 300;',
    '  return delay(waited);',
    '};',
    '',
    'export const other = 1;',
    '',
  ].join('\n');

  it('makes the reference’s mock API wait nothing before an answer, keeping the rest of the module', () => {
    const out = withoutMockDelay(declared);
    expect(out).toContain('export const networkDelay = () => delay(0);');
    expect(out).not.toContain('Math.random');
    expect(out).toContain("import { delay } from 'mock-library';");
    expect(out).toContain('export const other = 1;');
  });

  it('is the same when done twice, and refuses a module without the function it expects', () => {
    expect(withoutMockDelay(withoutMockDelay(declared))).toBe(withoutMockDelay(declared));
    expect(() => withoutMockDelay('export const networkDelay = async () => wait(300);\n')).toThrow(/equal footing/);
  });
});
