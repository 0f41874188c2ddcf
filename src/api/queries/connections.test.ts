import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../client.ts';
import { isUnreadableAnswer } from '../reading.ts';
import { WriteOnlySecret } from '../write-only-secret.ts';
import { catalogQuery, connectionKeys, dataSummaryQuery, paywalletQuery } from './connections.ts';
import {
  activateMobilewalletConnectionMutation,
  connectAcquirerMutation,
  removeAcquirerConnectionMutation,
  revalidateAcquirerConnectionMutation,
  startStorefrontInstallMutation,
} from './connections-writes.ts';

const KEY = 'acq_rpt_live_SECRET123';

const accepted = {
  customer_id: 'cus_aurora',
  event_id: 'evt_1',
  credential_check: { state: 'verified', checked_at: '2026-11-21T10:00:00Z' },
  connection: {
    id: 'conn_new',
    provider: 'acquirer',
    status: 'syncing',
    attention_required: false,
    reauth_required: false,
    recheck_available: true,
    key_last4: 'T123',
    credential_check: { state: 'verified', checked_at: '2026-11-21T10:00:00Z' },
  },
};

function fakeService(reply: unknown, status = 202) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 'token', renewSession: async () => false, fetch });
  return { client, requests };
}

describe('connection query keys (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id in every key, under one prefix per company', () => {
    const keys = [
      connectionKeys.catalog('cus_aurora'),
      connectionKeys.data('cus_aurora', 'conn_1'),
      connectionKeys.paywallet('cus_aurora'),
    ];
    for (const key of keys) expect(key.slice(0, 2)).toEqual([...connectionKeys.all('cus_aurora')]);
    expect(connectionKeys.catalog('cus_aurora')).not.toEqual(connectionKeys.catalog('cus_birch'));
    expect(connectionKeys.data('cus_aurora', 'conn_1')).not.toEqual(connectionKeys.data('cus_aurora', 'conn_2'));
  });

  it('reads each resource with its company in the query string', async () => {
    const { client, requests } = fakeService({ customer_id: 'cus_aurora', connected: [], tiles: [] }, 200);
    await new QueryClient().fetchQuery(catalogQuery(client, 'cus_aurora'));
    expect(requests[0]?.url).toBe('/portal/lens/connections-catalog?customer_id=cus_aurora');
    expect(dataSummaryQuery(client, 'cus_aurora', 'conn/1').queryKey).toEqual(connectionKeys.data('cus_aurora', 'conn/1'));
    expect(paywalletQuery(client, 'cus_aurora').queryKey).toEqual(connectionKeys.paywallet('cus_aurora'));
  });
});

describe('the catalogue and its sources’ data in one round (docs/decisions/0022)', () => {
  it('asks for the data of every source that can have data as soon as the catalogue answers', async () => {
    const source = (id: string, extra: Record<string, unknown>) => ({ ...accepted.connection, id, ...extra });
    const catalog = {
      customer_id: 'cus_aurora',
      connected: [source('conn_bank', { backfill_status: 'complete' }), source('conn_new', {}), source('conn_acq', { external_company_id: 'ACQCO-1' })],
      tiles: [],
    };
    const { client, requests } = fakeService(catalog, 200);
    await new QueryClient().fetchQuery(catalogQuery(client, 'cus_aurora'));
    expect(requests.map((request) => request.url)).toEqual([
      '/portal/lens/connections-catalog?customer_id=cus_aurora',
      '/portal/connections/conn_bank/data?customer_id=cus_aurora',
      '/portal/connections/conn_acq/data?customer_id=cus_aurora',
    ]);
  });

  it('asks for the catalogue alone where no summary is shown (the overview, docs/decisions/0022)', async () => {
    const catalog = { customer_id: 'cus_aurora', connected: [{ ...accepted.connection, id: 'conn_bank', backfill_status: 'complete' }], tiles: [] };
    const { client, requests } = fakeService(catalog, 200);
    await new QueryClient().fetchQuery(catalogQuery(client, 'cus_aurora', false));
    expect(requests.map((request) => request.url)).toEqual(['/portal/lens/connections-catalog?customer_id=cus_aurora']);
  });
});

