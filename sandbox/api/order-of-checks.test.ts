import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, endpoints, type Endpoint } from '../../src/api/endpoints.ts';
import { ErrorEnvelope } from '../../src/api/schemas/common.ts';
import { WorklogList } from '../../src/api/schemas/worklog.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * The order of the checks (spec §5 rules 1, 2 and 5, §4.2, §4.3): who is calling is settled first (401);
 * then what a bearer's kind and scope may never do, whatever the request says (403); only then is the
 * request read (413, 400). A refused bearer learns nothing about how its body would have been judged.
 */

const READ_KEY = 'svc_sk_sandbox_aurora_read';
const WRITE_KEY = 'svc_sk_sandbox_aurora_write';

const PATH_VALUES: Record<string, string> = {
  connection_id: 'conn_order',
  key_id: 'key_order',
  bill_id: 'bill:order 1',
  invoice_id: 'inv_order',
  entry_id: 'wl_order',
  read_model: 'ledger',
};

const pathOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/\{([a-z_]+)\}/g, (_match, name: string) => encodeURIComponent(PATH_VALUES[name] ?? 'x'));

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Bodies no endpoint could accept: not JSON, not sent as JSON, JSON of the wrong kind. */
const MALFORMED_BODIES: readonly [string, string, string][] = [
  ['malformed JSON', '{bad', 'application/json'],
  ['text/plain', 'entry_date=2031-01-01', 'text/plain'],
  ['a customer_id of the wrong type', '{"customer_id": 42}', 'application/json'],
];

/** A query nothing accepts: an unknown parameter, another company, a period that is none. */
const MALFORMED_QUERY = '?bogus=1&customer_id=cus_birch&period=nope';

const mutating = endpoints.filter((endpoint) => endpoint.method !== 'GET');
const interactiveOnly = endpoints.filter((endpoint) => endpoint.bearers === 'interactive');
const withBody = endpoints.filter((endpoint) => endpoint.body !== undefined);

const oversized = JSON.stringify({ note: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });

let admin = '';
beforeAll(async () => {
  admin = await idTokenOf('admin@aurora.example');
});

describe('the route table covers the contract, and says of each endpoint what the contract says', () => {
  it('has a route for every mutating and every interactive-only endpoint tested below', () => {
    for (const endpoint of [...mutating, ...interactiveOnly]) expect(ROUTE_TABLE[endpoint.operationId], label(endpoint)).toBeDefined();
  });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s refuses API keys by kind exactly when the contract declares it interactive-only',
    (_label, endpoint) => {
      expect(ROUTE_TABLE[endpoint.operationId]?.access.interactiveOnly).toBe(endpoint.bearers === 'interactive');
    },
  );
});

describe('spec §5 rule 1: a read-scoped key is refused (403) on every mutating endpoint before its body is read', () => {
  for (const endpoint of mutating) {
    // On an interactive-only endpoint the key's kind is refused first; either way it is 403.
    const expected = endpoint.bearers === 'interactive' ? 'interactive_session_required' : 'insufficient_scope';
    it.each(MALFORMED_BODIES)(`${label(endpoint)}: a read key with %s gets 403 ${expected}`, async (_case, rawBody, type) => {
      for (const query of ['', MALFORMED_QUERY]) {
        const answer = await callService(endpoint.method, `${pathOf(endpoint)}${query}`, {
          bearer: READ_KEY,
          rawBody,
          headers: { 'Content-Type': type },
        });
        expect(answer.status, `${query} ${JSON.stringify(answer.body)}`).toBe(403);
        expect(ErrorEnvelope.strict().parse(answer.body).error).toBe(expected);
      }
    });
  }
});

