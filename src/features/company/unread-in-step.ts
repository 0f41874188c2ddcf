import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarkStale } from '../../api/queries/mark-stale.ts';
import { staleUnreadSummary, staleUnreadThreads } from '../../api/queries/messages.ts';
import type { UnreadSummary } from '../../api/schemas/messages.ts';

/**
 * The unread messages are counted in two places from two reads: the navigation's badge from the unread summary
 * (`GET /messages/unread`, polled: src/portal/unread-badge.tsx), "needs attention" from the threads with unread
 * messages (`GET /messages/threads?unread=true`, which names the thread the item opens). Asked at different
 * moments, they disagreed until the later of them was asked again: a message that came while the overview was
 * open showed in the badge at its next poll and never in the list; a thread read elsewhere left the list's
 * cached count on the overview for a round trip after the badge had dropped it.
 *
 * Kept in step: the item says the count of whichever answer is the newer one (the badge's own, when it is), and
 * a new answer of one that disagrees with the other has the other asked again, so that both settle on the
 * service's one count (docs/decisions/0006-overview-files-and-unread-count.md).
 */

/** What the threads with unread messages say (attention.ts `unreadMessages`). */
export interface UnreadFound {
  count: number;
  threads: number;
  onlyThreadId: string | undefined;
}

/** The count the item says and the one thread it opens, if it can say which. */
export interface UnreadSaid {
  count: number;
  onlyThreadId: string | undefined;
}

/**
 * The newer answer's count. The one thread is the list's, and is named only while the two agree on how many
 * threads and messages there are: otherwise the item opens the unread threads, which is right either way.
 */
export function unreadSaid(found: UnreadFound, foundAt: number, summary: UnreadSummary | undefined, summaryAt: number): UnreadSaid {
  if (summary === undefined || summaryAt < foundAt) return { count: found.count, onlyThreadId: found.onlyThreadId };
  const agree = summary.unread_messages === found.count && summary.unread_threads === found.threads;
  return { count: summary.unread_messages, onlyThreadId: agree ? found.onlyThreadId : undefined };
}

/**
 * When a new answer of one read disagrees with the other's, the other is asked again. Only a changed answer
 * does so: two reads that keep disagreeing (a thread the list cannot read, which the summary counts) are asked
 * again once, not back and forth for ever.
 */
export function useUnreadInStep(customerId: string, found: UnreadFound | undefined, summary: UseQueryResult<UnreadSummary>): void {
  const markStale = useMarkStale();
  const foundValue = found === undefined ? undefined : `${found.count}/${found.threads}`;
  const summaryValue = summary.data === undefined ? undefined : `${summary.data.unread_messages}/${summary.data.unread_threads}`;
  const previous = useRef<{ found: string | undefined; summary: string | undefined }>({ found: undefined, summary: undefined });
  useEffect(() => {
    const before = previous.current;
    previous.current = { found: foundValue, summary: summaryValue };
    if (foundValue === undefined || summaryValue === undefined || foundValue === summaryValue) return;
    if (summaryValue !== before.summary) {
      // the badge heard first: the threads are asked again (the item names the right thread once they answer)
      void markStale(staleUnreadThreads(customerId));
    } else if (foundValue !== before.found) {
      void markStale(staleUnreadSummary(customerId));
    }
  }, [markStale, customerId, foundValue, summaryValue]);
}
