import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES, endpoints, type Endpoint } from '../../src/api/endpoints.ts';
import { CustomerId } from '../../src/api/schemas/common.ts';
import type { SandboxConfig } from '../config.ts';
import { SERVICE_BASE_PATH } from '../config.ts';
import type { Database } from '../db/database.ts';
import { authorize, checkBearerKind } from './auth/access.ts';
import type { Principal } from './auth/principal.ts';
import { checkUploadMediaType, readUpload } from './documents/read-upload.ts';
import { ApiError, badRequest } from './errors.ts';
import { ROUTE_TABLE } from './route-table.ts';

export interface ServiceDeps {
  db: Database;
  config: SandboxConfig;
  authenticate: (authorization: string | undefined) => Promise<Principal>;
}

/** `/a/{b}` → `/a/:b`: the contract writes OpenAPI templates, Hono reads colons. */
export function toRouterPath(template: string): string {
  return template.replace(/\{([a-z_]+)\}/g, ':$1');
}

function templateMatcher(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[a-z_]+\\?\}/g, '[^/]+');
  // Exactly the template: `/worklog/` is no route of the router, so it is no route here either (404, not 405).
  return new RegExp(`^${SERVICE_BASE_PATH}${pattern}$`);
}

/** The accounting service of the spec under the base path `/portal`, built from the contract's endpoint catalogue. */
export function createServiceApp(deps: ServiceDeps): Hono {
  const service = new Hono().basePath(SERVICE_BASE_PATH);

  service.use(
    '*',
    cors({
      origin: deps.config.portalOrigins,
      allowMethods: ['GET', 'POST', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['ETag', 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  service.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
  });
  for (const endpoint of endpoints) {
    const route = ROUTE_TABLE[endpoint.operationId];
    if (!route) throw new Error(`route table has no entry for ${endpoint.operationId}`);
    // The order of checks: who is calling (401); what their kind and scope may never do, whatever the
    // request says (403); the body's media type (415); the request itself, read and parsed (413, 400);
    // the company and the role there (403); then every field against the contract (400, 404 for a path
    // naming nothing).
    service.on(endpoint.method, toRouterPath(endpoint.path), async (c) => {
      const principal = await deps.authenticate(c.req.header('Authorization'));
      checkBearerKind(principal, route.access, endpoint.method);
      if (endpoint.body) {
        if (endpoint.bodyMediaType === 'multipart/form-data') checkUploadMediaType(c.req.raw.headers);
        else checkMediaType(c.req.raw.headers);
      }
      const raw = await readInput(c, endpoint);
      const authorized = await authorize(deps.db, principal, route.access, raw.customerId);
      const params = check(endpoint.pathParams, c.req.param(), 'path');
      const query = check(endpoint.query, raw.query, 'query');
      // A multipart upload's parts were checked while they streamed in; its files are judged by the handler.
      const body = endpoint.bodyMediaType === undefined ? check(endpoint.body, raw.body, 'body') : raw.body;
      if (!route.handler) {
        throw new ApiError(
          501,
          'not_implemented',
          `The sandbox does not implement ${endpoint.operationId} yet; no data was read or changed.`,
        );
      }
      const reply = await route.handler({
        db: deps.db,
        config: deps.config,
        principal,
        company: authorized.company,
        roles: authorized.roles,
        params: params as Record<string, string>,
        query,
        body,
      });
      if (reply.content) {
        if (!endpoint.binarySuccess) throw new Error(`${endpoint.operationId} answered bytes, and its contract declares JSON`);
        return c.body(Buffer.from(reply.content.bytes), reply.status, { ...reply.content.headers });
      }
      return c.json(checkReply(endpoint, reply.body), reply.status);
    });
  }

  const templates = endpoints.map((endpoint) => ({ method: endpoint.method, matcher: templateMatcher(endpoint.path) }));
  service.notFound((c) => {
    const allowed = templates.filter((t) => t.matcher.test(c.req.path)).map((t) => t.method);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json({ error: 'method_not_allowed', detail: `${c.req.method} is not allowed here; use ${allowed.join(' or ')}.` }, 405);
    }
    return c.json({ error: 'not_found', detail: `No such route: ${c.req.method} ${c.req.path}.` }, 404);
  });
  service.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status === 401) c.header('WWW-Authenticate', `Bearer error="${error.error === 'missing_token' ? 'invalid_request' : 'invalid_token'}"`);
      return c.json(error.envelope, error.status);
    }
    console.error('[sandbox] unexpected error', error);
    return c.json({ error: 'internal_error', detail: 'The sandbox failed unexpectedly; see its log.' }, 500);
  });

  return service;
}

interface RawInput {
  query: Record<string, string>;
  body: unknown;
  customerId: string | undefined;
}

/**
 * Reads the request as the endpoint takes it. customer_id is a query parameter on GET (and DELETE, which
 * has no body) and a body field on writes, never a query parameter there: an endpoint without a query
 * schema refuses every query parameter, so that nothing a write is sent in its URL is silently ignored
 * (spec, wire conventions; §4.3: the tax-card fetch must refuse an environment or identity however sent).
 */
