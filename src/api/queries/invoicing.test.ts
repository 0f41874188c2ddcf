import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../client.ts';
import { documentContentQuery, documentKeys } from './documents.ts';
import { billReviewQuery, invoicingKeys, purchaseBillsQuery } from './invoicing.ts';

describe('purchase bill query keys carry the company (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id in every key, so two companies never share an entry', () => {
    expect(invoicingKeys.bills('cus_aurora')).not.toEqual(invoicingKeys.bills('cus_birch'));
    expect(invoicingKeys.review('cus_aurora', 'bill:1')).not.toEqual(invoicingKeys.review('cus_birch', 'bill:1'));
  });

  it('nests every key under the company’s invoicing, so one invalidation reaches all of them', () => {
    const prefix = invoicingKeys.all('cus_aurora');
    for (const key of [invoicingKeys.bills('cus_aurora'), invoicingKeys.review('cus_aurora', ' bill:0191 ')]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    }
  });

  it('keys a review by the exact ID: spaces and case are part of it', () => {
    expect(invoicingKeys.review('cus_aurora', ' bill:0191 ')).not.toEqual(invoicingKeys.review('cus_aurora', 'bill:0191'));
    expect(invoicingKeys.review('cus_aurora', 'bill:A')).not.toEqual(invoicingKeys.review('cus_aurora', 'BILL:A'));
  });
});

describe('purchase bill queries ask the service with GET only', () => {
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

describe('the original’s bytes', () => {
  const named = 'ab'.repeat(32);

  it('are keyed by company, document and the digest the bill names', () => {
    expect(documentKeys.content('cus_aurora', 'doc_1', named)).not.toEqual(documentKeys.content('cus_birch', 'doc_1', named));
    expect(documentKeys.content('cus_aurora', 'doc_1', named)).not.toEqual(documentKeys.content('cus_aurora', 'doc_1', 'cd'.repeat(32)));
    expect(documentKeys.content('cus_aurora', 'doc_1', named).slice(0, 2)).toEqual([...documentKeys.all('cus_aurora')]);
  });

  it('are read with GET from the document’s content, and carry the SHA-256 of exactly the bytes received', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response('abc', { status: 200, headers: { 'Content-Type': 'application/pdf', ETag: `"${named}"` } });
    });
    const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => 'token', renewSession: async () => false, fetch });
    const shown = await new QueryClient().fetchQuery(documentContentQuery(client, 'cus_aurora', 'doc 1', named));
    expect(calls).toEqual(['GET /portal/documents/doc%201/content?customer_id=cus_aurora']);
    expect(shown.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(new TextDecoder().decode(shown.bytes)).toBe('abc');
    expect(shown.etag).toBe(named);
    expect(shown.contentType).toBe('application/pdf');
  });
});
