import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUnreadable, readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, UnreadableRow, useKnownLabel } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { CalendarCell, CalendarLegend } from './coverage-cell.tsx';
import { coverageCalendar, currentMonthInFinland, inBooksShare, type ReadDataSummary, type SummaryMonth } from './model.ts';
import { useNames } from './names.ts';
import { dataSummaryQuery } from './queries.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import styles from './connections.module.css';

/** What one source delivered (spec §2.10): the month table and the coverage calendar. */
export function DataSummarySection({ customerId, connectionId }: { customerId: string; connectionId: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const format = useFormat();
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const summary = useQuery(dataSummaryQuery(client, customerId, connectionId));
  const readMonths = summary.isSuccess ? readableItems(summary.data.months) : [];
  return (
    <>
      <section className="card" aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t('summary.title')}</h2>
        <Loaded query={summary}>
          {({ connection, months }) => (
            <>
              <p className={styles.muted}>
                {connection.last_synced_at && !Number.isNaN(Date.parse(connection.last_synced_at))
                  ? t('summary.lastSynced', { time: format.timestamp(connection.last_synced_at) })
                  : t('summary.neverSynced')}
                {connection.environment !== 'production' ? (
                  <>
                    {' · '}
                    {t('summary.environment')}: <OpenValueText value={connection.environment} label={label('summary.environments', connection.environment)} />
                  </>
                ) : null}
              </p>
              <p className={styles.intro}>{t('summary.intro')}</p>
              {months.length === 0 ? <Empty>{t('summary.empty')}</Empty> : <MonthTable months={months} />}
            </>
          )}
        </Loaded>
      </section>
      {readMonths.some((m) => m.month !== null) && summary.isSuccess ? (
        <CoverageSection months={readMonths} unreadable={summary.data.months.filter(isUnreadable).length} />
      ) : null}
    </>
  );
}

function MonthTable({ months }: { months: ReadDataSummary['months'] }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const format = useFormat();
  const names = useNames();
  return (
    <ScrollRegion labelledBy="month-table-caption">
      <table className={styles.monthTable}>
        <caption id="month-table-caption" className="visually-hidden">
          {t('summary.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.month')}</th>
            <th scope="col">{t('summary.kind')}</th>
            <th scope="col" className="number">
              {t('summary.count')}
            </th>
            <th scope="col" className="number">
              {t('summary.sum')}
            </th>
            <th scope="col" className="number">
              {t('summary.inBooks')}
            </th>
            <th scope="col" className="number">
              {t('summary.share')}
            </th>
          </tr>
        </thead>
        {months.map((month, monthIndex) => {
          if (isUnreadable(month)) {
            return (
              <tbody key={`unreadable-${monthIndex}`} data-month="unreadable">
                <UnreadableRow item={month} columns={6} />
              </tbody>
            );
          }
          const label = month.month === null ? t('summary.undated') : format.period(month.month);
          return (
            <tbody key={month.month ?? 'undated'} data-month={month.month ?? 'undated'}>
              {month.groups.map((group, index) => {
                const share = inBooksShare(group.in_books_count, group.count);
                return (
                  <tr key={`${group.kind}-${group.currency}`}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={month.groups.length} className={styles.monthCell}>
                        {label}
                      </th>
                    ) : null}
                    <th scope="row">{names.kind(group.kind, group.label)}</th>
                    <td className="number">{group.count}</td>
                    <td className="number">{format.money(group.sum_cents, group.currency)}</td>
                    <td className="number">{group.in_books_count}</td>
                    <td className="number">{share === null ? '–' : format.basisPoints(share)}</td>
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </ScrollRegion>
  );
}

function CoverageSection({ months, unreadable }: { months: readonly SummaryMonth[]; unreadable: number }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const format = useFormat();
  const names = useNames();
  const calendar = coverageCalendar(months, currentMonthInFinland(), t('kinds.all'));
  if (!calendar) return null;
  const monthNames = Array.from({ length: 12 }, (_, i) => names.month(i + 1));

  return (
    <section className="card" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">{t('coverage.title')}</h2>
      <p className={styles.intro}>{t('coverage.intro', { from: format.period(calendar.from), to: format.period(calendar.to) })}</p>
      <p className={calendar.gapCount > 0 ? `${styles.summaryLine} ${styles.attention}` : styles.summaryLine}>
        {calendar.gapCount > 0 ? t('coverage.gaps', { count: calendar.gapCount }) : t('coverage.noGaps')}
      </p>
      {unreadable > 0 ? <p className={styles.summaryLine}>{t('coverage.unreadable', { count: unreadable })}</p> : null}
      <ScrollRegion label={t('coverage.region')}>
        <table className={styles.calendar}>
          <caption className="visually-hidden">{t('coverage.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('coverage.year')}</th>
              <th scope="col">{t('coverage.source')}</th>
              {monthNames.map((name) => (
                <th scope="col" key={name}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          {calendar.years.map((year) => (
            <tbody key={year.year}>
              {year.rows.map((row, index) => (
                <tr key={row.kind ?? 'all'} className={row.kind === null ? styles.allRow : undefined}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={year.rows.length}>
                      {year.year}
                    </th>
                  ) : null}
                  <th scope="row">{row.kind === null ? row.label : names.kind(row.kind, row.label)}</th>
                  {row.cells.map((cell, month) => (
                    <CalendarCell key={month} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
      <CalendarLegend states={['booked', 'partial', 'unbooked', 'none', 'gap', 'outside']} />
    </section>
  );
}
