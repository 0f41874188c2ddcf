import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUnreadable, readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { CalendarCell, CalendarLegend } from './coverage-cell.tsx';
import { inBooksShare, type ReadDataSummary, type SummaryMonth } from './model.ts';
import { coverageCalendar, currentMonthInFinland } from './coverage-model.ts';
import { useNames } from './names.ts';
import { dataSummaryQuery } from '../../api/queries/connections.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Section } from '../../ui/section.tsx';
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
      <Section title={t('summary.title')}>
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
      </Section>
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
    <DataTable
      caption={t('summary.caption')}
      className={styles.monthTable}
      groups={months.map((month, monthIndex) =>
        isUnreadable(month)
          ? { key: `unreadable-${monthIndex}`, rows: [month], attributes: { 'data-month': 'unreadable' } }
          : {
              key: month.month ?? 'undated',
              heading: month.month === null ? t('summary.undated') : format.period(month.month),
              rows: month.groups,
              attributes: { 'data-month': month.month ?? 'undated' },
            },
      )}
      rowKey={(group) => `${group.kind}-${group.currency}`}
      columns={[
        { key: 'kind', header: t('summary.kind'), rowHeader: true, cell: (group) => names.kind(group.kind, group.label) },
        { key: 'count', header: t('summary.count'), numeric: true, cell: (group) => String(group.count) },
        { key: 'sum', header: t('summary.sum'), numeric: true, cell: (group) => format.money(group.sum_cents, group.currency) },
        { key: 'inBooks', header: t('summary.inBooks'), numeric: true, cell: (group) => String(group.in_books_count) },
        {
          key: 'share',
          header: t('summary.share'),
          numeric: true,
          cell: (group) => {
            const share = inBooksShare(group.in_books_count, group.count);
            return share === null ? '–' : format.basisPoints(share);
          },
        },
      ]}
    />
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
    <Section title={t('coverage.title')}>
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
    </Section>
  );
}
