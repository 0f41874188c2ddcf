/** How the company's last decision on a filing went, said above the review. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner } from '../../ui/states.tsx';
import { figureChanges, type ReadFigure } from './deadlines.ts';
import { FILINGS_NAMESPACE } from './messages.ts';
import styles from './filings.module.css';

/**
 * How the person's last decision went, said above the review: approved, asked (with the thread it went to),
 * done with an answer that could not be read, or refused because the figures changed (with the figures the
 * person saw, set beside the new ones) or because the filing no longer waits for the company.
 */
export type Outcome =
  | { kind: 'approved' }
  | { kind: 'asked'; threadId: string | null }
  | { kind: 'unreadable' }
  | { kind: 'changed'; seen: ReadFigure[]; error: ApiError }
  | { kind: 'notAwaiting'; error: ApiError };

/** The refusals said on the page over the filing read again (the dialog closes); any other stays in the dialog. */
export function outcomeOfRefusal(error: unknown, seen: ReadFigure[]): Outcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 409 && error.error === 'figures_changed') return { kind: 'changed', seen, error };
  if (error.error === 'not_awaiting_review') return { kind: 'notAwaiting', error };
  return null;
}

export function OutcomeBanner({ outcome, figures }: { outcome: Outcome; figures: readonly ReadFigure[] }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const { company } = useCurrentCompany();
  switch (outcome.kind) {
    case 'approved':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.approved')}</p>
        </Banner>
      );
    case 'asked':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.asked')}</p>
          {outcome.threadId === null ? null : (
            <p>
              <Link to={areaUrl('messages', company.customer_id, [outcome.threadId])}>{t('filing.openThread')}</Link>
            </p>
          )}
        </Banner>
      );
    case 'unreadable':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.doneUnreadable')}</p>
        </Banner>
      );
    case 'changed': {
      const changes = figureChanges(outcome.seen, figures);
      return (
        <Refusal error={outcome.error} tone="warning" title={t('filing.changed.title')} data-figures-changed="">
          <p>{t('filing.changed.text')}</p>
          {changes.length === 0 ? (
            <p>{t('filing.changed.none')}</p>
          ) : (
            <ul className={styles.changes}>
              {changes.map((change) => (
                <li key={change.key} data-figure={change.key}>
                  {change.seen === null
                    ? t('filing.changed.added', { label: change.label, now: format.money(change.now ?? 0) })
                    : change.now === null
                      ? t('filing.changed.removed', { label: change.label, seen: format.money(change.seen) })
                      : t('filing.changed.figure', { label: change.label, seen: format.money(change.seen), now: format.money(change.now) })}
                </li>
              ))}
            </ul>
          )}
        </Refusal>
      );
    }
    case 'notAwaiting':
      return (
        <Refusal error={outcome.error} title={t('filing.approving.failed')}>
          <p>{t('filing.refusals.not_awaiting_review')}</p>
        </Refusal>
      );
  }
}
