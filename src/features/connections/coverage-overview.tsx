import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, readableItems } from '../../api/reading.ts';
import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { CalendarCell, CalendarLegend } from './coverage-cell.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { canHaveData } from '../../api/queries/connections.ts';
import { currentMonthInFinland, monthsEndingWith, sourceCoverage } from './coverage-model.ts';
import { useNames } from './names.ts';
import { connectionsPaths } from './paths.ts';
import { dataSummaryQuery } from '../../api/queries/connections.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './connections.module.css';

/**
 * The company's coverage calendar: every connected source that can have data × the last
 * twelve months, each row from that source's data summary (§2.10). The summaries are read side by
 * side, so one slow or failing source holds up or hides only its own row.
 */
export function CoverageOverview({ customerId, connected }: { customerId: string; connected: readonly CredentialConnection[] }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const names = useNames();
  const [currentMonth] = useState(() => currentMonthInFinland());
  const months = monthsEndingWith(currentMonth);
  // `2026-11` → "marras 2026": the calendar's own short month names, the year beside
  const monthName = (period: string) => `${names.month(Number(period.slice(5, 7)))} ${period.slice(0, 4)}`;
  const sources = connected.filter(canHaveData);
  const summaries = useQueries({ queries: sources.map((source) => dataSummaryQuery(client, customerId, source.id)) });

  if (sources.length === 0) return null;
  const rows = sources.map((source, index) => ({ source, summary: summaries[index] }));
  // drawn from the months that could be read; a row says how many could not
  const coverages = rows.map(({ summary }) => (summary?.isSuccess ? sourceCoverage(readableItems(summary.data.months), months, currentMonth) : null));
  const unreadableMonths = rows.map(({ summary }) => (summary?.isSuccess ? summary.data.months.filter(isUnreadable).length : 0));
  const withGaps = coverages.filter((coverage) => coverage !== null && coverage.gapCount > 0).length;
  const allRead = coverages.every((coverage) => coverage !== null);
  const from = months[0] ?? currentMonth;

  return (
    <Section title={t('coverageOverview.title')}>
      <p className={styles.intro}>{t('coverageOverview.intro')}</p>
      {withGaps > 0 ? (
        <p className={`${styles.summaryLine} ${styles.attention}`}>{t('coverageOverview.sourcesWithGaps', { count: withGaps })}</p>
      ) : allRead ? (
        <p className={styles.summaryLine}>{t('coverageOverview.noGaps')}</p>
      ) : null}
      <ScrollRegion labelledBy="coverage-overview-caption">
        <table className={styles.calendar}>
          <caption id="coverage-overview-caption" className="visually-hidden">
            {t('coverageOverview.caption', { from: monthName(from), to: monthName(currentMonth) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('coverageOverview.source')}</th>
              {months.map((month) => (
                <th scope="col" key={month} className={styles.monthHeading}>
                  {names.month(Number(month.slice(5, 7)))} <span className={styles.year}>{month.slice(0, 4)}</span>
                </th>
              ))}
              <th scope="col" className="number">
                {t('coverageOverview.gapColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ source, summary }, index) => {
              const coverage = coverages[index];
              return (
                <tr key={source.id} data-connection={source.id}>
                  <th scope="row" className={styles.sourceHeading}>
                    <Link to={connectionsPaths.connection(customerId, source.id)}>{names.connection(source)}</Link>
                    {unreadableMonths[index] ? (
                      <span className={styles.help}>{t('coverageOverview.unreadableMonths', { count: unreadableMonths[index] })}</span>
                    ) : null}
                  </th>
                  {coverage ? (
                    <>
                      {coverage.cells.map((cell, i) => (
                        <CalendarCell key={months[i]} cell={cell} />
                      ))}
                      <td className={coverage.gapCount > 0 ? `number ${styles.attention}` : 'number'}>{coverage.gapCount}</td>
                    </>
                  ) : (
                    <td colSpan={months.length + 1} className={styles.rowState}>
                      {summary?.isError ? (
                        <ErrorBanner
                          error={summary.error}
                          title={t('coverageOverview.rowFailed', { name: names.connection(source) })}
                          onRetry={() => void summary.refetch()}
                        />
                      ) : (
                        <Loading label={t('coverageOverview.rowLoading', { name: names.connection(source) })} />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <CalendarLegend states={['booked', 'partial', 'unbooked', 'gap', 'pending', 'before']} />
    </Section>
  );
}

