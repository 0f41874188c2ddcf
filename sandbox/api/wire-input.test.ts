import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, endpoints, type Endpoint } from '../../src/api/endpoints.ts';
import { ApiKeyList } from '../../src/api/schemas/api-keys.ts';
import { ErrorEnvelope } from '../../src/api/schemas/common.ts';
import { WorklogEntryResult, WorklogList } from '../../src/api/schemas/worklog.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

/**
 * docs/decisions/0028: what the service takes off the wire. A lone UTF-16 surrogate in free text is refused with 400
 * naming the field; a body is JSON in well-formed UTF-8, sent as exactly
 * `application/json` (415 otherwise); a query parameter the endpoint does not name is refused with 400
 * naming it, the empty name and prototype words included. Work-log dates of this file: 2032.
 */

const READ_KEY = 'svc_sk_sandbox_aurora_read';
const WRITE_KEY = 'svc_sk_sandbox_aurora_write';

let admin = '';
beforeAll(async () => {
  admin = await idTokenOf('admin@aurora.example');
});

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const pathOf = (endpoint: Endpoint) => endpoint.path.replace(/\{([a-z_]+)\}/g, (_match, name: string) => `${name}_wire`);
const detailOf = (body: unknown) => ErrorEnvelope.strict().parse(body).detail;

async function worklogOn(date: string): Promise<WorklogList> {
  const answer = await callService('GET', `/worklog?from=${date}&to=${date}`, { bearer: READ_KEY });
  expect(answer.status).toBe(200);
  return WorklogList.parse(answer.body);
}

