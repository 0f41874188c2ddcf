/** The work log's weeks as tables of days and entries, and the list's CSV. */
import { memo } from 'react';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { formatDate, type Language } from '../../i18n/format.ts';
import { formatWeekday } from '../../i18n/format-words.ts';
import type { Translate } from '../../i18n/text-keys.ts';
import { textForRows } from '../../i18n/row-text.ts';
import { CSV_MIME_TYPE } from '../../ui/csv.ts';
import { worklogCsv, worklogCsvFilename } from './csv.ts';
import { type DateRange } from './ranges.ts';
import { formatDuration } from './duration.ts';
import { type WeekGroup } from './grouping.ts';
import type { WORKLOG_NAMESPACE } from './messages.ts';
import { mayVoid, type VoidRights } from './void-rights.ts';
import styles from './worklog.module.css';

/** The texts of every day and entry, each resolved once for the whole list (src/i18n/row-text.ts). */
export function rowTextsOf(t: Translate<typeof WORKLOG_NAMESPACE>) {
  const weekText = (key: 'list.week' | 'list.weekPart' | 'list.weekCut') =>
    textForRows((values) => t(key, values), ['week', 'year', 'from', 'to']);
  const totalText = (key: 'list.weekTotal' | 'list.weekPartTotal' | 'list.shownTotal') => textForRows((values) => t(key, values), ['duration']);
  return {
    week: weekText('list.week'),
    weekPart: weekText('list.weekPart'),
    weekCut: weekText('list.weekCut'),
    weekTotal: totalText('list.weekTotal'),
    weekPartTotal: totalText('list.weekPartTotal'),
    shownTotal: totalText('list.shownTotal'),
    duration: t('list.duration'),
    note: t('list.note'),
    author: t('list.author'),
    actions: t('list.actions'),
    void: t('list.void'),
    voidLabel: textForRows((values) => t('list.voidLabel', values), ['date', 'duration', 'note']),
    dayTotal: textForRows((values) => t('list.dayTotal', values), ['duration']),
    dayCutTotal: textForRows((values) => t('list.dayCutTotal', values), ['duration']),
  };
}
type RowTexts = ReturnType<typeof rowTextsOf>;

export function saveCsv(customerId: string, entries: readonly WorklogEntry[], range: DateRange, includeAuthor: boolean): void {
  const blob = new Blob([worklogCsv(entries, { includeAuthor })], { type: CSV_MIME_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = worklogCsvFilename(customerId, range);
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL by now; freeing it at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One ISO week: a table whose row groups are its days, each headed by the date and the day's total. On a
 * phone its rows are laid out as blocks, an entry's duration and action on a line above its description and
 * author (worklog.module.css): the explicit roles keep it a table for assistive technology, which a table's
 * parts laid out as blocks would otherwise not be in every browser. Hook-free, as there can be a hundred of
 * them: its texts come resolved once for the whole list (`rowTextsOf`).
 */
export const WeekTable = memo(function WeekTable({
  week,
  language,
  showAuthor,
  showActions,
  rights,
  texts,
  onVoid,
}: {
  week: WeekGroup;
  language: Language;
  showAuthor: boolean;
  showActions: boolean;
  rights: VoidRights;
  texts: RowTexts;
  onVoid: (entry: WorklogEntry, opener: HTMLButtonElement) => void;
}) {
  const columns = 2 + (showAuthor ? 1 : 0) + (showActions ? 1 : 0);
  const weekTotal = formatDuration(week.minutes);
  return (
    <div className={styles.weekBlock}>
      {/* the roles are explicit: they outlive the phone layout's display: block */}
      <table className={styles.week} role="table">
        <caption>
          {(week.cut ? texts.weekCut : week.partial ? texts.weekPart : texts.week)({
            week: String(week.week),
            year: String(week.year),
            from: formatDate(week.from, language),
            to: formatDate(week.to, language),
          })}
          <span className={styles.weekTotal}>{(week.cut ? texts.shownTotal : week.partial ? texts.weekPartTotal : texts.weekTotal)({ duration: weekTotal })}</span>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.durationColumn}>
              {texts.duration}
            </th>
            <th scope="col" role="columnheader">
              {texts.note}
            </th>
            {showAuthor ? (
              <th scope="col" role="columnheader" className={styles.authorColumn}>
                {texts.author}
              </th>
            ) : null}
            {showActions ? (
              <th scope="col" role="columnheader" className={styles.actionsColumn}>
                <span className="visually-hidden">{texts.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        {week.days.map((day) => {
          const date = formatDate(day.date, language);
          return (
            <tbody key={day.date} className={styles.day} role="rowgroup">
              <tr role="row">
                <th scope="rowgroup" role="rowheader" colSpan={columns}>
                  <time dateTime={day.date}>
                    {formatWeekday(day.date, language)} {date}
                  </time>{' '}
                  <span className={styles.dayTotal}>{(day.cut ? texts.dayCutTotal : texts.dayTotal)({ duration: formatDuration(day.minutes) })}</span>
                </th>
              </tr>
              {day.entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  showAuthor={showAuthor}
                  showActions={showActions}
                  voidText={texts.void}
                  voidLabel={mayVoid(rights, entry) ? texts.voidLabel({ date, duration: formatDuration(entry.minutes), note: entry.note }) : undefined}
                  onVoid={onVoid}
                />
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
});

/** Hook-free, as there can be a thousand of them. */
const EntryRow = memo(function EntryRow({
  entry,
  showAuthor,
  showActions,
  voidText,
  voidLabel,
  onVoid,
}: {
  entry: WorklogEntry;
  showAuthor: boolean;
  showActions: boolean;
  voidText: string;
  /** The void button's name; no button when the viewer may not void the entry. */
  voidLabel: string | undefined;
  onVoid: (entry: WorklogEntry, opener: HTMLButtonElement) => void;
}) {
  return (
    <tr data-entry-id={entry.id} role="row" className={styles.entry}>
      <td role="cell" className={styles.duration}>
        {formatDuration(entry.minutes)}
      </td>
      <td role="cell" className={styles.note}>
        {entry.note}
      </td>
      {showAuthor ? (
        <td role="cell" className={styles.author}>
          {entry.author_name}
        </td>
      ) : null}
      {showActions ? (
        <td role="cell" className={styles.action}>
          {voidLabel ? (
            <button
              type="button"
              className={`secondary ${styles.voidButton}`}
              aria-label={voidLabel}
              onClick={(event) => onVoid(entry, event.currentTarget)}
            >
              {voidText}
            </button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
});
