import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES_POLL_MS, messageThreadsQuery } from '../../api/queries/messages.ts';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { ThreadList } from '../../api/schemas/messages.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { UnreadableListItem } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { SubjectKind, useAuthorText } from './thread-words.tsx';
import styles from './messages.module.css';

type ReadThread = Exclude<Read<ThreadList>['threads'][number], UnreadableItem>;

/** The search parameter of the list's one filter: only threads with unread messages. */
const UNREAD_PARAM = 'unread';

/**
 * The threads the person may see, newest message first as the service lists them (docs/decisions/0013), each with what it
 * is about, the last message's author and first words, its time and its unread count in words (and marked by
 * more than colour); "Vain lukemattomat" keeps only the unread; asked again while the page is shown.
 */
export function ThreadsPage() {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company, staff } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const unreadOnly = search.get(UNREAD_PARAM) === 'true';
  const threads = useQuery({ ...messageThreadsQuery(client, company.customer_id, { unread: unreadOnly }), refetchInterval: MESSAGES_POLL_MS });
  return (
    <>
      <PageTop heading={t('title')}>
        <p>{staff ? t('threads.introStaff') : t('threads.intro')}</p>
      </PageTop>
      <div className={styles.listTools}>
        <Link className="button" to={areaUrl('messages', company.customer_id, ['new'])}>
          {t('threads.new')}
        </Link>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => setSearch(event.currentTarget.checked ? new URLSearchParams({ [UNREAD_PARAM]: 'true' }) : new URLSearchParams(), { replace: true })}
          />
          {t('threads.onlyUnread')}
        </label>
      </div>
      <Loaded query={threads}>
        {(list) =>
          list.threads.length === 0 ? (
            <Empty>{unreadOnly ? t('threads.emptyUnread') : t('threads.empty')}</Empty>
          ) : (
            <ul className={styles.threads} aria-label={t('threads.listTitle')} data-threads="">
              {list.threads.map((thread, index) =>
                isUnreadable(thread) ? <UnreadableListItem key={`unreadable-${index}`} item={thread} /> : <ThreadRow key={thread.id} thread={thread} />,
              )}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

/**
 * One thread: its title, what it is about and its last message are one link to it, so the whole of what a person
 * reads of it opens it (not the title alone). The link is named by the title and described by the rest, so that a
 * list of links read aloud is a list of titles.
 */
function ThreadRow({ thread }: { thread: ReadThread }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const { company } = useCurrentCompany();
  const authorText = useAuthorText();
  const id = useId();
  const unread = thread.unread_count > 0;
  const last = thread.last_message;
  return (
    <li data-thread-id={thread.id} data-unread={unread ? thread.unread_count : undefined} className={unread ? `${styles.thread} ${styles.unread}` : styles.thread}>
      <Link
        className={styles.threadLink}
        to={areaUrl('messages', company.customer_id, [thread.id])}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-about ${id}-last`}
      >
        <span id={`${id}-title`} className={styles.threadTitle}>
          {thread.title}
        </span>
        <span id={`${id}-about`} className={styles.muted}>
          {thread.subject ? <SubjectKind kind={thread.subject.kind} /> : t('threads.general')}
        </span>
        <span id={`${id}-last`} className={styles.preview}>
          {last ? t('threads.last', { author: authorText(last.author), preview: previewOf(last, t) }) : t('threads.noMessages')}
        </span>
      </Link>
      <p className={styles.threadFoot}>
        <time dateTime={thread.last_message_at} className={styles.muted}>
          {t('threads.at', { time: format.timestamp(thread.last_message_at) })}
        </time>
        {unread ? (
          <Pill className={styles.unreadPill}>
            <span aria-hidden="true">● </span>
            {t('threads.unread', { count: thread.unread_count })}
          </Pill>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The last message's first words as they read now. An empty preview is a message of attachments only, unless the
 * service says it was withdrawn: a withdrawn one is said so, never as attachments it did not have.
 */
function previewOf(last: NonNullable<ReadThread['last_message']>, t: TFunction<'messages'>): string {
  if (last.withdrawn === true) return t('threads.withdrawn');
  return last.preview === '' ? t('threads.attachmentsOnly') : last.preview;
}
