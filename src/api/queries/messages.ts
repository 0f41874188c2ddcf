import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getMessageThread, getMessagesUnread, listMessageThreads, listThreadMessages } from '../operations/messages.ts';
import type { SubjectKind } from '../schemas/messages.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

/** The thread list's filters (GET /messages/threads), each left out when not set. */
export interface ThreadFilters {
  subject?: { kind: SubjectKind; id: string };
  unread?: boolean;
}

/**
 * How often the portal asks what is new while a tab is visible (docs/decisions/0013: a new message reaches an
 * open portal within 2 s). React Query stops an interval while the tab is hidden (`refetchIntervalInBackground`
 * false, its default) and asks at once when the tab is shown again.
 */
export const MESSAGES_POLL_MS = 1500;

export const messagesKeys = {
  all: (customerId: string) => areaKey('messages', customerId),
  threads: (customerId: string, filters: ThreadFilters = {}) =>
    [
      ...readKey('messages', customerId, 'listMessageThreads'),
      filters.subject?.kind ?? '',
      filters.subject?.id ?? '',
      filters.unread === true ? 'unread' : '',
    ] as const,
  unread: (customerId: string) => readKey('messages', customerId, 'getMessagesUnread'),
  thread: (customerId: string, threadId: string) => [...readKey('messages', customerId, 'getMessageThread'), threadId] as const,
  page: (customerId: string, threadId: string, position: { before?: number; after?: number }) =>
    [...readKey('messages', customerId, 'listThreadMessages'), threadId, position.before ?? '', position.after ?? ''] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const messagesInvalidations = {
  // a new thread shows in the list, in its subject's lookup and in the unread summary's newest event
  startMessageThread: (customerId: string): Stale => [{ queryKey: messagesKeys.all(customerId) }],
  // a message, an edit or a withdrawal changes its thread, the list's order and preview, and the newest event
  postThreadMessage: (customerId: string): Stale => [{ queryKey: messagesKeys.all(customerId) }],
  editThreadMessage: (customerId: string): Stale => [{ queryKey: messagesKeys.all(customerId) }],
  withdrawThreadMessage: (customerId: string): Stale => [{ queryKey: messagesKeys.all(customerId) }],
  // a read mark changes the thread's and the list's unread counts and the summary, not the events
  markThreadRead: (customerId: string): Stale => [
    { queryKey: readKey('messages', customerId, 'listMessageThreads') },
    { queryKey: messagesKeys.unread(customerId) },
    { queryKey: readKey('messages', customerId, 'getMessageThread') },
  ],
};

/**
 * What a newer event in the person's unread summary (its `latest_seq` grown) makes stale for a view that shows
 * one thing's thread (src/portal/subject-thread-panel-view.tsx): the thing's thread lookup and, when it has a
 * thread, the thread. The polled summary is the one cheap read; these are read again only when it says so.
 */
export const staleAfterNewerEvent = (customerId: string, subject: { kind: SubjectKind; id: string }, threadId: string | undefined): Stale => [
  { queryKey: messagesKeys.threads(customerId, { subject }) },
  ...(threadId === undefined ? [] : [{ queryKey: messagesKeys.thread(customerId, threadId) }]),
];

/**
 * The two reads that count unread messages (the navigation's summary and "needs attention"'s threads with unread
 * messages), each made stale when a newer answer of the other disagrees with it, so both settle on the
 * service's one count (docs/decisions/0006-overview-files-and-unread-count.md).
 */
export const staleUnreadThreads = (customerId: string): Stale => [{ queryKey: messagesKeys.threads(customerId, { unread: true }) }];
export const staleUnreadSummary = (customerId: string): Stale => [{ queryKey: messagesKeys.unread(customerId) }];

export const messageThreadsQuery = (client: ServiceClient, customerId: string, filters: ThreadFilters = {}) =>
  queryOptions({
    queryKey: messagesKeys.threads(customerId, filters),
    queryFn: ({ signal }) =>
      client.call(listMessageThreads, {
        customerId,
        query: {
          ...(filters.subject === undefined ? {} : { subject_kind: filters.subject.kind, subject_id: filters.subject.id }),
          ...(filters.unread === true ? { unread: 'true' as const } : {}),
        },
        signal,
      }),
  });

export const messagesUnreadQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: messagesKeys.unread(customerId),
    queryFn: ({ signal }) => client.call(getMessagesUnread, { customerId, signal }),
  });

export const messageThreadQuery = (client: ServiceClient, customerId: string, threadId: string) =>
  queryOptions({
    queryKey: messagesKeys.thread(customerId, threadId),
    queryFn: ({ signal }) => client.call(getMessageThread, { path: { thread_id: threadId }, customerId, signal }),
  });

/** One page of a thread's events: older than `before`, or new since `after` (keyset on `seq`). */
export const threadMessagesQuery = (client: ServiceClient, customerId: string, threadId: string, position: { before?: number; after?: number }, limit = 50) =>
  queryOptions({
    queryKey: messagesKeys.page(customerId, threadId, position),
    queryFn: ({ signal }) =>
      client.call(listThreadMessages, {
        path: { thread_id: threadId },
        customerId,
        query: {
          limit: String(limit),
          ...(position.before === undefined ? {} : { before: String(position.before) }),
          ...(position.after === undefined ? {} : { after: String(position.after) }),
        },
        signal,
      }),
  });

export const messagesReads = {
  listMessageThreads: messageThreadsQuery,
  getMessagesUnread: messagesUnreadQuery,
  getMessageThread: messageThreadQuery,
  listThreadMessages: threadMessagesQuery,
};
