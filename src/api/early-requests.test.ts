import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from './client.ts';
import { EARLY_REQUEST_FRESH_MS, forgetEarlyRequests, sendEarly, takeEarly } from './early-requests.ts';
import { getAgentStatus } from './operations/company.ts';
import { readInit, requestUrl, searchOf } from './request-url.ts';

const status = { customer_id: 'cus_a', state: 'idle', progress_notes: [], updated_at: '2026-11-24T10:00:00Z' };
const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });
const url = requestUrl('/portal', '/status', {}, searchOf(undefined, 'cus_a'));

afterEach(() => forgetEarlyRequests());

/**
 * docs/decisions/0022: the boot asks for /me and the page's first data before the portal's code has arrived; the client
 * takes those answers instead of asking again, but only the very request it would send, once, and fresh.
 */
describe('early requests', () => {
  it('are taken by the call that asks for the same URL with the same bearer, once', async () => {
    const early = vi.fn(async () => json(200, status));
    sendEarly(url, 'token-1', early, readInit('token-1'));
    const fetch = vi.fn(async () => json(200, { ...status, state: 'working' }));
    const client = createServiceClient({ serviceUrl: '/portal/', getIdToken: () => 'token-1', renewSession: async () => false, fetch });

    expect((await client.call(getAgentStatus, { customerId: 'cus_a' })).state).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
    // taken once: the next call asks the service itself
    expect((await client.call(getAgentStatus, { customerId: 'cus_a' })).state).toBe('working');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET', credentials: 'omit', cache: 'no-store' }));
  });

  it('are sent as the client sends a read: JSON, the bearer, no cookies, never from the HTTP cache', () => {
    expect(readInit('token-1')).toEqual({
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
      credentials: 'omit',
      cache: 'no-store',
    });
  });

  it('are not taken with another bearer (the session was renewed meanwhile), nor when stale', () => {
    sendEarly(url, 'token-1', async () => json(200, status), readInit('token-1'), 1_000);
    expect(takeEarly(url, 'token-2', 1_000)).toBeUndefined();
    sendEarly(url, 'token-1', async () => json(200, status), readInit('token-1'), 1_000);
    expect(takeEarly(url, 'token-1', 1_000 + EARLY_REQUEST_FRESH_MS + 1)).toBeUndefined();
    sendEarly(url, 'token-1', async () => json(200, status), readInit('token-1'), 1_000);
    expect(takeEarly(`${url}&x=1`, 'token-1', 1_000)).toBeUndefined();
    expect(takeEarly(url, 'token-1', 1_000)).toBeDefined();
  });

  it('that failed leave the call to ask itself, and report what it meets', async () => {
    sendEarly(url, 'token-1', async () => Promise.reject(new TypeError('offline')), readInit('token-1'));
    const fetch = vi.fn(async () => json(200, status));
    const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 'token-1', renewSession: async () => false, fetch });
    expect((await client.call(getAgentStatus, { customerId: 'cus_a' })).state).toBe('idle');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answered 401 are renewed and sent again, as any call', async () => {
    sendEarly(url, 'token-1', async () => json(401, { error: 'unauthenticated', detail: 'expired' }), readInit('token-1'));
    let token = 'token-1';
    const renew = vi.fn(async () => {
      token = 'token-2';
      return true;
    });
    const fetch = vi.fn(async () => json(200, status));
    const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => token, renewSession: renew, fetch });
    expect((await client.call(getAgentStatus, { customerId: 'cus_a' })).state).toBe('idle');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-2' }) }));
  });
});
