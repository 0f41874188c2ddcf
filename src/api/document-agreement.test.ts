import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { z } from './zod.ts';

/**
 * docs/decisions/0028: the OpenAPI document says exactly what the service checks. For every string field a request
 * carries (body fields, query and path parameters), generated strings — lone and paired surrogates,
 * whitespace of every kind, control characters, lengths around the declared limits — get the same verdict
 * from the contract's zod schema (what the service and the portal's forms check) and from a JSON Schema
 * validator reading the generated document's `type`, `minLength`, `maxLength` and `pattern` for that field.
 *
 * The validator is the ajv that is already installed (eslint's; @redocly/cli bundles its own, which cannot be
 * loaded): ajv 6 counts lengths in code points, as JSON Schema says, and reads `pattern` without the `u`
 * flag. A validator that uses the flag (ajv 8, as JSON Schema 2020-12 recommends) must come to the same
 * verdict, so every pattern is also tried with it.
 */

interface JsonSchemaValidator {
  compile(schema: object): (data: unknown) => boolean;
}
const requireFromEslint = createRequire(createRequire(import.meta.url).resolve('eslint/package.json'));
const Ajv = requireFromEslint('ajv') as new (options: object) => JsonSchemaValidator;
const ajv = new Ajv({ unknownFormats: 'ignore' });

const JsonObject = z.record(z.string(), z.unknown());
type JsonObject = z.infer<typeof JsonObject>;
const document = JsonObject.parse(buildOpenApiDocument());
const components = JsonObject.parse(JsonObject.parse(document.components).schemas);

function objectAt(node: unknown, ...keys: string[]): JsonObject | undefined {
  let current = node;
  for (const key of keys) {
    const object = JsonObject.safeParse(current);
    if (!object.success) return undefined;
    current = object.data[key];
  }
  const result = JsonObject.safeParse(current);
  return result.success ? result.data : undefined;
}

/** A schema with its `$ref` (to a component) followed; the sibling keywords of the reference kept. */
function resolved(schema: JsonObject): JsonObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = objectAt(components, ref.replace('#/components/schemas/', ''));
  if (!target) throw new Error(`unresolved ${ref}`);
  const siblings = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
  return { ...resolved(target), ...siblings };
}

/** Fields whose further checks the document says in words, as JSON Schema cannot: there the document may take more. */
const CHECKED_BEYOND_THE_SCHEMA: Record<string, string> = {
  IsoDate: 'a real calendar day (2026-02-30 matches the pattern)',
  tax_identifier: 'the check character of the personal identity code',
  iban: 'the IBAN checksum',
};

interface StringField {
  label: string;
  contract: z.ZodType;
  document: JsonObject;
  exact: boolean;
}

function stringFields(): StringField[] {
  const found: StringField[] = [];
  const add = (label: string, contract: z.ZodType, documentSchema: JsonObject | undefined) => {
    if (!documentSchema) throw new Error(`${label}: not in the document`);
    const ref = typeof documentSchema.$ref === 'string' ? documentSchema.$ref.replace('#/components/schemas/', '') : '';
    const schema = resolved(documentSchema);
    if (schema.type !== 'string') return;
    const field = label.split(' ').at(-1) ?? '';
    found.push({ label, contract, document: schema, exact: !(ref in CHECKED_BEYOND_THE_SCHEMA) && !(field in CHECKED_BEYOND_THE_SCHEMA) });
  };
  for (const endpoint of endpoints) {
    const operation = objectAt(document, 'paths', endpoint.path, endpoint.method.toLowerCase());
    const parameters = z.array(JsonObject).parse(operation?.parameters ?? []);
    for (const [where, object] of [['path', endpoint.pathParams], ['query', endpoint.query]] as const) {
      for (const [name, field] of Object.entries(object?.shape ?? {})) {
        const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === where);
        add(`${endpoint.operationId} ${where} ${name}`, field, objectAt(parameter, 'schema'));
      }
    }
    if (endpoint.body instanceof z.ZodObject) {
      const body = objectAt(operation, 'requestBody', 'content', endpoint.bodyMediaType ?? 'application/json', 'schema');
      const component = resolved(body ?? {});
      for (const [name, field] of Object.entries(endpoint.body.shape)) {
        add(`${endpoint.operationId} body ${name}`, field, objectAt(component, 'properties', name));
      }
    }
  }
  return found;
}

const fields = stringFields();

