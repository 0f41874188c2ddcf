import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES_POLL_MS, messagesUnreadQuery } from '../api/queries/messages.ts';
import { useService } from '../api/service-context.tsx';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import styles from './unread-badge.module.css';

/**
 * Outside the messages area the count may lag this long: it only tells that something waits. In the area
 * (where a new message must show within 2 s) it is asked every MESSAGES_POLL_MS. Both stop while the tab is
 * hidden (React Query's interval does not run in the background) and ask at once when it is shown again.
 */
export const UNREAD_BADGE_POLL_MS = 30_000;

/**
 * The person's unread messages beside "Viestit" in the navigation: the number to the eye, the number in words
 * to a screen reader ("3 lukematonta"), nothing when none is unread or the count could not be read (the
 * messages area says what is wrong there). The portal's bearer is always a person's, whose read state this is.
 * Loaded apart from the first route (signed-in-layout.tsx), with its query, schema and texts.
 */
export default function UnreadBadge({ customerId, inMessages }: { customerId: string; inMessages: boolean }) {
  const { t, i18n } = useTranslation(CONVERSATION_NAMESPACE);
  const client = useService();
  const summary = useQuery({ ...messagesUnreadQuery(client, customerId), refetchInterval: inMessages ? MESSAGES_POLL_MS : UNREAD_BADGE_POLL_MS });
  const count = summary.data?.unread_messages ?? 0;
  if (count === 0 || !i18n.hasResourceBundle(i18n.language, CONVERSATION_NAMESPACE)) return null;
  return (
    <span className={styles.badge} data-unread-badge={count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{` ${t('badge', { count })}`}</span>
    </span>
  );
}
