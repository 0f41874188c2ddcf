import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderAssumptions } from '../src/api/assumptions.ts';
import { buildOpenApiDocument } from '../src/api/openapi.ts';

const openApiFile = fileURLToPath(new URL('../openapi/customer-accounting-service.openapi.json', import.meta.url));
const decisionsFile = fileURLToPath(new URL('../docs/decisions.md', import.meta.url));

const document = buildOpenApiDocument();
writeFileSync(openApiFile, JSON.stringify(document, null, 2) + '\n');
writeFileSync(decisionsFile, renderAssumptions(document));
console.log(`wrote ${openApiFile} and ${decisionsFile}`);
