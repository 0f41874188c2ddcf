import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceClient } from '../../api/client.ts';
import { createWorklogEntry, voidWorklogEntry } from '../../api/operations/worklog.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import { everyWorklogList, worklogInvalidations, worklogKeys } from '../../api/queries/worklog.ts';
import { worklogListQuery as rangeQuery } from '../../api/queries/worklog.ts';
import { isUnreadable, isUnreadableAnswer, type Read } from '../../api/reading.ts';
import type { CreateWorklogEntryRequest, WorklogEntry, WorklogList } from '../../api/schemas/worklog.ts';
import type { DateRange } from './dates.ts';
import { markAnswerParsed } from './perf-marks.ts';

/** The new entry as sent; the company comes from the URL, never from the form. */
export type NewWorklogEntry = Omit<z.output<typeof CreateWorklogEntryRequest>, 'customer_id'>;

/** A range's list, its parsed answer marked for the work log's timing (perf-marks.ts). */
export const worklogListQuery = (client: ServiceClient, customerId: string, range: DateRange) =>
  rangeQuery(client, customerId, range, markAnswerParsed);

/**
 * Recording hours. The new entry can belong to any range that has been looked at (and may push an old
 * one past the cap), so every list of the company is read again; nothing else changed. The mutation
 * settles once the shown list has been read again, so that "saved" and the entry appear together.
 */
export const createWorklogEntryMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...worklogKeys.all(customerId), 'create'],
    mutationFn: (entry: NewWorklogEntry) =>
      client.call(createWorklogEntry, { customerId, body: entry }),
    onSuccess: () => invalidate(queryClient, worklogInvalidations.createWorklogEntry(customerId)),
  });

/** Voiding: the entry leaves every shown list at once, then the lists are read again (a cut list refills). */
export const voidWorklogEntryMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...worklogKeys.all(customerId), 'void'],
    mutationFn: (entryId: string) =>
      client.call(voidWorklogEntry, { path: { entry_id: entryId }, customerId, body: {} }),
    // The entry voided is the one asked for, whether or not the answer can be read.
    onSuccess: (answer, entryId) => {
      const voided = isUnreadableAnswer(answer) ? entryId : answer.entry.id;
      queryClient.setQueriesData<Read<WorklogList>>(everyWorklogList(customerId), (list) => withoutEntry(list, voided));
      // not awaited: the entry is already gone from what is shown, the dialog need not wait for the refetch
      void invalidate(queryClient, worklogInvalidations.voidWorklogEntry(customerId));
    },
  });

export function withoutEntry(list: Read<WorklogList> | undefined, entryId: WorklogEntry['id']): Read<WorklogList> | undefined {
  const isVoided = (candidate: Read<WorklogList>['entries'][number]) => !isUnreadable(candidate) && candidate.id === entryId;
  if (!list || !list.entries.some(isVoided)) return list;
  return { ...list, entries: list.entries.filter((candidate) => !isVoided(candidate)) };
}
