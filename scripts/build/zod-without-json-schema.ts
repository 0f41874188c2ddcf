import type { Plugin } from 'vite';

/**
 * zod's classic schemas carry the machinery that turns a schema into JSON Schema (two modules of zod's core,
 * some 18 KB minified, 5 KB gzip), reachable from every schema's `toJSONSchema()`. The browser never calls it:
 * the OpenAPI document is made by `npm run openapi` in Node (src/api/openapi.ts), which this plugin does not
 * touch. In the browser build each of those two modules is replaced by one that exports the same names,
 * each a function that throws if ever called (see unavailableModule), so that the first route does not carry the generator
 * (docs/decisions/0021, principle 11). The names are read from zod's own module, so a new zod version cannot leave
 * one out.
 */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports: `export const|function|class name` and `export { a as b, c }`. */
export function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^export\s+(?:const|let|var|function\*?|async\s+function|class)\s+([\w$]+)/gm)) names.add(match[1] ?? '');
  for (const match of code.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).at(-1)?.trim();
      if (name) names.add(name);
    }
  }
  names.delete('');
  return [...names];
}

/**
 * A module with the same exports, each refusing to run. A `create…Method` factory is called when a schema's
 * Standard Schema interface is read (`~standard`, which form resolvers use to validate): it still makes its
 * method, and only that method refuses.
 */
export function unavailableModule(names: readonly string[]): string {
  const lines = names.map((name) => (/^create\w*Method$/.test(name) ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`));
  return [
    'function unavailable() {',
    "  throw new Error('JSON Schema generation is not part of the portal’s browser build (scripts/build/zod-without-json-schema.ts)');",
    '}',
    ...lines,
    '',
  ].join('\n');
}

export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!JSON_SCHEMA_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: unavailableModule(exportedNames(code)), map: null };
    },
  };
}
