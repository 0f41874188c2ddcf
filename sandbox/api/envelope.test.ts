import { describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../src/api/schemas/common.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

/** Spec §7: every error is a non-2xx answer whose body is the envelope `{error, detail}`. */
describe('spec §7: the error envelope', () => {
  it.each([
    ['an unknown route', 'GET', '/no-such-thing', 404],
    ['an unknown route under a known prefix', 'GET', '/payroll/nothing', 404],
    ['a known route with a method it does not have', 'PATCH', '/worklog', 405],
  ])('answers %s with the envelope', async (_case, method, path, status) => {
    const answer = await callService(method, path, { bearer: 'svc_sk_sandbox_aurora_write' });
    expect(answer.status).toBe(status);
    expect(ErrorEnvelope.strict().parse(answer.body)).toBeTruthy();
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