/** Sends bytes as they are, which callService (a string body) cannot. */
async function sendBytes(method: string, path: string, bytes: Uint8Array<ArrayBuffer>, bearer: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${inject('sandboxUrl')}/portal${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

describe('a lone UTF-16 surrogate in free text is refused with 400 naming the field, and nothing is stored', () => {
  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate inside text', 'Inventaario \ud83d päättyi'],
    ['a low surrogate first', '\ude42 alussa'],
    ['two surrogates in the wrong order', '\ude42\ud83d'],
  ])('a work-log note with %s', async (_case, note) => {
    const answer = await callService('POST', '/worklog', { bearer: WRITE_KEY, body: { entry_date: '2032-01-05', minutes: 15, note } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(detailOf(answer.body)).toMatch(/note: must not contain a lone UTF-16 surrogate/);
    expect((await worklogOn('2032-01-05')).entries).toEqual([]);
  });

  it('the JSON escape arrives as a lone surrogate whatever way it is written (\\ud800, \\uD800)', async () => {
    for (const rawBody of ['{"entry_date": "2032-01-06", "minutes": 15, "note": "\\ud800"}', '{"entry_date": "2032-01-06", "minutes": 15, "note": "x\\uDFFF"}']) {
      const answer = await callService('POST', '/worklog', { bearer: WRITE_KEY, rawBody, headers: { 'Content-Type': 'application/json' } });
      expect(answer.status, rawBody).toBe(400);
      expect(detailOf(answer.body)).toContain('note: ');
    }
    expect((await worklogOn('2032-01-06')).entries).toEqual([]);
  });

  it('keeps a whole pair (an emoji) exactly as sent', async () => {
    const answer = await callService('POST', '/worklog', { bearer: WRITE_KEY, body: { entry_date: '2032-01-07', minutes: 15, note: 'Valmis 🙂 \ud83d\ude42' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(WorklogEntryResult.parse(answer.body).entry.note).toBe('Valmis 🙂 🙂');
    expect((await worklogOn('2032-01-07')).entries.map((entry) => entry.note)).toEqual(['Valmis 🙂 🙂']);
  });

  it('an API key name', async () => {
    const answer = await callService('POST', '/api-keys', { bearer: admin, body: { customer_id: 'cus_aurora', name: 'Kassa \ud800', scope: 'read' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(detailOf(answer.body)).toMatch(/name: must not contain a lone UTF-16 surrogate/);
    const keys = ApiKeyList.parse((await callService('GET', '/api-keys?customer_id=cus_aurora', { bearer: admin })).body);
    expect(keys.api_keys.map((key) => key.name).filter((name) => name.startsWith('Kassa '))).toEqual([]);
  });

  it.each([['name'], ['employee_key'], ['contract_id']])('an employee’s %s', async (field) => {
    const answer = await callService('POST', '/payroll/employees', { bearer: admin, body: { customer_id: 'cus_aurora', [field]: '\udc00' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(detailOf(answer.body)).toContain(`${field}: must not contain a lone UTF-16 surrogate`);
  });

  it('a customer_id, in the body of a write', async () => {
    const answer = await callService('POST', '/worklog', { bearer: admin, body: { customer_id: 'cus_aurora\ud800', entry_date: '2032-01-08', minutes: 15, note: 'x' } });
    expect(answer.status).toBe(400);
    expect(detailOf(answer.body)).toMatch(/^customer_id: /);
  });

  it('a body that is not well-formed UTF-8 is refused with 400, not read as U+FFFD', async () => {
    const encoder = new TextEncoder();
    const start = encoder.encode('{"entry_date": "2032-01-09", "minutes": 15, "note": "');
    const end = encoder.encode('"}');
    for (const bad of [
      [0xed, 0xa0, 0x80], // U+D800 encoded as if it were a character (CESU)
      [0xff], // never in UTF-8
      [0xc3], // a sequence cut short
    ]) {
      const answer = await sendBytes('POST', '/worklog', new Uint8Array([...start, ...bad, ...end]), WRITE_KEY);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'malformed_json' });
    }
    expect((await worklogOn('2032-01-09')).entries).toEqual([]);
  });

  it('a query value that is not percent-encoded UTF-8 (%ED%A0%80, %FF) is refused with 400, not read as U+FFFD', async () => {
    for (const value of ['%ED%A0%80', '%FF', 'cus_aurora%']) {
      const answer = await callService('GET', `/worklog?customer_id=${value}`, { bearer: admin });
      expect(answer.status, value).toBe(400);
      expect(detailOf(answer.body)).toMatch(/not percent-encoded UTF-8/);
    }
  });
});

describe('a query parameter the endpoint does not name is refused with 400 naming it', () => {
  const strays: readonly [string, string][] = [
    ['=x', '""'],
    ['=', '""'],
    ['__proto__=x', '__proto__'],
    ['__proto__[admin]=1', '__proto__[admin]'],
    ['constructor=x', 'constructor'],
    ['prototype=x', 'prototype'],
    ['hasOwnProperty=x', 'hasOwnProperty'],
    ['toString=x', 'toString'],
    ['valueOf=x', 'valueOf'],
    ['bogus', 'bogus'],
    ['%5F%5Fproto%5F%5F=x', '__proto__'],
  ];

  it.each(strays)('GET /worklog?%s', async (query, name) => {
    for (const bearer of [READ_KEY, admin]) {
      const answer = await callService('GET', `/worklog?${query}`, { bearer });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(detailOf(answer.body)).toContain(`Query parameter ${name} is not accepted here`);
      expect(detailOf(answer.body)).toContain('takes only customer_id, from, to');
    }
  });

  it.each(strays)('GET /worklog?customer_id=cus_aurora&%s (beside parameters it does name)', async (query, name) => {
    const answer = await callService('GET', `/worklog?customer_id=cus_aurora&from=2032-01-01&${query}`, { bearer: admin });
    expect(answer.status).toBe(400);
    expect(detailOf(answer.body)).toContain(`Query parameter ${name} is not accepted here`);
  });

  it.each(strays)('POST /worklog?%s, and nothing is recorded', async (query, name) => {
    const answer = await callService('POST', `/worklog?${query}`, { bearer: WRITE_KEY, body: { entry_date: '2032-02-03', minutes: 15, note: 'stray' } });
    expect(answer.status).toBe(400);
    expect(detailOf(answer.body)).toContain(`Query parameter ${name} is not accepted here`);
    expect((await worklogOn('2032-02-03')).entries).toEqual([]);
  });

  it.each(endpoints.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s refuses ?=x and ?__proto__=x',
    async (_label, endpoint) => {
      const bearer = endpoint.path.startsWith('/purchase-bills') ? await idTokenOf('bills@aurora.example') : admin;
      for (const [query, name] of [['=x', '""'], ['__proto__=x', '__proto__']] as const) {
        const answer = await callService('GET', `${pathOf(endpoint)}?${query}`, { bearer });
        expect(answer.status, `${query} ${JSON.stringify(answer.body)}`).toBe(400);
        expect(detailOf(answer.body)).toContain(`Query parameter ${name} is not accepted here`);
      }
    },
  );

  it('still takes the parameters an endpoint names, and refuses one given twice', async () => {
    expect((await callService('GET', '/worklog?from=2032-02-01&to=2032-02-02', { bearer: READ_KEY })).status).toBe(200);
    const twice = await callService('GET', '/worklog?from=2032-02-01&from=2032-02-02', { bearer: READ_KEY });
    expect(twice.status).toBe(400);
    expect(detailOf(twice.body)).toContain('Query parameter from is given more than once');
  });

  it('takes an empty query and stray ampersands as no parameter', async () => {
    expect((await callService('GET', '/worklog?', { bearer: READ_KEY })).status).toBe(200);
    expect((await callService('GET', '/worklog?&&from=2032-02-01&', { bearer: READ_KEY })).status).toBe(200);
  });
});

describe('a request body is sent as exactly application/json (415 otherwise)', () => {
  // A document upload is multipart/form-data instead: sandbox/api/documents/documents.test.ts checks its 415.
  const withBody = endpoints.filter((endpoint) => endpoint.body !== undefined && endpoint.bodyMediaType === undefined);
  const refusedTypes = [
    'application/json-patch+json',
    'application/json-evil',
    'application/jsonx',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/json; charset=latin1',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf-16',
    'application/json; charset=utf-8; boundary=x',
    'application/json, text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/problem+json',
    '',
  ];

  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 415 with the envelope to every other type, once the bearer may call it',
    async (_label, endpoint) => {
      const bearer = endpoint.bearers === 'interactive' ? admin : WRITE_KEY;
      for (const type of refusedTypes) {
        const answer = await callService(endpoint.method, pathOf(endpoint), {
          bearer,
          rawBody: '{"customer_id": "cus_aurora"}',
          headers: { 'Content-Type': type },
        });
        expect(answer.status, `${type}: ${JSON.stringify(answer.body)}`).toBe(415);
        expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('unsupported_media_type');
      }
    },
  );

  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; CHARSET=Utf-8',
  ])('takes %s', async (type) => {
    const answer = await callService('POST', '/worklog', {
      bearer: WRITE_KEY,
      rawBody: JSON.stringify({ entry_date: '2032-03-02', minutes: 15, note: type }),
      headers: { 'Content-Type': type },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('records nothing when it answers 415', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: WRITE_KEY,
      rawBody: JSON.stringify({ entry_date: '2032-03-03', minutes: 15, note: 'latin1' }),
      headers: { 'Content-Type': 'application/json; charset=latin1' },
    });
    expect(answer.status).toBe(415);
    expect((await worklogOn('2032-03-03')).entries).toEqual([]);
  });

  it('refuses a body sent without any type, but takes a request without a body', async () => {
    const untyped = await fetch(`${inject('sandboxUrl')}/portal/worklog`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${WRITE_KEY}` },
      body: new TextEncoder().encode('{"entry_date": "2032-03-04", "minutes": 15, "note": "untyped"}'),
    });
    expect(untyped.status).toBe(415);
    // A key voiding needs no customer_id: no body at all, so no type either (404: there is no such entry).
    const bare = await fetch(`${inject('sandboxUrl')}/portal/worklog/wl_none/void`, { method: 'POST', headers: { Authorization: `Bearer ${WRITE_KEY}` } });
    expect(bare.status).toBe(404);
  });

  it('comes after authentication (401) and the bearer’s kind and scope (403), and before the size limit (413)', async () => {
    const oversized = 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1);
    const noBearer = await callService('POST', '/worklog', { rawBody: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(noBearer.status).toBe(401);
    const readKey = await callService('POST', '/worklog', { bearer: READ_KEY, rawBody: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(readKey.status).toBe(403);
    const keyOnPayroll = await callService('POST', '/payroll/employees', { bearer: WRITE_KEY, rawBody: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(keyOnPayroll.status).toBe(403);
    const large = await callService('POST', '/worklog', { bearer: WRITE_KEY, rawBody: oversized, headers: { 'Content-Type': 'text/plain' } });
    expect(large.status).toBe(415);
  });
});