describe('connecting an acquirer keeps the key nowhere (docs/decisions/0021, principle 2)', () => {
  it('sends the key in the body of the one POST, and leaves none of it in the mutation cache', async () => {
    const { client, requests } = fakeService(accepted);
    const queryClient = new QueryClient();
    const observer = new MutationObserver(queryClient, connectAcquirerMutation(client, queryClient, 'cus_aurora'));
    await observer.mutate({ merchant_account: 'Shop1', apiKey: new WriteOnlySecret(KEY) });

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/portal/acquirer-connections/api-key');
    expect(requests[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ merchant_account: 'Shop1', api_key: KEY, customer_id: 'cus_aurora' });

    const cached = queryClient.getMutationCache().getAll().map((mutation) => mutation.state);
    expect(cached).toHaveLength(1);
    expect(JSON.stringify(cached)).not.toContain(KEY);
    expect(JSON.stringify(cached)).not.toContain('SECRET');
  });

  it('invalidates exactly the catalog and the connection’s data', async () => {
    const { client } = fakeService(accepted);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await new MutationObserver(queryClient, connectAcquirerMutation(client, queryClient, 'cus_aurora')).mutate({
      merchant_account: 'Shop1',
      apiKey: new WriteOnlySecret(KEY),
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      connectionKeys.catalog('cus_aurora'),
      connectionKeys.data('cus_aurora', 'conn_new'),
    ]);
  });

  it('keeps nothing of the key when the service refuses it either', async () => {
    const { client } = fakeService({ error: 'credential_store_unavailable', detail: 'retry' }, 503);
    const queryClient = new QueryClient();
    const observer = new MutationObserver(queryClient, connectAcquirerMutation(client, queryClient, 'cus_aurora'));
    await expect(observer.mutate({ merchant_account: 'Shop1', apiKey: new WriteOnlySecret(KEY) })).rejects.toMatchObject({ status: 503 });
    expect(JSON.stringify(queryClient.getMutationCache().getAll().map((m) => m.state))).not.toContain(KEY);
  });
});

const waitingConnection = {
  ...accepted.connection,
  id: 'conn_waiting',
  status: 'reauth_required',
  attention_required: true,
  reauth_required: true,
  last_error_code: 'credential_unverified',
  last_error_message: 'The acquirer did not answer.',
  credential_check: { state: 'unverified', checked_at: '2026-11-20T10:00:00Z' },
};
const otherConnection = { ...accepted.connection, id: 'conn_other' };

