import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreadable, readableItems, type Read } from '../../api/reading.ts';
import type { WorklogEntry, WorklogList } from '../../api/schemas/worklog.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Hint } from '../../ui/field.tsx';
import { UnreadableListItem } from '../../ui/open-value.tsx';
import { Banner, Empty } from '../../ui/states.tsx';
import { addDays, type DateRange } from './ranges.ts';
import { formatDuration } from './duration.ts';
import { groupByWeekAndDay, weeksHolding } from './grouping.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { markFirstPartRendered, markListRendered } from './perf-marks.ts';
import { mayVoid, voidRightsOf } from './void-rights.ts';
import styles from './worklog.module.css';
import { WeekTable, rowTextsOf, saveCsv } from './week-table.tsx';

/**
 * A long list is rendered in parts: the newest weeks at once, the rest part by part as transitions
 * after each paint, so that the first screen shows quickly and the page answers input throughout,
 * while every entry still ends up in the page (find, print, screen readers). The first part is about a
 * screen's worth: it is drawn in one commit and laid out at once, so it alone sets the first task's
 * length (docs/decisions/0023: under 50 ms at CPU ×4); the later parts land off screen, where content-visibility
 * skips their layout, and each is rendered by React in slices of its own (a transition): 400 entries a part
 * (three parts after the first for a thousand) brought the whole list 40 ms sooner than 200 in alternating runs,
 * with no task of 50 ms or more. Measured with `npm run bench` (docs/performance.md).
 */
const FIRST_PART = 10;
const NEXT_PART = 400;

/**
 * The entries of the chosen range, by ISO week and day with their totals, the truncation banner and
 * the CSV export of exactly what is shown. An entry that cannot be read has no date to file it under: it
 * is listed apart above the weeks, and the totals and the export say they hold only the readable ones.
 */
export function EntryList({
  list,
  range,
  onVoid,
  onNarrow,
  onDrawn,
}: {
  list: Read<WorklogList>;
  range: DateRange;
  onVoid: (entry: WorklogEntry, opener: HTMLButtonElement) => void;
  onNarrow: (range: DateRange) => void;
  /** Told once a part of the list (the first, or the whole of a short one) has been committed. */
  onDrawn: () => void;
}) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const format = useFormat();
  const entries = useMemo(() => readableItems(list.entries), [list.entries]);
  const unreadable = useMemo(() => list.entries.filter(isUnreadable), [list.entries]);
  const grouped = useMemo(() => groupByWeekAndDay(entries, range, list.truncated), [entries, range, list.truncated]);
  // a claimant sees only their own entries: naming the author would say nothing
  const showAuthor = list.viewer_role !== 'claimant';
  const { viewer_role: viewerRole, viewer_email: viewerEmail } = list;
  const rights = useMemo(() => voidRightsOf({ viewer_role: viewerRole, viewer_email: viewerEmail }), [viewerRole, viewerEmail]);
  const showActions = entries.some((entry) => mayVoid(rights, entry));
  const rowTexts = useMemo(() => rowTextsOf(t), [t]);

  // How much of the range is rendered. A new answer for the same range (after adding or voiding) keeps
  // what was shown, so that the list never shrinks under the person's scroll position.
  const rangeKey = `${range.from}_${range.to}`;
  const [rendered, setRendered] = useState({ range: rangeKey, entries: FIRST_PART });
  const budget = rendered.range === rangeKey ? rendered.entries : FIRST_PART;
  const shownWeeks = weeksHolding(grouped.weeks, budget);
  const complete = shownWeeks >= grouped.weeks.length;

  useEffect(onDrawn, [onDrawn]);
  useEffect(() => {
    const detail = { from: range.from, to: range.to, entries: entries.length };
    if (complete) {
      markListRendered(detail);
      return;
    }
    if (budget === FIRST_PART) markFirstPartRendered(detail);
    const frame = requestAnimationFrame(() => {
      startTransition(() => setRendered({ range: rangeKey, entries: budget + NEXT_PART }));
    });
    return () => cancelAnimationFrame(frame);
  }, [complete, budget, rangeKey, range.from, range.to, entries.length]);

  if (list.entries.length === 0) return <Empty>{t('list.empty')}</Empty>;

  const oldest = entries.at(-1)?.entry_date ?? range.from;
  const completeFrom = addDays(oldest, 1);

  return (
    <>
      {list.truncated ? (
        <Banner tone="warning" role="note" aria-labelledby="worklog-truncated-title">
          <p id="worklog-truncated-title" className={styles.truncatedTitle}>
            {t('truncated.title')}
          </p>
          <p>{t('truncated.text', { oldest: format.date(oldest) })}</p>
          <p>{t('truncated.howTo')}</p>
          {completeFrom <= range.to ? (
            <button type="button" className="secondary" onClick={() => onNarrow({ from: completeFrom, to: range.to })}>
              {t('truncated.narrow', { from: format.date(completeFrom), to: format.date(range.to) })}
            </button>
          ) : null}
        </Banner>
      ) : null}

      {unreadable.length > 0 ? (
        <Banner tone="warning" role="note" title={t('list.unreadable', { count: unreadable.length })}>
          <ul className={styles.unreadable}>
            {unreadable.map((item, index) => (
              <UnreadableListItem key={index} item={item} />
            ))}
          </ul>
        </Banner>
      ) : null}

      <div className={styles.toolbar}>
        <p className={styles.summary}>{t('list.summary', { count: grouped.count, duration: formatDuration(grouped.minutes) })}</p>
        <div>
          <button
            type="button"
            className="secondary"
            aria-describedby="worklog-export-hint"
            onClick={() => saveCsv(list.customer_id, entries, range, showAuthor)}
          >
            {t('list.exportCsv')}
          </button>
          <Hint id="worklog-export-hint">{t('list.exportHint', { count: grouped.count })}</Hint>
        </div>
      </div>

      {grouped.weeks.slice(0, shownWeeks).map((week) => (
        <WeekTable
          key={week.key}
          week={week}
          language={format.language}
          showAuthor={showAuthor}
          showActions={showActions}
          rights={rights}
          texts={rowTexts}
          onVoid={onVoid}
        />
      ))}
    </>
  );
}
