import { describe, expect, it, vi } from 'vitest';
import { ApiError, shouldRetry } from './api-error.ts';
import { createServiceClient } from './client.ts';
import { revokeApiKey } from './operations/api-keys.ts';
import { getAgentStatus } from './operations/company.ts';
import { createWorklogEntry, listWorklog } from './operations/worklog.ts';
import { pathOf } from './path.ts';
import type * as reading from './reading.ts';
import { UnreadableAnswer, UnreadableItem, prepareReader } from './reading.ts';

// the real reading, watched: when an operation's reading schema is asked for ahead
vi.mock('./reading.ts', async (actual) => {
  const real = await actual<typeof reading>();
  return { ...real, prepareReader: vi.fn(real.prepareReader) };
});

const status = (state: string) => ({ customer_id: 'c', state, progress_notes: [], updated_at: '2026-11-24T10:00:00Z' });
const entry = (id: string, minutes: unknown = 30) => ({
  id,
  author_email: 'a@example.com',
  author_name: 'A',
  entry_date: '2026-11-24',
  minutes,
  note: 'n',
  created_at: '2026-11-24T10:00:00Z',
});
const revoked = { api_key: { id: 'key_1', name: 'k', scope: 'read', created_by: 'x', created_at: '2026-11-24T10:00:00Z', revoked_at: '2026-11-24T11:00:00Z' } };

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
    const { fetch, calls } = fakeFetch(json(200, status('idle')));
    const answer = await client(fetch).call(getAgentStatus, { customerId: 'cus_aurora' });
    expect(answer.state).toBe('idle');
    expect(calls[0]?.url).toBe('/portal/status?customer_id=cus_aurora');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer id-token-1' });
  });

  it('sends customer_id as a body field on writes and as a query parameter on DELETE', async () => {
    const { fetch, calls } = fakeFetch(json(201, { entry: entry('wl_1') }), json(200, revoked));
    const api = client(fetch);
    await api.call(createWorklogEntry, { customerId: 'cus_birch', body: { entry_date: '2026-11-24', minutes: 30, note: 'n' } });
    await api.call(revokeApiKey, { path: { key_id: 'key_1' }, customerId: 'cus_birch' });
    expect(calls[0]?.url).toBe('/portal/worklog');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ entry_date: '2026-11-24', minutes: 30, note: 'n', customer_id: 'cus_birch' });
    expect(calls[1]?.init.method).toBe('DELETE');
    expect(calls[1]?.url).toBe('/portal/api-keys/key_1?customer_id=cus_birch');
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it('turns an error envelope into one ApiError with status, error and detail', async () => {
    const { fetch } = fakeFetch(json(403, { error: 'role_required', detail: 'This needs an interactive admin.' }));
    const failure = await client(fetch).call(getAgentStatus, {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 403, error: 'role_required', detail: 'This needs an interactive admin.' });
  });

  it('still throws a typed error when a failure carries no envelope', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client(fetch).call(getAgentStatus, {})).rejects.toMatchObject({ status: 502, error: 'http_error' });
  });

  it('reports a network failure as status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(client(fetch).call(getAgentStatus, {})).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('refuses a read whose answer breaks what the spec fixes (a missing field, a wrong type)', async () => {
    const { fetch } = fakeFetch(json(200, { customer_id: 'c', state: 'idle', progress_notes: [] }));
    await expect(client(fetch).call(getAgentStatus, {})).rejects.toMatchObject({ kind: 'contract', error: 'contract_violation' });
  });

  it('reads a value the spec leaves open as it came (principle 8), and ignores fields it does not know', async () => {
    const { fetch } = fakeFetch(json(200, { ...status('sleeping'), extra: { nested: true } }));
    const answer = await client(fetch).call(getAgentStatus, {});
    expect(answer.state).toBe('sleeping');
    expect(answer).not.toHaveProperty('extra');
  });

  it('reads a list item by item: an item that breaks the contract stands in its place, its siblings are read', async () => {
    const list = { customer_id: 'c', viewer_role: 'admin', viewer_email: 'a@example.com', truncated: false };
    const { fetch } = fakeFetch(json(200, { ...list, entries: [entry('wl_1'), entry('wl_2', 'thirty'), entry('wl_3')] }));
    const answer = await client(fetch).call(listWorklog, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(answer.entries).toHaveLength(3);
    expect(answer.entries[0]).toMatchObject({ id: 'wl_1', minutes: 30 });
    expect(answer.entries[1]).toBeInstanceOf(UnreadableItem);
    expect((answer.entries[1] as UnreadableItem).id).toBe('wl_2');
    expect((answer.entries[1] as UnreadableItem).problem).toMatch(/minutes/);
    expect(answer.entries[2]).toMatchObject({ id: 'wl_3' });
  });

  it('reports a write answered 2xx as done even when its answer cannot be read: never a failure to repeat', async () => {
    const { fetch } = fakeFetch(json(201, { entry: { id: 'wl_1' } }), json(200, 'not json at all'));
    const api = client(fetch);
    const created = await api.call(createWorklogEntry, { body: { entry_date: '2026-11-24', minutes: 30, note: 'n' } });
    expect(created).toBeInstanceOf(UnreadableAnswer);
    expect(created).toMatchObject({ status: 201 });
    const revokedAnswer = await api.call(revokeApiKey, { path: { key_id: 'key_1' } });
    expect(revokedAnswer).toBeInstanceOf(UnreadableAnswer);
  });

  it('renews the session once after a 401 and retries once with the new token', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { fetch, calls } = fakeFetch(json(401, { error: 'invalid_token', detail: 'expired' }), json(200, status('idle')));
    await client(fetch, renew, () => token).call(getAgentStatus, {});
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop: a second 401 after renewal is thrown and ends the session', async () => {
    const renew = vi.fn(async () => true);
    const endSession = vi.fn();
    const { fetch } = fakeFetch(json(401, { error: 'invalid_token', detail: 'a' }), json(401, { error: 'invalid_token', detail: 'b' }));
    const api = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 't', renewSession: renew, endSession, fetch });
    await expect(api.call(getAgentStatus, {})).rejects.toMatchObject({ status: 401, detail: 'b' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the renewal fails', async () => {
    const renew = vi.fn(async () => false);
    const { fetch, calls } = fakeFetch(json(401, { error: 'invalid_token', detail: 'a' }));
    await expect(client(fetch, renew).call(getAgentStatus, {})).rejects.toMatchObject({ status: 401 });
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

describe('answers that arrive together', () => {
  it('are read with the contract each in a task of its own, never one after another in one run of microtasks (docs/decisions/0023)', async () => {
    const { fetch } = fakeFetch(json(200, status('idle')), json(200, status('working')));
    const api = client(fetch);
    const read: string[] = [];
    const first = api.call(getAgentStatus, { customerId: 'cus_aurora' }).then((answer) => read.push(answer.state));
    const second = api.call(getAgentStatus, { customerId: 'cus_aurora' }).then((answer) => read.push(answer.state));
    // both answers are there at once: after every microtask has run, neither has been read yet
    await Promise.resolve();
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(read).toEqual([]);
    await Promise.all([first, second]);
    expect(read.sort()).toEqual(['idle', 'working']);
  });
});

describe('the reading schema of an operation', () => {
  it('is asked for as the request is sent, to be derived while the answer is on its way (docs/decisions/0023)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const api = client(fetch);
    vi.mocked(prepareReader).mockClear();
    const pending = api.call(getAgentStatus, { customerId: 'cus_aurora' });
    expect(prepareReader).toHaveBeenCalledWith(getAgentStatus.success.schema);
    answer(json(200, status('idle')));
    await expect(pending).resolves.toMatchObject({ state: 'idle' });
  });
});
