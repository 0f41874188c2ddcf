import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, unavailableModule } from './zod-without-json-schema.ts';

const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');

async function importStub(names: readonly string[]): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(unavailableModule(names))}`)) as Record<string, unknown>;
}

/** docs/decisions/0022: the browser build drops zod's JSON Schema generator, and nothing the portal reads depends on it. */
describe('zod without its JSON Schema generator (browser build)', () => {
  it('offers every name zod’s own modules export, so no import of them breaks', async () => {
    for (const file of ['json-schema-processors.js', 'to-json-schema.js']) {
      const code = await readFile(path.join(zodCore, file), 'utf8');
      const names = exportedNames(code);
      expect(names.length).toBeGreaterThan(1);
      const stub = await importStub(names);
      expect(Object.keys(stub).sort()).toEqual([...names].sort());
    }
  });

  it('reads `export const`, `export function` and `export { a as b }`', () => {
    expect(exportedNames('export const a = 1;\nexport function b() {}\nexport { c as d, e };\n').sort()).toEqual(['a', 'b', 'd', 'e']);
  });

  it('refuses to generate, yet lets a schema’s Standard Schema interface be built (form resolvers read it)', async () => {
    const stub = await importStub(['createStandardJSONSchemaMethod', 'toJSONSchema']);
    const factory = stub.createStandardJSONSchemaMethod as () => () => unknown;
    const method = factory();
    expect(() => method()).toThrow(/not part of the portal’s browser build/);
    expect(() => (stub.toJSONSchema as () => unknown)()).toThrow(/not part of the portal’s browser build/);
  });
});
