import { z } from './zod.ts';
import { serviceWideAssumptions } from './assumptions.ts';
import { endpoints, errorsOf, type Endpoint, type Tag } from './endpoints.ts';
import * as apiKeys from './schemas/api-keys.ts';
import * as books from './schemas/books.ts';
import * as booksQuestions from './schemas/books-questions.ts';
import * as filings from './schemas/filings.ts';
import * as messages from './schemas/messages.ts';
import * as common from './schemas/common.ts';
import * as company from './schemas/company.ts';
import * as connections from './schemas/connections.ts';
import * as storefrontAndWallets from './schemas/storefront-and-wallets.ts';
import * as documents from './schemas/documents.ts';
import * as finnishIdentifiers from './schemas/finnish-identifiers.ts';
import * as invoiceCirculation from './schemas/invoice-circulation.ts';
import * as invoiceRouting from './schemas/invoice-routing.ts';
import * as expenseClaims from './schemas/expense-claims.ts';
import * as members from './schemas/members.ts';
import * as payments from './schemas/payments.ts';
import * as payroll from './schemas/payroll.ts';
import * as payrollRuns from './schemas/payroll-runs.ts';
import * as purchaseBills from './schemas/purchase-bills.ts';
import * as unshownBodies from './schemas/unshown-bodies.ts';
import * as worklog from './schemas/worklog.ts';
import { errorResponses, successDescriptions, tagDescriptions, unshownResponse } from './openapi-texts.ts';

export const apiVersion = '2026-10-06.2';

const schemaModules = [common, finnishIdentifiers, apiKeys, connections, storefrontAndWallets, documents, payroll, payrollRuns, payments, purchaseBills, invoiceCirculation, invoiceRouting, expenseClaims, books, booksQuestions, messages, filings, worklog, company, members, unshownBodies];

const componentsPrefix = '#/components/schemas/';

type JsonObject = { [key: string]: unknown };


function idOf(schema: z.core.$ZodType): string | undefined {
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Every exported schema of the contract modules that carries an `id`, by id. */
export function contractSchemas(): Map<string, z.ZodType> {
  const byId = new Map<string, z.ZodType>();
  for (const module of schemaModules) {
    for (const value of Object.values(module)) {
      if (!(value instanceof z.ZodType)) continue;
      const id = idOf(value);
      if (id === undefined) continue;
      const known = byId.get(id);
      if (known !== undefined && known !== value) throw new Error(`Two contract schemas share the id ${id}`);
      byId.set(id, value);
    }
  }
  return byId;
}

function without(object: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function componentSchemaObjects(schemas: Map<string, z.ZodType>): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) registry.add(schema, { id });
  // Input mode: a request body's strictness shows as additionalProperties false, while a response
  // object, whose unknown keys the client strips, stays open to fields the service may add.
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => componentsPrefix + id,
  });
  const result: Record<string, JsonObject> = {};
  for (const [id, value] of Object.entries(converted.schemas)) {
    if (id === '__shared') throw new Error('A contract schema needs shared $defs; give the shared schema an id');
    // The OpenAPI document is the schemas' resource: a per-schema $id or $schema would make each its own.
    result[id] = without(value, ['$schema', '$id']);
  }
  return result;
}

function refTo(schema: z.ZodType, schemas: Map<string, z.ZodType>, what: string): JsonObject {
  const id = idOf(schema);
  if (id === undefined || schemas.get(id) !== schema) throw new Error(`${what} has no contract id`);
  return { $ref: componentsPrefix + id };
}

function parameterSchema(schema: z.core.$ZodType, schemas: Map<string, z.ZodType>): JsonObject {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  const id = idOf(inner);
  if (id !== undefined && schemas.get(id) === inner) return { $ref: componentsPrefix + id };
  // The description belongs to the parameter object, where parameters() puts it.
  const inline = without(z.toJSONSchema(inner, { target: 'draft-2020-12', io: 'input' }), ['$schema', 'description']);
  if ('$defs' in inline) throw new Error('A parameter schema refers to a named schema; use it directly');
  return inline;
}

function parameters(endpoint: Endpoint, schemas: Map<string, z.ZodType>): JsonObject[] {
  const located: [z.ZodObject | undefined, 'path' | 'query'][] = [
    [endpoint.pathParams, 'path'],
    [endpoint.query, 'query'],
  ];
  const result: JsonObject[] = [];
  for (const [object, location] of located) {
    if (object === undefined) continue;
    for (const [name, field] of Object.entries(object.shape)) {
      const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
      const description = z.globalRegistry.get(field)?.description ?? z.globalRegistry.get(inner)?.description;
      result.push({
        name,
        in: location,
        required: location === 'path' || !field.safeParse(undefined).success,
        ...(description === undefined ? {} : { description }),
        schema: parameterSchema(field, schemas),
      });
    }
  }
  return result;
}

function bearerDescription(endpoint: Endpoint): string {
  if (endpoint.bearers === 'interactive') return 'Interactive session only; API-key bearers receive 403.';
  if (endpoint.method === 'GET') return 'Interactive session, or an API key of scope `read` or `write`.';
  return 'Interactive session, or an API key of scope `write` (a read-scoped key receives 403).';
}

