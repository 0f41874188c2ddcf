import { describe, expect, it, vi } from 'vitest';
import { z } from './zod.ts';
import { ApiError, shouldRetry } from './api-error.ts';
import { createServiceClient } from './client.ts';
import { pathOf } from './path.ts';

const Status = z.object({ customer_id: z.string(), state: z.enum(['idle', 'working']) });

function fakeFetch(...answers: Array<Response | Error>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, renew = vi.fn(async () => false), token: () => string | null = () => 'id-token-1') {
  return createServiceClient({ serviceUrl: '/portal/', getIdToken: token, renewSession: renew, fetch });
}

describe('the fetch client', () => {
  it('sends the ID token as bearer and customer_id as a query parameter on GET', async () => {
    const { fetch, calls } = fakeFetch(json(200, { customer_id: 'cus_aurora', state: 'idle' }));
    const status = await client(fetch).get('/status', { schema: Status, customerId: 'cus_aurora' });
    expect(status.state).toBe('idle');
    expect(calls[0]?.url).toBe('/portal/status?customer_id=cus_aurora');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer id-token-1' });
  });

  it('sends customer_id as a body field on writes and as a query parameter on DELETE', async () => {
    const { fetch, calls } = fakeFetch(json(201, { customer_id: 'c', state: 'idle' }), json(200, { customer_id: 'c', state: 'idle' }));
    const api = client(fetch);
    await api.post('/worklog', { schema: Status, customerId: 'cus_birch', body: { minutes: 30 } });
    await api.delete('/api-keys/key_1', { schema: Status, customerId: 'cus_birch' });
    expect(calls[0]?.url).toBe('/portal/worklog');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ minutes: 30, customer_id: 'cus_birch' });
    expect(calls[1]?.url).toBe('/portal/api-keys/key_1?customer_id=cus_birch');
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it('turns an error envelope into one ApiError with status, error and detail', async () => {
    const { fetch } = fakeFetch(json(403, { error: 'role_required', detail: 'This needs an interactive admin.' }));
    const failure = await client(fetch).get('/payroll/workspace', { schema: Status }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 403, error: 'role_required', detail: 'This needs an interactive admin.' });
  });

  it('still throws a typed error when a failure carries no envelope', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client(fetch).get('/status', { schema: Status })).rejects.toMatchObject({ status: 502, error: 'http_error' });
  });

  it('reports a network failure as status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(client(fetch).get('/status', { schema: Status })).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('refuses an answer outside the contract instead of passing it on', async () => {
    const { fetch } = fakeFetch(json(200, { customer_id: 'c', state: 'sleeping' }));
    await expect(client(fetch).get('/status', { schema: Status })).rejects.toMatchObject({ kind: 'contract', error: 'contract_violation' });
  });

  it('renews the session once after a 401 and retries once with the new token', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { fetch, calls } = fakeFetch(json(401, { error: 'invalid_token', detail: 'expired' }), json(200, { customer_id: 'c', state: 'idle' }));
    await client(fetch, renew, () => token).get('/status', { schema: Status });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop: a second 401 after renewal is thrown and ends the session', async () => {
    const renew = vi.fn(async () => true);
    const endSession = vi.fn();
    const { fetch } = fakeFetch(json(401, { error: 'invalid_token', detail: 'a' }), json(401, { error: 'invalid_token', detail: 'b' }));
    const api = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 't', renewSession: renew, endSession, fetch });
    await expect(api.get('/status', { schema: Status })).rejects.toMatchObject({ status: 401, detail: 'b' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the renewal fails', async () => {
    const renew = vi.fn(async () => false);
    const { fetch, calls } = fakeFetch(json(401, { error: 'invalid_token', detail: 'a' }));
    await expect(client(fetch, renew).get('/status', { schema: Status })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('React Query retry rule', () => {
  it('never retries a 4xx or an answer outside the contract', () => {
    expect(shouldRetry(0, new ApiError('http', 404, 'not_found', ''))).toBe(false);
    expect(shouldRetry(0, new ApiError('contract', 200, 'contract_violation', ''))).toBe(false);
  });

  it('retries 5xx and network failures at most twice', () => {
    const failure = new ApiError('http', 503, 'unavailable', '');
    expect([0, 1, 2].map((count) => shouldRetry(count, failure))).toEqual([true, true, false]);
    expect(shouldRetry(1, new ApiError('network', 0, 'network_error', ''))).toBe(true);
  });
});

describe('path parameters are one encoded segment each', () => {
  it('keeps a bill: prefix, spaces and slashes inside one segment', () => {
    expect(pathOf('/purchase-bills/{bill_id}/original-review', { bill_id: 'bill:2026/11 A' })).toBe(
      '/purchase-bills/bill%3A2026%2F11%20A/original-review',
    );
  });
});
