import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { listWorklog } from '../operations/worklog.ts';
import { worklogKeys } from './keys.ts';

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
