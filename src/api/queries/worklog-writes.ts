import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceClient } from '../client.ts';
import { createWorklogEntry, voidWorklogEntry } from '../operations/worklog.ts';
import { isUnreadable, isUnreadableAnswer, type Read } from '../reading.ts';
import type { CreateWorklogEntryRequest, WorklogEntry, WorklogList } from '../schemas/worklog.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { everyWorklogList, worklogInvalidations } from './worklog.ts';

/** The new entry as sent; the company comes from the URL, never from the form. */
export type NewWorklogEntry = Omit<z.output<typeof CreateWorklogEntryRequest>, 'customer_id'>;

/**
 * Recording hours (docs/decisions/0030). The new entry can belong to any range that has been looked at (and may
 * push an old one past the cap), so every list of the company is read again; nothing else changed. The mutation
 * settles once the shown list has been read again, so that "saved" and the entry appear together.
 */
export const createWorklogEntryMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('worklog', customerId, createWorklogEntry),
    mutationFn: (entry: NewWorklogEntry) => client.call(createWorklogEntry, { customerId, body: entry }),
    onSuccess: () => invalidate(queryClient, worklogInvalidations.createWorklogEntry(customerId)),
  });

/** Voiding: the entry leaves every shown list at once, then the lists are read again (a cut list refills). */
export const voidWorklogEntryMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('worklog', customerId, voidWorklogEntry),
    mutationFn: (entryId: string) => client.call(voidWorklogEntry, { path: { entry_id: entryId }, customerId, body: {} }),
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

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const worklogWrites = {
  createWorklogEntry: createWorklogEntryMutation,
  voidWorklogEntry: voidWorklogEntryMutation,
};