describe('spec §5 rules 2 and 5, §4.2, §4.3: an API key is refused (403) on every interactive-only endpoint before its request is read', () => {
  for (const endpoint of interactiveOnly) {
    it.each([READ_KEY, WRITE_KEY])(`${label(endpoint)}: %s with a malformed request gets 403`, async (key) => {
      const requests =
        endpoint.method === 'GET'
          ? [{ query: MALFORMED_QUERY, rawBody: undefined, type: undefined }]
          : MALFORMED_BODIES.map(([, rawBody, type]) => ({ query: MALFORMED_QUERY, rawBody, type }));
      for (const { query, rawBody, type } of requests) {
        const answer = await callService(endpoint.method, `${pathOf(endpoint)}${query}`, {
          bearer: key,
          rawBody,
          headers: type === undefined ? {} : { 'Content-Type': type },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(403);
        expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('interactive_session_required');
      }
    });
  }

  it('refuses a write key POSTing a malformed body to /api-keys with 403, not 400', async () => {
    const answer = await callService('POST', '/api-keys', { bearer: WRITE_KEY, rawBody: '{bad', headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'interactive_session_required' });
  });
});

describe('the size limit comes after authentication', () => {
  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 401, not 413, to an oversized body without a bearer',
    async (_label, endpoint) => {
      const answer = await callService(endpoint.method, pathOf(endpoint), {
        rawBody: oversized,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(401);
      expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('missing_token');
    },
  );

  it('answers 401 to an oversized body with a token that is no token', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: 'svc_sk_no_such_key',
      rawBody: oversized,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 403 to a read key sending an oversized body to a mutating endpoint: its scope is refused first', async () => {
    const answer = await callService('POST', '/worklog', { bearer: READ_KEY, rawBody: oversized, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'insufficient_scope' });
  });

  it.each<[string, string, () => string, string]>([
    ['a write key', '/worklog', () => WRITE_KEY, '{}'],
    ['an interactive admin', '/payroll/employees', () => admin, '{"customer_id": "cus_aurora"}'],
  ])('answers 413 with the envelope to %s once it may call the endpoint, and records nothing', async (_who, path, bearer) => {
    const answer = await callService('POST', path, { bearer: bearer(), rawBody: oversized, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('payload_too_large');
  });

  it('counts a body sent without Content-Length (chunked) as it streams in, and answers 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_REQUEST_BODY_BYTES + chunk.byteLength) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    // A streamed body needs `duplex`, which Node's fetch takes and the DOM typings do not list yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { Authorization: `Bearer ${WRITE_KEY}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    };
    const response = await fetch(`${inject('sandboxUrl')}/portal/worklog`, init);
    expect(response.status).toBe(413);
    expect(ErrorEnvelope.strict().parse(await response.json()).error).toBe('payload_too_large');
  });

  it('still reads a body just under the limit', async () => {
    const note = 'n'.repeat(2000);
    const padding = ' '.repeat(MAX_REQUEST_BODY_BYTES - 200 - note.length);
    const rawBody = `{"entry_date": "2031-11-03", "minutes": 15, "note": "${note}"}${padding}`;
    expect(new TextEncoder().encode(rawBody).byteLength).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
    const answer = await callService('POST', '/worklog', { bearer: WRITE_KEY, rawBody, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe('wire conventions: customer_id is a body field on writes; a write takes no query parameter', () => {
  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s refuses any query parameter with 400 naming it',
    async (_label, endpoint) => {
      expect(endpoint.query).toBeUndefined();
      for (const [query, name] of [
        ['?bogus=1', 'bogus'],
        ['?customer_id=cus_aurora', 'customer_id'],
      ] as const) {
        // A document upload is multipart/form-data: sent so, its query is judged like any other write's.
        const request =
          endpoint.bodyMediaType === 'multipart/form-data'
            ? { rawBody: '--b\r\nContent-Disposition: form-data; name="customer_id"\r\n\r\ncus_aurora\r\n--b--\r\n', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } }
            : { body: { customer_id: 'cus_aurora' } };
        const answer = await callService(endpoint.method, `${pathOf(endpoint)}${query}`, { bearer: admin, ...request });
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        const envelope = ErrorEnvelope.strict().parse(answer.body);
        expect(envelope.error).toBe('invalid_request');
        expect(envelope.detail).toContain(`Query parameter ${name}`);
      }
    },
  );

  it('refuses POST /worklog?customer_id=… from a key, and records nothing', async () => {
    const entry = { entry_date: '2031-11-04', minutes: 30, note: 'customer_id in the query' };
    const answer = await callService('POST', '/worklog?customer_id=cus_aurora', { bearer: WRITE_KEY, body: entry });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(answer.body).detail).toContain('customer_id');
    const listed = await callService('GET', '/worklog?from=2031-11-04&to=2031-11-04', { bearer: READ_KEY });
    expect(WorklogList.parse(listed.body).entries).toEqual([]);
  });

  it('never lets the query choose the company of a write: an admin of two companies naming one only in the query gets 400', async () => {
    const entry = { entry_date: '2031-11-05', minutes: 30, note: 'which company?' };
    const answer = await callService('POST', '/worklog?customer_id=cus_birch', { bearer: admin, body: entry });
    expect(answer.status).toBe(400);
    for (const customer of ['cus_aurora', 'cus_birch']) {
      const listed = await callService('GET', `/worklog?customer_id=${customer}&from=2031-11-05&to=2031-11-05`, { bearer: admin });
      expect(WorklogList.parse(listed.body).entries, customer).toEqual([]);
    }
  });

  it('takes customer_id from the body of a write as before', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: admin,
      body: { customer_id: 'cus_birch', entry_date: '2031-11-06', minutes: 30, note: 'Birch, from the body' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it.each([
    ['a NUL', 'cus_aurora\u0000'],
    ['an empty string', ''],
  ])('refuses a customer_id with %s in the query of a read with 400 naming it, before any lookup', async (_case, customerId) => {
    const answer = await callService('GET', `/worklog?${new URLSearchParams({ customer_id: customerId })}`, { bearer: admin });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(answer.body).detail).toMatch(/^customer_id: /);
  });

  it('refuses a customer_id with a NUL in the body of a write with 400 naming it', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: admin,
      body: { customer_id: 'cus_aurora\u0000', entry_date: '2031-11-07', minutes: 30, note: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(answer.body).detail).toMatch(/^customer_id: /);
  });
});

describe('an ID with a control character names no record (404), and never reaches the database', () => {
  const withIdParameter = endpoints.filter(
    (endpoint) => endpoint.pathParams !== undefined && ROUTE_TABLE[endpoint.operationId]?.handler !== undefined,
  );
  /**
   * A bearer each endpoint lets in (spec §4.7 bills and docs/decisions/0011 invoices: a purchase-invoice role, the
   * firm's staff for sending a bill back; everything else: the admin).
   */
  const emailFor = (endpoint: Endpoint) => {
    if (endpoint.operationId === 'resubmitInvoice') return 'staff@firm.example';
    return endpoint.path.startsWith('/purchase-bills') || endpoint.path.startsWith('/invoices/') ? 'bills@aurora.example' : 'admin@aurora.example';
  };

  it.each(withIdParameter.map((endpoint) => [label(endpoint), endpoint] as const))('%s answers 404 for an ID with a NUL', async (_label, endpoint) => {
    const path = endpoint.path.replace(/\{[a-z_]+\}/g, encodeURIComponent('id\u0000x'));
    const query = endpoint.method === 'POST' ? '' : '?customer_id=cus_aurora';
    const answer = await callService(endpoint.method, `${path}${query}`, {
      bearer: await idTokenOf(emailFor(endpoint)),
      body: endpoint.method === 'POST' ? { customer_id: 'cus_aurora' } : undefined,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('not_found');
  });
});
