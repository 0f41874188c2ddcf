import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES_POLL_MS, messagesUnreadQuery } from '../../api/queries/messages.ts';
import { markThreadReadMutation, useThreadPages } from '../../api/queries/messages-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { isUnreadable } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { mergeEvents, seqBounds, type EventItem, type ThreadEvent } from '../../portal/thread-events.ts';

interface EventWindow {
  events: EventItem[];
  hasOlder: boolean;
}

/** How the loading of the older page went: its count once shown (said to a screen reader), or its failure. */
export type OlderState = { state: 'idle' } | { state: 'loading' } | { state: 'shown'; count: number; more: boolean } | { state: 'failed'; error: unknown };

/**
 * The window of a thread's events the page shows (docs/decisions/0013: a thousand messages stay fast): the newest page
 * as the thread was first read, older pages prepended on request (`before` the first shown), and what is new
 * appended as it arrives: the unread summary is polled while the tab is visible (MESSAGES_POLL_MS), and when
 * its newest event is past the last one shown the thread's events `after` it are read, page by page. Each new
 * event by someone else is handed to `onArrived`; the read mark follows what is shown while the tab is seen.
 */
export function useThreadWindow({
  customerId,
  threadId,
  first,
  readUpTo,
  marksRead,
  onArrived,
}: {
  customerId: string;
  threadId: string;
  first: { messages: EventItem[]; has_older: boolean };
  readUpTo: number;
  /** whether the person has a read state to move (API keys have none) */
  marksRead: boolean;
  onArrived: (events: ThreadEvent[]) => void;
}) {
  const client = useService();
  const { newerThan, olderThan } = useThreadPages(customerId, threadId);
  const [shown, setShown] = useState<EventWindow>(() => ({ events: first.messages, hasOlder: first.has_older }));
  const [older, setOlder] = useState<OlderState>({ state: 'idle' });
  const lastSeq = useRef(seqBounds(first.messages)?.last ?? 0);
  const checked = useRef(0);
  const fetching = useRef(false);
  const marked = useRef(0);
  const arrived = useRef(onArrived);
  useEffect(() => {
    arrived.current = onArrived;
  }, [onArrived]);

  /** Events after the last shown, from a page or from a write's own answer: appended once each, in order. */
  const receive = useCallback((events: readonly EventItem[], announce: boolean) => {
    const last = lastSeq.current;
    const fresh = events.filter((event): event is ThreadEvent => !isUnreadable(event) && event.seq > last);
    if (fresh.length === 0 && !events.some(isUnreadable)) return;
    lastSeq.current = Math.max(last, ...fresh.map((event) => event.seq));
    setShown((was) => ({ ...was, events: mergeEvents(was.events, events, 'after') }));
    if (announce && fresh.length > 0) arrived.current(fresh);
  }, []);

  const fetchNewer = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    try {
      for (;;) {
        const page = await newerThan(lastSeq.current);
        const before = lastSeq.current;
        receive(page.messages, true);
        if (!page.has_newer || lastSeq.current === before) break;
      }
    } catch {
      // what is shown stays; the next poll asks again
      checked.current = 0;
    } finally {
      fetching.current = false;
    }
  }, [newerThan, receive]);

  const unread = useQuery({ ...messagesUnreadQuery(client, customerId), refetchInterval: MESSAGES_POLL_MS });
  const latest = unread.data?.latest_seq;
  // every answer of the poll is looked at (its time changes even when its newest event does not): a read of
  // what is new that failed is tried again at the next one
  const polledAt = unread.dataUpdatedAt;
  useEffect(() => {
    if (latest === undefined || latest <= lastSeq.current || latest <= checked.current) return;
    checked.current = latest;
    void fetchNewer();
  }, [latest, polledAt, fetchNewer]);

  const loadOlder = useCallback(async () => {
    const firstSeq = seqBounds(shown.events)?.first;
    if (firstSeq === undefined) return;
    setOlder({ state: 'loading' });
    try {
      const page = await olderThan(firstSeq);
      setShown((was) => ({ events: mergeEvents(was.events, page.messages, 'before'), hasOlder: page.has_older }));
      setOlder({ state: 'shown', count: page.messages.length, more: page.has_older });
    } catch (error) {
      setOlder({ state: 'failed', error });
    }
  }, [olderThan, shown.events]);

  const { mutate: markRead } = useWrite(markThreadReadMutation, customerId, threadId);
  const lastShown = seqBounds(shown.events)?.last ?? 0;
  useEffect(() => {
    if (!marksRead) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      if (lastShown <= Math.max(readUpTo, marked.current)) return;
      marked.current = lastShown;
      markRead(lastShown);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastShown, readUpTo, marksRead, markRead]);

  return { events: shown.events, hasOlder: shown.hasOlder, older, loadOlder, receive, fetchNewer };
}
