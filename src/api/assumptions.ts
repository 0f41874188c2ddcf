/**
 * Every decision the contract makes where the spec says "not shown", gathered from the OpenAPI document's
 * `x-assumption` marks into one page of the project's docs (docs/decisions/0016: each operation's full\n * shape and refusals in the contract, and its assumption listed), so that each can be swapped when the service's own
 * description arrives.
 */
import { MAX_REQUEST_BODY_BYTES } from './endpoints.ts';

/**
 * Decisions that hold for every operation rather than for one shape or path. The OpenAPI document carries
 * them as the `x-assumption` list of its `info`, so that they are listed with the others.
 */
export const serviceWideAssumptions: readonly string[] = [
  '400 or 422 (spec §7 gives 400 to "a field is missing or malformed" and 422 to "validation failure" without drawing the line): a request that does not match the operation’s schema in the contract — a missing field, a wrong type or format, a value outside the declared range or length (work-log minutes 0 or 1441, a blank note), a failed checksum (personal identity code, IBAN), an unknown field or query parameter, a body that is not JSON — is malformed and answers 400 `invalid_request` (or a more specific code) naming the field. 422 is kept for a well-formed request the service refuses for what it contradicts: the company’s stored state or another field (an employment ending before it starts, an identity code or key already used, a payday in the past) or an outside party’s answer (no tax card, no shared ledger).',
  `Status codes outside spec §7: 405 with an \`Allow\` header for a method a known path does not have (it belongs to no operation, so it is listed only here); 415 for a request body not sent as \`Content-Type: application/json\` (a \`charset\` parameter, if given, \`utf-8\`; \`application/json-patch+json\`, \`text/plain\` or \`charset=latin1\` are refused) and 413 for a request body over ${MAX_REQUEST_BODY_BYTES} bytes (1 MiB), both declared on every operation that takes a body and checked only after the bearer is authenticated and its kind and scope are checked (a document upload, \`POST /documents\`, is sent as \`multipart/form-data\` instead, its limit is 26 214 400 bytes with 413 \`upload_too_large\`, and its 415 also names a file whose content is not of an accepted type); 500 with the error envelope when the service fails unexpectedly; 501 for the operations whose request and response shapes the spec does not show (company settings, invoice decisions, accounting read models).`,
  'Order of the checks: the bearer is authenticated first (401), then the checks that need no company — an API key on an interactive-only operation, a read-scoped key on a mutating method (403) — then the body’s media type (415), then the query and the body are read and parsed (413, 400), then the company is resolved and the role checked (403), then the fields are validated (400, 404 for a path parameter naming nothing).',
  '`customer_id` is a query parameter on GET and DELETE and a body field on writes, never a query parameter on a write: an operation refuses any query parameter it does not declare with 400 naming it — every one on an operation without declared query parameters, the empty name (`?=x`) and words such as `__proto__` or `constructor` included; a parameter given twice, or a query that is not percent-encoded UTF-8, is refused too.',
  'Free text (names, keys, identifiers, notes, customer_id) refuses U+0000 and the other C0 control characters except tab, line feed and carriage return, and a lone UTF-16 surrogate (JSON `"\\ud800"` alone: half of a character, which UTF-8 cannot carry), with 400 naming the field; a body that is not well-formed UTF-8 is refused with 400. Lengths are counted in characters (Unicode code points) on the text exactly as sent, as JSON Schema counts `minLength` and `maxLength`: nothing is trimmed before a check. A name or note must hold a character other than whitespace and is kept with its leading and trailing whitespace removed. The rule shows as the field’s `pattern`, `minLength` and `maxLength`.',
];

interface Found {
  where: string;
  text: string;
}

function walk(node: unknown, where: string, found: Found[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${where}[${index}]`, found));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-assumption' && typeof value === 'string') found.push({ where, text: value });
    else if (key === 'x-assumption' && Array.isArray(value)) {
      for (const text of value) if (typeof text === 'string') found.push({ where, text });
    } else walk(value, where === '' ? key : `${where} › ${key}`, found);
  }
}

export function assumptionsOf(document: unknown): Found[] {
  const found: Found[] = [];
  walk(document, '', found);
  return found;
}

type Section = 'service' | 'operations' | 'shapes';
const SECTIONS: readonly { section: Section; heading: string }[] = [
  { section: 'service', heading: 'For every operation' },
  { section: 'operations', heading: 'Operations' },
  { section: 'shapes', heading: 'Shapes' },
];

/** Where a mark sits, in the reader's words: a whole-service decision, an operation (`GET /me`) or a shape. */
function placeOf(where: string): { section: Section; label: string } {
  if (where === 'info') return { section: 'service', label: '' };
  const operation = /^paths › (\S+) › (get|post|put|patch|delete)$/.exec(where);
  if (operation?.[1] !== undefined && operation[2] !== undefined) {
    return { section: 'operations', label: `${operation[2].toUpperCase()} ${operation[1]}` };
  }
  return { section: 'shapes', label: where.replace(/^components › schemas › /, '').replace(/^paths › /, '') };
}

/** The decisions page (`docs/decisions.md`), written by `npm run openapi` and held to the contract by a test. */
export function renderAssumptions(document: unknown): string {
  const lines = [
    '# Decisions where the spec is silent',
    '',
    'Generated by `npm run openapi` from the `x-assumption` marks of the contract (`src/api/`), as they stand in',
    '[`openapi/customer-accounting-service.openapi.json`](../openapi/customer-accounting-service.openapi.json): every',
    'place where the spec says "not shown" and the contract decides, so that each can be swapped when the service\'s',
    'own description arrives. Why each is so: the records in [decisions/](decisions/README.md), which the marks cite',
    'by number. Do not edit by hand: change the mark in `src/api/` and run `npm run openapi` (`src/api/openapi.test.ts`',
    'fails while this page is stale).',
  ];
  const found = assumptionsOf(document).map(({ where, text }) => ({ ...placeOf(where), text }));
  for (const { section, heading } of SECTIONS) {
    const listed = found.filter((item) => item.section === section);
    if (listed.length === 0) continue;
    lines.push('', `## ${heading}`, '');
    for (const { label, text } of listed) {
      const said = text.replace(/\s+/g, ' ').trim();
      lines.push(section === 'service' ? `- ${said}` : `- **${label}**: ${said}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