async function readInput(c: Context, endpoint: Endpoint): Promise<RawInput> {
  const query: Record<string, string> = {};
  // Every parameter as sent, read from the URL itself: the empty name (`?=x`) and words such as
  // `__proto__` or `constructor` included, which a plain object would lose or take for its own.
  const named = endpoint.query ? Object.keys(endpoint.query.shape) : [];
  const seen = new Set<string>();
  for (const [name, value] of queryParametersOf(new URL(c.req.url).search)) {
    if (!named.includes(name)) {
      throw badRequest(
        'invalid_request',
        `Query parameter ${nameOf(name)} is not accepted here: ${endpoint.method} ${endpoint.path} ${
          named.length === 0 ? 'takes no query parameters' : `takes only ${named.join(', ')}`
        }${endpoint.body ? '; customer_id and every other field go in the JSON body' : ''}.`,
      );
    }
    if (seen.has(name)) throw badRequest('invalid_request', `Query parameter ${nameOf(name)} is given more than once.`);
    seen.add(name);
    query[name] = value;
  }
  let body: unknown = undefined;
  if (endpoint.bodyMediaType === 'multipart/form-data') {
    const form = await readUpload(c.req.raw);
    return { query, body: form, customerId: customerIdOf(form.customerId) };
  }
  if (endpoint.body) {
    const text = await readBodyText(c.req.raw);
    if (text.trim() === '') {
      body = {};
    } else {
      try {
        body = JSON.parse(text);
      } catch {
        throw badRequest('malformed_json', 'The body is not valid JSON.');
      }
    }
  }
  const customerId = endpoint.body ? customerIdIn(body) : customerIdOf(query.customer_id);
  return { query, body, customerId };
}

/** A parameter's name as a 400's detail says it: as it is when printable, else quoted with escapes (the empty name `""`). */
function nameOf(name: string): string {
  return /^[\x21-\x7e]+$/.test(name) ? name : JSON.stringify(name);
}

/**
 * The query's parameters in order, each name and value decoded strictly: `+` is a space and a
 * percent-escape must spell UTF-8 (`%ED%A0%80`, a lone surrogate, and `%FF` are refused with 400
 * rather than read as U+FFFD). A `&` with nothing around it is no parameter; `?=x` is the empty name.
 */
export function queryParametersOf(search: string): [string, string][] {
  const parameters: [string, string][] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const [rawName, rawValue] = equals === -1 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        throw badRequest('invalid_request', `The query is not valid: ${JSON.stringify(part)} is not percent-encoded UTF-8.`);
      }
    };
    parameters.push([decode(rawName), decode(rawValue)]);
  }
  return parameters;
}

/**
 * A request body is JSON, sent as exactly `application/json`; a `charset` parameter, if given, is
 * `utf-8` (any case, quoted or not), and no other parameter is taken. Anything else — another type,
 * `application/json-patch+json`, `application/json-evil`, `charset=latin1`, a body sent without a type —
 * answers 415 before the body is read. A request with no body at all needs no type (every field of the
 * body is optional for a key, or the contract says what is missing).
 */
export function isJsonMediaType(contentType: string): boolean {
  return /^application\/json[ \t]*(?:;[ \t]*charset=(?:utf-8|"utf-8")[ \t]*)?$/i.test(contentType.trim());
}

function checkMediaType(headers: Headers): void {
  const type = headers.get('Content-Type');
  if (type === null) {
    const length = headers.get('Content-Length');
    const hasBody = headers.has('Transfer-Encoding') || (length !== null && length.trim() !== '0');
    if (!hasBody) return;
  } else if (isJsonMediaType(type)) {
    return;
  }
  throw new ApiError(
    415,
    'unsupported_media_type',
    `The body must be sent as Content-Type: application/json (charset, if given, utf-8)${
      type === null ? '; the request names no type' : `, not ${JSON.stringify(type)}`
    }. Nothing was read or changed.`,
  );
}

const payloadTooLarge = () =>
  new ApiError(413, 'payload_too_large', `The request body is over ${MAX_REQUEST_BODY_BYTES} bytes; nothing was read or changed.`);

/**
 * The body as UTF-8 text, at most MAX_REQUEST_BODY_BYTES: refused from its Content-Length when it says so,
 * else counted while it streams in, so that a large body is never held whole.
 */
async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_REQUEST_BODY_BYTES) throw payloadTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('malformed_json', 'The body is not valid UTF-8 text.');
  }
}

function customerIdIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('customer_id' in body)) return undefined;
  return customerIdOf(body.customer_id);
}

/** customer_id picks the company before the rest of the input is checked, so it is checked here, by the contract. */
function customerIdOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = CustomerId.safeParse(value);
  if (!result.success) {
    throw badRequest('invalid_request', `customer_id: ${result.error.issues.map((issue) => issue.message).join('; ')}.`);
  }
  return result.data;
}

function check(schema: z.ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : where;
    return `${field}: ${issue.message}`;
  });
  if (where === 'path') throw new ApiError(404, 'not_found', `No such record: ${problems.join('; ')}.`);
  throw badRequest('invalid_request', `The ${where} is not valid. ${problems.join('; ')}.`);
}

/** The sandbox answers only what the contract allows; anything else is a sandbox bug, reported as 500. */
function checkReply(endpoint: Endpoint, body: unknown): unknown {
  const schema = endpoint.success.schema;
  if (!schema) return body;
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error(`[sandbox] ${endpoint.operationId} answered outside its contract`, result.error.issues);
    throw new ApiError(500, 'internal_error', `The sandbox's answer to ${endpoint.operationId} broke the contract.`);
  }
  return result.data;
}
