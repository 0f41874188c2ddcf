import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkStale } from '../api/queries/mark-stale.ts';
import { MESSAGES_POLL_MS, messageThreadQuery, messageThreadsQuery, messagesUnreadQuery, staleAfterNewerEvent } from '../api/queries/messages.ts';
import { isUnreadable, readableItems, type Read } from '../api/reading.ts';
import type { SubjectKind, Thread, ThreadDetail, ThreadList } from '../api/schemas/messages.ts';
import { useService } from '../api/service-context.tsx';
import { useFormat } from '../i18n/use-format.ts';
import { useMessagesOf } from '../i18n/use-messages.ts';
import { Section } from '../ui/section.tsx';
import { Loading } from '../ui/states.tsx';
import { areaUrl } from './areas.ts';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { useCurrentCompany } from './current-company.tsx';
import { subjectThreadUrl } from './subject-thread.ts';
import { firstWords, lastSeq, messagesNow, newestArrival, type MessageNow } from './thread-glance.ts';
import styles from './subject-thread-panel.module.css';

/** How many of the thread's newest messages its thing's page shows: enough to see where it stands. */
export const NEWEST_SHOWN = 3;

export interface ThreadSubject {
  kind: SubjectKind;
  id: string;
}

/**
 * A thing's thread on the thing's own page (docs/decisions/0013): none yet, with why and the way
 * to ask; or its unread count, its newest messages and the way into it. Live: while the tab is visible the
 * person's unread summary is asked every MESSAGES_POLL_MS, and a newer event there reads the thread again;
 * a message someone else wrote meanwhile is announced politely. Loaded apart from the page
 * (subject-thread-panel.tsx), so that the page never waits for it.
 */
export default function SubjectThreadPanelView({ subject }: { subject: ThreadSubject }) {
  useMessagesOf(CONVERSATION_NAMESPACE);
  const { t } = useTranslation(CONVERSATION_NAMESPACE);
  const client = useService();
  const markStale = useMarkStale();
  const { company, staff, me } = useCurrentCompany();
  const customerId = company.customer_id;
  const list = useQuery(messageThreadsQuery(client, customerId, { subject }));
  const summary = useQuery({ ...messagesUnreadQuery(client, customerId), refetchInterval: MESSAGES_POLL_MS });
  const thread = list.data ? threadAbout(list.data.threads, subject) : undefined;
  const threadId = thread?.id;
  const detail = useQuery({ ...messageThreadQuery(client, customerId, threadId ?? ''), enabled: threadId !== undefined });

  // a newer event than the last summary said: the thing's thread may have changed (or begun), read it again
  const latestSeq = summary.data?.latest_seq;
  const summarySeq = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (latestSeq === undefined) return;
    const before = summarySeq.current;
    summarySeq.current = latestSeq;
    if (before === undefined || latestSeq <= before) return;
    void markStale(staleAfterNewerEvent(customerId, { kind: subject.kind, id: subject.id }, threadId));
  }, [latestSeq, markStale, customerId, subject.kind, subject.id, threadId]);

  const announcement = useArrivals(list.isSuccess, thread, detail.data, me.principal.email);

  return (
    <Section title={staff ? t('headingStaff') : t('heading')} data-subject-thread={subject.kind}>
      {/* present from the start, so that what is put into it later is read out */}
      <p className="visually-hidden" role="status" aria-live="polite" data-announcement="">
        {announcement}
      </p>
      {list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.isError ? (
        <Failed onRetry={() => void list.refetch()} />
      ) : thread === undefined ? (
        <>
          <p>{staff ? t('noneStaff') : t(`none.${subject.kind}`)}</p>
          <p>
            <Link to={subjectThreadUrl(customerId, subject)}>{staff ? t('writeToCustomer') : t('ask')}</Link>
          </p>
        </>
      ) : (
        <>
          <p data-unread={thread.unread_count}>{thread.unread_count > 0 ? <strong>{t('unread', { count: thread.unread_count })}</strong> : t('allRead')}</p>
          {detail.isError ? (
            <Failed onRetry={() => void detail.refetch()} />
          ) : detail.data ? (
            <Newest messages={messagesNow(detail.data.messages).slice(-NEWEST_SHOWN)} />
          ) : (
            <Loading label={t('loading')} />
          )}
          <p>
            <Link to={areaUrl('messages', customerId, [thread.id])}>{t('open')}</Link>
          </p>
        </>
      )}
    </Section>
  );
}

