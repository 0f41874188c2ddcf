import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { unreadMessages } from './attention.ts';
import { useAttentionParts, useAttentionReads, type Entry } from './attention-parts.ts';
import { ATTENTION_NAMESPACE } from './messages.ts';
import { useUnreadInStep } from './unread-in-step.ts';
import { useWaitedFor } from './use-waited-for.ts';
import styles from './needs-attention.module.css';

/**
 * "Needs attention" (docs/decisions/0025): what the portal already reads, from the areas the person may use only
 * (a claimant never asks for payroll, only those who see bills ask for bills), each source in its own part
 * of the list with its own loading and failure, so that one failing source never hides the others.
 * "Nothing needs attention" is said only when every source has answered and none has anything.
 *
 * A chunk of its own, loaded as the overview opens (overview-page.tsx): it reads with the other areas'
 * schemas, which would not fit the first route's budget.
 */
export default function NeedsAttention({ agentWorking, onSettled }: { agentWorking: boolean; onSettled?: () => void }) {
  useMessagesOf(ATTENTION_NAMESPACE);
  // the day in Finland when the overview opened: the month whose payroll is asked for, and "the next payday" from it
  const [today] = useState(() => todayInFinland());
  const reads = useAttentionReads(agentWorking, today);
  const { company } = useCurrentCompany();
  useUnreadInStep(company.customer_id, reads.unread.isSuccess ? unreadMessages(reads.unread.data) : undefined, reads.unreadSummary);
  // A read's answer reaches this component in a render React cannot cut (React Query's store is synchronous):
  // the list is drawn from it in a deferred render instead, in slices, so that each answer is not one long
  // task of texts, links and DOM at CPU x4 (docs/decisions/0023).
  return <AttentionList reads={useDeferredValue(reads)} today={today} onSettled={onSettled} />;
}

/** The list drawn from the reads; the same reads (the deferred render not yet come) draw nothing anew. */
const AttentionList = memo(function AttentionList({
  reads,
  today,
  onSettled,
}: {
  reads: ReturnType<typeof useAttentionReads>;
  today: string;
  onSettled?: () => void;
}) {
  const { t } = useTranslation();
  const { t: tAttention } = useTranslation(ATTENTION_NAMESPACE);
  const parts = useAttentionParts(reads, today);

  // every source read or failed: the overview may show what comes below this list (overview-page.tsx)
  const settled = parts.every(({ entries, query }) => entries !== undefined || query.isError);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  // Drawn whole (docs/decisions/0025): until every source has answered, or the patience is out, one wait in the
  // list's place; then the list at once. A source later than that keeps a line of its own at the end of the list
  // and its entries come in that line's place, so that nothing drawn moves under the reader's eyes.
  const patient = useWaitedFor(ATTENTION_PATIENCE_MS);
  const [frozenLate, setFrozenLate] = useState<ReadonlySet<string> | null>(null);
  const pendingNow = parts.filter(({ entries, query }) => entries === undefined && !query.isError).map(({ source }) => source);
  const late = frozenLate ?? (settled ? NONE_LATE : patient ? new Set(pendingNow) : null);
  // kept from the render that first drew the list (React's way of keeping what an earlier render decided)
  if (frozenLate === null && late !== null) setFrozenLate(late);

  const count = parts.reduce((sum, { entries }) => sum + (entries?.length ?? 0), 0);
  const allClear = count === 0 && parts.every(({ entries }) => entries !== undefined);
  const onTime = parts.filter(({ source }) => !late?.has(source));
  const lateParts = parts.filter(({ source }) => late?.has(source));
  return (
    <section className="card" aria-labelledby="attention-heading">
      <h2 id="attention-heading">
        {t('overview.attention.title')}
        {late === null ? null : ` (${count})`}
      </h2>
      {late === null ? (
        <Loading label={t('states.loading')} />
      ) : allClear ? (
        <p>{tAttention('none')}</p>
      ) : (
        <ul className={styles.attention}>
          {onTime.flatMap(({ entries }) => (entries ?? []).filter((entry) => entry.urgent)).map((entry) => (
            <li key={entry.key} className={styles.urgent}>
              <EntryLink entry={entry} />
            </li>
          ))}
          {onTime.map((part) => <PartItems key={part.source} part={part} urgent={false} />)}
          {lateParts.map((part) => <PartItems key={part.source} part={part} urgent />)}
        </ul>
      )}
    </section>
  );
});

/** How long the list waits for every source before it is drawn without the late ones (docs/decisions/0025). */
export const ATTENTION_PATIENCE_MS = 2_500;
const NONE_LATE: ReadonlySet<string> = new Set();

/**
 * A source's entries (its urgent ones too when `urgent`: a late source's come in its own place, not at the top),
 * or its own wait or failure.
 */
function PartItems({ part: { source, query, entries }, urgent }: { part: ReturnType<typeof useAttentionParts>[number]; urgent: boolean }) {
  const { t } = useTranslation();
  if (entries === undefined) {
    return (
      <li>
        {query.isError ? (
          <ErrorBanner error={query.error} title={`${source}: ${t('states.errorTitle')}`} onRetry={() => void query.refetch()} />
        ) : (
          <Loading label={`${source}: ${t('states.loading')}`} />
        )}
      </li>
    );
  }
  const shown = urgent ? [...entries.filter((entry) => entry.urgent), ...entries.filter((entry) => !entry.urgent)] : entries.filter((entry) => !entry.urgent);
  return shown.map((entry) => (
    <li key={entry.key} className={entry.urgent ? styles.urgent : undefined}>
      <EntryLink entry={entry} />
    </li>
  ));
}

function EntryLink({ entry }: { entry: Entry }) {
  return entry.inPage ? <a href={entry.href}>{entry.text}</a> : <Link to={entry.href}>{entry.text}</Link>;
}