describe('the recheck puts its answer on the page at once', () => {
  it('writes the returned connection into the catalog before the catalog is read again, keeping the others as they were', async () => {
    const rechecked = { ...accepted.connection, id: 'conn_waiting' };
    const { client, requests } = fakeService({ customer_id: 'cus_aurora', connection: rechecked, credential_check: rechecked.credential_check }, 200);
    const queryClient = new QueryClient();
    queryClient.setQueryData(connectionKeys.catalog('cus_aurora'), { customer_id: 'cus_aurora', connected: [otherConnection, waitingConnection], tiles: [] });
    const seenWhenInvalidated: unknown[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => {
      seenWhenInvalidated.push(queryClient.getQueryData(connectionKeys.catalog('cus_aurora')));
    });

    await new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_waiting');

    expect(requests).toHaveLength(1);
    const catalog = queryClient.getQueryData(connectionKeys.catalog('cus_aurora'));
    expect(catalog).toEqual({ customer_id: 'cus_aurora', connected: [otherConnection, rechecked], tiles: [] });
    // the new result was in the cache before anything was read again
    expect(seenWhenInvalidated[0]).toEqual(catalog);
  });

  it('then reads exactly the catalog and the connection’s data again', async () => {
    const { client } = fakeService({ customer_id: 'cus_aurora', connection: accepted.connection, credential_check: accepted.credential_check }, 200);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_new');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      connectionKeys.catalog('cus_aurora'),
      connectionKeys.data('cus_aurora', 'conn_new'),
    ]);
  });

  it('leaves a catalog that was never read unread', async () => {
    const { client } = fakeService({ customer_id: 'cus_aurora', connection: accepted.connection, credential_check: accepted.credential_check }, 200);
    const queryClient = new QueryClient();
    await new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_new');
    expect(queryClient.getQueryData(connectionKeys.catalog('cus_aurora'))).toBeUndefined();
  });

  it('reads the catalog again after a 409, which recorded the check on the connection', async () => {
    const { client } = fakeService({ error: 'merchant_account_claimed', detail: 'The key stays stored; …' }, 409);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const observer = new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora'));
    await expect(observer.mutate('conn_waiting')).rejects.toMatchObject({ status: 409 });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      connectionKeys.catalog('cus_aurora'),
      connectionKeys.data('cus_aurora', 'conn_waiting'),
    ]);
  });

  it('reads nothing again after a failure that changed nothing', async () => {
    const { client } = fakeService({ error: 'credential_store_unavailable', detail: 'retry' }, 503);
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await expect(new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_waiting')).rejects.toMatchObject({
      status: 503,
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('the recheck', () => {
  it('sends no key: its body names only the company, its path the connection as one segment', async () => {
    const { client, requests } = fakeService({ customer_id: 'cus_aurora', connection: accepted.connection, credential_check: accepted.credential_check }, 200);
    const queryClient = new QueryClient();
    await new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn/1');
    expect(requests[0]?.url).toBe('/portal/acquirer-connections/conn%2F1/revalidate');
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ customer_id: 'cus_aurora' });
  });
});

describe('removing a connection that never verified (docs/decisions/0026)', () => {
  const removed = { customer_id: 'cus_aurora', connection_id: 'conn/1', removed_at: '2026-11-21T10:05:00Z' };

  it('sends DELETE with the connection as one path segment and the company in the query, and no body', async () => {
    const { client, requests } = fakeService(removed, 200);
    const queryClient = new QueryClient();
    const outcome = await new MutationObserver(queryClient, removeAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn/1');
    expect(outcome).toEqual(removed);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/portal/acquirer-connections/conn%2F1?customer_id=cus_aurora');
    expect(requests[0]?.init?.method).toBe('DELETE');
    expect(requests[0]?.init?.body ?? undefined).toBeUndefined();
  });

  it('reads the catalog again and drops the removed connection’s data summary, touching nothing else', async () => {
    const { client } = fakeService({ ...removed, connection_id: 'conn_waiting' }, 200);
    const queryClient = new QueryClient();
    const other = connectionKeys.data('cus_aurora', 'conn_other');
    queryClient.setQueryData(connectionKeys.data('cus_aurora', 'conn_waiting'), { months: [] });
    queryClient.setQueryData(other, { months: [] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await new MutationObserver(queryClient, removeAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_waiting');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([connectionKeys.catalog('cus_aurora')]);
    expect(queryClient.getQueryData(connectionKeys.data('cus_aurora', 'conn_waiting'))).toBeUndefined();
    expect(queryClient.getQueryData(other)).toEqual({ months: [] });
  });

  it('does the same for a 2xx whose answer cannot be read: the connection asked about is the one removed', async () => {
    const { client } = fakeService({ removed: true }, 200);
    const queryClient = new QueryClient();
    queryClient.setQueryData(connectionKeys.data('cus_aurora', 'conn_waiting'), { months: [] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const outcome = await new MutationObserver(queryClient, removeAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_waiting');
    expect(isUnreadableAnswer(outcome)).toBe(true);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([connectionKeys.catalog('cus_aurora')]);
    expect(queryClient.getQueryData(connectionKeys.data('cus_aurora', 'conn_waiting'))).toBeUndefined();
  });

  it.each([
    [409, 'connection_key_verified', [connectionKeys.catalog('cus_aurora'), connectionKeys.data('cus_aurora', 'conn_waiting')]],
    [404, 'not_found', [connectionKeys.catalog('cus_aurora')]],
    [403, 'role_required', []],
    [503, 'unavailable', []],
  ] as const)('after a %s (%s) reads again exactly what the refusal says was out of date', async (status, error, expected) => {
    const { client } = fakeService({ error, detail: 'refused' }, status);
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const observer = new MutationObserver(queryClient, removeAcquirerConnectionMutation(client, queryClient, 'cus_aurora'));
    await expect(observer.mutate('conn_waiting')).rejects.toMatchObject({ status });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(expected);
  });
});

describe('a write the service did (2xx) whose answer cannot be read (docs/decisions/0021, principle 8)', () => {
  const invalidatedKeys = (queryClient: QueryClient) => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    return () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  };

  it('a connect: is answered as done, and has everything of the company’s area read again, since the answer named no connection', async () => {
    const { client } = fakeService({ accepted: true }, 202);
    const queryClient = new QueryClient();
    const keys = invalidatedKeys(queryClient);
    const outcome = await new MutationObserver(queryClient, connectAcquirerMutation(client, queryClient, 'cus_aurora')).mutate({
      merchant_account: 'Shop1',
      apiKey: new WriteOnlySecret(KEY),
    });
    expect(isUnreadableAnswer(outcome)).toBe(true);
    expect(keys()).toEqual([connectionKeys.all('cus_aurora')]);
  });

  it('a recheck: leaves the catalog as it was until it is read again, and has everything of the area read again', async () => {
    const { client } = fakeService({ customer_id: 'cus_aurora', connection: { id: 'conn_waiting' } }, 200);
    const queryClient = new QueryClient();
    const before = { customer_id: 'cus_aurora', connected: [waitingConnection], tiles: [] };
    queryClient.setQueryData(connectionKeys.catalog('cus_aurora'), before);
    const keys = invalidatedKeys(queryClient);
    const outcome = await new MutationObserver(queryClient, revalidateAcquirerConnectionMutation(client, queryClient, 'cus_aurora')).mutate('conn_waiting');
    expect(isUnreadableAnswer(outcome)).toBe(true);
    expect(queryClient.getQueryData(connectionKeys.catalog('cus_aurora'))).toEqual(before);
    expect(keys()).toEqual([connectionKeys.all('cus_aurora')]);
  });

  it('a mobile-wallet activation: has everything of the area read again', async () => {
    const { client } = fakeService({ customer_id: 'cus_aurora', status: 'switched_on' }, 200);
    const queryClient = new QueryClient();
    const keys = invalidatedKeys(queryClient);
    const outcome = await new MutationObserver(queryClient, activateMobilewalletConnectionMutation(client, queryClient, 'cus_aurora')).mutate();
    expect(isUnreadableAnswer(outcome)).toBe(true);
    expect(keys()).toEqual([connectionKeys.all('cus_aurora')]);
  });

  it('a storefront install start: has everything of the area read again; a readable start changes nothing read', async () => {
    const unreadable = fakeService({ customer_id: 'cus_aurora', provider: 'storefront' }, 201);
    const queryClient = new QueryClient();
    const keys = invalidatedKeys(queryClient);
    const body = { shop_domain: 'shop.example', install_ticket: 'ist_1' };
    const outcome = await new MutationObserver(queryClient, startStorefrontInstallMutation(unreadable.client, queryClient, 'cus_aurora')).mutate(body);
    expect(isUnreadableAnswer(outcome)).toBe(true);
    expect(keys()).toEqual([connectionKeys.all('cus_aurora')]);

    const readable = fakeService(
      {
        customer_id: 'cus_aurora',
        provider: 'storefront',
        shop_domain: 'shop.example',
        authorization_url: 'https://shop.example/app-home',
        state: 'st_1',
        expires_at: '2026-11-21T10:10:00Z',
      },
      201,
    );
    const quiet = new QueryClient();
    const quietKeys = invalidatedKeys(quiet);
    await new MutationObserver(quiet, startStorefrontInstallMutation(readable.client, quiet, 'cus_aurora')).mutate(body);
    expect(quietKeys()).toEqual([]);
  });
});
