import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { postThreadMessage } from '../../api/operations/messages.ts';
import { messageThreadQuery } from '../../api/queries/messages.ts';
import { isUnreadableAnswer, type Read } from '../../api/reading.ts';
import type { ThreadDetail } from '../../api/schemas/messages.ts';
import type { OutcomeOf } from '../../api/client.ts';
import { useService } from '../../api/service-context.tsx';
import { postThreadMessageMutation } from '../../api/queries/messages-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Section } from '../../ui/section.tsx';
import { ErrorBanner, Loaded } from '../../ui/states.tsx';
import { Composer } from './composer.tsx';
import { foldEvents, type ThreadEvent } from '../../portal/thread-events.ts';
import { MessageItem, ShownEvent } from './message-item.tsx';
import { subjectUrl } from './subject-link.ts';
import { firstWords, isOwn, SubjectKind, useAuthorText } from './thread-words.tsx';
import { useThreadWindow } from './use-thread-window.ts';
import styles from './messages.module.css';

type ReadThread = Read<ThreadDetail>;

/** A message written here is in the answer of its post: shown at once, before the poll brings it. */
export const postedEvent = (outcome: OutcomeOf<typeof postThreadMessage>): ThreadEvent | undefined => (isUnreadableAnswer(outcome) ? undefined : outcome.message);

/**
 * One thread (docs/decisions/0013): its title, what it is about with a link to the thing where the person may go, the
 * events folded into messages as they stand (edits and withdrawals with what was there before), the newest 50
 * first and older ones on request, new ones arriving while the page is shown and announced, and the composer
 * at the bottom. `notice` is said above the composer (a thing's thread found when starting one).
 */
export function ThreadView({ threadId, notice }: { threadId: string; notice?: ReactNode }) {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company } = useCurrentCompany();
  const detail = useQuery(messageThreadQuery(client, company.customer_id, threadId));
  if (detail.error instanceof ApiError && detail.error.kind === 'http' && detail.error.status === 404) {
    // a thread the person may not see answers as one that does not exist (threadReaders)
    return (
      <>
        <PageTop heading={t('title')}>
          <p>
            <Link to={areaUrl('messages', company.customer_id)}>{t('thread.back')}</Link>
          </p>
        </PageTop>
        <Refusal error={detail.error}>
          <p>{t('thread.notFound')}</p>
        </Refusal>
      </>
    );
  }
  return (
    <Loaded query={detail} heading={t('title')}>
      {(read) => <ThreadShown key={threadId} detail={read} notice={notice} />}
    </Loaded>
  );
}

function ThreadShown({ detail, notice }: { detail: ReadThread; notice?: ReactNode }) {
  const { t } = useTranslation('messages');
  const { company, staff, me } = useCurrentCompany();
  const customerId = company.customer_id;
  const { thread } = detail;
  const post = useWrite(postThreadMessageMutation, customerId, thread.id);
  const authorText = useAuthorText();
  const [announced, setAnnounced] = useState('');
  const olderStatusRef = useRef<HTMLParagraphElement>(null);
  const ownEmail = me.principal.email;

  const onArrived = useCallback(
    (events: ThreadEvent[]) => {
      const theirs = events.filter((event) => event.kind === 'message' && !isOwn(event.author, ownEmail));
      const newest = theirs.at(-1);
      if (!newest) return;
      const author = authorText(newest.author);
      const words = firstWords(newest.body);
      setAnnounced(words === '' ? t('thread.announceAttachments', { author }) : t('thread.announce', { author, words }));
    },
    [authorText, ownEmail, t],
  );

  const events = useThreadWindow({
    customerId,
    threadId: thread.id,
    first: { messages: detail.messages, has_older: detail.has_older },
    readUpTo: thread.read_up_to_seq,
    marksRead: me.principal.kind === 'interactive',
    onArrived,
  });
  const shown = foldEvents(events.events);
  const place = thread.subject ? { subject: { kind: thread.subject.kind, id: thread.subject.id } } : { thread: thread.id };
  const link = thread.subject ? subjectUrl(customerId, thread.subject, { roles: company.roles, staff }) : undefined;

  const loadOlder = async () => {
    await events.loadOlder();
    // the button stays while there is more (and keeps the focus); after the last page the count takes it
    olderStatusRef.current?.focus();
  };

  return (
    <>
      <PageTop heading={thread.title}>
        <p>
          <Link to={areaUrl('messages', customerId)}>{t('thread.back')}</Link>
        </p>
        {thread.subject ? (
          <p data-subject="">
            <span className={styles.muted}>{t('thread.about')}: </span>
            <SubjectKind kind={thread.subject.kind} />
            {' – '}
            {link ? <Link to={link}>{thread.subject.label}</Link> : thread.subject.label}
          </p>
        ) : (
          <p className={styles.muted}>{t('thread.general')}</p>
        )}
      </PageTop>
      <Section title={t('thread.historyTitle')} hiddenTitle plain className={styles.history}>
        {events.hasOlder ? (
          <p>
            <button type="button" className="secondary" aria-disabled={events.older.state === 'loading' || undefined} onClick={() => void (events.older.state === 'loading' ? undefined : loadOlder())}>
              {events.older.state === 'loading' ? t('thread.loadingOlder') : t('thread.older')}
            </button>
          </p>
        ) : null}
        <p ref={olderStatusRef} tabIndex={-1} role="status" className={events.older.state === 'shown' ? styles.muted : 'visually-hidden'}>
          {events.older.state === 'shown' ? t('thread.olderShown', { count: events.older.count }) : null}
        </p>
        {events.older.state === 'failed' ? <ErrorBanner error={events.older.error} title={t('thread.olderFailed')} onRetry={() => void loadOlder()} /> : null}
        {shown.length === 0 ? (
          <p>{t('thread.empty')}</p>
        ) : (
          <ol className={styles.messages} data-messages="">
            {shown.map((item) =>
              item.shown === 'message' ? (
                <MessageItem
                  key={item.message.id}
                  folded={item}
                  threadId={thread.id}
                  own={isOwn(item.message.author, ownEmail)}
                  onChanged={(outcome) => {
                    const event = postedEvent(outcome);
                    if (event) events.receive([event], false);
                  }}
                />
              ) : (
                <ShownEvent key={item.shown === 'unreadable' ? item.key : item.event.id} item={item} />
              ),
            )}
          </ol>
        )}
        <p className="visually-hidden" role="status" aria-live="polite" data-announcer="">
          {announced}
        </p>
      </Section>
      <Composer
        place={place}
        heading={staff ? t('composer.titleStaff') : t('composer.title')}
        notice={notice}
        send={post.mutateAsync}
        onSent={(outcome) => {
          const event = postedEvent(outcome);
          if (event) events.receive([event], false);
        }}
      />
    </>
  );
}
