import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { assumptionsOf, renderAssumptions, serviceWideAssumptions } from './assumptions.ts';
import { fileURLToPath } from 'node:url';
import { z } from './zod.ts';
import { describe, expect, it } from 'vitest';
import { endpoints, errorsOf } from './endpoints.ts';
import { buildOpenApiDocument } from './openapi.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const documentPath = 'openapi/customer-accounting-service.openapi.json';

const document = buildOpenApiDocument();

// The document is plain JSON, so the tests read it through a schema instead of casting.
const Operation = z.looseObject({
  tags: z.array(z.string()),
  operationId: z.string(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  responses: z.record(z.string(), z.unknown()),
  'x-assumption': z.string().optional(),
});
const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), 'x-assumption': z.array(z.string()) }),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.looseObject({
    schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
    responses: z.record(z.string(), z.looseObject({ description: z.string() })),
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string(), scheme: z.string(), bearerFormat: z.string() })),
  }),
});
const parsed = OpenApiDocument.parse(document);

function operationOf(method: string, path: string) {
  const operation = parsed.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`no ${method} ${path} in the document`);
  return operation;
}

const LintReport = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(z.looseObject({ ruleId: z.string(), severity: z.string(), message: z.string() })),
});

describe('OpenAPI document', () => {
  it('is checked in exactly as buildOpenApiDocument() generates it (run `npm run openapi`)', () => {
    const checkedIn = readFileSync(new URL(`../../${documentPath}`, import.meta.url), 'utf8');
    expect(checkedIn).toBe(JSON.stringify(document, null, 2) + '\n');
  });

  it('lists every assumption of the contract in docs/decisions.md, as generated (run `npm run openapi`)', () => {
    const checkedIn = readFileSync(new URL('../../docs/decisions.md', import.meta.url), 'utf8');
    const document = buildOpenApiDocument();
    expect(checkedIn).toBe(renderAssumptions(document));
    expect(assumptionsOf(document).length).toBeGreaterThan(20);
  });

  it('passes the Redocly linter with no error', () => {
    const started = Date.now();
    const run = spawnSync(`${repoRoot}node_modules/.bin/redocly`, ['lint', documentPath, '--format=json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    expect(run.error, 'the linter could not run').toBeUndefined();
    // The machine is offline: a linter that reached for the network would hang here instead of answering.
    expect(Date.now() - started).toBeLessThan(20_000);
    const report = LintReport.parse(JSON.parse(run.stdout));
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(report.totals.errors, problems.join('\n')).toBe(0);
  }, 40_000);

  it('is OpenAPI 3.1.0 with info.version 2026-10-06.2', () => {
    expect(parsed.openapi).toBe('3.1.0');
    expect(parsed.info.title).toBe('Customer Accounting Service API');
    expect(parsed.info.version).toBe('2026-10-06.2');
  });

  it.each(endpoints.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    'has %s %s with its tag and operationId',
    (method, path, endpoint) => {
      const operation = operationOf(method, path);
      expect(operation.tags).toEqual([endpoint.tag]);
      expect(operation.operationId).toBe(endpoint.operationId);
      for (const status of [endpoint.success.status, ...errorsOf(endpoint)]) {
        expect(Object.keys(operation.responses)).toContain(String(status));
      }
    },
  );

  it('names the acquirer operations connectAcquirer and revalidateAcquirerConnection', () => {
    expect(operationOf('POST', '/acquirer-connections/api-key').operationId).toBe('connectAcquirer');
    expect(operationOf('POST', '/acquirer-connections/{connection_id}/revalidate').operationId).toBe(
      'revalidateAcquirerConnection',
    );
  });

  it('defines the interactive session and API-key bearer schemes', () => {
    expect(parsed.components.securitySchemes.interactiveSession).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(parsed.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'svc_sk_…' });
  });

  it('lets API keys only into operations open to them: payroll, API-key management and invoice decisions are interactive only', () => {
    for (const endpoint of endpoints) {
      const schemes = operationOf(endpoint.method, endpoint.path).security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes, endpoint.operationId).toEqual(
        endpoint.bearers === 'interactive' ? ['interactiveSession'] : ['interactiveSession', 'apiKey'],
      );
    }
    expect(operationOf('POST', '/payroll/employees').security).toEqual([{ interactiveSession: [] }]);
  });

  it('carries x-assumption on every operation that rests on a decision', () => {
    for (const endpoint of endpoints) {
      if (endpoint.assumption === undefined) continue;
      expect(operationOf(endpoint.method, endpoint.path)['x-assumption'], endpoint.operationId).toBe(endpoint.assumption);
    }
    expect(operationOf('POST', '/acquirer-connections/{connection_id}/revalidate')['x-assumption']).toMatch(/docs\/decisions\/0016/);
  });

  it('keeps x-assumption on decided component schemas', () => {
    for (const id of ['Me', 'AgentStatus', 'IngestStatus', 'ConnectionsCatalog', 'ApiKeyCreated', 'PayrollWorkspace', 'PurchaseBillList']) {
      expect(parsed.components.schemas[id]?.['x-assumption'], id).toEqual(expect.stringMatching(/docs\/decisions\/0016/));
    }
  });

  it('documents both answers of upsertEmployee: 201 created and 200 updated', () => {
    expect(Object.keys(operationOf('POST', '/payroll/employees').responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('keeps request bodies closed and CredentialConnection open to additional properties', () => {
    expect(parsed.components.schemas.TaxCardFetchRequest?.additionalProperties).toBe(false);
    expect(parsed.components.schemas.ConnectAcquirerRequest?.additionalProperties).toBe(false);
    expect(parsed.components.schemas.CredentialConnection?.additionalProperties).toEqual({});
  });
});

// Reads a nested member of the generated document without casting: each step must be an object.
function at(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    const object = z.record(z.string(), z.unknown()).safeParse(current);
    if (!object.success) return undefined;
    current = object.data[key];
  }
  return current;
}

describe('OpenAPI document: statuses outside spec §7 and service-wide decisions', () => {
  it('declares 501 on the operations whose shapes are not shown, and 413 and 415 on every operation with a body', () => {
    for (const [method, path] of [
      ['POST', '/company/settings'],
      ['GET', '/accounting/{read_model}'],
    ] as const) {
      expect(operationOf(method, path).responses['501'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/NotImplemented' });
    }
    for (const endpoint of endpoints) {
      const declared = Object.keys(operationOf(endpoint.method, endpoint.path).responses);
      expect(declared.includes('413'), endpoint.operationId).toBe(endpoint.body !== undefined);
      expect(declared.includes('415'), endpoint.operationId).toBe(endpoint.body !== undefined);
      if (endpoint.body !== undefined) {
        expect(operationOf(endpoint.method, endpoint.path).responses['415']).toEqual({ $ref: '#/components/responses/UnsupportedMediaType' });
      }
    }
    expect(parsed.components.responses.PayloadTooLarge?.description).toMatch(/1048576 bytes/);
    expect(parsed.components.responses.UnsupportedMediaType?.description).toMatch(/application\/json.*charset.*utf-8/);
  });

  it('lists the service-wide assumptions (400 or 422, 405/413/500/501, order of checks, free text) on info and in docs/decisions.md', () => {
    expect(parsed.info['x-assumption']).toEqual([...serviceWideAssumptions]);
    const text = serviceWideAssumptions.join('\n');
    for (const needle of ['422', '405', '413', '415', '500', '501', 'control characters', 'lone UTF-16 surrogate', '__proto__', 'customer_id']) {
      expect(text).toContain(needle);
    }
    // 415 sits after the bearer's kind and scope and before the body is read (docs/sandbox.md, "Order of checks")
    expect(text).toMatch(/\(403\) — then the body’s media type \(415\), then the query and the body are read and parsed \(413, 400\)/);
    const listed = renderAssumptions(document);
    for (const assumption of serviceWideAssumptions) expect(listed).toContain(`- ${assumption}`);
  });

  it('lists each operation’s decision in docs/decisions.md under its method and path, as a reader looks it up', () => {
    const listed = renderAssumptions(document);
    for (const endpoint of endpoints) {
      if (endpoint.assumption === undefined) continue;
      expect(listed, endpoint.operationId).toContain(`- **${endpoint.method} ${endpoint.path}**: ${endpoint.assumption.replace(/\s+/g, ' ').trim()}`);
    }
  });

  it('shows the free-text rule as a pattern on the fields that carry it', () => {
    const schemas = parsed.components.schemas;
    for (const [schema, field] of [
      ['CreateWorklogEntryRequest', 'note'],
      ['EmployeeInput', 'name'],
      ['EmployeeInput', 'employee_key'],
      ['TaxCardFetchRequest', 'employee_id'],
      ['CreateApiKeyRequest', 'name'],
    ] as const) {
      const pattern = at(schemas[schema], 'properties', field, 'pattern');
      expect(typeof pattern, `${schema}.${field}`).toBe('string');
      const rule = new RegExp(String(pattern));
      expect(rule.test('A\u0000B')).toBe(false);
      expect(rule.test('A\tB\r\n')).toBe(true);
      expect(rule.test('A\ud800B'), 'a lone surrogate').toBe(false);
      expect(rule.test('A\ud83d\ude42B'), 'a pair').toBe(true);
    }
  });

  it('marks the decisions the audit found unmarked as assumptions', () => {
    const marked = (...path: string[]) => at(parsed.components.schemas, ...path, 'x-assumption');
    expect(marked('PurchaseBillOriginalReview', 'properties', 'latest_review', 'properties', 'prior_review_id')).toMatch(/empty string/);
    expect(marked('PurchaseBillOriginalReview', 'properties', 'journals', 'items', 'properties', 'reversal_of')).toMatch(/empty string/);
    expect(marked('PurchaseBillOriginalReview', 'properties', 'journals', 'items', 'properties', 'review_id')).toMatch(/empty string/);
    expect(marked('WorklogEntry', 'properties', 'author_email')).toMatch(/api-key:<key id>/);
    expect(marked('WorklogList')).toMatch(/every role in the company is claimant/);
    expect(marked('EmploymentType')).toMatch(/monthly.*hourly/);
    expect(marked('EmployeeInput', 'properties', 'monthly_salary_cents')).toMatch(/0 or less/);
    expect(marked('Me')).toMatch(/name is the key’s name/);
    expect(operationOf('GET', '/purchase-bills')['x-assumption']).toMatch(/API-key bearers receive 403/);
  });

  it('marks the value sets the spec leaves open as extensible, and keeps the full list the sandbox sends (principle 8)', () => {
    const schemas = parsed.components.schemas;
    for (const name of ['Role', 'CredentialCheckState', 'ConnectionErrorCode', 'EmploymentType']) {
      const schema = at(schemas, name);
      expect(at(schema, 'x-extensible-enum'), name).toEqual(at(schema, 'enum'));
    }
    expect(at(schemas, 'AgentStatus', 'properties', 'state', 'x-extensible-enum')).toEqual(['idle', 'working']);
    // the spec lists connection status in full: a closed set
    expect(at(schemas, 'ConnectionStatus', 'x-extensible-enum')).toBeUndefined();
    expect(at(schemas, 'ConnectionStatus', 'enum')).toEqual(['connected', 'syncing', 'sync_failed', 'reauth_required']);
  });

  it('describes the refusals of dates, shop_domain and history_start (docs/decisions/0028)', () => {
    const schemas = parsed.components.schemas;
    const isoDate = new RegExp(String(at(schemas, 'IsoDate', 'pattern')));
    expect(isoDate.test('0000-06-01')).toBe(false);
    expect(isoDate.test('0001-01-01')).toBe(true);
    expect(at(schemas, 'IsoDate', 'description')).toMatch(/no year 0000/);
    const shop = new RegExp(String(at(schemas, 'StorefrontInstallStartRequest', 'properties', 'shop_domain', 'pattern')));
    expect(shop.test('aurora-kauppa.example')).toBe(true);
    for (const bad of ['aurora', 'https://aurora.example', ' aurora.example', '-a.example']) expect(shop.test(bad), bad).toBe(false);
    expect(at(schemas, 'StorefrontInstallStartRequest', 'properties', 'history_start', 'description')).toMatch(/not after today/);
  });

  it('states the free-text lengths literally: minLength and maxLength on the text as sent, no trimming before', () => {
    const note = at(parsed.components.schemas, 'CreateWorklogEntryRequest', 'properties', 'note');
    expect(at(note, 'minLength')).toBe(1);
    expect(at(note, 'maxLength')).toBe(2000);
    expect(at(note, 'description')).not.toMatch(/after trimming/);
    expect(at(parsed.components.schemas, 'CreateApiKeyRequest', 'properties', 'name', 'maxLength')).toBe(100);
  });

  it('tags GET /ingest-status Documents, the area of per-file ingest metadata (spec §1)', () => {
    expect(operationOf('GET', '/ingest-status').tags).toEqual(['Documents']);
  });
});