function jsonContent(schema: JsonObject): JsonObject {
  return { 'application/json': { schema } };
}

/** Bytes sent as they are, in one of the endpoint's types, with the headers it names. */
function binaryResponse(binary: NonNullable<Endpoint['binarySuccess']>, schema: JsonObject, description: string): JsonObject {
  return {
    description,
    headers: Object.fromEntries(
      Object.entries(binary.headers).map(([name, headerDescription]) => [name, { description: headerDescription, schema: { type: 'string' } }]),
    ),
    content: Object.fromEntries(binary.mediaTypes.map((type) => [type, { schema }])),
  };
}

function operation(endpoint: Endpoint, schemas: Map<string, z.ZodType>): JsonObject {
  const successSchema =
    endpoint.success.schema === null ? null : refTo(endpoint.success.schema, schemas, `${endpoint.operationId} success`);
  const successResponse = (description: string): JsonObject => {
    if (successSchema === null) return { description: unshownResponse };
    if (endpoint.binarySuccess !== undefined) return binaryResponse(endpoint.binarySuccess, successSchema, description);
    return { description, content: jsonContent(successSchema) };
  };

  const responses: JsonObject = {
    [String(endpoint.success.status)]: successResponse(
      endpoint.success.description ?? successDescriptions[endpoint.success.status],
    ),
  };
  if (endpoint.alternativeSuccess !== undefined) {
    responses[String(endpoint.alternativeSuccess.status)] = successResponse(endpoint.alternativeSuccess.description);
  }
  for (const status of errorsOf(endpoint)) {
    responses[String(status)] = { $ref: `#/components/responses/${errorResponses[status].name}` };
  }

  const parameterList = parameters(endpoint, schemas);
  let requestBody: JsonObject | undefined;
  if (endpoint.body !== undefined) {
    // A body whose every field is optional may be left out, as an API key needs no customer_id.
    const required = !endpoint.body.safeParse({}).success;
    const schema = refTo(endpoint.body, schemas, `${endpoint.operationId} body`);
    requestBody = { required, content: endpoint.bodyMediaType === undefined ? jsonContent(schema) : { [endpoint.bodyMediaType]: { schema } } };
  }

  return {
    tags: [endpoint.tag],
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: bearerDescription(endpoint),
    ...(endpoint.assumption === undefined ? {} : { 'x-assumption': endpoint.assumption }),
    security:
      endpoint.bearers === 'interactive' ? [{ interactiveSession: [] }] : [{ interactiveSession: [] }, { apiKey: [] }],
    ...(parameterList.length === 0 ? {} : { parameters: parameterList }),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses,
  };
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (isJsonObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(componentsPrefix)) {
        into.add(item.slice(componentsPrefix.length));
      } else {
        collectRefs(item, into);
      }
    }
  }
}

/** Keeps the component schemas the operations reach; query objects are spread into parameters instead. */
function reachable(roots: unknown, components: Record<string, JsonObject>): Record<string, JsonObject> {
  const seen = new Set<string>();
  collectRefs(roots, seen);
  const pending = [...seen];
  while (pending.length > 0) {
    const id = pending.pop() ?? '';
    const found = new Set<string>();
    collectRefs(components[id], found);
    for (const next of found) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  const result: Record<string, JsonObject> = {};
  for (const id of Object.keys(components).sort()) {
    const component = components[id];
    if (seen.has(id) && component !== undefined) result[id] = component;
  }
  return result;
}

export function buildOpenApiDocument(): JsonObject {
  const schemas = contractSchemas();
  const components = componentSchemaObjects(schemas);

  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(endpoint, schemas);
    paths[endpoint.path] = item;
  }

  const responses: Record<string, JsonObject> = {};
  for (const { name, description } of Object.values(errorResponses)) {
    responses[name] = { description, content: jsonContent(refTo(common.ErrorEnvelope, schemas, 'ErrorEnvelope')) };
  }

  const usedTags = new Set(endpoints.map((endpoint) => endpoint.tag));
  const tags = (Object.keys(tagDescriptions) as Tag[])
    .filter((name) => usedTags.has(name))
    .map((name) => ({ name, description: tagDescriptions[name] }));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Customer Accounting Service API',
      version: apiVersion,
      description:
        'The customer interface of an accounting firm for Finnish small and medium businesses, as far as the customer portal uses it. Every path is relative to the base path `/portal`. Money is integer cents, rates are integer basis points, dates are `YYYY-MM-DD`. Where the specification leaves a shape, path or status open, the document carries the project decision and marks it with `x-assumption`; the decisions that hold for every operation (400 or 422, the statuses 405, 413, 415, 500 and 501 beyond those of the specification, the order of the checks, query parameters, free text) are the `x-assumption` list of this `info`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      'x-assumption': serviceWideAssumptions,
    },
    servers: [{ url: 'http://localhost:4000/portal', description: 'sandbox' }],
    tags,
    paths,
    components: {
      schemas: reachable({ paths, responses }, components),
      responses,
      securitySchemes: {
        interactiveSession: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The identity provider's ID token from a portal session.",
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'svc_sk_…',
          description:
            'Portal API key `svc_sk_<secret>`, minted by an admin in the portal; scope `read` or `write`; pinned to one company.',
        },
      },
    },
  };
}