/** One character each (one code point; two lone halves side by side make a pair, as in any text). */
const CHARACTERS = [
  'a', 'Z', '0', '9', '-', '.', '_', '!', '~', 'é', '€', '\u{1F642}', '\u{1D11E}',
  ' ', '\t', '\n', '\r', '\u000B', '\u000C', '\u00A0', '\u1680', '\u2028', '\u2029', '\u3000', '\uFEFF', '\u0085',
  '\u0000', '\u0001', '\u0008', '\u001B', '\u001F', '\u007F',
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE42',
] as const;
const character = fc.constantFrom(...CHARACTERS);
const mostlyPlain = fc.oneof({ weight: 12, arbitrary: fc.constantFrom('a', 'b', '1', '-') }, { weight: 1, arbitrary: character });
const whitespace = fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\u00A0', '\u2028', '\uFEFF');

/** Strings of `length` characters around a limit, mostly valid so that the length decides, padded with whitespace or not. */
const aroundLength = (length: number) =>
  fc
    .tuple(whitespace, fc.array(mostlyPlain, { minLength: length, maxLength: length }), whitespace)
    .map(([before, middle, after]) => `${before}${middle.join('')}${after}`);

function textsFor(schema: JsonObject): fc.Arbitrary<string> {
  const limits = [schema.minLength, schema.maxLength].filter((limit): limit is number => typeof limit === 'number');
  const near = limits.flatMap((limit) => [limit - 2, limit - 1, limit, limit + 1, limit + 2]).filter((length) => length >= 0);
  return fc.oneof(
    fc.array(character, { maxLength: 24 }).map((parts) => parts.join('')),
    fc.tuple(whitespace, fc.array(mostlyPlain, { maxLength: 24 }), whitespace).map(([a, b, c]) => `${a}${b.join('')}${c}`),
    ...near.map((length) => fc.constant(length).chain(aroundLength)),
  );
}

describe('the document’s string rules and the contract (so the service and the forms) agree', () => {
  it('finds the free-text fields and the fields with patterns of every request', () => {
    const labels = fields.map((field) => field.label);
    for (const expected of [
      'createWorklogEntry body note',
      'createApiKey body name',
      'upsertEmployee body name',
      'upsertEmployee body employee_key',
      'fetchTaxCard body employee_id',
      'listWorklog query customer_id',
      'listWorklog query from',
      'voidWorklogEntry path entry_id',
      'startStorefrontInstall body shop_domain',
      'startStorefrontInstall body install_ticket',
      'connectAcquirer body api_key',
      'connectAcquirer body merchant_account',
    ]) {
      expect(labels).toContain(expected);
    }
  });

  it.each(fields.map((field) => [field.label, field] as const))('%s', (_label, field) => {
    const validate = ajv.compile(field.document);
    const pattern = typeof field.document.pattern === 'string' ? field.document.pattern : undefined;
    fc.assert(
      fc.property(textsFor(field.document), (text) => {
        const byContract = field.contract.safeParse(text).success;
        const byDocument = validate(text);
        if (pattern !== undefined) {
          // the same verdict with the `u` flag as without it
          expect(new RegExp(pattern, 'u').test(text), `pattern with u: ${JSON.stringify(text)}`).toBe(new RegExp(pattern).test(text));
        }
        if (field.exact) expect(byDocument, `${JSON.stringify(text)}: contract ${byContract}`).toBe(byContract);
        else if (byContract) expect(byDocument, `${JSON.stringify(text)}: the contract takes it, the document must`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a note of 2001 spaces and one letter is over maxLength 2000: refused by both', 'createWorklogEntry body note', `${' '.repeat(2001)}a`, false],
    ['" " is a blank note: refused by both', 'createWorklogEntry body note', ' ', false],
    ['a note of 2000 emoji is 2000 characters: taken by both', 'createWorklogEntry body note', '\u{1F642}'.repeat(2000), true],
    ['a lone surrogate in a note: refused by both', 'createWorklogEntry body note', 'x\uD800', false],
    ['a key name of 101 characters with its spaces: refused by both', 'createApiKey body name', ` ${'k'.repeat(99)} `, false],
    ['year 0000: refused by both', 'listWorklog query from', '0000-01-01', false],
    ['a shop domain with a space around it: refused by both', 'startStorefrontInstall body shop_domain', ' shop.example', false],
    ['a shop domain in capitals: taken by both', 'startStorefrontInstall body shop_domain', 'Aurora-Kauppa.EXAMPLE', true],
  ])('%s', (_case, label, text, taken) => {
    const field = fields.find((candidate) => candidate.label === label);
    if (!field) throw new Error(`no field ${label}`);
    expect(field.contract.safeParse(text).success).toBe(taken);
    expect(ajv.compile(field.document)(text)).toBe(taken);
  });
});
