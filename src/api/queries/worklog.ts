import { queryOptions, type QueryFilters } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listWorklog } from '../operations/worklog.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const worklogKeys = {
  all: (customerId: string) => areaKey('worklog', customerId),
  /** Every range's list of the company. */
  lists: (customerId: string) => readKey('worklog', customerId, 'listWorklog'),
  list: (customerId: string, range: { from: string; to: string }) => [...worklogKeys.lists(customerId), range.from, range.to] as const,
};

/** Every range's list of the company, whichever ranges have been looked at. */
export const everyWorklogList = (customerId: string): QueryFilters => ({ queryKey: worklogKeys.lists(customerId) });

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const worklogInvalidations = {
  // a new entry may belong to any range looked at, and push an old one past the cap
  createWorklogEntry: (customerId: string): Stale => [everyWorklogList(customerId)],
  voidWorklogEntry: (customerId: string): Stale => [everyWorklogList(customerId)],
};

export interface WorklogRange {
  from: string;
  to: string;
}

/**
 * One range's entries. `parsed` is told when an answer has passed the contract's schema, with how many entries
 * it holds: the work log's timing marks (read by `npm run bench`) start there.
 */
export const worklogListQuery = (
  client: ServiceClient,
  customerId: string,
  range: WorklogRange,
  parsed: (detail: WorklogRange & { entries: number }) => void = () => undefined,
) =>
  queryOptions({
    queryKey: worklogKeys.list(customerId, range),
    queryFn: async ({ signal }) => {
      const list = await client.call(listWorklog, { customerId, query: { from: range.from, to: range.to }, signal });
      parsed({ from: range.from, to: range.to, entries: list.entries.length });
      return list;
    },
  });

export const worklogReads = { listWorklog: worklogListQuery };
