import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import type { WorklogEntry, WorklogList } from '../schemas/worklog.ts';
import { worklogKeys, worklogListQuery } from './worklog.ts';
import { createWorklogEntryMutation, voidWorklogEntryMutation, withoutEntry } from './worklog-writes.ts';

const november = { from: '2026-11-01', to: '2026-11-30' };
const entry = (id: string): WorklogEntry => ({
  id,
  author_email: 'a@example.test',
  author_name: 'A',
  entry_date: '2026-11-20',
  minutes: 60,
  note: 'n',
  created_at: '2026-11-20T12:00:00Z',
});
const listOf = (...ids: string[]): WorklogList => ({
  customer_id: 'cus_aurora',
  viewer_role: 'admin',
  viewer_email: 'a@example.test',
  entries: ids.map(entry),
  truncated: false,
});

/** A service client over a fake fetch that records what was sent and answers with `reply`. */
function fakeClient(reply: (url: string, init: RequestInit | undefined) => unknown, status = 200) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'token',
    renewSession: async () => false,
    fetch: async (input, init) => {
      const url = String(input);
      sent.push({ url, init });
      return new Response(JSON.stringify(reply(url, init)), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}

describe('work-log query keys carry the company (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id and the range in every list key', () => {
    expect(worklogKeys.list('cus_aurora', november)).toEqual([...worklogKeys.lists('cus_aurora'), '2026-11-01', '2026-11-30']);
    expect(worklogKeys.list('cus_aurora', november)).not.toEqual(worklogKeys.list('cus_birch', november));
  });

  it('nests every list under the company’s lists, so one invalidation reaches all ranges and nothing else', () => {
    const prefix = worklogKeys.lists('cus_aurora');
    expect(worklogKeys.list('cus_aurora', november).slice(0, prefix.length)).toEqual([...prefix]);
    expect(worklogKeys.list('cus_birch', november).slice(0, prefix.length)).not.toEqual([...prefix]);
  });
});

describe('worklogListQuery', () => {
  it('asks for the company and the inclusive bounds and parses the answer with the contract', async () => {
    const { client, sent } = fakeClient(() => listOf('wl_1'));
    const options = worklogListQuery(client, 'cus_aurora', november);
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(options);
    expect(data.entries.map((e) => e.id)).toEqual(['wl_1']);
    const url = new URL(sent[0]?.url ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/portal/worklog');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-30', customer_id: 'cus_aurora' });
  });
});

describe('work-log mutations invalidate exactly what they changed', () => {
  it('reads every list of the company again after recording, and leaves other companies alone', async () => {
    const { client, sent } = fakeClient(() => ({ entry: entry('wl_new') }), 201);
    const queryClient = new QueryClient();
    queryClient.setQueryData(worklogKeys.list('cus_aurora', november), listOf('wl_1'));
    queryClient.setQueryData(worklogKeys.list('cus_birch', november), listOf('wl_b'));
    await new MutationObserver(queryClient, createWorklogEntryMutation(client, queryClient, 'cus_aurora')).mutate({
      entry_date: '2026-11-20',
      minutes: 60,
      note: 'n',
    });
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ entry_date: '2026-11-20', minutes: 60, note: 'n', customer_id: 'cus_aurora' });
    expect(queryClient.getQueryState(worklogKeys.list('cus_aurora', november))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(worklogKeys.list('cus_birch', november))?.isInvalidated).toBe(false);
  });

  it('removes a voided entry from every shown list of the company at once, encoding its id as one segment', async () => {
    const { client, sent } = fakeClient(() => ({ entry: entry('wl/2') }));
    const queryClient = new QueryClient();
    const october = { from: '2026-10-01', to: '2026-11-30' };
    queryClient.setQueryData(worklogKeys.list('cus_aurora', november), listOf('wl_1', 'wl/2'));
    queryClient.setQueryData(worklogKeys.list('cus_aurora', october), listOf('wl/2', 'wl_3'));
    await new MutationObserver(queryClient, voidWorklogEntryMutation(client, queryClient, 'cus_aurora')).mutate('wl/2');
    expect(sent[0]?.url).toBe('/portal/worklog/wl%2F2/void');
    expect(queryClient.getQueryData<WorklogList>(worklogKeys.list('cus_aurora', november))?.entries.map((e) => e.id)).toEqual(['wl_1']);
    expect(queryClient.getQueryData<WorklogList>(worklogKeys.list('cus_aurora', october))?.entries.map((e) => e.id)).toEqual(['wl_3']);
  });
});

describe('withoutEntry', () => {
  it('returns the same list when the entry is not in it', () => {
    const list = listOf('wl_1');
    expect(withoutEntry(list, 'wl_9')).toBe(list);
    expect(withoutEntry(undefined, 'wl_9')).toBeUndefined();
  });
});
