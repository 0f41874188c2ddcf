import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { isUnreadable } from '../reading.ts';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import type { ApiKeyCreated } from '../schemas/api-keys.ts';
import { apiKeyKeys } from './api-keys.ts';
import { apiKeysQuery } from './api-keys.ts';
import { createApiKeyMutation, revokeApiKeyMutation } from './api-keys-writes.ts';

const SECRET = 'svc_sk_unit_test_secret_0123456789abcdefghijklmnopqrstuv';

const metadata = (id: string, extra: Record<string, string> = {}) => ({
  id,
  name: `Key ${id}`,
  scope: 'write' as const,
  created_by: 'admin@aurora.example',
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The real service client over a fake network that answers with `reply` and records what was sent. */
function clientAnswering(reply: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (input, init) => {
      const request = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      const { status, body } = reply(request);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}

const everythingCached = (queryClient: QueryClient) =>
  JSON.stringify({
    queries: queryClient.getQueryCache().getAll().map((query) => query.state),
    mutations: queryClient.getMutationCache().getAll().map((mutation) => mutation.state),
  });

describe('API-key query keys carry the company (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id in every key and nests the list under the company', () => {
    expect(apiKeyKeys.list('cus_aurora')).toContain('cus_aurora');
    expect(apiKeyKeys.list('cus_aurora')).not.toEqual(apiKeyKeys.list('cus_birch'));
    expect(apiKeyKeys.list('cus_aurora').slice(0, 2)).toEqual([...apiKeyKeys.all('cus_aurora')]);
  });
});

describe('creating a key keeps the secret out of every cache (docs/decisions/0021, principle 2)', () => {
  it('hands the secret to reveal only, and leaves no trace of it in the query or mutation cache', async () => {
    const created = { api_key: metadata('key_new'), secret: SECRET };
    const { client, sent } = clientAnswering(() => ({ status: 201, body: created }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeysQuery(client, 'cus_aurora').queryKey, { api_keys: [] });
    const revealed: ApiKeyCreated[] = [];

    const observer = new MutationObserver(queryClient, createApiKeyMutation(client, queryClient, 'cus_aurora', (c) => revealed.push(c)));
    const result = await observer.mutate({ name: 'Kassa', scope: 'write' });

    expect(revealed).toEqual([created]);
    expect(result).toEqual(created.api_key);
    expect(observer.getCurrentResult().data).toEqual(created.api_key);
    const cached = everythingCached(queryClient);
    expect(cached).toContain('key_new');
    expect(cached).not.toContain(SECRET);
    expect(cached).not.toContain('svc_sk_');
    expect(sent).toEqual([{ method: 'POST', url: '/portal/api-keys', body: { name: 'Kassa', scope: 'write', customer_id: 'cus_aurora' } }]);
  });

  it('marks the company’s list stale once a key is created, and no other company’s', async () => {
    const { client } = clientAnswering(() => ({ status: 201, body: { api_key: metadata('key_new'), secret: SECRET } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeysQuery(client, 'cus_aurora').queryKey, { api_keys: [] });
    queryClient.setQueryData(apiKeysQuery(client, 'cus_birch').queryKey, { api_keys: [] });
    await new MutationObserver(queryClient, createApiKeyMutation(client, queryClient, 'cus_aurora', () => {})).mutate({
      name: 'Kassa',
      scope: 'read',
    });
    expect(queryClient.getQueryState(apiKeyKeys.list('cus_aurora'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(apiKeyKeys.list('cus_birch'))?.isInvalidated).toBe(false);
  });

  it('reveals nothing when the service refuses, and the refusal reaches the caller', async () => {
    const { client } = clientAnswering(() => ({ status: 400, body: { error: 'invalid_request', detail: 'name: Too small' } }));
    const queryClient = new QueryClient();
    const revealed: ApiKeyCreated[] = [];
    const observer = new MutationObserver(queryClient, createApiKeyMutation(client, queryClient, 'cus_aurora', (c) => revealed.push(c)));
    await expect(observer.mutate({ name: 'x', scope: 'read' })).rejects.toMatchObject({ status: 400, detail: 'name: Too small' });
    expect(revealed).toEqual([]);
  });
});

describe('revoking a key', () => {
  it('sends DELETE with the id as one encoded segment and customer_id in the query', async () => {
    const { client, sent } = clientAnswering(() => ({
      status: 200,
      body: { api_key: metadata('key/odd id', { revoked_at: '2026-11-21T08:00:00.000Z' }) },
    }));
    const queryClient = new QueryClient();
    await new MutationObserver(queryClient, revokeApiKeyMutation(client, queryClient, 'cus_aurora')).mutate('key/odd id');
    expect(sent).toEqual([{ method: 'DELETE', url: '/portal/api-keys/key%2Fodd%20id?customer_id=cus_aurora', body: undefined }]);
  });

  it('shows the key as revoked in the cached list at once and marks the list stale', async () => {
    const revokedAt = '2026-11-21T08:00:00.000Z';
    const { client } = clientAnswering(() => ({ status: 200, body: { api_key: metadata('key_a', { revoked_at: revokedAt }) } }));
    const queryClient = new QueryClient();
    const listKey = apiKeysQuery(client, 'cus_aurora').queryKey;
    queryClient.setQueryData(listKey, { api_keys: [metadata('key_b'), metadata('key_a')] });
    await new MutationObserver(queryClient, revokeApiKeyMutation(client, queryClient, 'cus_aurora')).mutate('key_a');
    const list = queryClient.getQueryData(listKey);
    expect(list?.api_keys.map((key) => (isUnreadable(key) ? key : [key.id, key.revoked_at]))).toEqual([
      ['key_b', undefined],
      ['key_a', revokedAt],
    ]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
