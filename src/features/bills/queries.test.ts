import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import { billKeys, billReviewQuery, purchaseBillsQuery } from './queries.ts';

describe('bills query keys carry the company (DESIGN.md principle 4)', () => {
  it('puts customer_id in every key, so two companies never share an entry', () => {
    expect(billKeys.list('cus_aurora')).not.toEqual(billKeys.list('cus_birch'));
    expect(billKeys.review('cus_aurora', 'bill:1')).not.toEqual(billKeys.review('cus_birch', 'bill:1'));
  });

  it('nests every key under the company’s bills, so one invalidation reaches all of them', () => {
    const prefix = billKeys.all('cus_aurora');
    for (const key of [billKeys.list('cus_aurora'), billKeys.review('cus_aurora', ' bill:0191 ')]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    }
  });

  it('keys a review by the exact ID: spaces and case are part of it', () => {
    expect(billKeys.review('cus_aurora', ' bill:0191 ')).not.toEqual(billKeys.review('cus_aurora', 'bill:0191'));
    expect(billKeys.review('cus_aurora', 'bill:A')).not.toEqual(billKeys.review('cus_aurora', 'BILL:A'));
  });
});

describe('bills queries ask the service with GET only', () => {
  function recordingClient() {
    const calls: { method: string; url: string }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input) });
      return new Response(JSON.stringify({ error: 'not_found', detail: 'x' }), { status: 404 });
    });
    const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 'token', renewSession: async () => false, fetch });
    return { client, calls };
  }

  it('reads a review with the ID as one encoded segment and the company as a query parameter', async () => {
    const { client, calls } = recordingClient();
    const query = billReviewQuery(client, 'cus_aurora', 'bill:SK/Jyväskylä 2026/117');
    await expect(new QueryClient().fetchQuery(query)).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual([
      { method: 'GET', url: '/portal/purchase-bills/bill%3ASK%2FJyv%C3%A4skyl%C3%A4%202026%2F117/original-review?customer_id=cus_aurora' },
    ]);
  });

  it('reads the list of the company', async () => {
    const { client, calls } = recordingClient();
    await expect(new QueryClient().fetchQuery(purchaseBillsQuery(client, 'cus_birch'))).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual([{ method: 'GET', url: '/portal/purchase-bills?customer_id=cus_birch' }]);
  });
});