/** The thread about this thing among those the service answered (it answers the one, if any). */
function threadAbout(threads: Read<ThreadList>['threads'], subject: ThreadSubject): Read<Thread> | undefined {
  const readable = readableItems(threads);
  return readable.find((thread) => thread.subject?.kind === subject.kind && thread.subject.id === subject.id) ?? readable[0];
}

/**
 * What to announce: the newest message someone else wrote since the panel first read the thread (or, for a
 * thing without a thread when the page opened, since then: a thread someone else starts is news too).
 * Kept as state adjusted when a new reading arrives, not in an effect.
 */
function useArrivals(listRead: boolean, thread: Read<Thread> | undefined, detail: Read<ThreadDetail> | undefined, email: string | null): string {
  const { t } = useTranslation(CONVERSATION_NAMESPACE);
  const [seen, setSeen] = useState<{ detail: Read<ThreadDetail> | undefined; upTo: number | undefined; said: string }>({
    detail: undefined,
    upTo: undefined,
    said: '',
  });
  if (listRead && thread === undefined && seen.upTo === undefined) setSeen({ ...seen, upTo: 0 });
  if (detail !== undefined && detail !== seen.detail) {
    const arrival = seen.upTo === undefined ? undefined : newestArrival(messagesNow(detail.messages), seen.upTo, { email });
    const said = arrival
      ? arrival.body.trim() === ''
        ? t('announceAttachments', { name: arrival.author.name })
        : t('announce', { name: arrival.author.name, words: firstWords(arrival.body, 80) })
      : seen.said;
    setSeen({ detail, upTo: Math.max(seen.upTo ?? 0, lastSeq(detail.messages)), said });
  }
  return seen.said;
}

function Newest({ messages }: { messages: ReturnType<typeof messagesNow> }) {
  const { t } = useTranslation(CONVERSATION_NAMESPACE);
  return (
    <ol className={styles.messages} aria-label={t('newest')}>
      {messages.map((message, index) =>
        isUnreadable(message) ? (
          <li key={`unreadable-${index}`}>{t('unreadableMessage')}</li>
        ) : (
          <MessageLine key={message.id} message={message} />
        ),
      )}
    </ol>
  );
}

function MessageLine({ message }: { message: MessageNow }) {
  const { t } = useTranslation(CONVERSATION_NAMESPACE);
  const format = useFormat();
  return (
    <li data-message={message.id}>
      <p className={styles.byline}>
        <span className={styles.author}>{message.author.name}</span>{' '}
        <time dateTime={message.at}>{format.timestamp(message.at)}</time>
        {message.edited && !message.withdrawn ? ` (${t('edited')})` : null}
      </p>
      <p className={styles.words}>
        {message.withdrawn ? <em>{t('withdrawn')}</em> : firstWords(message.body)}
        {message.attachments > 0 && !message.withdrawn ? <span className={styles.attachments}> {t('attachments', { count: message.attachments })}</span> : null}
      </p>
    </li>
  );
}

/** A read that failed, in one line with a way to try again: the page around it stays as it is. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(CONVERSATION_NAMESPACE);
  const { t: tShell } = useTranslation();
  return (
    <p className={styles.failed}>
      {t('failed')}{' '}
      <button type="button" className="secondary" onClick={onRetry}>
        {tShell('states.retry')}
      </button>
    </p>
  );
}
