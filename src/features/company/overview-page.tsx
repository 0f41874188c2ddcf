import { useQuery } from '@tanstack/react-query';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { companyInvalidations } from '../../api/queries/company.ts';
import { useMarkStale } from '../../api/queries/mark-stale.ts';
import { agentStatusQuery, ingestStatusQuery, isAgentWorking } from '../../api/queries/company.ts';
import { preloadable } from '../../ui/preloadable.ts';
import { afterNextPaint } from '../../yield-to-main.ts';
import { shellExtras } from '../../portal/shell-extras.ts';
import { useWaitedFor } from './use-waited-for.ts';

// Its own chunk: it reads with the other areas' schemas, which would not fit the first route's budget. A
// chunk that cannot be loaded fails this section only, with a way to try again, never the whole overview.
// Preloadable: the boot fetches it with the portal's code when the overview is opened (src/boot.ts), and the
// first paint then shows it without a Suspense fallback in between.
const NeedsAttention = preloadable(() => import('./needs-attention.tsx').catch(() => ({ default: NeedsAttentionUnloaded })));

// The cards under what needs attention are drawn only once it has settled and been drawn, never on the first
// paint: their own chunk, fetched only then, so that the first route carries only the page's frame and the cards'
// chunk is not on the way of what needs attention (docs/decisions/0023).
const OverviewCards = preloadable(() => import('./overview-cards.tsx').catch(() => ({ default: OverviewCardsUnloaded })));

/**
 * For the portal opening on the overview: resolves when its first paint can render without waiting for a chunk:
 * what needs attention (its largest paint). The cards' chunk is not fetched with it: it is needed only once what
 * needs attention has been drawn, and fetched earlier it would share the line with what needs attention needs;
 * the shell's extras wait for that too (src/portal/shell-extras.ts).
 */
export const preloadOverview = (): Promise<unknown> => {
  shellExtras.hold();
  return NeedsAttention.preload();
};

function NeedsAttentionUnloaded({ onSettled }: { agentWorking: boolean; onSettled?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => onSettled?.(), [onSettled]);
  return <ErrorBanner error={undefined} title={t('overview.attention.title')} onRetry={() => window.location.reload()} />;
}

function OverviewCardsUnloaded() {
  return <ErrorBanner error={undefined} onRetry={() => window.location.reload()} />;
}

/**
 * The company overview, the company's home: what needs attention, the accounting agent's status, per-file
 * ingest progress and the person's companies. The agent's status drives the refresh of its notes and the
 * files: while the agent works, they are asked again every few seconds; while it is idle, they are not.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const client = useService();
  const { company } = useCurrentCompany();
  const status = useQuery(agentStatusQuery(client, company.customer_id));
  const agentWorking = isAgentWorking(status.data);
  const ingest = useQuery(ingestStatusQuery(client, company.customer_id, agentWorking));
  useIngestRefreshWhenWorkEnds(company.customer_id, agentWorking);
  const [attentionSettled, setAttentionSettled] = useState(false);
  // The cards below, and the shell's extras (src/portal/shell-extras.ts), come once the settled list is on the
  // screen: painted, then shown with the next frame (docs/decisions/0023: nothing of theirs is then on the way of the
  // overview's largest paint); the cards as a transition, in slices, never as one long task on a slow phone (docs/decisions/0023).
  const settleAttention = useCallback(() => {
    void afterNextPaint()
      .then(() => afterNextPaint())
      .then(() => {
        shellExtras.letGo();
        startTransition(() => setAttentionSettled(true));
      });
  }, []);
  const waited = useWaitedFor(SETTLE_AT_MOST_MS);
  // What needs attention comes first and its length is not known until it is read: the cards below it wait for
  // it (and for their own first answers), so that nothing moves down under the reader's eyes (docs/decisions/0022).
  const settled = waited || (attentionSettled && !status.isPending && !ingest.isPending);
  return (
    <>
      <PageHeading>
        {t('overview.title')}: {company.name}
      </PageHeading>
      {/* a plain wait while the section's chunk comes: a card of its own would not fit the first route's budget */}
      <Suspense fallback={<Loading />}>
        <NeedsAttention agentWorking={agentWorking} onSettled={settleAttention} />
      </Suspense>
      {settled ? (
        <Suspense fallback={<Loading />}>
          <OverviewCards customerId={company.customer_id} status={status} ingest={ingest} />
        </Suspense>
      ) : null}
    </>
  );
}

/** However long what needs attention takes, the rest of the overview shows after this long. */
const SETTLE_AT_MOST_MS = 5_000;

/**
 * When the agent stops, the files are asked for once more: the two queries do not tick together, so
 * the last answer about the files may predate what the agent did just before it stopped, and once it is
 * idle nothing would ask again.
 */
function useIngestRefreshWhenWorkEnds(customerId: string, agentWorking: boolean) {
  const markStale = useMarkStale();
  const previous = useRef({ customerId, agentWorking });
  useEffect(() => {
    const before = previous.current;
    previous.current = { customerId, agentWorking };
    if (before.customerId === customerId && before.agentWorking && !agentWorking) {
      void markStale(companyInvalidations.agentStopped(customerId));
    }
  }, [markStale, customerId, agentWorking]);
}

