import { describe, expect, it } from 'vitest';
import { endpointByOperationId, endpoints } from '../../src/api/endpoints.ts';
import { ErrorEnvelope } from '../../src/api/schemas/common.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';
import { ROUTE_TABLE } from './route-table.ts';

/** Spec §7: every error is a non-2xx answer whose body is the envelope `{error, detail}`. */
describe('spec §7: the error envelope', () => {
  it.each([
    ['an unknown route', 'GET', '/no-such-thing', 404],
    ['an unknown route under a known prefix', 'GET', '/payroll/nothing', 404],
    ['a known route with a method it does not have', 'PATCH', '/worklog', 405],
    // A trailing slash makes another path: no route has it, so it is unknown, not a route with the wrong method.
    ['a known read route with a trailing slash', 'GET', '/worklog/', 404],
    ['a known write route with a trailing slash', 'POST', '/worklog/', 404],
    ['a route with a parameter and a trailing slash', 'POST', '/worklog/wl_1/void/', 404],
    ['GET /me/ with a trailing slash', 'GET', '/me/', 404],
  ])('answers %s with the envelope', async (_case, method, path, status) => {
    const answer = await callService(method, path, { bearer: 'svc_sk_sandbox_aurora_write' });
    expect(answer.status).toBe(status);
    const envelope = ErrorEnvelope.strict().parse(answer.body);
    expect(envelope.error).toBe(status === 404 ? 'not_found' : 'method_not_allowed');
    if (status === 404) expect(answer.headers.get('Allow')).toBeNull();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: 'svc_sk_sandbox_aurora_write',
      rawBody: '{"entry_date": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'malformed_json' });
  });

  it('answers 400 naming the field for a malformed customer_id', async () => {
    const answer = await callService('POST', '/worklog', { bearer: 'svc_sk_sandbox_aurora_write', body: { customer_id: 42 } });
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail).toContain('customer_id');
  });

  it('answers 403 to a read key on a mutating method before looking at the body', async () => {
    const answer = await callService('POST', '/acquirer-connections/api-key', { bearer: 'svc_sk_sandbox_aurora_read', body: {} });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'insufficient_scope' });
  });

  it('tells a person which role they lack', async () => {
    const answer = await callService('GET', '/payroll/workspace?period=2026-11', { bearer: await idTokenOf('claimant@aurora.example') });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'role_required' });
    expect((answer.body as { detail: string }).detail).toMatch(/admin or broad approver/);
  });
});

/** The endpoints whose shapes the spec does not show answer 501, and the contract (so the OpenAPI) declares it. */
describe('501 for the endpoints the spec names without shapes', () => {
  const cases: readonly [string, string, string, string][] = [
    ['updateCompanySettings', 'POST', '/company/settings', 'admin@aurora.example'],
    ['getAccountingReadModel', 'GET', '/accounting/sql-explorer?customer_id=cus_aurora', 'admin@aurora.example'],
  ];

  it('covers every route of the table that has no handler', () => {
    const unhandled = endpoints.filter((endpoint) => !ROUTE_TABLE[endpoint.operationId]?.handler).map((e) => e.operationId);
    expect(unhandled.sort()).toEqual(cases.map(([id]) => id).sort());
  });

  it.each(cases)('%s answers 501 with the envelope to a bearer it lets in, and the contract declares 501', async (id, method, path, email) => {
    const answer = await callService(method, path, {
      bearer: await idTokenOf(email),
      body: method === 'POST' ? { customer_id: 'cus_aurora' } : undefined,
    });
    expect(answer.status).toBe(501);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe('not_implemented');
    expect(endpointByOperationId(id)?.errors).toContain(501);
  });
});
