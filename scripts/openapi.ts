import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/api/openapi.ts';

const openApiFile = fileURLToPath(new URL('../openapi/customer-accounting-service.openapi.json', import.meta.url));

writeFileSync(openApiFile, JSON.stringify(buildOpenApiDocument(), null, 2) + '\n');
console.log(`wrote ${openApiFile}`);
