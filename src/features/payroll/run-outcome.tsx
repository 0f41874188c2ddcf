/** How a decision on a payroll run went, said above the run. */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { type UnreadableAnswer } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { employeeCount, type ReadRun } from './run-reading.ts';

/**
 * How the last approval went, said above the run: done (or done, its answer unreadable), or refused because
 * the run is not as the person saw it — with the totals they saw, to set beside the figures now.
 */
export type Outcome =
  | { kind: 'approved' }
  | { kind: 'returned' }
  | { kind: 'unreadable'; action: Action; answer: UnreadableAnswer }
  | { kind: 'changed'; action: Action; error: ApiError; seen: { net: number } }
  | { kind: 'notDraft'; action: Action; error: ApiError };

/** What the person did to the draft: approved it, or returned it to the accounting firm (docs/decisions/0018). */
type Action = 'approve' | 'return';

/** The refusals of an approval or a return that are said on the page, over the run read again; any other stays in the dialog. */
export function outcomeOfRefusal(error: unknown, action: Action, run: ReadRun): Outcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.error === 'run_changed') return { kind: 'changed', action, error, seen: { net: run.totals.net_cents } };
  if (error.error === 'run_not_draft') return { kind: 'notDraft', action, error };
  return null;
}

export function OutcomeBanner({ outcome, run, name }: { outcome: Outcome; run: ReadRun; name: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  switch (outcome.kind) {
    case 'approved':
      return (
        <Banner tone="success" role="status">
          <p>{t('runs.approve.done', { name })}</p>
        </Banner>
      );
    case 'returned':
      return (
        <Banner tone="success" role="status">
          <p>{t('runs.returning.done', { name })}</p>
        </Banner>
      );
    case 'unreadable':
      return (
        <DoneButUnreadable answer={outcome.answer} what={t(outcome.action === 'approve' ? 'runs.approve.doneUnreadable' : 'runs.returning.doneUnreadable', { name })} />
      );
    case 'changed':
      return (
        <Refusal error={outcome.error} title={t('runs.approve.changedTitle')} tone="warning">
          <p>{run.status === 'voided' ? t('runs.approve.changedVoided') : outcome.action === 'approve' ? t('runs.approve.changed') : t('runs.returning.changed')}</p>
          <p>
            {t('runs.approve.figures', {
              now: format.money(run.totals.net_cents),
              count: employeeCount(run),
              before: format.money(outcome.seen.net),
            })}
          </p>
        </Refusal>
      );
    case 'notDraft':
      return (
        <Refusal error={outcome.error} title={t(outcome.action === 'approve' ? 'runs.approve.failed' : 'runs.returning.failed')}>
          <p>{t(outcome.action === 'approve' ? 'runs.approve.notDraft' : 'runs.returning.notDraft')}</p>
        </Refusal>
      );
  }
}
